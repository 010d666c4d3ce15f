import CycleCore
import EnergyBudget
import Journal
import JournalAdapters
import JSON

/// `bloom budget`: today's energy budget over the adaptive maintenance estimate.
enum BudgetCommand: BloomCommand {
    static let name = "budget"
    static let summary = "Today's energy budget, what is left, the 7-day credit and your maintenance estimate"
    static let usage = """
        bloom budget [--json] [--down-weight-luteal] [--not-breastfeeding]

        Your budget for today is your maintenance estimate plus your goal ('bloom goal'), adjusted
        by what you ate over the last 6 logged days (at most 500 kcal either way). Maintenance is
        learned from the food you log and your weight trend ('bloom log weight'), with a likely
        range; early on it is a rough guess. Days with nothing logged are left out. In pregnancy
        and while breastfeeding Bloom sets no deficit. The model is in docs/ENERGY-BUDGET.md.

        Examples:
          bloom budget
          bloom budget --json
        """
    static let options: [OptionSpec] = [
        .flag("--json", "print one JSON object"),
        .flag("--down-weight-luteal", "count luteal-phase weigh-ins half in the weight trend"),
        .flag("--not-breastfeeding", "after a birth in the last year: you are not breastfeeding"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard arguments.positionals.isEmpty else { throw CLIError.usage("bloom budget takes no words, only options: bloom budget [--json]") }
        let today = try context.today()
        let opened = try context.journalForReading()
        let summary = try journalErrors {
            try EnergyJournal.summary(opened, today: today, notBreastfeeding: arguments.has("--not-breastfeeding"),
                                      downWeightLuteal: arguments.has("--down-weight-luteal"))
        }
        let profileName = opened?.profile.name
        if context.wantsJSON {
            context.out.line(json(summary, profile: profileName).rendered())
        } else {
            context.out.line("Energy budget for \(today.iso) (estimates, in kcal)")
            for line in summary.lines { context.out.line("  " + line) }
        }
    }

    static func json(_ s: EnergySummary, profile: String?) -> JSONValue {
        let m = s.maintenance, b = s.budget
        let source: JSONValue = switch m.fallback.source {
        case .standard: .string("standard")
        case let .history(days): .string("history-\(days)d")
        }
        var stage: JSONValue = .string("standard")
        if case let .pregnant(trimester) = s.stage { stage = .string("pregnant-trimester-\(trimester.rawValue)") }
        if s.stage == .breastfeeding { stage = .string("breastfeeding") }
        return .orderedObject([
            ("day", .day(s.today)), ("profile", .text(profile)),
            ("budget", .orderedObject([
                ("target", .rounded(b.target, places: 0)), ("model", .rounded(b.kcal, places: 0)), ("atFloor", .bool(b.isAtFloor)),
                ("eatenToday", .rounded(b.eatenToday, places: 0)), ("leftToday", .rounded(b.leftToday, places: 0)),
                ("base", .rounded(b.base, places: 0)), ("goal", .rounded(s.goalKcal, places: 0)), ("goalSetAside", .bool(s.isGoalSetAside)),
            ])),
            ("credit", .orderedObject([
                ("kcal", .rounded(b.credit, places: 0)), ("loggedDays", .int(b.loggedDays)), ("daysLeft", .int(b.daysLeft)),
                ("adjustment", .rounded(b.creditAdjustment, places: 0)),
            ])),
            ("maintenance", .orderedObject([
                ("kcal", .rounded(m.kcal, places: 0)), ("low", .rounded(m.low, places: 0)), ("high", .rounded(m.high, places: 0)),
                ("standardError", .rounded(m.standardError, places: 0)), ("roughGuess", .bool(m.isRoughGuess)),
                ("intakeAverage", .rounded(m.intakeAverage, places: 0)), ("intakeDays", .int(m.intakeDays)),
                ("calorieConfidence", .rounded(m.calorieConfidence)), ("weightConfidence", .rounded(m.weightConfidence)),
                ("energyDensity", .rounded(m.energyDensity, places: 0)), ("fallback", .rounded(m.fallback.kcal, places: 0)),
                ("fallbackSource", source),
            ])),
            ("weightTrend", m.trend.map { t in
                .orderedObject([("kgPerWeek", .rounded(t.kgPerWeek)), ("standardErrorKgPerWeek", .rounded(t.standardErrorKgPerWeek)),
                         ("weighIns", .int(t.weighIns)), ("spanDays", .int(t.spanDays))])
            } ?? .null),
            ("cycle", s.cycleEffect.map { e in
                .orderedObject([("lutealWeighIns", .int(e.lutealWeighIns)), ("lutealOffsetKg", .rounded(e.lutealOffsetKg)),
                         ("adjustedKgPerWeek", .rounded(e.adjustedSlopeKgPerWeek)), ("pullingUp", .bool(e.isPullingUp))])
            } ?? .null),
            ("stage", stage), ("typicalExtraKcal", s.stage.typicalExtra.map { .int($0.kcal) } ?? .null),
            ("lines", .array(s.lines.map(JSONValue.string))),
        ])
    }
}
