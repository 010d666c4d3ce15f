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

/// A day of the month alone takes the month named before it in the same message.
@Suite struct DayOfMonthAfterAMonthTests {
    let parser = DayExpressionParser()

    @Test(arguments: [
        // Sunday 22 November 2026: without the month these would be 14 November, 12 November…
        ("my oct period ended on the 14th", "2026-10-14"), ("my Oct. period ended on the 14th", "2026-10-14"),
        ("in october my period ended on the 14th", "2026-10-14"), ("my september one started on the 3rd", "2026-09-03"),
        ("that dec period started on the 1st", "2025-12-01"), ("my sept period ended on the twenty first", "2026-09-21"),
        ("the oct one ended on the 12", "2026-10-12"),
    ])
    func aDayOfTheMonthTakesTheMonthNamedBefore(text: String, expected: String) throws {
        let found = try #require(parser.allDays(in: text, today: sunday).last, "\(text)")
        #expect(found.day == day(expected), "\(text)")
        #expect(parser.allDays(in: text, today: sunday).allSatisfy { !$0.isAmbiguous }, "\(text)")
    }

    @Test func theMonthOfAnEarlierDateCarriesItsYear() {
        let found = parser.allDays(in: "it started oct 10 2025 and was heaviest on the 12th", today: sunday)
        #expect(found.map(\.day) == [day("2025-10-10"), day("2025-10-12")])
        let december = parser.allDays(in: "started dec 28, heaviest on the 30th", today: sunday)
        #expect(december.map(\.day) == [day("2025-12-28"), day("2025-12-30")])
    }

    @Test func theNearestMonthNamedWins() {
        let found = parser.allDays(in: "sept was light but my oct period ended on the 14th", today: sunday)
        #expect(found.last?.day == day("2026-10-14"))
    }

    @Test func aMonthAloneThatADayCompletesIsReadAsThatDay() throws {
        let text = "it started in oct, on the 14th i think"
        #expect(parser.allDays(in: text, today: sunday).map(\.text) == ["the 14th"])
        let found = try #require(parser.firstDay(in: text, today: sunday))
        #expect(found.day == day("2026-10-14"))
    }

    @Test func theFirstDayIsAlwaysTheFirstOfAllDays() {
        for text in ["it started in oct, yesterday it got worse, on the 14th", "in oct, then on the 3rd", "in oct, 3 days ago",
                     "early sept and then yesterday", "started sept, oct 3 too"] {
            #expect(parser.firstDay(in: text, today: sunday) == parser.allDays(in: text, today: sunday).first, "\(text)")
        }
    }

    @Test(arguments: [
        ("i may have started on the 14th", "2026-11-14"), ("we march on the 3rd", "2026-11-03"),
        ("on the 25th", "2026-10-25"), ("it came on the 12", "2026-11-12"),
    ])
    func withNoMonthNamedTheRuleIsUnchanged(text: String, expected: String) {
        // "may" and "march" here are not months; with no month the day is this month's when it
        // is not after today, else last month's.
        #expect(parser.firstDay(in: text, today: sunday)?.day == day(expected), "\(text)")
    }

    @Test(arguments: ["the 12 of us went", "on the 12 week scan", "the 12 was late", "on the 3 day mark"])
    func aNumberAfterTheIsADayOnlyAfterOn(text: String) {
        #expect(parser.firstDay(in: text, today: sunday) == nil, "\(text)")
    }
}
