import CycleCore
import Journal
import JournalAdapters
import JSON
import Wellness

/// `bloom patterns`: lifestyle journal entries against the scores, with honest statistics.
enum PatternsCommand: BloomCommand {
    static let name = "patterns"
    static let summary = "How your lifestyle logs line up with your scores (associations, not causes)"
    static let usage = """
        bloom patterns [--days 30|90] [--json]

        Compares the days you logged caffeine, alcohol, tobacco, late meals, supplements or a
        warm room (bloom log lifestyle …) with the days you logged without them: next morning's
        recovery and sleep, and that day's stress. A pair is tested only with 10 days on each
        side; a permutation test and a Benjamini–Yekutieli correction across every pair keep
        chance findings out, and a bootstrap gives the 95% interval. Seeded: the same data gives
        the same answer.

        Examples:
          bloom patterns
          bloom patterns --days 30 --json
        """
    static let options: [OptionSpec] = [
        .value("--days", "N", "how far back: 30 or 90 days (default 90)"),
        WellnessOptions.age, WellnessOptions.maxHR, WellnessOptions.json,
    ]
    /// The seed of every resampling, so answers are reproducible.
    static let seed = JournalWellness.patternSeed

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard arguments.positionals.isEmpty else { throw CLIError.usage("bloom patterns takes no words, only options") }
        let days = try WellnessOptions.days(arguments, default: 90)
        guard days >= 30 else { throw CLIError.usage("--days takes 30 or 90 for patterns: fewer days cannot show one") }
        let (profile, history, today) = try context.wellnessHistory(days: days + 1)
        let first = today - (days - 1)
        var exposures: [Day: [String: Bool]] = [:]
        if let (store, chosen) = try context.journalForReading() {
            exposures = try journalErrors { try JournalWellness.lifestyleExposures(of: chosen, in: store, from: first, through: today) }
        }
        let report = JournalWellness.patternReport(history: history, exposures: exposures, today: today, days: days)

        if context.wantsJSON {
            func test(_ t: PatternTest) -> JSONValue {
                .orderedObject([("factor", .string(t.factor)), ("score", .string(t.score.rawValue)), ("exposedDays", .int(t.exposedDays)),
                         ("otherDays", .int(t.otherDays)), ("meanDifference", .rounded(t.meanDifference, places: 2)),
                         ("ciLow", .rounded(t.interval?.lowerBound, places: 2)), ("ciHigh", .rounded(t.interval?.upperBound, places: 2)),
                         ("p", .rounded(t.p, places: 4)), ("q", .rounded(t.q, places: 4)), ("sentence", .string(t.sentence))])
            }
            context.out.line(JSONValue.orderedObject([
                ("profile", .text(profile)), ("from", .day(first)), ("through", .day(today)), ("lifestyleDays", .int(exposures.count)),
                ("found", .array(report.found.map(test))), ("tested", .array(report.tested.map(test))),
                ("notTested", .array(report.notTested.map(JSONValue.string))),
            ]).rendered())
            return
        }
        let out = context.out
        out.line(out.styled("Patterns · \(first.iso) to \(today.iso)\(profile.map { " · profile \($0)" } ?? "")", .bold))
        if exposures.isEmpty {
            out.line("  No lifestyle entries in these days: log them with \(context.hint("log lifestyle --caffeine 2 --late-meal")) to look for patterns.")
            return
        }
        for pattern in report.found { out.line("  • " + pattern.sentence) }
        if report.tested.isEmpty {
            out.line("  Not enough days yet to test any pair: each needs \(WellnessConstants.standard.patternMinimumDays) days with the factor and \(WellnessConstants.standard.patternMinimumDays) without, each with a score.")
        } else {
            out.line("  \(report.found.isEmpty ? "Nothing stood out" : "\(report.found.count) stood out") among \(report.tested.count) pair\(report.tested.count == 1 ? "" : "s") tested (permutation test, Benjamini–Yekutieli at 5%).")
        }
        if !report.notTested.isEmpty {
            out.line(out.styled("  Not tested (too few days): \(report.notTested.count) pair\(report.notTested.count == 1 ? "" : "s"); --json lists them.", .dim))
        }
    }
}
