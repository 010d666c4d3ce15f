import CycleCore
import Language
import Testing

/// A message that names a date Bloom cannot complete comes back invalid or ambiguous, never as
/// no date at all, so the caller asks instead of taking today. Today is Sunday 22 November 2026.
@Suite struct UnreadableDateTests {
    let parser = DayExpressionParser()

    @Test(arguments: [
        ("started on the 31st of sept", "September has 30 days"), ("started sept 31", "September has 30 days"),
        ("started sept 32", "September has 30 days"), ("started the 32nd of oct", "October has 31 days"),
        ("started on the 32nd", "no month has a day 32"), ("started 31/02", "February 2026 has 28 days"),
        ("started 2/30", "February 2026 has 28 days"), ("started feb 29", "February 2026 has 28 days"),
        ("started 13/13", "there is no month 13"), ("my sept period ended on the 31st", "September has 30 days"),
    ])
    func aDateThatDoesNotExistIsInvalid(text: String, reason: String) throws {
        let found = try #require(parser.firstDay(in: text, today: sunday), "\(text) read as no date")
        #expect(found.invalidReason == reason, "\(text)")
        #expect(found.day == nil)
    }

    @Test(arguments: [
        ("my period started sept", "sept"), ("it ended oct", "oct"), ("started in sept", "in sept"), ("it came on oct", "oct"),
        ("it began early sept", "early sept"), ("started 10/11", "10/11"), ("it was sept, i think", "sept"),
    ])
    func aDateWithNoDayIsAmbiguous(text: String, matched: String) throws {
        let found = try #require(parser.firstDay(in: text, today: sunday), "\(text) read as no date")
        #expect(found.isAmbiguous, "\(text)")
        #expect(found.text == matched)
    }

    @Test func aNumberAfterOnTheIsTheDayOfTheMonth() {
        // "started on the 12" is read as the 12th: nothing else is meant by it.
        #expect(parser.firstDay(in: "started on the 12", today: sunday)?.day == day("2026-11-12"))
    }

    @Test(arguments: ["my sept was rough", "i may start soon", "we march tomorrow", "jan and i went out"])
    func aMonthWordWithNoCueIsNotADate(text: String) {
        // "tomorrow" aside, none of these names a date.
        #expect(parser.allDays(in: text, today: sunday).allSatisfy { $0.text == "tomorrow" }, "\(text)")
    }
}
