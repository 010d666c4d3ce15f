import CycleCore
import EnergyBudget
import Journal
import JournalAdapters
import JSON

/// `bloom goal`: shows, sets or clears the daily surplus or deficit.
enum GoalCommand: BloomCommand {
    static let name = "goal"
    static let summary = "Show, set or clear a daily energy surplus or deficit (kcal)"
    static let usage = """
        bloom goal [--deficit N | --surplus N | --clear] [--not-breastfeeding] [--json]

        A goal moves your daily budget below or above your maintenance estimate. Bloom keeps goals
        gentle: it refuses a deficit that would lose more than about 1% of your weight a week or
        take your daily target below 1,200 kcal, and it sets no deficit in pregnancy or while
        breastfeeding. 'bloom undo' takes a change back.

        Examples:
          bloom goal
          bloom goal --deficit 300
          bloom goal --surplus 200
          bloom goal --clear
        """
    static let options: [OptionSpec] = [
        .value("--deficit", "N", "eat N kcal a day below maintenance"),
        .value("--surplus", "N", "eat N kcal a day above maintenance"),
        .flag("--clear", "remove the goal"),
        .flag("--not-breastfeeding", "after a birth in the last year: you are not breastfeeding"),
        .flag("--json", "print one JSON object"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard arguments.positionals.isEmpty else { throw CLIError.usage("bloom goal takes options only, e.g. bloom goal --deficit 300") }
        let chosen = ["--deficit", "--surplus"].filter { arguments.value($0) != nil } + (arguments.has("--clear") ? ["--clear"] : [])
        guard chosen.count <= 1 else { throw CLIError.usage("choose one of --deficit, --surplus and --clear, not \(chosen.joined(separator: " and "))") }
        let today = try context.today()
        guard let option = chosen.first else { return try show(context, today: today) }
        let goal: Int
        switch option {
        case "--clear": goal = 0
        case let name:
            guard let number = try arguments.integer(name, in: 1...100_000) else { return }
            goal = name == "--deficit" ? -number : number
        }
        let (store, profile) = try context.journalForLogging()
        let (input, stage) = try journalErrors {
            try EnergyJournal.input(store: store, profile: profile, today: today, notBreastfeeding: arguments.has("--not-breastfeeding"))
        }
        let maintenance = MaintenanceEstimate(input)
        do {
            try EnergyGoalPolicy.check(goal: goal, maintenance: maintenance.kcal, weightKg: maintenance.trend?.kgToday ?? latestWeight(input),
                                       energyDensity: maintenance.energyDensity, stage: stage)
        } catch {
            throw CLIError(explaining: error, code: .dataError)
        }
        let logged = try journalErrors { try store.log(EnergyGoal(since: today, kcal: goal), for: profile, today: today) }
        var after = input
        after.goalKcal = Double(goal)
        let budget = EnergySummary(after, stage: stage).budget
        let words = goal == 0 ? "cleared: your budget follows your maintenance estimate"
            : "set: \(FigureText.kcal(abs(goal))) a day \(goal < 0 ? "below" : "above") maintenance from \(today.iso)"
        LogCommand.report(logged, profile, context, text: words, extra: "today's budget \(FigureText.kcal(budget.target))",
                          verb: logged.change == .unchanged ? nil : "Goal")
    }

    private static func show(_ context: CommandContext, today: Day) throws {
        var goal = 0
        if let (store, profile) = try context.journalForReading() { goal = try journalErrors { try store.energyGoal(of: profile, on: today) } }
        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([("day", .day(today)), ("goalKcal", .int(goal))]).rendered())
        } else if goal == 0 {
            context.out.line("No goal set: your budget follows your maintenance estimate. Set one with \(context.hint("goal --deficit 300")) or \(context.hint("goal --surplus 200")).")
        } else {
            context.out.line("Your goal: \(FigureText.kcal(abs(goal))) a day \(goal < 0 ? "below" : "above") maintenance. \(context.hint("goal --clear")) removes it.")
        }
    }

    private static func latestWeight(_ input: EnergyInput) -> Double? {
        input.weights.max { $0.key < $1.key }?.value
    }
}
