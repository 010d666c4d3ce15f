@testable import CycleCore
import Testing

private let evening = Moment(day: day("2026-08-01"), hour: 19, minute: 0)

/// `count` movements `every` minutes after the start.
private func kicks(_ count: Int, every minutes: Int) -> [Moment] {
    (1...max(1, count)).prefix(count).map { evening.adding(seconds: $0 * minutes * 60) }
}

@Suite struct KickSummaryTests {
    @Test func timesTheTenthMovementAndComparesWithRecentSessions() {
        let summary = KickSummary(start: evening, end: evening.adding(seconds: 3000), kicks: kicks(10, every: 5),
                                  now: evening.adding(seconds: 3000), week: 30, recentSecondsToTarget: [2400, 2700, 3000])
        #expect(summary.count == 10)
        #expect(summary.secondsToTarget == 3000)
        #expect(summary.usualSecondsToTarget == 2700)
        #expect(summary.comparison == .similar)
        #expect(summary.warning == nil)
    }

    @Test func aMuchLongerTimeThanUsualIsSlower() {
        let summary = KickSummary(start: evening, end: nil, kicks: kicks(10, every: 9), now: evening.adding(seconds: 5400),
                                  week: 32, recentSecondsToTarget: [1800, 2100])
        #expect(summary.secondsToTarget == 5400)
        #expect(summary.comparison == .slower)
    }

    @Test func fewerThanTenInTwoHoursFromTwentyEightWeeksWarns() {
        let summary = KickSummary(start: evening, end: evening.adding(seconds: 7200), kicks: kicks(6, every: 15),
                                  now: evening.adding(seconds: 7200), week: 28)
        #expect(summary.warning == .fewerThanTenInTwoHours)
    }

    @Test func theTenthMovementAfterTwoHoursStillWarns() {
        // The 10th comes at 2 h 10 min: only 9 within the two hours.
        let summary = KickSummary(start: evening, end: evening.adding(seconds: 7800), kicks: kicks(10, every: 13),
                                  now: evening.adding(seconds: 7800), week: 34)
        #expect(summary.reachedTarget)
        #expect(summary.warning == .fewerThanTenInTwoHours)
    }

    @Test func aSessionStillUnderTwoHoursDoesNotWarnYet() {
        let summary = KickSummary(start: evening, end: nil, kicks: kicks(4, every: 15), now: evening.adding(seconds: 3600), week: 36)
        #expect(summary.elapsed == 3600)
        #expect(summary.warning == nil)
    }

    @Test func beforeTwentyEightWeeksTheCountRuleDoesNotApply() {
        let summary = KickSummary(start: evening, end: evening.adding(seconds: 7200), kicks: kicks(6, every: 15),
                                  now: evening.adding(seconds: 7200), week: 26)
        #expect(summary.warning == nil)
    }

    @Test func movementsThatFeelLessThanUsualAlwaysWarn() {
        let summary = KickSummary(start: evening, end: evening.adding(seconds: 1800), kicks: kicks(10, every: 3),
                                  now: evening.adding(seconds: 1800), week: 25, feelsLessThanUsual: true)
        #expect(summary.warning == .lessThanUsual)
    }

    @Test func kicksBeforeTheStartAreIgnored() {
        let summary = KickSummary(start: evening, end: nil, kicks: [evening.adding(seconds: -60)] + kicks(2, every: 1),
                                  now: evening.adding(seconds: 300), week: 30)
        #expect(summary.count == 2)
    }
}
