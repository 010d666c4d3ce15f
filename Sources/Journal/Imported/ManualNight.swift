import CycleCore

/// A night of sleep typed in by hand (`bloom log sleep 23:40-07:05`, or "slept from 11pm to
/// 6:30am" in chat): bedtime and waking time on the local clock, the night ending on the
/// morning `morning`. A bedtime later than the waking time was the evening before.
package struct ManualNight: Sendable, Equatable {
    package let bedtime: TimeOfDay
    package let wake: TimeOfDay
    /// The morning the night ends on: the day its sleep counts for.
    package let morning: Day

    package init(bedtime: TimeOfDay, wake: TimeOfDay, morning: Day) {
        self.bedtime = bedtime
        self.wake = wake
        self.morning = morning
    }

    /// A night must last from 30 minutes to 16 hours.
    package static let minutes = 30...(16 * 60)

    /// How long the night lasted, in minutes, on the local clock.
    package var minutesAsleep: Int {
        let seconds = wake.seconds - bedtime.seconds
        return (seconds > 0 ? seconds : seconds + 86_400) / 60
    }

    /// Why the night cannot be stored, or nil when it can.
    package var problem: String? {
        ManualNight.minutes.contains(minutesAsleep) ? nil
            : "a night of \(minutesAsleep / 60) h \(minutesAsleep % 60) min is outside 30 min–16 h; check the times"
    }

    /// The night as stored: UTC seconds with the clock's offset, counted for `morning`.
    package func span(utcOffset: Int) -> ImportedSpan {
        let bedDay = bedtime.seconds > wake.seconds ? morning - 1 : morning
        func utc(_ day: Day, _ time: TimeOfDay) -> Int64 { Int64(day.ordinal) * 86_400 + Int64(time.seconds) - Int64(utcOffset) }
        return ImportedSpan(start: utc(bedDay, bedtime), end: utc(morning, wake), utcOffset: utcOffset, day: morning)
    }

    /// "sleep 23:40–07:05 (7 h 25 min) ending 2026-11-22", as the log lines and undo say it.
    package var summary: String {
        "sleep \(bedtime)–\(wake) (\(minutesAsleep / 60) h \(minutesAsleep % 60) min) ending \(morning.iso)"
    }
}
