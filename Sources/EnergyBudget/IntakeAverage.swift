import CycleCore

/// A gap-aware exponentially weighted moving average of daily intake.
package struct IntakeAverage: Sendable, Equatable {
    /// The average, kcal/day (nil when no day is logged).
    package let value: Double?
    /// Logged days it is made of.
    package let loggedDays: Int
    /// The spread of the logged days around the average (population SD), kcal/day.
    package let spread: Double

    /// The EWMA of `intake` (logged days only, in day order). The first day starts it; after a
    /// gap of n days (n = 1 for consecutive days) the new day moves it by 1 − (1 − α)^n of the
    /// difference: the decay of the n days passed, with nothing invented for the missing ones.
    package init(_ intake: [(day: Day, kcal: Double)], alpha: Double) {
        let sorted = intake.sorted { $0.day < $1.day }
        var average: Double?
        var previous: Day?
        for entry in sorted {
            if let current = average, let last = previous {
                let gap = last.days(to: entry.day)
                let smoothing = 1 - power(1 - alpha, gap)
                average = current + smoothing * (entry.kcal - current)
            } else {
                average = entry.kcal
            }
            previous = entry.day
        }
        value = average
        loggedDays = sorted.count
        if sorted.isEmpty {
            spread = 0
        } else {
            let mean = sorted.map(\.kcal).reduce(0, +) / Double(sorted.count)
            spread = (sorted.map { ($0.kcal - mean) * ($0.kcal - mean) }.reduce(0, +) / Double(sorted.count)).squareRoot()
        }
    }

    /// How far the EWMA can be trusted, 0…1: 1 − (1 − α)^days, the weight the data would carry
    /// in an average that had started from the fallback.
    package static func confidence(loggedDays: Int, alpha: Double) -> Double {
        1 - power(1 - alpha, loggedDays)
    }
}

/// `base` to the power of a whole `exponent` ≥ 0 (Foundation-free, exact for small powers).
func power(_ base: Double, _ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<max(0, exponent) { result *= base }
    return result
}
