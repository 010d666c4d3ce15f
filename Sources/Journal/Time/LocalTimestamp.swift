import CycleCore

/// A moment on the local clock: a day and a time, with no time zone.
///
/// Stored and exported as `YYYY-MM-DDTHH:MM:SS`, which sorts in time order.
public struct LocalTimestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The calendar day.
    public let day: Day
    /// The time on that day.
    public let time: TimeOfDay

    public init(day: Day, time: TimeOfDay) {
        self.day = day
        self.time = time
    }

    /// Reads `YYYY-MM-DDTHH:MM[:SS]` (a space may replace the `T`).
    public init?(iso text: String) {
        let trimmed = text.trimmingCharacters(in: " ")
        guard trimmed.count >= 16 else { return nil }
        let separator = trimmed.index(trimmed.startIndex, offsetBy: 10)
        guard trimmed[separator] == "T" || trimmed[separator] == " ",
              let day = Day(String(trimmed[..<separator])),
              let time = TimeOfDay(text: String(trimmed[trimmed.index(after: separator)...]))
        else { return nil }
        self.init(day: day, time: time)
    }

    /// `YYYY-MM-DDTHH:MM:SS`, the stored form.
    public var iso: String { day.iso + "T" + time.longText }

    /// `YYYY-MM-DD HH:MM` for people (seconds when they are not zero).
    public var description: String { day.iso + " " + time.description }

    /// Seconds from this moment to `other`, counting whole days as 86 400 seconds.
    public func seconds(to other: LocalTimestamp) -> Int {
        day.days(to: other.day) * 86_400 + other.time.seconds - time.seconds
    }

    /// The next moment at `time` from `previous`: on the same day, or on the next day when the
    /// time is earlier than `previous` (a timer running past midnight: 23:59, then 00:03).
    public static func following(_ previous: LocalTimestamp, at time: TimeOfDay) -> LocalTimestamp {
        time < previous.time ? LocalTimestamp(day: previous.day + 1, time: time) : LocalTimestamp(day: previous.day, time: time)
    }

    public static func < (lhs: LocalTimestamp, rhs: LocalTimestamp) -> Bool {
        (lhs.day, lhs.time) < (rhs.day, rhs.time)
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var text = Substring(self)
        while text.first == set || text.first == "\t" { text = text.dropFirst() }
        while text.last == set || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
