import CycleCore
import DayModel
import Glances

/// `bloom insights`: averages, variability and trends from the profile's own history.
enum InsightsCommand: BloomCommand {
    static let name = "insights"
    static let summary = "Averages, variability and trends from your own history"
    static let usage = """
        bloom insights [--json]

        Average cycle and period length, how much cycles vary and whether that counts as
        irregular, a bar chart of cycle lengths with the average marked (│), the period-length
        trend, temperature and weight sparklines (the last 60 days) when logged, the average
        time spent in each phase, and a table of how often each symptom and mood was logged in
        each phase (shaded ░▒▓█ by share of that phase's logged days, with a legend). Phases
        are worked out after each completed cycle from the real next start.

        Examples:
          bloom insights
          bloom insights --json
        """
    static let options: [OptionSpec] = [.flag("--json", "print one JSON object")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom insights takes no words") }
        let snapshot = try DailySnapshot.load(context)
        var view = InsightsView(day: snapshot.day, storedProfile: nil)
        if let store = snapshot.store, let profile = snapshot.profile {
            view = try journalErrors { try InsightsView.read(from: store, profile: profile, day: snapshot.day) }
        }
        if context.wantsJSON {
            context.out.line(view.json.rendered())
        } else {
            context.out.write(view.text(wording: context.stepWording))
        }
    }
}
