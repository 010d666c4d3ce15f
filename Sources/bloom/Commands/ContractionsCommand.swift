#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CycleCore
import Foundation
import Glances
import Journal

/// `bloom contractions`: a contraction timer. Enter marks a start, Enter again its end; each
/// contraction shows its duration and the interval since the previous one, with a running
/// summary of the last hour. About 5 minutes apart, about 1 minute long, for an hour — or any
/// contraction before 37 weeks — gets the advice to contact the midwife, doctor or maternity unit.
enum ContractionsCommand: BloomCommand {
    static let name = "contractions"
    static let summary = "Time contractions: duration, interval and the last hour"
    static let usage = """
        bloom contractions [--at TIME]         Enter at the start of each contraction and again at its end; 'end' (or Ctrl-D) stops
        bloom contractions start|stop [--at TIME]
        bloom contractions summary [--json]

        When piped, each line marks the next start or stop: empty for now, or HH:MM[:SS]. The contractions
        are the ones 'bloom log contraction' keeps. Waters breaking, bleeding, fewer movements or contractions
        before 37 weeks: contact your maternity unit now, whatever the timing.

        Examples:
          bloom contractions
          printf '10:00\\n10:01\\n10:05\\n10:06\\n' | bloom contractions
        """
    static let options: [OptionSpec] = [
        .value("--at", "TIME", "when (HH:MM or 'YYYY-MM-DD HH:MM'; default now)"),
        .flag("--json", "print the summary as JSON"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let today = try context.today()
        let (store, profile) = try context.journalForLogging()
        switch arguments.positionals.first?.lowercased() {
        case nil:
            try interactive(store, profile, context, today: today)
        case "start":
            let moment = try context.timerMoment(on: today)
            _ = try journalErrors { try store.startContraction(at: moment, for: profile, today: today) }
            context.out.line("Contraction started \(moment.time).")
            try printSummary(store, profile, context, today: today, now: moment)
        case "stop", "end":
            let moment = try context.timerMoment(on: today)
            _ = try journalErrors { try store.endContraction(at: moment, for: profile, today: today) }
            try printSummary(store, profile, context, today: today, now: moment)
        case "summary":
            try printSummary(store, profile, context, today: today, now: nil)
        default:
            throw CLIError.usage("say start, stop or summary (or nothing, to time interactively)")
        }
    }

    /// Alternates start and stop, one line each, until `end` or the end of input.
    static func interactive(_ store: JournalStore, _ profile: Profile, _ context: CommandContext, today: Day) throws {
        let terminal = isatty(0) == 1
        if terminal { context.out.line("Press Enter when a contraction starts and again when it stops; type 'end' (or Ctrl-D) to finish.") }
        var open = try journalErrors { try store.records(Contraction.self, of: profile) }.last { $0.end == nil } != nil
        var last: LocalTimestamp?
        var shown: ContractionAdvice?
        while let text = readLine() {
            guard let line = TimerLine(typed: text.trimmingCharacters(in: .whitespaces)) else {
                context.err.line("say nothing (now), a time like 10:05, or 'end'")
                continue
            }
            guard case let .event(time) = line else { break }
            // A time earlier than the previous one is after midnight: the next day.
            let moment = try time.map { time in
                last.map { context.timerMoment(after: $0, at: time) } ?? context.withClockOffset(LocalTimestamp(day: today, time: time))
            } ?? context.timerNow()
            let day = max(today, moment.day)
            if open {
                _ = try journalErrors { try store.endContraction(at: moment, for: profile, today: day) }
            } else {
                _ = try journalErrors { try store.startContraction(at: moment, for: profile, today: day) }
            }
            open.toggle()
            last = moment
            let advice = try printSummary(store, profile, context, today: day, now: moment, brief: true, showAdvice: shown == nil)
            shown = shown ?? advice
        }
        try printSummary(store, profile, context, today: max(today, last?.day ?? today), now: terminal ? nil : last)
    }

    /// The timer's summary as of `now` (the clock when nil).
    /// - Returns: the advice the summary carries, if any.
    @discardableResult
    static func printSummary(_ store: JournalStore, _ profile: Profile, _ context: CommandContext, today: Day,
                             now: LocalTimestamp?, brief: Bool = false, showAdvice: Bool = true) throws -> ContractionAdvice? {
        let summary = try journalErrors {
            try ContractionRendering.summary(from: store, profile: profile, today: today, now: now, clock: context.timerNow)
        }
        if context.wantsJSON {
            if !brief { context.out.line(ContractionRendering.json(summary).rendered()) }
        } else {
            context.out.write(brief ? ContractionRendering.latest(summary, withAdvice: showAdvice) : ContractionRendering.text(summary, wording: context.stepWording))
        }
        return summary.advice
    }
}
