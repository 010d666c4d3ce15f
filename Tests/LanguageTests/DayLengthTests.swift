import CycleCore
import Language
import Testing

/// How long something lasted, in days.
@Suite struct DayLengthTests {
    let parser = DayExpressionParser()

    @Test(arguments: [
        ("my period started oct 10 and lasted 5 days", 5, "5 days"), ("bled for 5 days", 5, "5 days"),
        ("it lasted a week", 7, "a week"), ("a 5 day period", 5, "5 day"), ("a 5-day period", 5, "5-day"),
        ("it was 5 days long", 5, "5 days long"), ("for about 4 days", 4, "4 days"), ("lasted two weeks", 14, "two weeks"),
        ("for a fortnight", 14, "a fortnight"), ("spotting for a couple of days", 2, "a couple of days"),
        ("5 days of bleeding", 5, "5 days"), ("did it last 6 days?", 6, "6 days"), ("lasting only 3 days", 3, "3 days"),
        ("it lasted seven days.", 7, "seven days"), ("for a good 5 days", 5, "5 days"), ("a 1 week bleed", 7, "1 week"),
    ])
    func readsALengthInDays(text: String, days: Int, matched: String) throws {
        let length = try #require(parser.firstLength(in: text), "\(text)")
        #expect(length.days == days, "\(text)")
        #expect(length.text == matched)
        #expect(text[length.range] == matched)
    }

    @Test(arguments: ["for a few days", "lasted 5 or 6 days", "lasted 5-6 days", "for 2 months", "lasted 3 and a half days",
                      "for several days", "for 5 to 6 days"])
    func aLengthWithNoExactNumberIsStillFound(text: String) throws {
        let length = try #require(parser.firstLength(in: text), "\(text)")
        #expect(length.days == nil, "\(text)")
    }

    @Test(arguments: [
        "5 days ago", "in 5 days", "my period is 5 days late", "a 28 day cycle", "over the last 5 days", "day 5 of my cycle",
        "3 days", "for 2 hours", "i am 5 weeks pregnant", "last week", "for the last 3 days", "it came 2 days early",
    ])
    func timesThatAreNotLengthsAreNotRead(text: String) {
        #expect(parser.firstLength(in: text) == nil, "\(text)")
    }

    @Test func aStartAndALengthGiveTheLastDay() throws {
        let text = "my period started oct 10 and lasted 5 days"
        let start = try #require(parser.firstDay(in: text, today: sunday)?.day)
        let length = try #require(parser.firstLength(in: text)?.days)
        #expect(start + (length - 1) == day("2026-10-14"))
    }

    @Test func claimedWordsAreSkipped() throws {
        let text = "for 3 days, then it lasted a week"
        let first = try #require(parser.firstLength(in: text))
        #expect(parser.allLengths(in: text, excluding: [first.range]).map(\.days) == [7])
        #expect(parser.allLengths(in: ReadableText(text)).map(\.days) == [3, 7])
    }
}
