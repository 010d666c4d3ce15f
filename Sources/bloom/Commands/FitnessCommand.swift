import CycleCore
import Glances
import NextSteps
import JournalAdapters
import Wellness

/// `bloom fitness`: VO2 max, maximum and resting heart rate, minutes in each heart-rate zone,
/// the activity rings and the workout timeline.
enum FitnessCommand: BloomCommand {
    static let name = "fitness"
    static let summary = "VO2 max, heart-rate zones, activity rings and workouts"
    static let usage = """
        bloom fitness [--days N] [--age YEARS] [--max-hr BPM] [--json]

        Over the last N days (1–90, default 7): VO2 max, your maximum heart rate (your own with
        --max-hr, else the highest recorded in 180 days, else an estimate from --age, labelled as
        one), resting heart rate, minutes in each heart-rate zone (ACSM's intensity classes as a
        share of the maximum), the activity rings (steps, active energy, exercise minutes against
        your goals, set with 'bloom profile set --step-goal N', or documented defaults) and every
        workout. Anything missing says "data unavailable" and how to add it.

        Examples:
          bloom fitness
          bloom fitness --days 30 --age 34
          bloom fitness --json
        """
    static let options: [OptionSpec] = [.value("--days", "N", "the window in days (1–90, default 7)"), WellnessOptions.age, WellnessOptions.maxHR,
                                        WellnessOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom fitness takes no words, only options") }
        let days = try arguments.integer("--days", in: 1...90) ?? 7
        let today = try context.today()
        let heart = HeartProfile(age: try arguments.integer("--age", in: 10...100),
                                 maximumHeartRate: try arguments.integer("--max-hr", in: 100...240).map(Double.init))
        let view: FitnessView
        if let (store, profile) = try context.journalForReading(readOnly: true) {
            view = FitnessView(report: try journalErrors { try JournalVitals.fitness(of: profile, in: store, today: today, days: days, heart: heart) },
                               profileName: profile.name)
        } else {
            view = FitnessView(report: Fitness.report(on: today, days: days, history: WellnessHistory([], heart: heart), vo2Max: [], goals: ActivityGoals()),
                               profileName: nil)
        }
        if context.wantsJSON {
            context.out.line(view.json(context.stepWording).rendered())
        } else {
            context.out.write(view.text(style: context.out.style, wording: context.stepWording))
        }
    }
}
