import CycleCore
import DayModel

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
        let snapshot = try DailySnapshot.load(context)
        let first = try arguments.positionals.first.map(month(from:)) ?? snapshot.today.firstOfMonth
        let count = try arguments.integer("--months", in: 1...24) ?? 1
        let months = (0..<count).map { MonthGrid(containing: first.adding(months: $0), startsOnSunday: arguments.has("--sunday")) }
        let lastDay = first.adding(months: count) - 1
        let marks = CalendarMarks(snapshot: snapshot, through: lastDay)
        if context.wantsJSON {
            context.out.line(json(months: months, marks: marks, snapshot: snapshot, lastDay: lastDay).rendered())
            return
        }
        context.out.write(text(months: months, marks: marks, today: snapshot.today, snapshot: snapshot, style: context.out.styled))
    }

    /// The grids, a legend and a note on what the predictions rest on.
    static func text(months: [MonthGrid], marks: CalendarMarks, today: Day, snapshot: DailySnapshot,
                     style: (String, TextStyle) -> String) -> String {
        var lines: [String] = []
        var used = Set<DayMark>()
        for (index, grid) in months.enumerated() {
            if index > 0 { lines.append("") }
            lines += grid.lines(marks: { marks[$0] }, today: today, style: style)
            for week in grid.weeks { for case let day? in week { if let mark = marks[day] { used.insert(mark) } } }
        }
        lines.append("")
        lines.append(MonthGrid.legend(for: used))
        if snapshot.history.isEmpty && snapshot.pregnancy == nil {
            lines.append("Nothing logged yet: log a period with 'bloom log period start YYYY-MM-DD' to see predictions.")
        } else if snapshot.prediction != nil && snapshot.mode != .pregnancy {
            lines.append("Predictions are estimates from your own history, not contraception.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(months: [MonthGrid], marks: CalendarMarks, snapshot: DailySnapshot, lastDay: Day) -> JSON {
        let first = months.first?.month ?? snapshot.today
        let days = marks.marks.keys.filter { $0 >= first && $0 <= lastDay }.sorted()
        let items: [JSON] = days.map { day in .object([("day", .day(day)), ("mark", .string(marks[day]!.rawValue))]) }
        return .object([
            ("today", .day(snapshot.today)),
            ("profile", .text(snapshot.profile?.name)),
            ("from", .day(first)),
            ("through", .day(lastDay)),
            ("weekStart", .string(months.first?.startsOnSunday == true ? "sunday" : "monday")),
            ("days", .array(items)),
        ])
    }

    /// `--all`: everyone's periods on one grid.
    static func runShared(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let overview = try Overview.load(context)
        let first = try arguments.positionals.first.map(month(from:)) ?? overview.today.firstOfMonth
        let count = try arguments.integer("--months", in: 1...24) ?? 1
        let months = (0..<count).map { MonthGrid(containing: first.adding(months: $0), startsOnSunday: arguments.has("--sunday")) }
        let lastDay = first.adding(months: count) - 1
        let shared = SharedCalendar(overview: overview, through: lastDay)
        if context.wantsJSON {
            let days = (first.ordinal...lastDay.ordinal).map(Day.init(ordinal:)).filter { !shared.symbols(on: $0).isEmpty }
            context.out.line(JSON.object([
                ("today", .day(overview.today)), ("from", .day(first)), ("through", .day(lastDay)),
                ("people", .array(shared.people.map { .object([("name", .string($0.name)), ("letter", .string(String($0.letter)))]) })),
                ("days", .array(days.map { day in
                    .object([("day", .day(day)), ("marks", .array(shared.symbols(on: day).map { .string($0.symbol) }))])
                })),
            ]).rendered())
            return
        }
        guard !shared.people.isEmpty else {
            context.out.line("Nobody here yet: log a period with 'bloom log period start DATE'.")
            return
        }
        let width = max(1, shared.people.count)
        var lines: [String] = []
        for (index, grid) in months.enumerated() {
            if index > 0 { lines.append("") }
            lines += grid.lines(today: overview.today, markWidth: width, marks: shared.symbols(on:)) { body, styles in
                styles.first.map { context.out.styled(body, $0) } ?? body
            }
        }
        lines.append("")
        lines.append(shared.legend + "  [ ] today")
        lines.append("Predictions are estimates, not contraception.")
        context.out.write(lines.joined(separator: "\n") + "\n")
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
