import CycleCore

/// Two days a message names as the start and the end of one stretch of time: "from oct 10 to
/// oct 14", "oct 10-14", "10th to 14th of october", "between the 3rd and the 7th".
///
/// `start` and `end` are the same expressions `DayExpressionParser.allDays(in:today:preference:)`
/// lists (marked with their ``DayExpression/spanPart``), so a caller that wants the single days
/// of a message takes those whose `spanPart` is nil and counts no day twice.
///
/// ```swift
/// let today = try Day(iso: "2026-11-25")
/// let span = DayExpressionParser().firstSpan(in: "my last period was oct 10-14", today: today)
/// span?.days        // 2026-10-10 ... 2026-10-14
/// span?.length      // 5
/// span?.text        // "oct 10-14"
/// ```
package struct DaySpan: Sendable, Hashable {
    /// The first day, as written ("oct 10").
    package let start: DayExpression
    /// The last day, as written ("14" in "oct 10-14": it takes its month from the start).
    package let end: DayExpression
    /// The words matched, from the start to the end ("oct 10 to 14").
    package let text: String
    /// Where the words are in the message that was read.
    package let range: Range<String.Index>

    /// Pairs a start and an end found in `source`.
    init(start: DayExpression, end: DayExpression, in source: String) {
        self.start = start
        self.end = end
        self.range = start.range.lowerBound ..< end.range.upperBound
        self.text = String(source[range])
    }

    /// The spans among `days` (found in `source`): each start with the end after it.
    static func pairs(in days: [DayExpression], of source: String) -> [DaySpan] {
        var spans: [DaySpan] = []
        for (start, end) in zip(days, days.dropFirst()) where start.spanPart == .start && end.spanPart == .end {
            spans.append(DaySpan(start: start, end: end, in: source))
        }
        return spans
    }

    /// The days from the start to the end, both included, when both are real days and the end
    /// is not before the start.
    package var days: ClosedRange<Day>? {
        guard let first = start.day, let last = end.day, first <= last else { return nil }
        return first ... last
    }

    /// How many days the span covers, both ends included ("oct 10 to 14" is 5 days).
    package var length: Int? {
        days.map { $0.lowerBound.days(to: $0.upperBound) + 1 }
    }

    /// Whether either end is a date that could be read two ways ("9/10 to 9/14"): ask which.
    package var isAmbiguous: Bool { start.isAmbiguous || end.isAmbiguous }

    /// Why the span names no real days: an end that does not exist ("sept 28 to 31": "September
    /// has 30 days") or an end before the start ("oct 14 to oct 10").
    package var invalidReason: String? {
        if let reason = start.invalidReason ?? end.invalidReason { return reason }
        guard let first = start.day, let last = end.day, last < first else { return nil }
        return "it ends on \(DaySpan.written(last)), before it starts on \(DaySpan.written(first))"
    }

    /// Whether the span ends after today (Bloom does not log future days).
    package var isFuture: Bool { end.isFuture }

    /// "10 October 2026".
    static func written(_ day: Day) -> String {
        "\(day.dayOfMonth) \(DayWords.monthNames[day.month - 1]) \(day.year)"
    }
}
