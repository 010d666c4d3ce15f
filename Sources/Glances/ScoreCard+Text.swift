import Wellness

extension ScoreCard {
    /// "72 green · good" (the band in words too, so it reads without colour), or the status
    /// message ("data unavailable: …", "calibrating: …"): the headline `bloom scores` prints.
    public func headline(style: Style) -> String {
        guard let value, let band else { return style(status.message ?? "no score", .dim) }
        let word: String
        switch kind {
        case .stress: word = ["green": "low", "yellow": "moderate", "red": "high"][band.rawValue]!
        case .strain: word = ["green": "suits today", "yellow": "above today's range", "red": "well above today's range"][band.rawValue]!
        default: word = band.word
        }
        let colour: TextStyle = band == .green ? .green : band == .yellow ? .yellow : .red
        return style("\(value)".leftPadded(to: 3), .bold) + " " + style("\(band.rawValue) · \(word)", colour)
    }
}
