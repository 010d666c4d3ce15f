import CycleCore
import JSON
import NextSteps
import Wellness

/// `bloom grid`: 13 weeks of recovery, one mark a day, in the style of a contributions grid.
enum GridCommand: BloomCommand {
    static let name = "grid"
    static let summary = "The last 13 weeks of recovery as a grid, one mark a day"
    static let usage = """
        bloom grid [--json]

        Rows are weekdays, columns weeks (oldest on the left). Marks read without colour:
        ● good (green), ◐ fair (yellow), ○ poor (red), · no score.

        Examples:
          bloom grid
          bloom grid --today 2026-11-01
        """
    static let options: [OptionSpec] = [WellnessOptions.json]
    static let weeks = 13

    /// The mark of a day.
    static func mark(_ band: Band?) -> String {
        switch band {
        case .green?: "●"
        case .yellow?: "◐"
        case .red?: "○"
        case nil: "·"
        }
    }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard arguments.positionals.isEmpty else { throw CLIError.usage("bloom grid takes no words, only options") }
        let today = try context.today()
        // Columns are Monday-to-Sunday weeks; the last column holds today.
        let monday = today - (today.weekday.rawValue - 1)
        let first = monday - 7 * (weeks - 1)
        let span = first.days(to: today) + 1
        let (profile, history, _) = try context.wellnessHistory(days: span)
        let cards = (0..<span).map { RecoveryScore.card(on: first + $0, history: history) }

        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([
                ("profile", .text(profile)), ("from", .day(first)), ("through", .day(today)),
                ("days", .array(cards.map { .orderedObject([("day", .day($0.day)), ("value", $0.value.map { .int($0) } ?? .null),
                                                     ("band", $0.band.map { .string($0.rawValue) } ?? .null)]) })),
            ]).rendered())
            return
        }
        let out = context.out
        out.line(out.styled("Recovery · \(first.iso) to \(today.iso)\(profile.map { " · profile \($0)" } ?? "")", .bold))
        let header = monthHeader(first: first, weeks: weeks)
        out.line(header)
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        for row in 0..<7 {
            var line = "  \(names[row]) "
            for week in 0..<weeks {
                let index = week * 7 + row
                guard index < cards.count else { line += "  "; continue }
                let band = cards[index].band
                let style: TextStyle = band == .green ? .green : band == .yellow ? .yellow : band == .red ? .red : .dim
                line += " " + out.styled(mark(band), style)
            }
            out.line(MonthGrid.trimmed(line))
        }
        let scored = cards.compactMap(\.band)
        out.line("  ● good \(scored.filter { $0 == .green }.count)  ◐ fair \(scored.filter { $0 == .yellow }.count)  ○ poor \(scored.filter { $0 == .red }.count)  · no score \(cards.count - scored.count)")
        if scored.isEmpty, let reason = cards.last?.status.message { out.line(out.styled("  Today: \(context.stepWording(reason))", .dim)) }
    }

    /// The months over the columns: each month's name over the week holding its 1st, and the
    /// first column's month (that of its Sunday) when there is room before the next name, so
    /// no month is left out ("Aug" over a week with one day of August took September's place).
    static func monthHeader(first: Day, weeks: Int) -> String {
        var labels: [(week: Int, month: Int)] = (0..<weeks).compactMap { week in
            // The 1st of a month falls in a Monday-to-Sunday week when its Sunday is within
            // the first seven days of that month.
            let sunday = first + 7 * week + 6
            return sunday.dayOfMonth <= 7 ? (week, sunday.month) : nil
        }
        if (labels.first?.week ?? weeks) >= 2 { labels.insert((0, (first + 6).month), at: 0) }
        var columns = Array(repeating: Character(" "), count: 6 + 2 * weeks + 2)
        for label in labels {
            let position = 7 + 2 * label.week
            for (offset, letter) in monthName(label.month).enumerated() where position + offset < columns.count {
                columns[position + offset] = letter
            }
        }
        return MonthGrid.trimmed(String(columns))
    }

    static func monthName(_ month: Int) -> String {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
    }
}
