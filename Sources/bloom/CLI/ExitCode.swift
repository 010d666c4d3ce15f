/// Process exit statuses, named (sysexits.h values where one fits).
enum ExitCode: Int32, Sendable {
    /// Everything worked.
    case success = 0
    /// Something failed that is not the user's input (a generic failure).
    case failure = 1
    /// The command line was wrong: unknown command or flag, missing value.
    case usage = 64
    /// The data given was wrong: a bad date, a malformed file, an invalid record.
    case dataError = 65
    /// Reading or writing a file or the store failed.
    case ioError = 74
}

/// An error that ends a command: a message for stderr and the exit status to use.
struct CLIError: Error, CustomStringConvertible, Sendable {
    let message: String
    let code: ExitCode

    var description: String { message }

    /// The command line is wrong (exit 64).
    static func usage(_ message: String) -> CLIError { CLIError(message: message, code: .usage) }
    /// The data is wrong (exit 65).
    static func data(_ message: String) -> CLIError { CLIError(message: message, code: .dataError) }
    /// A file or the store could not be read or written (exit 74).
    static func io(_ message: String) -> CLIError { CLIError(message: message, code: .ioError) }
    /// Anything else that failed (exit 1).
    static func failure(_ message: String) -> CLIError { CLIError(message: message, code: .failure) }
}
