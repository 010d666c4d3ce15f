/// A moment on the local clock: a day and the seconds since its midnight, with the clock's
/// offset from UTC when it is known.
///
/// Engines that time things (kicks, contractions, ovulation tests) take moments so that their
/// tests can use fixed timestamps; the journal converts its own timestamps to these. When two
/// moments both know their offset, the time between them is the time that really passed (a
/// night when the clocks change included); otherwise it is the difference of the clock times.
public struct Moment: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let day: Day
    /// Seconds since midnight, 0–86 399.
    public let secondOfDay: Int
    /// Seconds the local clock was ahead of UTC at this moment, when known.
    public let utcOffset: Int?

    public init(day: Day, secondOfDay: Int, utcOffset: Int? = nil) {
        self.day = day + secondOfDay.floorDivided(by: 86_400)
        self.secondOfDay = secondOfDay.floorModulo(86_400)
        self.utcOffset = utcOffset
    }

    /// A moment at `hour`:`minute`:`second` on `day`.
    public init(day: Day, hour: Int, minute: Int, second: Int = 0) {
        self.init(day: day, secondOfDay: hour * 3600 + minute * 60 + second)
    }

    /// Seconds since the start of the day calendar.
    public var absoluteSeconds: Int { day.ordinal * 86_400 + secondOfDay }

    /// Seconds from this moment to `other`: real time when both know their UTC offset.
    public func seconds(to other: Moment) -> Int {
        let shift = (utcOffset != nil && other.utcOffset != nil) ? other.utcOffset! - utcOffset! : 0
        return other.absoluteSeconds - absoluteSeconds - shift
    }

    /// This moment `seconds` later (on the same clock).
    public func adding(seconds: Int) -> Moment { Moment(day: day, secondOfDay: secondOfDay + seconds, utcOffset: utcOffset) }

    /// "HH:MM".
    public var clockText: String {
        let hours = secondOfDay / 3600, minutes = secondOfDay % 3600 / 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }

    /// "YYYY-MM-DD HH:MM".
    public var description: String { day.iso + " " + clockText }

    public static func < (lhs: Moment, rhs: Moment) -> Bool {
        let difference = lhs.seconds(to: rhs)
        return difference != 0 ? difference > 0 : lhs.absoluteSeconds < rhs.absoluteSeconds
    }
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
