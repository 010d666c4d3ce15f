import CycleCore

/// The luteal days of a cycle history: the days between ovulation and the next period.
package enum LutealDays {
    /// The `lutealLength` days before each logged period start after the first, plus, in the
    /// current cycle, the days after the predicted ovulation up to `today`.
    /// - Parameters:
    ///   - starts: the logged period starts.
    ///   - predictedOvulation: the current cycle's estimated ovulation, if any.
    ///   - today: the last day to include.
    package static func from(starts: [Day], predictedOvulation: Day?, today: Day, lutealLength: Int = 14) -> Set<Day> {
        var days: Set<Day> = []
        let sorted = starts.sorted()
        for (previous, next) in zip(sorted, sorted.dropFirst()) {
            let first = max(previous + 1, next - lutealLength)
            if first < next { for day in first.ordinal..<next.ordinal { days.insert(Day(ordinal: day)) } }
        }
        if let ovulation = predictedOvulation, let last = sorted.last, ovulation > last, ovulation < today {
            for day in (ovulation.ordinal + 1)...today.ordinal { days.insert(Day(ordinal: day)) }
        }
        return days
    }
}
