import Glances
import CycleCore
import DayModel

/// `bloom overview`: everyone on this device at a glance.
enum OverviewCommand: BloomCommand {
    static let name = "overview"
    static let summary = "Everyone on this device at a glance: next periods, pregnancies, what is coming up"
    static let usage = """
        bloom overview [--today YYYY-MM-DD] [--json]

        One line per profile: its colour and initial, mode, the next period with its likely
        range (or the pregnancy week and due date, or what to log first), days late, and the
        kind and day of the last entry. Then the totals and what is coming up for anyone in
        the next 14 days, soonest first. Only dates, counts and modes are shown: never notes,
        symptoms or sexual activity.

        JSON: {"today", "people", "records", "profiles": [{"name", "colour", "mode",
        "nextPeriod", "earliest", "latest", "daysLate", "pregnancyWeek", "dueDate",
        "needsFirstLog", "records", "lastLogged": {"kind", "day"}}], "comingUp": [{"day",
        "profile", "kind"}]} — dates are YYYY-MM-DD, unknown values are null.

        Examples:
          bloom overview
          bloom overview --today 2026-11-10 --json
        """
    static let options: [OptionSpec] = [.flag("--json", "print one JSON object")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom overview takes no words") }
        let overview = try Overview.load(context)
        if context.wantsJSON {
            context.out.line(OverviewView.json(overview).rendered())
        } else {
            context.out.write(OverviewView.text(overview, style: context.out.style, wording: context.stepWording))
        }
    }
}
