import CycleCore
import Journal
import JSON
import NextSteps

/// `bloom logged` as text and JSON, and "what did I log this week?" in chat: what the person
/// logged on each day of a span, newest day first, one line per kind of record. Water and food
/// are added up per day; sleep, heart rate and workouts live with the scores (`bloom scores`).
package struct LoggedView: Sendable {
    /// One line of one day.
    package struct Entry: Sendable, Equatable {
        package let day: Day
        package let kind: RecordKind
        /// What was logged, without the day: "symptoms cramps, headache", "water 750 ml (3 entries)".
        package let text: String

        package init(day: Day, kind: RecordKind, text: String) {
            self.day = day
            self.kind = kind
            self.text = text
        }
    }

    /// The first and last day shown.
    package let first: Day
    package let last: Day
    /// The stored profile's name, nil when nothing is stored.
    package let profileName: String?
    /// Oldest day first; within a day, in the order of `RecordKind`.
    package let entries: [Entry]

    /// The longest span shown at once, in days.
    package static let longestSpan = 366

    package init(first: Day, last: Day, profileName: String?, entries: [Entry]) {
        self.first = first
        self.last = last
        self.profileName = profileName
        self.entries = entries
    }

    /// One entry per day with the day's sum, and how many entries made it when more than one.
    package static func totals(_ values: [(Day, Int)], kind: RecordKind, _ phrase: (Int) -> String) -> [Entry] {
        var sums: [Day: (total: Int, count: Int)] = [:]
        for (day, value) in values { sums[day, default: (0, 0)] = (sums[day, default: (0, 0)].total + value, sums[day, default: (0, 0)].count + 1) }
        return sums.map { day, sum in
            Entry(day: day, kind: kind, text: phrase(sum.total) + (sum.count > 1 && kind != .contraction ? " (\(sum.count) entries)" : ""))
        }
    }

    /// "on Sun 22 Nov" or "from Mon 16 Nov to Sun 22 Nov".
    package var spanText: String {
        first == last ? "on \(first.shortText)" : "from \(first.shortText) to \(last.shortText)"
    }

    /// Newest day first; or that nothing was logged, and how to log (written by `wording`).
    package func text(wording: StepWording) -> String {
        let profile = profileName.map { " · profile \($0)" } ?? ""
        guard !entries.isEmpty else {
            return "Nothing logged \(spanText)\(profile). Log with '\(wording(.logAnything))', or tell me in chat (\"cramps today\").\n"
        }
        var lines = ["Logged \(spanText)\(profile)"]
        let byDay = Dictionary(grouping: entries, by: \.day)
        for day in byDay.keys.sorted(by: >) {
            let texts = byDay[day]!.map(\.text)
            if first == last {
                lines += texts.map { "  \($0)" }
            } else {
                lines.append("  \(day.shortText): \(texts.joined(separator: " · "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Oldest first, with the keys day, kind, text.
    package var json: JSONValue {
        .orderedObject([
            ("profile", .text(profileName)), ("from", .day(first)), ("through", .day(last)),
            ("entries", .array(entries.map { .orderedObject([("day", .day($0.day)), ("kind", .string($0.kind.rawValue)), ("text", .string($0.text))]) })),
        ])
    }
}
