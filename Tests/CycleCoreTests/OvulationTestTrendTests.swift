@testable import CycleCore
import Testing

private func tests(_ results: [(String, Int, LHTestResult)]) -> [LHTest] {
    results.map { LHTest(at: Moment(day: day($0.0), hour: $0.1, minute: 0), result: $0.2) }
}

@Suite struct OvulationTestTrendTests {
    @Test func noTestsHaveNoTrend() {
        let trend = OvulationTestTrend([])
        #expect(trend.direction == .none)
        #expect(trend.likelyOvulation == nil)
    }

    @Test func negativesStayLow() {
        #expect(OvulationTestTrend(tests([("2026-03-10", 8, .negative), ("2026-03-11", 8, .negative)])).direction == .low)
    }

    @Test func strongerResultsWithoutAPositiveAreRising() {
        let trend = OvulationTestTrend(tests([("2026-03-10", 8, .negative), ("2026-03-11", 8, .low)]))
        #expect(trend.direction == .rising)
        #expect(trend.firstPositive == nil)
    }

    @Test func aPositiveMeansOvulationIsLikelyWithinOneToTwoDays() throws {
        let trend = OvulationTestTrend(tests([("2026-03-12", 20, .high), ("2026-03-10", 8, .negative), ("2026-03-11", 8, .low)]))
        #expect(trend.direction == .surge)
        #expect(trend.likelyOvulation == day("2026-03-12")...day("2026-03-14"))
        #expect(trend.mostFertile == day("2026-03-12")...day("2026-03-13"))
    }

    @Test func aPeakAfterAHighKeepsTheFirstPositiveOfTheRun() {
        let trend = OvulationTestTrend(tests([("2026-03-12", 8, .high), ("2026-03-13", 8, .peak)]))
        #expect(trend.firstPositive?.at.day == day("2026-03-13") - 1)
        #expect(trend.strongest == .peak)
    }

    /// A digital test's high shows oestrogen rising ahead of the surge; its peak shows the LH
    /// surge, so ovulation is likely after the peak.
    @Test func aPeakAfterAHighIsTheSurgeOvulationFollows() {
        let trend = OvulationTestTrend(tests([("2026-03-12", 8, .high), ("2026-03-14", 8, .peak)]))
        #expect(trend.surge?.at.day == day("2026-03-14"))
        #expect(trend.likelyOvulation == day("2026-03-14")...day("2026-03-16"))
        #expect(trend.mostFertile == day("2026-03-14")...day("2026-03-15"))
        let highs = OvulationTestTrend(tests([("2026-03-12", 8, .high), ("2026-03-13", 8, .high)]))
        #expect(highs.surge?.at.day == day("2026-03-12"))
    }

    @Test func aNegativeAfterThePositiveMeansTheSurgeHasPassed() {
        let trend = OvulationTestTrend(tests([("2026-03-12", 8, .high), ("2026-03-13", 8, .peak), ("2026-03-14", 8, .negative)]))
        #expect(trend.direction == .afterSurge)
        #expect(trend.likelyOvulation == day("2026-03-13")...day("2026-03-15"))
    }

    @Test func theLatestRunOfPositivesCounts() {
        let trend = OvulationTestTrend(tests([("2026-02-12", 8, .peak), ("2026-02-13", 8, .negative), ("2026-03-11", 8, .high)]))
        #expect(trend.firstPositive?.at.day == day("2026-03-11"))
    }
}
