import CycleCore
@testable import Language
import Testing

/// Spans: a start and an end day. Today is Sunday 22 November 2026.
@Suite struct DaySpanTests {
    let parser = DayExpressionParser()

    @Test(arguments: [
        ("my last period was from oct 10 to oct 14", "oct 10", "oct 14"), ("oct 10 to 14", "oct 10", "14"),
        ("it was oct 10-14", "oct 10", "14"), ("oct 10 - 14", "oct 10", "14"), ("Oct 10–14.", "Oct 10", "14"),
        ("oct 10th-14th", "oct 10th", "14th"), ("10th to 14th of october", "10th", "14th of october"),
        ("10 to 14 oct", "10", "14 oct"), ("10-14 oct", "10", "14 oct"), ("10-14th of October", "10", "14th of October"),
        ("from october 10th till october 14th", "october 10th", "october 14th"), ("oct 10 until the 14th", "oct 10", "the 14th"),
        ("between 10 and 14 oct", "10", "14 oct"), ("from 10/10 to 14/10", "10/10", "14/10"),
        ("my oct period went from the 10th to the 14th", "the 10th", "the 14th"), ("oct 10 thru 14", "oct 10", "14"),
    ])
    func readsTheStartAndTheEnd(text: String, start: String, end: String) throws {
        let span = try #require(parser.firstSpan(in: text, today: sunday), "\(text)")
        #expect(span.days == day("2026-10-10") ... day("2026-10-14"), "\(text)")
        #expect(span.length == 5)
        #expect(span.start.text == start && span.end.text == end, "\(text): \(span.start.text) / \(span.end.text)")
        #expect(text[span.start.range] == start && text[span.end.range] == end)
        #expect(span.invalidReason == nil && !span.isAmbiguous && !span.isFuture)
    }

    @Test(arguments: [
        ("between the 3rd and the 7th", "2026-11-03", "2026-11-07"), ("from the 3rd till the 7th", "2026-11-03", "2026-11-07"),
        ("the 28th to the 3rd", "2026-10-28", "2026-11-03"), ("sept 28 to oct 3", "2026-09-28", "2026-10-03"),
        ("oct 28 to 3", "2026-10-28", "2026-11-03"), ("dec 28 to jan 3", "2025-12-28", "2026-01-03"),
        ("from oct 10 2025 to oct 14 2025", "2025-10-10", "2025-10-14"), ("dec 30 to jan 2 2026", "2025-12-30", "2026-01-02"),
        ("between the 20th and the 25th", "2026-11-20", "2026-11-25"),
    ])
    func theEndFollowsTheStart(text: String, start: String, end: String) throws {
        // A bare start reads as it would alone; the end takes its month and year, moving on a
        // month or a year so it does not come before the start.
        let span = try #require(parser.firstSpan(in: text, today: sunday), "\(text)")
        #expect(span.start.day == day(start) && span.end.day == day(end), "\(text)")
        #expect(span.isFuture == (day(end) > sunday))
    }

    @Test func lookingAheadTheSpanIsTheNextOne() {
        let span = parser.firstSpan(in: "my next one should be oct 10 to 14", today: sunday, preference: .future)
        #expect(span?.days == day("2027-10-10") ... day("2027-10-14"))
    }

    @Test func singleDaysAndSpansAreToldApartWithoutCountingADayTwice() {
        let text = "cramps yesterday, and my period was from oct 10 to 14"
        let days = parser.allDays(in: text, today: sunday)
        #expect(days.map(\.text) == ["yesterday", "oct 10", "14"])
        #expect(days.map(\.spanPart) == [nil, .start, .end])
        #expect(days.filter { $0.spanPart == nil }.map(\.day) == [day("2026-11-21")])
        let spans = parser.allSpans(in: text, today: sunday)
        #expect(spans.count == 1)
        #expect(spans.first?.text == "oct 10 to 14")
        #expect(spans.first?.start == days[1] && spans.first?.end == days[2])
    }

    @Test func theFirstDayOfASpanIsItsStart() {
        #expect(parser.firstDay(in: "10th to 14th of october", today: sunday)?.day == day("2026-10-10"))
        #expect(parser.firstDay(in: "between the 3rd and the 7th", today: sunday)?.spanPart == .start)
    }

    @Test(arguments: [
        ("from oct 14 to oct 10", "it ends on 10 October 2026, before it starts on 14 October 2026"),
        ("sept 28 to 31", "September has 30 days"), ("feb 27 to feb 30", "February 2026 has 28 days"),
        ("the 31st of sept to oct 4", "September has 30 days"),
    ])
    func aSpanThatNamesNoRealDaysSaysWhy(text: String, reason: String) throws {
        let span = try #require(parser.firstSpan(in: text, today: sunday), "\(text)")
        #expect(span.invalidReason == reason, "\(text)")
        #expect(span.days == nil && span.length == nil)
    }

    @Test func aSpanWithAnEndReadTwoWaysIsAmbiguous() throws {
        // "9/10" is 10 September or 9 October, both recent.
        let span = try #require(parser.firstSpan(in: "from 9/10 to 9/14", today: sunday))
        #expect(span.isAmbiguous)
        #expect(span.days == nil)
    }

    @Test(arguments: [
        "from 10 to 14", "i bled 10 to 14 days", "the 1st to the 3rd trimester", "from the first to the third",
        "2 to 3 times a day", "pain is 7 to 8", "oct 10 to 14 days late", "from 9 to 5", "between 3 and 4 pm",
        "the 2nd to 3rd week", "it went from 3/10 to 7/10 pain",
    ])
    func numbersThatAreNotASpanAreNotRead(text: String) {
        #expect(parser.firstSpan(in: text, today: sunday) == nil, "\(text)")
    }

    @Test(arguments: [
        "from oct 10 to oct 14", "oct 10-14", "oct 10 - 14", "10th to 14th of october", "between the 3rd and the 7th",
        "10 to 14 oct", "my oct period ended on the 14th", "in oct, on the 14th", "started sept", "from 10/10 to 14/10",
    ])
    func theQuickScanFindsWhatTryingEveryTokenFinds(text: String) {
        for preference in [DayPreference.past, .future] {
            let quick = parser.scan(text, today: sunday, preference: preference, limit: .max)
            let every = parser.scan(text, today: sunday, preference: preference, limit: .max, everyToken: true)
            #expect(quick == every, "\(text)")
            #expect(!quick.isEmpty)
        }
    }
}
