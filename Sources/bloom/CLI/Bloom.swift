#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import NextSteps
import JournalAdapters

/// The program's entry: picks the subcommand, runs it, maps errors to exit codes.
enum Bloom {
    static let version = "0.1.0"

    static func main(_ argv: [String], environment: [String: String]) -> Int32 {
        let noColor = argv.contains("--no-color")
        let out = TerminalOutput(fd: 1, environment: environment, noColorFlag: noColor)
        let err = TerminalOutput(fd: 2, environment: environment, noColorFlag: noColor)
        var words = Array(argv.dropFirst())

        if words.first == "--version" || words.first == "version" {
            out.line("bloom \(version)")
            return ExitCode.success.rawValue
        }
        if words.first == "--help" || words.first == "-h" || words.first == "help" {
            if words.count >= 2, let command = CommandRegistry.command(named: words[1]) {
                out.write(command.helpText)
            } else {
                out.write(overview)
            }
            return ExitCode.success.rawValue
        }
        // Options may come before the command (`bloom --home DIR predict`); `bloom` alone, or
        // with only options such as --today, is the chat.
        guard let (name, rest) = ArgumentParser.commandFirst(words, isCommand: { CommandRegistry.command(named: $0) != nil }) else {
            let option = words.lazy.filter { $0.hasPrefix("-") }.map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? $0 }
                .first { word in !globalOptions.contains { $0.name == word } } ?? words[0]
            err.line("bloom: unknown option '\(option)' before the command (see 'bloom --help')")
            return ExitCode.usage.rawValue
        }
        words = rest
        guard let command = CommandRegistry.command(named: name) else {
            var message = "bloom: unknown command '\(name)'"
            if let near = closestMatch(to: name, in: CommandRegistry.all.map { $0.name }) {
                message += "; did you mean 'bloom \(near)'?"
            }
            err.line(message + " (see 'bloom --help')")
            return ExitCode.usage.rawValue
        }
        var context: CommandContext?
        // A profile created to log into is kept only when the command succeeds.
        defer { context?.settleCreatedProfile(succeeded: false) }
        do {
            let arguments = try ArgumentParser.parse(words, options: command.options)
            if arguments.has("--help") {
                out.write(command.helpText(for: arguments.positionals))
                return ExitCode.success.rawValue
            }
            let running = CommandContext(environment: environment, arguments: arguments, out: out, err: err)
            context = running
            // Text wraps at the terminal's edge; machine-readable output is written as it is.
            out.wrapsLines = command.wrapsText && !arguments.has("--json")
            do {
                try command.run(arguments, in: running)
            } catch let failure as JournalFailure {
                throw CLIError(failure)
            }
            running.settleCreatedProfile(succeeded: true)
            return ExitCode.success.rawValue
        } catch let error as CLIError {
            err.line("bloom \(name): \((context?.stepWording ?? .plainCommands)(error.message))")
            if error.code == .usage { err.line("(see 'bloom \(name) --help')") }
            return error.code.rawValue
        } catch let error as any ExplainedError {
            err.line("bloom \(name): \((context?.stepWording ?? .plainCommands)(error.explanation))")
            return ExitCode.failure.rawValue
        } catch {
            err.line("bloom \(name): \(error)")
            return ExitCode.failure.rawValue
        }
    }

    static var overview: String {
        var text = """
        bloom: a private, on-device companion for your cycle, trying to conceive and pregnancy.
        Everything stays on this device.

        USAGE:
          bloom COMMAND [OPTIONS]
          bloom COMMAND --help

        COMMANDS:

        """
        let width = (CommandRegistry.all.map { $0.name.count }.max() ?? 8) + 2
        for command in CommandRegistry.all {
            text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nEvery command takes --today YYYY-MM-DD (or BLOOM_TODAY) to answer for a fixed day; BLOOM_TIME=HH:MM fixes the time of day.\n"
        text += "Options such as --home, --today and --profile go before or after the command.\n"
        return text
    }
}
