@testable import CycleCore
import Foundation
import Testing

@Suite struct DayTests {
    @Test func parsesAndPrintsISODates() throws {
        let value = try Day(iso: "2026-03-05")
        #expect(value.year == 2026 && value.month == 3 && value.dayOfMonth == 5)
        #expect(value.iso == "2026-03-05")
        #expect(Day(year: 1970, month: 1, day: 1)!.ordinal == 0)
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "2026-00-10", "2026-3-5", "20260305", "", "yesterday", "2026-02-29"])
    func rejectsTextThatIsNotARealDay(text: String) {
        #expect(throws: DayParseError.self) { try Day(iso: text) }
    }

    @Test func parseErrorSaysWhatIsWrong() {
        do {
            _ = try Day(iso: "2026-02-30")
            Issue.record("expected an error")
        } catch {
            #expect((error as? DayParseError)?.description.contains("month 2 of 2026 has 28 days") == true)
        }
    }

    @Test func addingDaysCrossesMonthAndYearEnds() {
        #expect((day("2026-12-20") + 28).iso == "2027-01-17")
        #expect((day("2026-01-31") + 1).iso == "2026-02-01")
        #expect((day("2027-01-17") - 28).iso == "2026-12-20")
    }

    @Test func leapYearsHaveTheTwentyNinthOfFebruary() {
        #expect((day("2028-02-01") + 28).iso == "2028-02-29")
        #expect((day("2026-02-01") + 28).iso == "2026-03-01")
        #expect(Day.isLeapYear(2000) && !Day.isLeapYear(1900) && Day.isLeapYear(2028) && !Day.isLeapYear(2026))
        #expect(Day(year: 2100, month: 2, day: 29) == nil)
        #expect(day("2028-02-28").days(to: day("2028-03-01")) == 2)
    }

    @Test func distancesAreWholeDaysInBothDirections() {
        #expect(day("2026-03-01").days(to: day("2026-03-29")) == 28)
        #expect(day("2026-03-29").days(to: day("2026-03-01")) == -28)
        #expect(day("2025-01-01").days(to: day("2026-01-01")) == 365)
        #expect(day("1900-03-01").ordinal == -25508)
    }

    @Test func weekdaysMatchTheCalendar() {
        #expect(day("2026-03-01").weekday == .sunday)
        #expect(day("2000-02-29").weekday == .tuesday)
        #expect(day("1970-01-01").weekday == .thursday)
        #expect(day("1969-12-31").weekday == .wednesday)
        #expect(day("2026-12-03").shortText == "Thu 3 Dec")
    }

    @Test func ordinalRoundTripsForEveryDayOfFourCenturies() {
        var value = day("1900-01-01")
        var previous = value.components
        var mismatches = 0
        for _ in 0..<(400 * 365 + 97) {
            value += 1
            let c = value.components
            if Day(year: c.year, month: c.month, day: c.day) != value { mismatches += 1 }
            let continues = (c.year == previous.year && c.month == previous.month && c.day == previous.day + 1)
            let startsMonth = c.day == 1 && (c.month == previous.month % 12 + 1)
            if !(continues || startsMonth) { mismatches += 1 }
            previous = c
        }
        #expect(mismatches == 0)
        #expect(value.iso == "2300-01-01")
    }

    @Test func codesAsAnISOString() throws {
        let data = try JSONEncoder().encode([day("2026-11-22")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2026-11-22\"]")
        #expect(try JSONDecoder().decode([Day].self, from: data) == [day("2026-11-22")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Day].self, from: Data("[\"2026-11-31\"]".utf8)) }
    }

    @Test func relativeTextReadsNaturally() {
        let today = day("2026-11-22")
        #expect((today + 12).relativeText(from: today) == "in 12 days")
        #expect((today + 1).relativeText(from: today) == "tomorrow")
        #expect(today.relativeText(from: today) == "today")
        #expect((today - 3).relativeText(from: today) == "3 days ago")
    }

    @Test func addingMonthsClampsToTheMonthsLastDay() {
        #expect(day("2026-01-31").adding(months: 1).iso == "2026-02-28")
        #expect(day("2026-11-15").adding(months: 2).iso == "2027-01-15")
        #expect(day("2026-01-15").adding(months: -1).iso == "2025-12-15")
    }
}
