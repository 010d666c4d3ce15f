import CycleCore
import DayModel
import Journal

/// `bloom history`: the chosen profile's periods with their lengths and the cycles between them.
enum HistoryCommand: BloomCommand {
    static let name = "history"
    static let summary = "Show logged periods with their lengths"
    static let usage = """
        bloom history [--profile NAME] [--today YYYY-MM-DD] [--json]

        Newest first: each period's days and the cycle from its start to the next start.
        --json lists them oldest first with the keys start, end, length, cycleLength, ongoing, notes.

        Example:
          bloom history --json
        """
    static let options: [OptionSpec] = [.flag("--json", "print one JSON object")]

    /// One period as the history shows it.
    struct Row {
        let period: PeriodRecord
        let cycleLength: Int?
        let ongoing: Bool
    }

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom history") }
        let today = try context.today()
        let reading = try context.journalForReading(readOnly: true)
        let history = try journalErrors { try reading.map { try $0.store.periodHistory(of: $0.profile, asOf: today) } } ?? .empty
        let periods = history.periods
        let rows = periods.enumerated().map { index, period in
            Row(period: period,
                cycleLength: index + 1 < periods.count ? period.start.days(to: periods[index + 1].start) : nil,
                ongoing: index == periods.count - 1 && period.end == nil)
        }
        let statistics = CycleStatistics(history: history)
        let averageCycle = statistics.averageCycle, averagePeriod = statistics.averagePeriod
        let profileName = reading?.profile.name
        if context.wantsJSON {
            context.out.line(JSON.object([
                ("profile", .text(profileName)), ("today", .day(today)),
                ("periods", .array(rows.map { row in
                    .object([
                        ("start", .day(row.period.start)), ("end", .day(row.period.end)),
                        ("length", row.period.length.map { .int($0) } ?? .null),
                        ("cycleLength", row.cycleLength.map { .int($0) } ?? .null),
                        ("ongoing", .bool(row.ongoing)), ("notes", .text(row.period.notes)),
                    ])
                })),
                ("averageCycleLength", .number(averageCycle, places: 1)),
                ("averagePeriodLength", .number(averagePeriod, places: 1)),
            ]).rendered())
            return
        }
        guard let profileName, !rows.isEmpty else {
            context.out.line("No periods logged yet\(profileName.map { " in the profile \($0)" } ?? ""): log one with 'bloom log period start DATE'.")
            return
        }
        context.out.line("Periods · profile \(profileName) · \(rows.count) logged")
        for row in rows.reversed() {
            context.out.line("  " + line(for: row, today: today))
        }
        var summary: [String] = []
        if let averageCycle { summary.append("cycle \(days(averageCycle)) on average (\(statistics.cycleLengths.count) cycle\(statistics.cycleLengths.count == 1 ? "" : "s"))") }
        if let averagePeriod { summary.append("period \(days(averagePeriod)) on average") }
        if !summary.isEmpty { context.out.line(summary.joined(separator: " · ")) }
    }

    static func line(for row: Row, today: Day) -> String {
        let start = row.period.start
        var text: String
        if let end = row.period.end, let length = row.period.length {
            text = "\(start.iso) → \(end.iso)  \(length) day\(length == 1 ? "" : "s")"
        } else if row.ongoing {
            let day = start.days(to: today) + 1
            text = "\(start.iso) → ongoing     day \(day), no end logged yet"
        } else {
            text = "\(start.iso) → ?           end not logged"
        }
        if let cycle = row.cycleLength { text += " · cycle \(cycle) days" }
        if let notes = row.period.notes { text += " · “\(notes)”" }
        return text
    }

    private static func days(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) days" : "\(rounded) days"
    }
}
