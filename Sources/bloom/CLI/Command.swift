import CycleCore
import Journal

/// A `bloom` subcommand. Each lives in its own file under `Commands/` and is listed in
/// `CommandRegistry.all`.
protocol BloomCommand: Sendable {
    /// The word typed after `bloom`, e.g. "predict".
    static var name: String { get }
    /// One line for `bloom --help`.
    static var summary: String { get }
    /// The usage lines and at least one example, shown by `bloom NAME --help`.
    static var usage: String { get }
    /// The options this command takes (the global ones are added for it).
    static var options: [OptionSpec] { get }
    /// The help for `bloom NAME POSITIONALS --help` (a subcommand's own, where there are some).
    static func helpText(for positionals: [String]) -> String
    /// Runs the command. Results go to `context.out`; throw `CLIError` to fail.
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws
    /// Whether its text is wrapped to the terminal (false for machine-readable output such as
    /// iCalendar files and backups; `--json` is never wrapped either).
    static var wrapsText: Bool { get }
}

extension BloomCommand {
    static var wrapsText: Bool { true }

    /// The help for `bloom NAME POSITIONALS --help`: the command's own unless it has
    /// subcommands (`bloom log temp --help`).
    static func helpText(for positionals: [String]) -> String { helpText }

    /// The full help text: summary, usage with examples, and options.
    static var helpText: String {
        var text = "\(summary)\n\nUSAGE:\n\(usage.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))\n"
        let lines = (options + globalOptions).map { "  " + $0.help }
        text += "\nOPTIONS:\n" + lines.joined(separator: "\n") + "\n"
        return text
    }
}

/// What a command runs in: the environment, today, the output streams and the chosen folders.
final class CommandContext {
    let environment: [String: String]
    let arguments: ParsedArguments
    let out: TerminalOutput
    let err: TerminalOutput

    init(environment: [String: String], arguments: ParsedArguments, out: TerminalOutput, err: TerminalOutput) {
        self.environment = environment
        self.arguments = arguments
        self.out = out
        self.err = err
    }

    /// Today: `--today`, else `BLOOM_TODAY`, else the local calendar's date. Resolved once.
    /// - Throws: a usage error when `--today` or `BLOOM_TODAY` is not a valid date.
    func today() throws -> Day {
        if let cached = cachedToday { return cached }
        let resolved: Day
        if let text = arguments.value("--today") {
            do { resolved = try Day(iso: text) } catch { throw CLIError.usage("--today: \(error)") }
        } else if let text = environment["BLOOM_TODAY"], !text.isEmpty {
            do { resolved = try Day(iso: text) } catch { throw CLIError.usage("BLOOM_TODAY: \(error)") }
        } else {
            resolved = LocalClock.today()
        }
        if let problem = DayLimits.todayProblem(resolved) { throw CLIError.usage("today: \(problem)") }
        cachedToday = resolved
        return resolved
    }

    private var cachedToday: Day?

    /// The profile (and store) this command created to log into, until the command succeeds:
    /// when it fails (the input was refused), they are taken away again, so that nothing is
    /// written (`CommandContext+FreshStore.swift`).
    var createdForLogging: CreatedForLogging?

    /// The folder holding Bloom's data: `--home`, else `$BLOOM_HOME`, else
    /// `$XDG_DATA_HOME/bloom`, else `~/.local/share/bloom`.
    var homeDirectory: String {
        if let home = arguments.value("--home"), !home.isEmpty { return home }
        if let home = environment["BLOOM_HOME"], !home.isEmpty { return home }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/bloom" }
        let userHome = environment["HOME"] ?? "."
        return userHome + "/.local/share/bloom"
    }

    /// The profile named by `--profile`, if any.
    var profileOverride: String? { arguments.value("--profile") }

    /// The folder named by `--knowledge`, if any.
    var knowledgeOverride: String? { arguments.value("--knowledge") }

    /// Whether `--json` was given.
    var wantsJSON: Bool { arguments.has("--json") }
}
