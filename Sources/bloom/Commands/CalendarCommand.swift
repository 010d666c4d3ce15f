import CycleCore
import DayModel
import Glances
import Journal

/// `bloom calendar`: month grids with logged and predicted periods, the fertile window,
/// ovulation and today.
enum CalendarCommand: BloomCommand {
    static let name = "calendar"
    static let summary = "Show a month calendar of periods, predictions and the fertile window"
    static let usage = """
        bloom calendar [YYYY-MM] [--months N] [--sunday] [--json]
        bloom calendar --all [YYYY-MM] [--months N] [--sunday] [--json]

        Shows the month (this month when none is given) and N − 1 months after it. Each day
        carries a symbol, so the calendar reads without colour:
          ● period (logged)   ○ period (predicted)   · period may start   + fertile window
          ◆ ovulation (estimate)   ★ due date   [10] today
        With --all, one grid for everyone on this device: each person's logged period days
        show their initial in capitals, predicted ones in lower case (A = Anna logged,
        a = Anna predicted), side by side when people share a day.

        Examples:
          bloom calendar
          bloom calendar 2026-12 --months 3 --sunday
          bloom calendar --all --months 2
        """
    static let options: [OptionSpec] = [
        .value("--months", "N", "how many months to show (1–24, default 1)"),
        .flag("--sunday", "start weeks on Sunday"),
        .flag("--all", "everyone on this device on one calendar"),
        .flag("--json", "print the marked days as JSON"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard arguments.positionals.count <= 1 else { throw CLIError.usage("give at most one month, e.g. 'bloom calendar 2026-12'") }
        if arguments.has("--all") { return try runShared(arguments, in: context) }
        let view = try view(arguments, in: context)
        let snapshot = try DailySnapshot.load(context)
        if context.wantsJSON {
            context.out.line(view.json(snapshot.day, storedProfile: snapshot.profile?.name).rendered())
        } else {
            context.out.write(view.text(snapshot.day, style: context.out.style, wording: context.stepWording, width: ContentPage.columns(of: context.out)))
        }
    }

    /// `--all`: everyone's periods on one grid.
    static func runShared(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let view = try view(arguments, in: context)
        let overview = try Overview.load(context)
        if context.wantsJSON {
            context.out.line(view.sharedJSON(overview).rendered())
        } else {
            context.out.write(view.sharedText(overview, style: context.out.style, wording: context.stepWording))
        }
    }

    /// The months asked for (this month when none is given), refused when they reach past the
    /// days Bloom can show (`DayLimits`: `calendar 9999-12 --months 2` would show January 10000).
    static func view(_ arguments: ParsedArguments, in context: CommandContext) throws -> CalendarView {
        let first = try arguments.positionals.first.map(month(from:)) ?? context.today().firstOfMonth
        let view = CalendarView(from: first, count: try arguments.integer("--months", in: 1...24) ?? 1,
                                startsOnSunday: arguments.has("--sunday"))
        if let problem = DayLimits.shownRangeProblem(from: view.firstDay, through: view.lastDay) {
            throw CLIError.usage("the calendar from \(String(view.firstDay.iso.prefix(7))): \(problem)")
        }
        return view
    }

    /// The first day of the month written `YYYY-MM`.
    static func month(from text: String) throws -> Day {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]), let month = Int(parts[1]),
              let day = Day(year: year, month: month, day: 1) else {
            throw CLIError.usage("the month is written YYYY-MM, e.g. 2026-12, not '\(text)'")
        }
        return day
    }
}
