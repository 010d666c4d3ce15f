import CycleCore
import Language
import Testing

/// "Sunday the 15th": a weekday with its day of the month after it is that date. Read as a
/// weekday alone it was the last Sunday, a week out ("we bd sunday the 15th, tuesday the 17th
/// and last night" wrote one night, on the 22nd).
@Suite struct WeekdayWithItsDateTests {
    let parser = DayExpressionParser()
    /// A Wednesday.
    let today = Day(year: 2026, month: 11, day: 25)!

    @Test(arguments: [
        ("we bd sunday the 15th", "2026-11-15"), ("tues 17th", "2026-11-17"), ("on monday the 9th", "2026-11-09"),
        ("sunday 15th nov", "2026-11-15"), ("cramps on sunday the 15th of november", "2026-11-15"),
    ])
    func theDateSaysWhichWeekdayItWas(text: String, expected: String) {
        let days = parser.allDays(in: text, today: today)
        #expect(days.count == 1, "\(text): \(days.map(\.text))")
        #expect(days.first?.day == Day(expected), "\(text)")
    }

    @Test func aListOfWeekdaysWithDatesKeepsEveryDate() {
        let days = parser.allDays(in: "sunday the 15th, tuesday the 17th and last night", today: today).compactMap(\.day)
        #expect(days == [Day("2026-11-15")!, Day("2026-11-17")!, Day("2026-11-24")!])
    }

    @Test func aWeekdayAloneIsStillTheLastOne() {
        #expect(parser.firstDay(in: "bd sunday", today: today)?.day == Day("2026-11-22"))
        #expect(parser.firstDay(in: "sunday 2 pm", today: today)?.day == Day("2026-11-22"))
    }
}
