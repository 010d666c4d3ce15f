import CycleCore

/// Averages, spread and trends of a history, for `bloom insights` and the chat.
package struct CycleStatistics: Sendable {
    /// Completed cycle lengths, oldest first.
    package let cycleLengths: [Int]
    /// Known period lengths, oldest first.
    package let periodLengths: [Int]

    package init(history: PeriodHistory) {
        cycleLengths = history.cycleLengths
        periodLengths = history.periods.compactMap(\.length)
    }

    /// The statistics of some cycles and periods (a report's span), computed as for a whole history.
    /// - Parameters:
    ///   - cycleLengths: completed cycle lengths, oldest first.
    ///   - periodLengths: known period lengths, oldest first.
    package init(cycleLengths: [Int], periodLengths: [Int]) {
        self.cycleLengths = cycleLengths
        self.periodLengths = periodLengths
    }

    /// The fewest completed cycles worth averaging.
    package static let minimumCycles = 2

    package var averageCycle: Double? { cycleLengths.count >= Self.minimumCycles ? mean(cycleLengths) : nil }
    /// The shortest and longest completed cycles, once there are enough to average.
    package var shortestCycle: Int? { averageCycle == nil ? nil : cycleLengths.min() }
    package var longestCycle: Int? { averageCycle == nil ? nil : cycleLengths.max() }
    package var averagePeriod: Double? { periodLengths.isEmpty ? nil : mean(periodLengths) }

    /// Sample standard deviation of the cycle lengths.
    package var cycleSpread: Double? {
        guard cycleLengths.count >= Self.minimumCycles, let average = averageCycle else { return nil }
        let squares = cycleLengths.reduce(0.0) { $0 + (Double($1) - average) * (Double($1) - average) }
        return (squares / Double(cycleLengths.count - 1)).squareRoot()
    }

    /// Coefficient of variation; above 0.15 counts as irregular (as the predictors use).
    package var variation: Double? { cycleSpread.flatMap { spread in averageCycle.map { spread / $0 } } }

    /// "regular" or "irregular", or nil with too few cycles.
    package var verdict: String? { variation.map { $0 > 0.15 ? "irregular" : "regular" } }

    /// "getting longer", "getting shorter" or "steady" (the later half's mean against the
    /// earlier half's, one day or more apart); nil with fewer than four periods.
    package var periodTrend: String? {
        guard periodLengths.count >= 4 else { return nil }
        let half = periodLengths.count / 2
        let difference = mean(Array(periodLengths.suffix(half))) - mean(Array(periodLengths.prefix(half)))
        return difference >= 1 ? "getting longer" : difference <= -1 ? "getting shorter" : "steady"
    }

    private func mean(_ values: [Int]) -> Double { Double(values.reduce(0, +)) / Double(max(1, values.count)) }
}
