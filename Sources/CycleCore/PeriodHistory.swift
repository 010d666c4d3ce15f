/// A person's periods, oldest first, known to be consistent.
///
/// Valid means: every end is on or after its start, no two periods share a day or a start,
/// and nothing is after today. Only the latest period can be ongoing; an earlier period
/// without an end simply has an unknown end.
public struct PeriodHistory: Sendable, Hashable {
    /// The periods, oldest first.
    public let periods: [PeriodRecord]

    /// Checks `records` (in any order) against `today` and sorts them.
    /// - Throws: the first `HistoryError` found, in date order.
    public init(validating records: [PeriodRecord], today: Day) throws(HistoryError) {
        let sorted = records.sorted { $0.start < $1.start }
        for record in sorted {
            if let end = record.end, end < record.start {
                throw .endBeforeStart(start: record.start, end: end)
            }
            if record.start > today { throw .startInFuture(start: record.start, today: today) }
            if let end = record.end, end > today { throw .endInFuture(start: record.start, end: end, today: today) }
        }
        for (previous, next) in zip(sorted, sorted.dropFirst()) {
            if previous.start == next.start { throw .duplicateStart(next.start) }
            if let end = previous.end, end >= next.start {
                throw .overlap(first: previous.start, firstEnd: end, second: next.start)
            }
        }
        self.periods = sorted
    }

    /// A history with no periods.
    public static let empty = PeriodHistory(unchecked: [])

    init(unchecked periods: [PeriodRecord]) {
        self.periods = periods
    }

    /// Whether nothing has been logged.
    public var isEmpty: Bool { periods.isEmpty }

    /// The most recent period.
    public var latest: PeriodRecord? { periods.last }

    /// The length in days of each completed cycle (start to next start), oldest first.
    public var cycleLengths: [Int] {
        zip(periods, periods.dropFirst()).map { $0.start.days(to: $1.start) }
    }

    /// The cycle data predictors read: completed cycle lengths, period lengths and the last start.
    public var sample: CycleSample? {
        guard let latest else { return nil }
        return CycleSample(
            cycleLengths: cycleLengths,
            periodLengths: periods.map(\.length),
            lastStart: latest.start
        )
    }
}

/// What a predictor needs to know about a history, with no dates except the last start.
public struct CycleSample: Sendable, Hashable {
    /// Completed cycle lengths in days, oldest first.
    public var cycleLengths: [Int]
    /// Each recorded period's length in days (nil where its end is unknown), oldest first.
    public var periodLengths: [Int?]
    /// The first day of the most recent period.
    public var lastStart: Day

    public init(cycleLengths: [Int], periodLengths: [Int?], lastStart: Day) {
        self.cycleLengths = cycleLengths
        self.periodLengths = periodLengths
        self.lastStart = lastStart
    }
}
