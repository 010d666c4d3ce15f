/// A moment on the local clock: a day and the seconds since its midnight (no time zone).
///
/// Engines that time things (kicks, contractions, ovulation tests) take moments so that their
/// tests can use fixed timestamps; the journal converts its own timestamps to these.
public struct Moment: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let day: Day
    /// Seconds since midnight, 0–86 399.
    public let secondOfDay: Int

    public init(day: Day, secondOfDay: Int) {
        self.day = day + secondOfDay.floorDivided(by: 86_400)
        self.secondOfDay = secondOfDay.floorModulo(86_400)
    }

    /// A moment at `hour`:`minute`:`second` on `day`.
    public init(day: Day, hour: Int, minute: Int, second: Int = 0) {
        self.init(day: day, secondOfDay: hour * 3600 + minute * 60 + second)
    }

    /// Seconds since the start of the day calendar.
    public var absoluteSeconds: Int { day.ordinal * 86_400 + secondOfDay }

    /// Seconds from this moment to `other`.
    public func seconds(to other: Moment) -> Int { other.absoluteSeconds - absoluteSeconds }

    /// This moment `seconds` later.
    public func adding(seconds: Int) -> Moment { Moment(day: day, secondOfDay: secondOfDay + seconds) }

    /// "HH:MM".
    public var clockText: String {
        let hours = secondOfDay / 3600, minutes = secondOfDay % 3600 / 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }

    /// "YYYY-MM-DD HH:MM".
    public var description: String { day.iso + " " + clockText }

    public static func < (lhs: Moment, rhs: Moment) -> Bool { lhs.absoluteSeconds < rhs.absoluteSeconds }
}

extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    func floorModulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
