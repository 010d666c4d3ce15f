@testable import CycleCore
import Testing

@Suite struct PeriodHistoryTests {
    let today = day("2026-11-22")

    @Test func sortsRecordsAndMeasuresCycles() throws {
        let history = try PeriodHistory(validating: [
            PeriodRecord(start: day("2026-10-29")),
            PeriodRecord(start: day("2026-09-01"), end: day("2026-09-05")),
            PeriodRecord(start: day("2026-10-01"), end: day("2026-10-04")),
        ], today: today)
        #expect(history.periods.map(\.start.iso) == ["2026-09-01", "2026-10-01", "2026-10-29"])
        #expect(history.cycleLengths == [30, 28])
        #expect(history.periods.map(\.length) == [5, 4, nil])
    }

    @Test func endBeforeStartNamesBothDates() {
        #expect(throws: HistoryError.endBeforeStart(start: day("2026-09-05"), end: day("2026-09-01"))) {
            try PeriodHistory(validating: [PeriodRecord(start: day("2026-09-05"), end: day("2026-09-01"))], today: today)
        }
        #expect(HistoryError.endBeforeStart(start: day("2026-03-05"), end: day("2026-03-02")).description
            == "the period end (2026-03-02) is before its start (2026-03-05)")
    }

    @Test func overlappingPeriodsAreRefused() {
        #expect(throws: HistoryError.overlap(first: day("2026-09-01"), firstEnd: day("2026-09-10"), second: day("2026-09-08"))) {
            try PeriodHistory(validating: [
                PeriodRecord(start: day("2026-09-01"), end: day("2026-09-10")),
                PeriodRecord(start: day("2026-09-08")),
            ], today: today)
        }
    }

    @Test func aPeriodEndingTheDayBeforeTheNextStartIsFine() throws {
        let history = try PeriodHistory(validating: [
            PeriodRecord(start: day("2026-09-01"), end: day("2026-09-07")),
            PeriodRecord(start: day("2026-09-08")),
        ], today: today)
        #expect(history.cycleLengths == [7])
    }

    @Test func duplicateStartsAreRefused() {
        #expect(throws: HistoryError.duplicateStart(day("2026-09-01"))) {
            try PeriodHistory(validating: [PeriodRecord(start: day("2026-09-01")), PeriodRecord(start: day("2026-09-01"))], today: today)
        }
    }

    @Test func nothingMayBeAfterToday() {
        #expect(throws: HistoryError.startInFuture(start: day("2026-11-23"), today: today)) {
            try PeriodHistory(validating: [PeriodRecord(start: day("2026-11-23"))], today: today)
        }
        #expect(throws: HistoryError.endInFuture(start: day("2026-11-20"), end: day("2026-11-24"), today: today)) {
            try PeriodHistory(validating: [PeriodRecord(start: day("2026-11-20"), end: day("2026-11-24"))], today: today)
        }
    }

    @Test func anEarlierPeriodWithoutAnEndHasAnUnknownLength() throws {
        let history = try PeriodHistory(validating: [
            PeriodRecord(start: day("2026-09-01")), PeriodRecord(start: day("2026-09-29")),
        ], today: today)
        #expect(history.periods.first?.length == nil)
        #expect(history.cycleLengths == [28])
    }
}
