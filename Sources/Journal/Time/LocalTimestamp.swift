import CycleCore

/// A moment on the local clock: a day and a time, and the clock's offset from UTC when it is
/// known (timers record it, so durations across a change of the clocks are real durations).
///
/// Stored and exported as `YYYY-MM-DDTHH:MM:SS`, or `YYYY-MM-DDTHH:MM:SS+HH:MM` with an offset.
package struct LocalTimestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The calendar day.
    package let day: Day
    /// The time on that day.
    package let time: TimeOfDay
    /// Seconds the local clock was ahead of UTC, when known.
    package let utcOffset: Int?

    package init(day: Day, time: TimeOfDay, utcOffset: Int? = nil) {
        self.day = day
        self.time = time
        self.utcOffset = utcOffset
    }

    /// Reads `YYYY-MM-DDTHH:MM[:SS]` (a space may replace the `T`), optionally followed by an
    /// offset `+HH:MM`, `-HH:MM` or `Z`.
    package init?(iso text: String) {
        var trimmed = text.trimmingCharacters(in: " ")
        var offset: Int?
        if trimmed.hasSuffix("Z") {
            offset = 0
            trimmed.removeLast()
        } else if trimmed.count >= 22, let sign = trimmed.dropLast(5).last, sign == "+" || sign == "-",
                  let value = TimeOfDay(text: String(trimmed.suffix(5))), value.seconds <= 18 * 3600 {
            offset = sign == "-" ? -value.seconds : value.seconds
            trimmed.removeLast(6)
        }
        guard trimmed.count >= 16 else { return nil }
        let separator = trimmed.index(trimmed.startIndex, offsetBy: 10)
        guard trimmed[separator] == "T" || trimmed[separator] == " ",
              let day = Day(String(trimmed[..<separator])),
              let time = TimeOfDay(text: String(trimmed[trimmed.index(after: separator)...]))
        else { return nil }
        self.init(day: day, time: time, utcOffset: offset)
    }

    /// `YYYY-MM-DDTHH:MM:SS` (with `+HH:MM` when the offset is known), the stored form.
    package var iso: String {
        guard let utcOffset else { return day.iso + "T" + time.longText }
        let magnitude = abs(utcOffset) / 60
        let hours = magnitude / 60, minutes = magnitude % 60
        return day.iso + "T" + time.longText + (utcOffset < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }

    /// The same local moment with the clock's offset from UTC.
    package func with(utcOffset: Int?) -> LocalTimestamp {
        LocalTimestamp(day: day, time: time, utcOffset: utcOffset)
    }

    /// `YYYY-MM-DD HH:MM` for people (seconds when they are not zero).
    package var description: String { day.iso + " " + time.description }

    /// Seconds from this moment to `other`: the time that really passed when both know their
    /// offset from UTC, else the difference of the clock times (whole days as 86 400 seconds).
    package func seconds(to other: LocalTimestamp) -> Int {
        let shift = (utcOffset != nil && other.utcOffset != nil) ? other.utcOffset! - utcOffset! : 0
        return day.days(to: other.day) * 86_400 + other.time.seconds - time.seconds - shift
    }

    /// The next moment at `time` from `previous`: on the same day, or on the next day when the
    /// time is earlier than `previous` (a timer running past midnight: 23:59, then 00:03).
    package static func following(_ previous: LocalTimestamp, at time: TimeOfDay) -> LocalTimestamp {
        time < previous.time ? LocalTimestamp(day: previous.day + 1, time: time) : LocalTimestamp(day: previous.day, time: time)
        // (no offset: the caller, who knows the time zone, adds it)
    }

    package static func < (lhs: LocalTimestamp, rhs: LocalTimestamp) -> Bool {
        let difference = lhs.seconds(to: rhs)
        return difference != 0 ? difference > 0 : (lhs.day, lhs.time) < (rhs.day, rhs.time)
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

extension LocalTimestamp {
    /// The timestamp as a core moment.
    package var moment: Moment {
        Moment(day: day, secondOfDay: time.seconds, utcOffset: utcOffset)
    }
}
