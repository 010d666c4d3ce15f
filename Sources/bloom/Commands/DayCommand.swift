import CycleCore
import Glances
import NextSteps
import JournalAdapters
import Wellness

/// `bloom day [DATE]`: a day in full — every score with its terms, what was logged, the night's
/// sleep, the workouts and the rings.
enum DayCommand: BloomCommand {
    static let name = "day"
    static let summary = "A day in full: every score with its terms, what you logged, sleep and workouts"
    static let usage = """
        bloom day [DATE] [--age YEARS] [--max-hr BPM] [--json]

        DATE is YYYY-MM-DD, today, yesterday or 'N days ago' (default today). The scores are the
        ones 'bloom scores --today DATE' shows, term by term, each with a chart of the week ending
        that day; then everything logged that day (symptoms, moods, lifestyle, food, water,
        vitals…), the night that ended that morning, the workouts and the activity rings.

        Examples:
          bloom day
          bloom day yesterday
          bloom day 2026-11-17 --json
        """
    static let options: [OptionSpec] = [WellnessOptions.age, WellnessOptions.maxHR, WellnessOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let day = try context.day(from: arguments.positionals)
        let heart = HeartProfile(age: try arguments.integer("--age", in: 10...100),
                                 maximumHeartRate: try arguments.integer("--max-hr", in: 100...240).map(Double.init))
        let full: DayInFull
        if let (store, profile) = try context.journalForReading(readOnly: true) {
            full = try journalErrors { try DayInFull.read(of: profile, in: store, on: day, heart: heart) }
        } else {
            full = DayInFull.empty(on: day, heart: heart)
        }
        if context.wantsJSON {
            context.out.line(full.json(context.stepWording).rendered())
        } else {
            context.out.write(full.text(style: context.out.style, wording: context.stepWording))
        }
    }
}
