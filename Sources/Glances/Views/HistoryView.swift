import CycleCore
import DayModel
import JSON
import NextSteps

/// `bloom history` as text and JSON: the periods with their lengths and the cycles between them.
package struct HistoryView {
    /// One period as the history shows it.
    package struct Row: Sendable {
        package let period: PeriodRecord
        /// Days from its start to the next start; nil for the latest.
        package let cycleLength: Int?
        /// The latest period with no end logged.
        package let ongoing: Bool
    }

    package let history: PeriodHistory
    /// The stored profile's name, nil when nothing is stored.
    package let profileName: String?
    package let today: Day
    /// Oldest first.
    package let rows: [Row]

    package init(history: PeriodHistory, profileName: String?, today: Day) {
        self.history = history
        self.profileName = profileName
        self.today = today
        let periods = history.periods
        rows = periods.enumerated().map { index, period in
            Row(period: period,
                cycleLength: index + 1 < periods.count ? period.start.days(to: periods[index + 1].start) : nil,
                ongoing: index == periods.count - 1 && period.end == nil)
        }
    }

    /// Newest first, with the averages; or how to log the first period, written by `wording`.
    package func text(wording: StepWording) -> String {
        guard let profileName, !rows.isEmpty else {
            return "No periods logged yet\(profileName.map { " in the profile \($0)" } ?? ""): log one with '\(wording(.logPeriodStart(.blank)))'.\n"
        }
        let statistics = CycleStatistics(history: history)
        var lines = ["Periods · profile \(profileName) · \(rows.count) logged"]
        lines += rows.reversed().map { "  " + Self.line(for: $0, today: today) }
        var summary: [String] = []
        if let averageCycle = statistics.averageCycle {
            let count = statistics.cycleLengths.count
            summary.append("cycle \(days(averageCycle)) on average (\(count) cycle\(count == 1 ? "" : "s"))")
        }
        if let averagePeriod = statistics.averagePeriod { summary.append("period \(days(averagePeriod)) on average") }
        if !summary.isEmpty { lines.append(summary.joined(separator: " · ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Oldest first, with the keys start, end, length, cycleLength, ongoing, notes.
    package var json: JSONValue {
        let statistics = CycleStatistics(history: history)
        return .orderedObject([
            ("profile", .text(profileName)), ("today", .day(today)),
            ("periods", .array(rows.map { row in
                .orderedObject([
                    ("start", .day(row.period.start)), ("end", .day(row.period.end)),
                    ("length", row.period.length.map { .int($0) } ?? .null),
                    ("cycleLength", row.cycleLength.map { .int($0) } ?? .null),
                    ("ongoing", .bool(row.ongoing)), ("notes", .text(row.period.notes)),
                ])
            })),
            ("averageCycleLength", .rounded(statistics.averageCycle, places: 1)),
            ("averagePeriodLength", .rounded(statistics.averagePeriod, places: 1)),
        ])
    }

    /// "2026-10-05 → 2026-10-09  5 days · cycle 28 days · “notes”".
    package static func line(for row: Row, today: Day) -> String {
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

    private func days(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) days" : "\(rounded) days"
    }
}
