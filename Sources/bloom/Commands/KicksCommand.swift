#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CycleCore
import Foundation
import Glances
import Journal

/// `bloom kicks`: a kick counter. Starts a session; each Enter records a movement with its
/// time; the summary gives the time to 10 movements and compares it with recent sessions.
/// From 28 weeks, fewer than 10 movements in 2 hours — or movements that feel less than usual,
/// at any stage — gets the urgent advice to contact the maternity unit now.
enum KicksCommand: BloomCommand {
    static let name = "kicks"
    static let summary = "Count baby movements: time to 10, compared with your recent sessions"
    static let usage = """
        bloom kicks [--at TIME]              start counting: Enter for each movement, 'end' (or Ctrl-D) to stop
        bloom kicks start|add|end [--at TIME] [--less]
        bloom kicks summary [--less] [--json]

        When piped, each line is one movement: empty for now, or HH:MM[:SS]; 'end [HH:MM]' stops,
        'less' notes that movements feel less than usual. The sessions are the ones 'bloom log kicks' keeps.
        If movements slow down, change or stop, contact your maternity unit now; don't wait.

        Examples:
          bloom kicks
          bloom kicks add
          printf '19:04\\n19:09\\nend 19:30\\n' | bloom kicks --at 19:00
        """
    static let options: [OptionSpec] = [
        .value("--at", "TIME", "when (HH:MM or 'YYYY-MM-DD HH:MM'; default now)"),
        .flag("--less", "movements feel less than usual"),
        .flag("--json", "print the summary as JSON"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let today = try context.today()
        let action = arguments.positionals.first?.lowercased()
        let (store, profile) = try context.journalForLogging()
        let less = arguments.has("--less")
        switch action {
        case nil:
            try interactive(store, profile, context, today: today)
        case "start":
            let logged = try journalErrors { try store.startKickSession(at: try context.timerMoment(on: today), for: profile, today: today) }
            context.out.line("Counting from \(logged.record.start.time): run \(context.hint("kicks add")) for each movement, \(context.hint("kicks end")) to stop.")
        case "add", "kick":
            let moment = try context.timerMoment(on: today)
            let logged = try journalErrors { try store.addKick(at: moment, for: profile, today: today) }
            context.out.line(progress(logged.record, at: moment))
            if less { try printSummary(store, profile, context, today: today, less: true) }
        case "end", "stop":
            let moment = try context.timerMoment(on: today)
            _ = try journalErrors { try store.endKickSession(at: moment, for: profile, today: today) }
            try printSummary(store, profile, context, today: today, less: less)
        case "summary":
            try printSummary(store, profile, context, today: today, less: less)
        default:
            throw CLIError.usage("say start, add, end or summary (or nothing, to count interactively)")
        }
    }

    /// "Movement 3 at 19:12 · 12 min since the start".
    static func progress(_ session: KickSession, at moment: LocalTimestamp) -> String {
        let elapsed = TimerWords.duration(max(0, session.start.seconds(to: moment)))
        var text = "Movement \(session.kicks.count) at \(moment.time) · \(elapsed) since the start"
        if session.kicks.count == KickSummary.target { text += " · that's \(KickSummary.target)" }
        return text
    }

    /// Counts with one line per movement until `end` or the end of input.
    static func interactive(_ store: JournalStore, _ profile: Profile, _ context: CommandContext, today: Day) throws {
        let start = try context.timerMoment(on: today)
        let terminal = isatty(0) == 1
        _ = try journalErrors { try store.startKickSession(at: start, for: profile, today: today) }
        // With --json, stdout carries only the summary object; progress goes to stderr.
        let progressOut = context.wantsJSON ? context.err : context.out
        progressOut.line("Counting movements from \(start.time)." + (terminal ? " Press Enter for each movement; type 'end' (or Ctrl-D) to stop, 'less' if they feel less than usual." : ""))
        var last = start
        var less = false
        var ended = false
        while let text = readLine() {
            guard let line = TimerLine(typed: text.trimmingCharacters(in: .whitespaces)) else {
                context.err.line("say nothing (a movement now), a time like 19:05, 'less' or 'end'")
                continue
            }
            switch line {
            case let .event(time):
                let moment = try at(time, after: last, context: context)
                let logged = try journalErrors { try store.addKick(at: moment, for: profile, today: max(today, moment.day)) }
                last = max(last, moment)
                progressOut.line(progress(logged.record, at: moment))
            case .less:
                less = true
            case let .end(time):
                last = try time.map { context.timerMoment(after: last, at: $0) } ?? (terminal ? context.timerNow() : last)
                ended = true
            }
            if ended { break }
        }
        if !ended, terminal { last = try context.timerNow() }
        _ = try journalErrors { try store.endKickSession(at: last, for: profile, today: max(today, last.day)) }
        try printSummary(store, profile, context, today: today, less: less)
    }

    /// The moment of a typed event: the typed time after `previous` (the next day when it is
    /// earlier: the count went past midnight), else now.
    static func at(_ time: TimeOfDay?, after previous: LocalTimestamp, context: CommandContext) throws -> LocalTimestamp {
        if let time { return context.timerMoment(after: previous, at: time) }
        return try context.timerNow()
    }

    /// The summary of the open or latest session.
    static func printSummary(_ store: JournalStore, _ profile: Profile, _ context: CommandContext, today: Day, less: Bool) throws {
        let found = try journalErrors {
            try KickRendering.summary(from: store, profile: profile, today: today, now: context.timerNow, less: less)
        }
        guard let summary = found else {
            throw CLIError.data("no kick-count session yet; start one with \(context.hint("kicks"))")
        }
        if context.wantsJSON {
            context.out.line(KickRendering.json(summary).rendered())
        } else {
            context.out.write(KickRendering.text(summary))
        }
    }
}
