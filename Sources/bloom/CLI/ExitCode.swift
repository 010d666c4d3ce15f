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

import NextSteps

/// An error that ends a command: a message for stderr and the exit status to use. A library's
/// message keeps the steps it names typed until it is printed, worded by the command's
/// `stepWording`.
struct CLIError: ExplainedError, CustomStringConvertible, Sendable {
    let message: StepText
    let code: ExitCode

    init(message: StepText, code: ExitCode) {
        self.message = message
        self.code = code
    }

    init(message: String, code: ExitCode) {
        self.init(message: StepText(message), code: code)
    }

    /// A library's error, its message as the library explains it.
    init(explaining error: some ExplainedError, code: ExitCode) {
        self.init(message: error.explanation, code: code)
    }

    /// The message with its steps as typed values; printed through `stepWording`.
    var description: String { message.description }

    var explanation: StepText { message }

    /// The command line is wrong (exit 64).
    static func usage(_ message: String) -> CLIError { CLIError(message: message, code: .usage) }
    /// The data is wrong (exit 65).
    static func data(_ message: String) -> CLIError { CLIError(message: message, code: .dataError) }
    /// A file or the store could not be read or written (exit 74).
    static func io(_ message: String) -> CLIError { CLIError(message: message, code: .ioError) }
    /// Anything else that failed (exit 1).
    static func failure(_ message: String) -> CLIError { CLIError(message: message, code: .failure) }
}
