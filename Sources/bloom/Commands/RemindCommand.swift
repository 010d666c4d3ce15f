import CycleCore
import DayModel
import Glances
import Journal

/// `bloom remind`: what is due today, for a login script or cron.
enum RemindCommand: BloomCommand {
    static let name = "remind"
    static let summary = "What is due today: period, period-end question, water, supplements, appointments, breathing, journaling"
    static let usage = """
        bloom remind [--days N] [--at HH:MM] [--json]

        Lists what is due today: the next period when it is N days away or less (default 2),
        the 'has your period ended?' question (the expected end + 1 and + 3 days, at most
        twice a period and never once its end is logged; each is noted as shown), water
        below the profile's goal from 18:00, supplements not yet logged today from 18:00 (once
        you have logged supplements before), today's appointments (or later ones whose
        reminder falls today), and from the times you chose ('bloom profile set
        --breathing-reminder 21:30 --journaling-reminder 21:00') a breathing practice when none
        is logged today and a journal entry when today has none. Prints nothing when nothing is
        due, so cron stays quiet.

        Examples:
          bloom remind
          bloom remind --days 3 --json
          BLOOM_TIME=21:45 bloom remind
        """
    static let options: [OptionSpec] = [
        .value("--days", "N", "remind of the next period N days ahead (0–14, default 2)"),
        .value("--at", "HH:MM", "the time of day to check for (default: now)"),
        .flag("--json", "print one JSON object"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom remind takes no words") }
        let daysAhead = try arguments.integer("--days", in: 0...14) ?? 2
        let snapshot = try DailySnapshot.load(context, forWriting: true)
        let now = try context.moment("--at", on: snapshot.today)
        let endQuestion = snapshot.day.periodEndQuestion
        var inputs = ReminderInputs(now: now.moment, daysAhead: daysAhead)
        if let store = snapshot.store, let profile = snapshot.profile {
            inputs = try journalErrors {
                try RemindersView.inputs(from: store, profile: profile, today: snapshot.today, now: now, daysAhead: daysAhead)
            }
            if let endQuestion, let latest = snapshot.history.latest {
                // Noted so the question is not asked again on another day (at most twice a period).
                _ = try journalErrors {
                    try store.log(PeriodEndPrompt(cycleStart: latest.start, number: endQuestion, shown: snapshot.today),
                                  for: profile, today: snapshot.today)
                }
            }
        }
        let view = RemindersView(day: snapshot.day, storedProfile: snapshot.profile?.name, inputs: inputs)
        if context.wantsJSON {
            context.out.line(view.json(context.stepWording).rendered())
            return
        }
        context.out.write(view.text(wording: context.stepWording))
    }
}
