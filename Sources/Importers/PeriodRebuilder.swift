import CycleCore
import Journal

/// One day's bleeding as another app logged it.
package struct FlowMark: Sendable, Equatable {
    /// How heavy, when the app said (nil: bleeding of unspecified amount).
    package var level: Flow?
    /// The app marked this day as the start of a cycle.
    package var cycleStart: Bool

    package init(level: Flow?, cycleStart: Bool = false) {
        self.level = level
        self.cycleStart = cycleStart
    }

    /// Spotting (or intermenstrual bleeding), which never starts a period on its own.
    package var isSpotting: Bool { level == .spotting }
}

/// Rebuilds periods from days of bleeding.
package enum PeriodRebuilder {
    /// Periods from `marks`: a period starts on a bleeding day (not spotting) after a day
    /// without bleeding, or on any day the app marked as a cycle start (the app's marker wins),
    /// and runs over the following consecutive days of bleeding or spotting. Spotting alone
    /// never starts a period.
    /// - Returns: (start, end) pairs, oldest first.
    package static func periods(from marks: [Day: FlowMark]) -> [(start: Day, end: Day)] {
        var result: [(start: Day, end: Day)] = []
        var current: (start: Day, end: Day)?
        for day in marks.keys.sorted() {
            let mark = marks[day]!
            if let open = current, day == open.end + 1, !mark.cycleStart {
                current = (open.start, day)
                continue
            }
            if let open = current { result.append(open); current = nil }
            if mark.cycleStart || !mark.isSpotting { current = (day, day) }
        }
        if let open = current { result.append(open) }
        // Trailing spotting stays part of its period only when a bleeding day came before it,
        // which the loop ensures; a period is never longer than the journal accepts.
        return result.map { period in
            period.start.days(to: period.end) + 1 > JournalStore.longestPeriod
                ? (period.start, period.start + (JournalStore.longestPeriod - 1)) : period
        }
    }
}
