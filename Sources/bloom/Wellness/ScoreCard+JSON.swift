import CycleCore
import Wellness

extension ScoreCard {
    /// The card as JSON: the score and band (null when not scored), the status message, each
    /// term, the inputs, the baseline, notes and figures.
    var json: JSON {
        var pairs: [(String, JSON)] = [
            ("kind", .string(kind.rawValue)), ("day", .day(day)),
            ("value", value.map { .int($0) } ?? .null), ("band", band.map { .string($0.rawValue) } ?? .null),
            ("status", .string(statusName)), ("message", .text(status.message)),
            ("terms", .array(terms.map { .object([("name", .string($0.name)), ("detail", .string($0.detail)), ("points", .number($0.points, places: 2))]) })),
            ("inputsUsed", .array(inputsUsed.map(JSON.string))), ("inputsMissing", .array(inputsMissing.map(JSON.string))),
        ]
        if let baseline {
            pairs.append(("baseline", .object([("label", .string(baseline.label)), ("nights", .int(baseline.nights)),
                                               ("hrvMs", .number(baseline.hrvMilliseconds, places: 1)),
                                               ("restingHeartRate", .number(baseline.restingHeartRate, places: 1))])))
        } else {
            pairs.append(("baseline", .null))
        }
        pairs.append(("notes", .array(notes.map(JSON.string))))
        pairs.append(("figures", .object(figures.keys.sorted().map { ($0, .number(figures[$0], places: 2)) })))
        return .object(pairs)
    }

    var statusName: String {
        switch status {
        case .scored: "scored"
        case .unavailable: "unavailable"
        case .calibrating: "calibrating"
        }
    }

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
