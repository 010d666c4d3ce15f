import CycleCore
import Language
import Testing

/// "on the 3rd", "the 2nd": a day of the month with no month is the most recent such day, never
/// a future one (with `.future`, the next one).
@Suite struct DayOfMonthAloneTests {
    let parser = DayExpressionParser()
    let today = Day(year: 2026, month: 11, day: 22)!

    @Test(arguments: [
        ("my period came on the 3rd", "2026-11-03"), ("the 2nd", "2026-11-02"), ("on the 22nd", "2026-11-22"),
        ("it ended on the 7th", "2026-11-07"), ("on the 25th", "2026-10-25"), ("the 23rd", "2026-10-23"),
        ("on the twenty first", "2026-11-21"), ("on the third", "2026-11-03"), ("no, I meant the 3rd", "2026-11-03"),
    ])
    func aDayOfTheMonthIsTheMostRecentOne(text: String, expected: String) {
        #expect(parser.firstDay(in: text, today: today)?.day == Day(expected), "\(text)")
    }

    @Test func theThirtyFirstSkipsMonthsWithoutOne() {
        #expect(parser.firstDay(in: "on the 31st", today: today)?.day == Day(year: 2026, month: 10, day: 31))
        let march = Day(year: 2026, month: 3, day: 5)!
        #expect(parser.firstDay(in: "the 30th", today: march)?.day == Day(year: 2026, month: 1, day: 30))
    }

    @Test func lookingAheadItIsTheNextOne() {
        #expect(parser.firstDay(in: "due on the 3rd", today: today, preference: .future)?.day == Day(year: 2026, month: 12, day: 3))
    }

    @Test(arguments: ["the 3rd day of my period", "the 2nd time it happened", "the third of them", "the 2nd week", "this is the third",
                      "the 3rd of march"])
    func ordinalsThatAreNotADayOfTheMonthAloneAreLeftAlone(text: String) {
        let found = parser.firstDay(in: text, today: today)
        if text.hasSuffix("march") {
            #expect(found?.day == Day(year: 2026, month: 3, day: 3))
        } else {
            #expect(found == nil, "\(text) read as \(String(describing: found?.day))")
        }
    }
}
