/// What a run of ovulation (LH) tests shows: whether the surge has been seen and when
/// ovulation is therefore likely.
///
/// A positive (high or peak) result means ovulation is likely within about one to two days
/// (facts §7: 12–36 hours after a positive test; the day of the positive and the next are the
/// most fertile). It is an estimate, never a confirmation: only a temperature shift afterwards
/// is consistent with ovulation having happened.
public struct OvulationTestTrend: Sendable, Hashable {
    /// Where the run of tests stands.
    public enum Direction: String, Sendable, Hashable, Codable {
        /// No tests.
        case none
        /// Every test so far negative or low, and not rising.
        case low
        /// Results are getting stronger but none is positive yet.
        case rising
        /// The latest result is positive (high or peak).
        case surge
        /// A positive came and later tests are weaker again: the surge has passed.
        case afterSurge
    }

    /// The tests, oldest first.
    public let tests: [LHTest]
    public let direction: Direction
    /// The first positive of the most recent run of positives, if any.
    public let firstPositive: LHTest?
    /// The test that shows the surge in the most recent run of positives: its first peak when
    /// it has one, else its first positive. A digital test's "high" shows rising oestrogen
    /// ahead of the LH surge its "peak" shows (a high on Saturday and a peak on Monday put
    /// ovulation after Monday, not after Saturday); a plain strip's positive is the surge.
    public let surge: LHTest?
    /// The strongest result seen.
    public let strongest: LHTestResult?

    /// Reads `tests` (any order).
    public init(_ tests: [LHTest]) {
        let sorted = tests.sorted { $0.at < $1.at }
        self.tests = sorted
        strongest = sorted.map(\.result).max()
        // The first positive of the latest run of consecutive positives.
        var runStart: LHTest?
        var runPeak: LHTest?
        var previousPositive = false
        for test in sorted {
            if test.result.isPositive {
                if !previousPositive { runStart = test; runPeak = nil }
                if test.result == .peak, runPeak == nil { runPeak = test }
                previousPositive = true
            } else {
                previousPositive = false
            }
        }
        firstPositive = runStart
        surge = runPeak ?? runStart
        guard let latest = sorted.last else { direction = .none; return }
        if latest.result.isPositive {
            direction = .surge
        } else if runStart != nil {
            direction = .afterSurge
        } else if sorted.count >= 2, latest.result > sorted[sorted.count - 2].result {
            direction = .rising
        } else {
            direction = .low
        }
    }

    /// The days ovulation is likely on, from the latest run's `surge`: that day to two days
    /// later ("within about one to two days").
    public var likelyOvulation: ClosedRange<Day>? {
        surge.map { $0.at.day...($0.at.day + 2) }
    }

    /// The two most fertile days: the day of the surge and the next.
    public var mostFertile: ClosedRange<Day>? {
        surge.map { $0.at.day...($0.at.day + 1) }
    }
}
