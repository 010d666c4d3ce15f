import CycleCore
import Journal
import NextSteps

/// A journal problem classified by whose it is, so a command can choose its exit status:
/// the store's own problems are I/O (the file), broken rules and bad files are data, an
/// unknown profile or an unreadable date is usage (the command line). The message keeps the
/// steps it names typed, for whoever shows it to word (`worded(by:)`).
package struct JournalFailure: ExplainedError, CustomStringConvertible, Sendable, Equatable {
    /// Whose problem it is.
    package enum Kind: Sendable, Equatable {
        /// The command line was wrong: an unknown profile, words that are not a day.
        case usage
        /// The data was wrong: a broken rule, a malformed backup, a day in the future.
        case data
        /// The store or a file could not be read or written.
        case io
    }

    package let kind: Kind
    /// What went wrong and what to do, the steps typed.
    package let message: StepText

    package init(_ kind: Kind, _ message: String) {
        self.init(kind, StepText(message))
    }

    package init(_ kind: Kind, _ message: StepText) {
        self.kind = kind
        self.message = message
    }

    /// `error` classified as `kind`, with its explanation when it has one (a file that could
    /// not be written names where else to write it).
    package init(_ kind: Kind, explaining error: any Error) {
        self.init(kind, (error as? any ExplainedError)?.explanation ?? StepText(String(describing: error)))
    }

    /// The message with its steps as typed values; see `worded(by:)`.
    package var description: String { message.description }

    package var explanation: StepText { message }

    /// The same failure with its steps written by `wording`: for the chat, which shows a
    /// failure's description as it is.
    package func worded(by wording: StepWording) -> JournalFailure {
        JournalFailure(kind, wording(message))
    }

    /// Runs `body`, turning the journal's errors into classified failures. Failures already
    /// classified, and errors of other libraries, pass through unchanged.
    package static func classifying<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as JournalFailure {
            throw error
        } catch let error as StoreError {
            throw JournalFailure(.io, error.explanation)
        } catch let error as JournalError {
            if case .noSuchProfile = error { throw JournalFailure(.usage, error.explanation) }
            throw JournalFailure(.data, error.explanation)
        } catch let error as DayPhrase.ParseError {
            throw JournalFailure(error.isFuture || error.isOutOfRange ? .data : .usage, error.description)
        } catch let error as BackupFile.Failure {
            switch error {
            case .notJSON, .notText, .tooLarge: throw JournalFailure(.data, error.explanation)
            default: throw JournalFailure(.io, error.explanation)
            }
        } catch let error as BackupIssues {
            let count = error.list.count
            throw JournalFailure(.data, "\(count) problem\(count == 1 ? "" : "s") found; nothing was imported:\n"
                + error.list.map { "  " + $0.description }.joined(separator: "\n"))
        }
    }
}
