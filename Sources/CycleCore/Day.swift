/// A calendar day (year, month, day) with no time and no time zone.
///
/// All of Bloom's cycle math is in whole days. A `Day` is stored as a count of days since
/// 1970-01-01 in the proleptic Gregorian calendar, so adding days, comparing and measuring
/// distances are integer operations that cannot drift across daylight-saving changes.
///
/// ```swift
/// let start = try Day(iso: "2026-02-27")
/// start + 2          // 2026-03-01
/// start.days(to: try Day(iso: "2026-03-27"))   // 28
/// ```
public struct Day: Sendable, Hashable, Comparable {
    /// Days since 1970-01-01 (negative before it).
    public let ordinal: Int

    /// Creates a day from its count of days since 1970-01-01.
    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// Creates a day from its components, or returns nil when they do not name a real day
    /// (month 13, 30 February, 29 February outside a leap year).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Day.length(ofMonth: month, in: year) else {
            return nil
        }
        self.ordinal = Day.ordinal(year: year, month: month, day: day)
    }

    /// The year, month and day of this day.
    public var components: (year: Int, month: Int, day: Int) {
        Day.civil(fromOrdinal: ordinal)
    }

    /// The year.
    public var year: Int { components.year }
    /// The month, 1 (January) to 12 (December).
    public var month: Int { components.month }
    /// The day of the month, 1 to 31.
    public var dayOfMonth: Int { components.day }

    /// The day of the week.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((ordinal % 7) + 7 + 3) % 7  // 0 = Monday
        return Weekday(rawValue: index + 1)!
    }

    /// The number of days from this day to `other` (positive when `other` is later).
    public func days(to other: Day) -> Int {
        other.ordinal - ordinal
    }

    /// Whether `year` has a 29 February.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` of `year`.
    public static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The first day of the month that contains this day.
    public var firstOfMonth: Day {
        let c = components
        return Day(ordinal: Day.ordinal(year: c.year, month: c.month, day: 1))
    }

    /// The same day of the month `months` months later, clamped to the month's last day.
    public func adding(months: Int) -> Day {
        let c = components
        let total = c.year * 12 + (c.month - 1) + months
        let year = Int((Double(total) / 12).rounded(.down))
        let month = total - year * 12 + 1
        let day = min(c.day, Day.length(ofMonth: month, in: year))
        return Day(ordinal: Day.ordinal(year: year, month: month, day: day))
    }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }

    public static func + (lhs: Day, days: Int) -> Day { Day(ordinal: lhs.ordinal + days) }
    public static func - (lhs: Day, days: Int) -> Day { Day(ordinal: lhs.ordinal - days) }
    public static func += (lhs: inout Day, days: Int) { lhs = lhs + days }

    // Howard Hinnant's days-from-civil and civil-from-days algorithms.
    static func ordinal(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civil(fromOrdinal ordinal: Int) -> (year: Int, month: Int, day: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}

/// A day of the week.
public enum Weekday: Int, Sendable, CaseIterable, Codable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    private static let names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let shortNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// The English name, e.g. "Monday".
    public var name: String { Weekday.names[rawValue - 1] }

    /// The three-letter abbreviation, e.g. "Mon".
    public var shortName: String { Weekday.shortNames[rawValue - 1] }
}
