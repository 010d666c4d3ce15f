/// Why a list of periods is not a valid history. Each case names the offending dates.
public enum HistoryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A period's end is before its start.
    case endBeforeStart(start: Day, end: Day)
    /// Two periods share days.
    case overlap(first: Day, firstEnd: Day, second: Day)
    /// Two periods start on the same day.
    case duplicateStart(Day)
    /// A period starts after today.
    case startInFuture(start: Day, today: Day)
    /// A period ends after today.
    case endInFuture(start: Day, end: Day, today: Day)

    public var description: String {
        switch self {
        case let .endBeforeStart(start, end):
            "the period end (\(end)) is before its start (\(start))"
        case let .overlap(first, firstEnd, second):
            "the period starting \(second) overlaps the one from \(first) to \(firstEnd)"
        case let .duplicateStart(day):
            "two periods start on \(day)"
        case let .startInFuture(start, today):
            "the period start \(start) is after today (\(today))"
        case let .endInFuture(start, end, today):
            "the period starting \(start) ends \(end), after today (\(today))"
        }
    }

    /// The start day of the record the error is about (for pointing at a line or row).
    public var offendingStart: Day {
        switch self {
        case let .endBeforeStart(start, _): start
        case let .overlap(_, _, second): second
        case let .duplicateStart(day): day
        case let .startInFuture(start, _): start
        case let .endInFuture(start, _, _): start
        }
    }
}
