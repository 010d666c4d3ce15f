import CycleCore
import NextSteps

/// A rule a record breaks, naming the field and what is wrong in the user's terms.
package struct RecordProblem: Sendable, Equatable, CustomStringConvertible {
    /// The field, as named in backups (e.g. "end", "symptoms[2].severity"); empty for the whole record.
    package let field: String
    /// What is wrong, e.g. "2026-03-02 is before the start 2026-03-05".
    package let message: String

    package init(_ field: String, _ message: String) {
        self.field = field
        self.message = message
    }

    package var description: String { field.isEmpty ? message : "\(field): \(message)" }
}

/// Why a request to the journal was refused, and what to do instead (the steps typed, worded by
/// the executable). Nothing was stored.
package enum JournalError: ExplainedError, Sendable, Equatable, CustomStringConvertible {
    /// A record breaks a rule (a value out of range, a future day, …).
    case invalid(RecordProblem)
    /// No profile has this name.
    case noSuchProfile(name: String, known: [String])
    /// A profile with this name (ignoring case) already exists.
    case profileExists(name: String)
    /// A period-history rule (overlap, end before start, …).
    case history(StepText)
    /// The request needs something that is not there (e.g. an open session).
    case missing(StepText)

    /// The message with its steps as typed values (see `explanation`).
    package var description: String { explanation.description }

    /// What was refused and what to do instead.
    package var explanation: StepText {
        switch self {
        case let .invalid(problem): StepText(problem.description)
        case let .noSuchProfile(name, known):
            known.isEmpty
                ? "there is no profile named '\(name)'; create it with '\(NextStep.addProfile(name: name))'"
                : "there is no profile named '\(name)' (profiles: \(known.joined(separator: ", ")))"
        case let .profileExists(name): "a profile named '\(name)' already exists; pick another name"
        case let .history(message): message
        case let .missing(message): message
        }
    }
}
