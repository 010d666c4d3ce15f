import Content
import CycleCore
import Glances

/// `bloom today`: the phase-aware daily briefing.
enum TodayCommand: BloomCommand {
    static let name = "today"
    static let summary = "Today's briefing: where you are, what is coming, and today's picks"
    static let usage = """
        bloom today [--profile NAME] [--today YYYY-MM-DD] [--json]

        Cycle day and phase (or pregnancy week and trimester, or fertile status when trying to
        conceive), the next period or due date, and today's picks: something to eat, a
        self-care idea, a pose or routine and an affirmation. The picks change every day.

        Examples:
          bloom today
          bloom today --today 2026-11-10 --json
        """
    static let options: [OptionSpec] = [.flag("--json", "print one JSON object")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom today takes no words") }
        let snapshot = try DailySnapshot.load(context)
        let knowledge = try context.knowledge()
        let briefing = TodayBriefing(day: snapshot.day, storedProfile: snapshot.profile?.name, knowledge: knowledge)
        if context.wantsJSON {
            context.out.line(briefing.json.rendered())
        } else {
            context.out.write(briefing.text(style: context.out.style, wording: context.stepWording))
        }
    }
}
