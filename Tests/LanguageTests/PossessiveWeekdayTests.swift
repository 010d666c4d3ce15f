import CycleCore
import Language
import Testing

/// "Forgot mondays temp": a weekday's name with an "s" and no apostrophe, before the reading it
/// owns, is that day; plural weekdays told as habits stay no day.
@Suite struct PossessiveWeekdayTests {
    let parser = DayExpressionParser()
    /// A Wednesday.
    let today = Day(year: 2026, month: 11, day: 25)!

    @Test(arguments: [("forgot mondays temp", "2026-11-23"), ("sundays opk was negative", "2026-11-22"), ("fridays test was faint", "2026-11-20")])
    func aWeekdayBeforeItsReadingIsThatDay(text: String, expected: String) {
        #expect(parser.firstDay(in: text, today: today)?.day == Day(expected), "\(text)")
    }

    @Test(arguments: ["i do yoga on mondays", "mondays are the worst", "most mondays temp is lower", "mondays"])
    func pluralWeekdaysAsHabitsAreNoDay(text: String) {
        #expect(parser.firstDay(in: text, today: today) == nil, "\(text)")
    }
}

/// "The 9th of this month": a day of the month with its month said by where it lies.
@Suite struct DayOfARelativeMonthTests {
    let parser = DayExpressionParser()
    /// A Wednesday.
    let today = Day(year: 2026, month: 11, day: 25)!

    @Test(arguments: [("began on the 9th of this month", "2026-11-09"), ("the 28th of last month", "2026-10-28"),
                      ("scan on the 3rd of next month", "2026-12-03")])
    func theMonthIsWhereItLies(text: String, expected: String) {
        let days = parser.allDays(in: text, today: today)
        #expect(days.count == 1 && days.first?.day == Day(expected), "\(text): \(days.map(\.text))")
    }

    @Test func aDayOfAnotherCountIsNoDate() {
        #expect(parser.firstDay(in: "the 9th of my cycle", today: today) == nil)
    }
}
