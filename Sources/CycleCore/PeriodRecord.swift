/// One period: the day it started, the day it ended (absent while ongoing or unknown) and notes.
public struct PeriodRecord: Sendable, Hashable, Codable {
    /// The first day of bleeding.
    public var start: Day
    /// The last day of bleeding; nil while the period is ongoing or when it was never logged.
    public var end: Day?
    /// Free text the person wrote about it.
    public var notes: String?

    public init(start: Day, end: Day? = nil, notes: String? = nil) {
        self.start = start
        self.end = end
        self.notes = notes
    }

    /// The longest period, in days, that Bloom stores when an end is logged; a longer one is far
    /// likelier a new period whose start was not logged.
    public static let longestLoggable = 20

    /// Days of bleeding, counting both ends (a period from the 1st to the 5th lasts 5 days);
    /// nil without an end.
    public var length: Int? {
        end.map { start.days(to: $0) + 1 }
    }
}
