import NextSteps
import Wellness

extension ScoreCard {
    /// " 72 green · good": the value right-aligned in three columns, then its band in words too,
    /// so it reads without colour; without a value, why ("data unavailable: …", "calibrating:
    /// …"), after three blank columns when `inColumns`, so the words after the value start in
    /// one column on every line of a list; a value without a band says so. The headline
    /// `bloom scores` prints. The steps in the message are written by `wording`.
    package func headline(style: Style, wording: StepWording, inColumns: Bool = false) -> String {
        guard let value else { return (inColumns ? "    " : "") + style(status.message.map { wording($0) } ?? "data unavailable", .dim) }
        let number = style("\(value)".leftPadded(to: 3), .bold)
        guard let band else { return number + " " + style("no band (recovery unavailable)", .dim) }
        let word: String
        switch kind {
        case .stress: word = ["green": "low", "yellow": "moderate", "red": "high"][band.rawValue]!
        case .strain: word = ["green": "suits today", "yellow": "above today's range", "red": "well above today's range"][band.rawValue]!
        default: word = band.word
        }
        let colour: TextStyle = band == .green ? .green : band == .yellow ? .yellow : .red
        return number + " " + style("\(band.rawValue) · \(word)", colour)
    }
}
