#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CycleCore
import Glances
import JournalAdapters
import NextSteps
import Sharing

/// `bloom partner`: open a snapshot someone shared, and see the last one opened.
enum PartnerCommand: BloomCommand {
    static let name = "partner"
    static let summary = "Open a snapshot your partner shared (bloom share) and see where they are"
    static let usage = """
        bloom partner open FILE [--code CODE] [--json] [--no-keep]
        bloom partner [--json]            (the last snapshot opened, read-only)
        bloom partner forget              (remove the kept copy)

        'open' asks for the 6-character code (lower case, spaces and dashes are fine; give
        --code in scripts, or pipe it in) and shows where your partner is in their cycle or
        pregnancy, what is coming up in the next weeks, what they chose to share, and tips for
        partners for that phase or trimester. Everything is an estimate from their own logs on
        the day they shared it.

        A wrong code, a file that was changed or cut short, a file that is not a Bloom share, or
        a snapshot past its expiry day is refused (exit 65) and nothing is kept. Otherwise the
        snapshot is kept (decrypted, mode 0600) in partner/snapshot.json in Bloom's data folder,
        replacing the last one, so 'bloom partner' shows it again without the code until it
        expires; --no-keep keeps nothing.

        JSON: {"today", "name", "mode", "created", "expires", "included", "cycleDay", "phase",
        "daysLate", "pregnancyWeek", "gestationalAge", "trimester", "dueDate", "comingUp":
        [{"kind", "day", "until", "text"}], "recent": [{"day", "symptoms": [{"id",
        "severity"}], "moods"}] or null, "tips": [{"id", "title", "text", "source"}]}.

        Examples:
          bloom partner open bloom-share-2026-11-25.bloomshare
          echo 7KQM4X | bloom partner open shared.bloomshare --json
          bloom partner
        """
    static let options: [OptionSpec] = [
        .value("--code", "CODE", "the 6-character code (otherwise it is asked for)"),
        .flag("--json", "print one JSON object"),
        .flag("--no-keep", "do not keep a copy of the snapshot opened"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        var words = arguments.positionals
        let action = words.isEmpty ? "show" : words.removeFirst()
        switch action {
        case "open":
            guard words.count == 1 else {
                throw CLIError.usage(words.isEmpty ? "name the file to open: bloom partner open FILE" : "open one file at a time: bloom partner open FILE")
            }
            try open(words[0], arguments, context)
        case "show":
            try expectNoWords(words, "bloom partner")
            try showKept(context)
        case "forget":
            try expectNoWords(words, "bloom partner forget")
            let removed = try shareErrors { try PartnerShare.forget(inHome: context.homeDirectory) }
            context.out.line(removed ? "Removed the kept snapshot." : "No snapshot was kept here.")
        default:
            var message = "unknown action '\(action)' (actions: open FILE, forget; none to see the kept snapshot)"
            if let near = closestMatch(to: action, in: ["open", "forget"]) { message += "; did you mean '\(near)'?" }
            throw CLIError.usage(message)
        }
    }

    private static func open(_ path: String, _ arguments: ParsedArguments, _ context: CommandContext) throws {
        let today = try context.today()
        let bytes = try shareErrors { try PartnerShare.readFile(path) }  // not a share file: refused before asking
        let code: ShareCode
        if let typed = arguments.value("--code") {
            code = try shareErrors(codeFromOption: true) { try ShareCode(typed: typed) }
        } else {
            guard let typed = readCode(for: path, context), !typed.allSatisfy(\.isWhitespace) else {
                throw CLIError.usage("no code given: type the \(ShareCode.length)-character code when asked, pipe it in, or give --code CODE")
            }
            code = try shareErrors { try ShareCode(typed: typed) }
        }
        let snapshot = try shareErrors { try ShareSnapshot.opening(bytes, code: code, today: today) }
        if !arguments.has("--no-keep") {
            do {
                try shareErrors { try PartnerShare.keep(snapshot, inHome: context.homeDirectory) }
            } catch let error as CLIError {
                throw CLIError(message: error.message + StepText("\nTo see it without keeping a copy, open it with --no-keep."), code: error.code)
            }
        }
        try render(snapshot, today: today, context)
    }

    private static func showKept(_ context: CommandContext) throws {
        let today = try context.today()
        guard let snapshot = try shareErrors({ try PartnerShare.kept(inHome: context.homeDirectory) }) else {
            throw CLIError.failure("no snapshot kept here yet: open one with 'bloom partner open FILE'")
        }
        do {
            try snapshot.checkValid(on: today)
        } catch {
            let whose = snapshot.name.map { "\($0)'s snapshot" } ?? "the kept snapshot"
            throw CLIError.data("\(whose) (shared \(snapshot.created.longText)) expired on \(snapshot.expires.longText); ask for a new share ('bloom partner forget' removes the kept copy)")
        }
        try render(snapshot, today: today, context)
    }

    private static func render(_ snapshot: ShareSnapshot, today: Day, _ context: CommandContext) throws {
        let view = PartnerView(snapshot: snapshot, today: today, knowledge: try context.knowledge())
        if context.wantsJSON {
            context.out.line(view.json.rendered())
        } else {
            context.out.write(view.text(style: context.out.style))
        }
    }

    /// The code typed on the terminal without echo (the prompt on stderr), or the first line of
    /// standard input when it is not a terminal; nil at the end of input.
    static func readCode(for path: String, _ context: CommandContext) -> String? {
        guard isatty(0) == 1 else { return readLine(strippingNewline: true) }
        let prompt = "Code for \(path) (\(ShareCode.length) characters): "
        var original = termios()
        guard tcgetattr(0, &original) == 0 else {
            context.err.write(prompt)
            return readLine(strippingNewline: true)
        }
        TerminalRestorer.install(original)  // Ctrl-C while typing gives the echo back
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(0, TCSADRAIN, &quiet)  // echo off before the prompt, so nothing typed after it shows
        context.err.write(prompt)
        defer {
            tcsetattr(0, TCSADRAIN, &original)
            context.err.line()
        }
        return readLine(strippingNewline: true)
    }

    private static func expectNoWords(_ words: [String], _ form: String) throws {
        if let extra = words.first { throw CLIError.usage("unexpected '\(extra)': \(form)") }
    }
}
