import CycleCore
import Journal

/// A journal problem classified by whose it is, so a command can choose its exit status:
/// the store's own problems are I/O (the file), broken rules and bad files are data, an
/// unknown profile or an unreadable date is usage (the command line).
public struct JournalFailure: Error, CustomStringConvertible, Sendable, Equatable {
    /// Whose problem it is.
    public enum Kind: Sendable, Equatable {
        /// The command line was wrong: an unknown profile, words that are not a day.
        case usage
        /// The data was wrong: a broken rule, a malformed backup, a day in the future.
        case data
        /// The store or a file could not be read or written.
        case io
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// Runs `body`, turning the journal's errors into classified failures. Failures already
    /// classified, and errors of other libraries, pass through unchanged.
    public static func classifying<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as JournalFailure {
            throw error
        } catch let error as StoreError {
            throw JournalFailure(.io, error.description)
        } catch let error as JournalError {
            if case .noSuchProfile = error { throw JournalFailure(.usage, error.description) }
            throw JournalFailure(.data, error.description)
        } catch let error as DayPhrase.ParseError {
            throw JournalFailure(error.isFuture || error.isOutOfRange ? .data : .usage, error.description)
        } catch let error as BackupFile.Failure {
            switch error {
            case .notJSON, .notText, .tooLarge: throw JournalFailure(.data, error.description)
            default: throw JournalFailure(.io, error.description)
            }
        } catch let error as BackupIssues {
            let count = error.list.count
            throw JournalFailure(.data, "\(count) problem\(count == 1 ? "" : "s") found; nothing was imported:\n"
                + error.list.map { "  " + $0.description }.joined(separator: "\n"))
        }
    }
}
