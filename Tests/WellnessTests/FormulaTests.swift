import CycleCore
import Foundation
import Testing
@testable import Wellness

@Suite struct FormulaTests {
    @Test func robustBaselineIgnoresAnOutlier() throws {
        let baseline = try #require(RobustBaseline([1, 2, 3, 4, 100], minimumSpread: 0))
        #expect(baseline.median == 3)
        #expect(baseline.mad == 1)
        #expect(abs(baseline.spread - 1.4826) < 1e-12)
        #expect(abs(baseline.z(6) - 3 / 1.4826) < 1e-12)
    }

    @Test func robustBaselineSpreadHasAFloor() throws {
        let baseline = try #require(RobustBaseline([5, 5, 5, 5], minimumSpread: 0.05))
        #expect(baseline.spread == 0.05)
    }

    @Test func banisterTRIMPUsesTheWomensCoefficient() {
        // 60 min × 0.5 × 0.86 × e^(1.67 × 0.5) = 25.8 × 2.304817 = 59.4643
        #expect(abs(StrainScore.banisterTRIMP(minutes: 60, hrr: 0.5) - 59.4643) < 0.001)
        #expect(StrainScore.banisterTRIMP(minutes: 60, hrr: 0) == 0)
    }

    @Test(arguments: [(0.49, 0.0), (0.55, 1.0), (0.65, 2.0), (0.75, 3.0), (0.85, 4.0), (0.95, 5.0), (1.0, 5.0)])
    func edwardsZonesWeighOneToFive(percent: Double, weight: Double) {
        #expect(StrainScore.edwardsWeight(percentOfMaximum: percent) == weight)
    }

    @Test func strainIsLogarithmicFrom0To21() {
        #expect(StrainScore.strain21(trimp: 0) == 0)
        #expect(abs(StrainScore.strain21(trimp: 500) - 21) < 1e-9)
        // 1 + TRIMP = √501 puts strain half-way: 10.5.
        #expect(abs(StrainScore.strain21(trimp: 501.0.squareRoot() - 1) - 10.5) < 1e-9)
        #expect(StrainScore.strain21(trimp: 5000) == 21)
    }

    @Test func gulatiEstimatesMaximumHeartRate() {
        #expect(abs(StrainScore.estimatedMaximum(age: 30) - 179.6) < 1e-9)
    }

    @Test func rmssdEstimateFromBeatsPerMinute() throws {
        // 60, 75, 60 bpm → 1000, 800, 1000 ms → differences −200, +200 → RMSSD 200 ms.
        let estimate = try #require(RMSSDEstimate(beatsPerMinute: [60, 75, 60]))
        #expect(abs(estimate.milliseconds - 200) < 1e-9)
        #expect(estimate.differences == 2)
        #expect(RMSSDEstimate.label.contains("estimate"))
        #expect(RMSSDEstimate(beatsPerMinute: [60, 61]) == nil)
    }

    @Test func benjaminiHochbergAdjustsAndKeepsOrder() {
        let q = PatternStatistics.benjaminiHochberg([0.01, 0.04, 0.03, 0.20])
        let expected = [0.04, 0.04 * 4 / 3, 0.04 * 4 / 3, 0.20]
        for (a, b) in zip(q, expected) { #expect(abs(a - b) < 1e-12) }
    }

    @Test func benjaminiYekutieliIsHochbergTimesTheHarmonicSum() {
        // m = 4: 1 + 1/2 + 1/3 + 1/4 = 25/12; BH q-values 0.04, 0.16/3, 0.16/3, 0.20.
        let q = PatternStatistics.benjaminiYekutieli([0.01, 0.04, 0.03, 0.20])
        let expected = [0.04 * 25 / 12, 0.16 / 3 * 25 / 12, 0.16 / 3 * 25 / 12, 0.20 * 25 / 12]
        for (a, b) in zip(q, expected) { #expect(abs(a - b) < 1e-12) }
        #expect(PatternStatistics.benjaminiYekutieli([0.5, 0.9]) == [1, 1])  // 0.9 × 1.5 is capped at 1
    }

    /// Equal means, a small wide group against a large narrow one: a raw-difference permutation
    /// test rejects far more than 5% (about 30% here); the studentized one stays near 5%.
    @Test func permutationTestHoldsItsLevelWithUnequalSpreads() {
        var rejected = 0
        for seed in UInt64(1)...400 {
            var random = SeededRandom(seed: seed)
            let wide = (0..<10).map { _ in 3 * random.normal() }, narrow = (0..<60).map { _ in random.normal() }
            if PatternStatistics.permutationPValue(wide, narrow, permutations: 1000, stopAfter: 20, seed: seed) <= 0.05 { rejected += 1 }
        }
        #expect(rejected <= 36)  // 9% of 400: 5% plus sampling error
    }

    @Test func varianceInflationGrowsWhenHabitAndScoreBothRunInStreaks() {
        // A 5-day streak, then 5 days without; residuals from each group's mean (3 and 3):
        // −2 −1 0 1 2 | 2 1 0 −1 −2. Lags 1…2 (10 ÷ 5): ρx 0.7 and 0.4, ρy 12/20 and 2/20;
        // 1 + 2 × 0.9 × 0.7 × 0.6 + 2 × 0.8 × 0.4 × 0.1 = 1.82.
        let streak = [true, true, true, true, true, false, false, false, false, false]
        let inflation = PatternStatistics.varianceInflation(days: Array(100..<110), exposed: streak, values: [1, 2, 3, 4, 5, 5, 4, 3, 2, 1])
        #expect(abs(inflation - 1.82) < 1e-9)
        // Day order does not matter; a score that alternates against a streak sums below 1, kept at 1.
        #expect(abs(PatternStatistics.varianceInflation(days: Array((100..<110).reversed()), exposed: streak.reversed(),
                                                        values: [1, 2, 3, 4, 5, 5, 4, 3, 2, 1].reversed()) - 1.82) < 1e-9)
        #expect(PatternStatistics.varianceInflation(days: Array(100..<110), exposed: streak, values: [1, 0, 1, 0, 1, 0, 1, 0, 1, 0]) == 1)
        // A score the same within each group has no residual left to be autocorrelated.
        #expect(PatternStatistics.varianceInflation(days: Array(100..<110), exposed: streak, values: [9, 9, 9, 9, 9, 1, 1, 1, 1, 1]) == 1)
    }

    @Test func permutationTestSeparatesClearGroupsAndNotEqualOnes() {
        let low = (0..<15).map { Double($0) }, high = (0..<15).map { Double($0) + 30 }
        #expect(PatternStatistics.permutationPValue(low, high, permutations: 2000, stopAfter: 20, seed: 1) < 0.001)
        #expect(PatternStatistics.permutationPValue(low, low, permutations: 2000, stopAfter: 20, seed: 1) > 0.5)
        // The same seed gives the same answer.
        let a = [1.0, 5, 3, 8, 2, 9], b = [4.0, 4, 6, 7, 1, 2]
        #expect(PatternStatistics.permutationPValue(a, b, permutations: 500, stopAfter: 500, seed: 7) ==
                PatternStatistics.permutationPValue(a, b, permutations: 500, stopAfter: 500, seed: 7))
    }

    @Test func bootstrapIntervalCoversTheDifference() {
        let a = (0..<20).map { Double($0 % 5) + 10 }, b = (0..<20).map { Double($0 % 5) }
        let interval = PatternStatistics.bootstrapInterval(a, b, resamples: 1000, seed: 3)
        #expect(interval.contains(10))
        #expect(interval.lowerBound > 8 && interval.upperBound < 12)
    }

    @Test func sleepNightCountsOverlapsOnceAndWakesInside() throws {
        let bed: Int64 = 1_000_000
        let pieces = [
            SleepPiece(stage: .inBed, start: bed, end: bed + 460 * 60, utcOffset: 0, source: "watch"),
            SleepPiece(stage: .core, start: bed + 15 * 60, end: bed + 210 * 60, utcOffset: 0, source: "watch"),
            SleepPiece(stage: .deep, start: bed + 100 * 60, end: bed + 150 * 60, utcOffset: 0, source: "watch"), // inside core: counted once
            SleepPiece(stage: .awake, start: bed + 210 * 60, end: bed + 220 * 60, utcOffset: 0, source: "watch"),
            SleepPiece(stage: .rem, start: bed + 220 * 60, end: bed + 450 * 60, utcOffset: 0, source: "watch"),
            SleepPiece(stage: .asleep, start: bed, end: bed + 60 * 60, utcOffset: 0, source: "phone"), // a shorter source is ignored
        ]
        let night = try #require(SleepNight.build(from: pieces))
        #expect(night.asleepSeconds == (195 + 230) * 60)
        #expect(night.wakeEvents == 1)
        #expect(night.latencyMinutes == 15)
        #expect(abs(night.efficiency! - 425.0 / 460) < 1e-12)
        let deep: Int64 = night.stageSeconds[.deep] ?? 0
        #expect(deep == 3000)
    }

    @Test func aNightCrossingMidnightStaysWholeAndANapDoesNotReplaceIt() throws {
        let morning = Fixture.start + 10
        let midnight = Int64(morning.ordinal) * 86_400
        let pieces = [
            SleepPiece(stage: .core, start: midnight - 3600, end: midnight - 600, utcOffset: 0, source: "watch"),  // filed under the evening before
            SleepPiece(stage: .deep, start: midnight - 600, end: midnight + 6 * 3600, utcOffset: 0, source: "watch"),
            SleepPiece(stage: .asleep, start: midnight + 14 * 3600, end: midnight + 15 * 3600, utcOffset: 0, source: "watch"),  // a nap
        ]
        let nights = SleepNight.nights(from: pieces)
        let night = try #require(nights[morning])
        #expect(nights.count == 1)
        #expect(night.asleepSeconds == 7 * 3600)
        #expect(night.start == midnight - 3600)
        #expect(night.bedtimeMinutesAfterNoon == 660)      // 23:00
        #expect(night.wakeMinutesAfterMidnight == 360)     // 06:00
    }

    @Test func cyclePhasesFollowTheRealCycleLength() {
        let s = Fixture.start
        let calendar = CyclePhaseCalendar(periods: [PeriodRecord(start: s, end: s + 4), PeriodRecord(start: s + 30, end: s + 34)])
        #expect(calendar.context(of: s + 2) == .cycle(.menstrual, cycle: 1))
        #expect(calendar.context(of: s + 10) == .cycle(.follicular, cycle: 1))
        #expect(calendar.context(of: s + 16) == .cycle(.ovulation, cycle: 1))  // 30 − 14 = day index 16
        #expect(calendar.context(of: s + 20) == .cycle(.luteal, cycle: 1))
        #expect(calendar.context(of: s + 50) == .cycle(.luteal, cycle: 2))    // typical length 30 predicts
        #expect(calendar.context(of: s + 200) == .unknown)
        #expect(calendar.context(of: s - 1) == .unknown)
    }
}
