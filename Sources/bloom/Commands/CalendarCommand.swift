import CycleCore

/// `bloom calendar`: month grids with logged and predicted periods, the fertile window,
/// ovulation and today.
enum CalendarCommand: BloomCommand {
    static let name = "calendar"
    static let summary = "Show a month calendar of periods, predictions and the fertile window"
    static let usage = """
        bloom calendar [YYYY-MM] [--months N] [--sunday] [--json]

        Shows the month (this month when none is given) and N − 1 months after it. Each day
        carries a symbol, so the calendar reads without colour:
          ● period (logged)   ○ period (predicted)   · period may start   + fertile window
          ◆ ovulation (estimate)   ★ due date   [10] today

        Examples:
          bloom calendar
          bloom calendar 2026-12 --months 3 --sunday
        """
    static let options: [OptionSpec] = [
        .value("--months", "N", "how many months to show (1–24, default 1)"),
        .flag("--sunday", "start weeks on Sunday"),
        .flag("--json", "print the marked days as JSON"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard arguments.positionals.count <= 1 else { throw CLIError.usage("give at most one month, e.g. 'bloom calendar 2026-12'") }
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
