@testable import CycleCore
import Testing

private let morning = Moment(day: day("2026-09-20"), hour: 10, minute: 0)

/// `count` contractions starting `every` minutes from 10:00, each lasting `seconds`.
private func contractions(_ count: Int, every minutes: Int, lasting seconds: Int) -> [TimedContraction] {
    (0..<count).map { index in
        let start = morning.adding(seconds: index * minutes * 60)
        return TimedContraction(start: start, end: start.adding(seconds: seconds))
    }
}

@Suite struct ContractionSummaryTests {
    @Test func showsDurationAndIntervalOfEachContraction() {
        let summary = ContractionSummary(contractions(3, every: 7, lasting: 50), now: morning.adding(seconds: 900), week: 39)
        #expect(summary.rows.map(\.duration) == [50, 50, 50])
        #expect(summary.rows.map(\.interval) == [nil, 420, 420])
        #expect(summary.averageInterval == 420)
        #expect(summary.averageDuration == 50)
        #expect(summary.advice == nil)
    }

    @Test func fiveMinutesApartAMinuteLongForAnHourMeetsFiveOneOne() {
        // 10:00 to 11:00 every 5 minutes; at 11:01 the last hour holds 10:05–11:00 (55 minutes).
        let summary = ContractionSummary(contractions(13, every: 5, lasting: 60), now: morning.adding(seconds: 3660), week: 39)
        #expect(summary.lastHour.count == 12)
        #expect(summary.span == 3300)
        #expect(summary.averageInterval == 300)
        #expect(summary.advice == .fiveOneOne)
    }

    @Test func halfAnHourOfTheSamePatternIsNotYetFiveOneOne() {
        let summary = ContractionSummary(contractions(7, every: 5, lasting: 60), now: morning.adding(seconds: 1860), week: 39)
        #expect(summary.advice == nil)
    }

    @Test func contractionsEightMinutesApartAreNotFiveOneOne() {
        let summary = ContractionSummary(contractions(9, every: 8, lasting: 60), now: morning.adding(seconds: 3900), week: 40)
        #expect(summary.advice == nil)
    }

    @Test func shortContractionsAreNotFiveOneOne() {
        let summary = ContractionSummary(contractions(13, every: 5, lasting: 30), now: morning.adding(seconds: 3660), week: 39)
        #expect(summary.advice == nil)
    }

    @Test func anyContractionBefore37WeeksMeansContactNow() {
        let summary = ContractionSummary(contractions(1, every: 5, lasting: 40), now: morning.adding(seconds: 60), week: 35)
        #expect(summary.advice == .beforeThirtySevenWeeks)
    }

    @Test func aContractionStillGoingHasNoDurationYet() {
        let summary = ContractionSummary([TimedContraction(start: morning)], now: morning.adding(seconds: 20), week: 38)
        #expect(summary.latest?.duration == nil)
        #expect(summary.averageDuration == nil)
    }
}
