import CycleCore
import Glances
import Wellness

extension ScoreCard {
    /// "72 green (good)" or the status message.
    func headline(_ out: TerminalOutput) -> String {
        guard let value, let band else { return out.styled(status.message ?? "no score", .dim) }
        let word: String
        switch kind {
        case .stress: word = ["green": "low", "yellow": "moderate", "red": "high"][band.rawValue]!
        case .strain: word = ["green": "suits today", "yellow": "above today's range", "red": "well above today's range"][band.rawValue]!
        default: word = band.word
        }
        let style: TextStyle = band == .green ? .green : band == .yellow ? .yellow : .red
        return out.styled("\(value)".leftPadded(to: 3), .bold) + " " + out.styled("\(band.rawValue) · \(word)", style)
    }
}
