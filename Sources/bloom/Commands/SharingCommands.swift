import JournalAdapters
import Sharing

/// Sharing with a partner without a server: a sealed file and a code.
let sharingCommands: [any BloomCommand.Type] = [
    ShareCommand.self,
    PartnerCommand.self,
]

/// Runs `body`, turning sharing's errors into command-line errors: a refused file or code is
/// bad data (65), options out of range are usage (64), journal and file problems keep their
/// class. A code given with `--code` that is not a code is usage (64).
func shareErrors<T>(codeFromOption: Bool = false, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as ShareError {
        switch error {
        case .malformedCode where codeFromOption: throw CLIError.usage("--code: \(error)")
        case let .nothingToShare(mode):
            let hint = mode == .pregnancy ? "date it first with 'bloom log pregnancy --due YYYY-MM-DD' (or --lmp)"
                                          : "log one first with 'bloom log period start DATE'"
            throw CLIError.data("\(error); \(hint)")
        default: throw CLIError.data(error.description)
        }
    } catch let problem as ShareRequest.Problem {
        throw CLIError.usage(problem.description)
    } catch let failure as JournalFailure {
        throw CLIError(failure)
    }
}
