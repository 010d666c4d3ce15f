import CycleCore
import Glances
import Wellness

extension ScoreCard {
    /// " 72 green · good": the value right-aligned in three columns, then its band; without a
    /// value, three blank columns and why ("data unavailable: …"), so the words after the
    /// value start in one column on every line of a list (`inColumns`); a value without a
    /// band says so.
    func headline(_ out: TerminalOutput, inColumns: Bool = false) -> String {
        guard let value else { return (inColumns ? "    " : "") + out.styled(status.message ?? "data unavailable", .dim) }
        let number = out.styled("\(value)".leftPadded(to: 3), .bold)
        guard let band else { return number + " " + out.styled("no band (recovery unavailable)", .dim) }
        let word: String
        switch kind {
        case .stress: word = ["green": "low", "yellow": "moderate", "red": "high"][band.rawValue]!
        case .strain: word = ["green": "suits today", "yellow": "above today's range", "red": "well above today's range"][band.rawValue]!
        default: word = band.word
        }
        let style: TextStyle = band == .green ? .green : band == .yellow ? .yellow : .red
        return number + " " + out.styled("\(band.rawValue) · \(word)", style)
    }
}
