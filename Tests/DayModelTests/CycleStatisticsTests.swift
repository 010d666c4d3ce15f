import BloomTestSupport
import CycleCore
import DayModel
import Testing

/// Averages, spread and trends of a history (`CycleStatistics`), for `bloom insights`.
@Suite struct CycleStatisticsTests {
    @Test func aHistoryGivesItsCompletedCyclesAndKnownPeriodLengths() throws {
        var periods = Cycles.regular
        periods[1].end = nil
        periods[2].end = periods[2].start + 6
        let statistics = CycleStatistics(history: try PeriodHistory(validating: periods, today: isoDay("2026-11-10")))
        #expect(statistics.cycleLengths == [28, 28, 28])
        #expect(statistics.periodLengths == [5, 7, 5], "a period without a logged end has no length")
    }

    @Test func oneCycleIsTooFewToAverage() {
        let statistics = CycleStatistics(cycleLengths: [30], periodLengths: [])
        #expect(statistics.averageCycle == nil)
        #expect(statistics.shortestCycle == nil && statistics.longestCycle == nil)
        #expect(statistics.cycleSpread == nil && statistics.variation == nil && statistics.verdict == nil)
        #expect(statistics.averagePeriod == nil)
    }

    @Test func twoCyclesGiveTheAverageRangeAndSampleSpread() throws {
        let statistics = CycleStatistics(cycleLengths: [27, 31], periodLengths: [4, 5, 6])
        #expect(statistics.averageCycle == 29)
        #expect(statistics.shortestCycle == 27 && statistics.longestCycle == 31)
        let spread = try #require(statistics.cycleSpread)
        #expect(abs(spread - 8.0.squareRoot()) < 1e-12, "the sample standard deviation (n − 1)")
        #expect(abs(try #require(statistics.variation) - 8.0.squareRoot() / 29) < 1e-12)
        #expect(statistics.averagePeriod == 5)
    }

    @Test(arguments: [
        ([28, 29, 30, 28], "regular"), ([26, 32], "regular"), ([24, 35, 27, 41, 30], "irregular"), ([20, 30], "irregular"),
    ])
    func cyclesVaryingByMoreThanFifteenPercentAreIrregular(_ lengths: [Int], _ verdict: String) {
        #expect(CycleStatistics(cycleLengths: lengths, periodLengths: []).verdict == verdict)
    }

    @Test(arguments: [
        ([4, 4, 6, 6], "getting longer"), ([6, 6, 5, 5], "getting shorter"), ([5, 5, 5, 6], "steady"),
        ([5, 6, 5, 6], "steady"), ([4, 5, 9, 6, 6], "getting longer"),
    ])
    func thePeriodTrendComparesTheLaterHalfWithTheEarlier(_ lengths: [Int], _ trend: String) {
        #expect(CycleStatistics(cycleLengths: [], periodLengths: lengths).periodTrend == trend)
    }

    @Test func fewerThanFourPeriodsHaveNoTrend() {
        #expect(CycleStatistics(cycleLengths: [], periodLengths: [3, 5, 9]).periodTrend == nil)
    }
}
