import CycleCore
import JSON
import NextSteps
import Wellness

// `bloom scores --json`, `bloom week-score --json`: a score card as JSON.

extension ScoreCard {
    /// The card as JSON: the score and band (null when not scored), the status message, each
    /// term, the inputs, the baseline, notes and figures; the steps in the message written by
    /// `wording`.
    package func json(_ wording: StepWording) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("kind", .string(kind.rawValue)), ("day", .day(day)),
            ("value", value.map { .int($0) } ?? .null), ("band", band.map { .string($0.rawValue) } ?? .null),
            ("status", .string(statusName)), ("message", .text(status.message.map { wording($0) })),
            ("terms", .array(terms.map { .orderedObject([("name", .string($0.name)), ("detail", .string($0.detail)), ("points", .rounded($0.points, places: 2))]) })),
            ("inputsUsed", .array(inputsUsed.map(JSONValue.string))), ("inputsMissing", .array(inputsMissing.map(JSONValue.string))),
        ]
        if let baseline {
            pairs.append(("baseline", .orderedObject([("label", .string(baseline.label)), ("nights", .int(baseline.nights)),
                                               ("hrvMs", .rounded(baseline.hrvMilliseconds, places: 1)),
                                               ("restingHeartRate", .rounded(baseline.restingHeartRate, places: 1))])))
        } else {
            pairs.append(("baseline", .null))
        }
        pairs.append(("notes", .array(notes.map(JSONValue.string))))
        pairs.append(("figures", .orderedObject(figures.keys.sorted().map { ($0, .rounded(figures[$0], places: 2)) })))
        return .orderedObject(pairs)
    }

    /// "scored", "unavailable" or "calibrating".
    package var statusName: String {
        switch status {
        case .scored: "scored"
        case .unavailable: "unavailable"
        case .calibrating: "calibrating"
        }
    }
}
