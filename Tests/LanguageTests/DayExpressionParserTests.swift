import CycleCore
import Language
import Testing

@Suite struct DayExpressionParserTests {
    let parser = DayExpressionParser()

    /// Phrases and the day they name when today is Sunday 2026-11-22 (week Mon 16 – Sun 22).
    static let phrasesOnSunday: [(String, String)] = [
        // Relative days.
        ("today", "2026-11-22"), ("tonight", "2026-11-22"), ("this morning", "2026-11-22"),
        ("this afternoon", "2026-11-22"), ("this evening", "2026-11-22"), ("earlier today", "2026-11-22"),
        ("yesterday", "2026-11-21"), ("yesterday evening", "2026-11-21"), ("last night", "2026-11-21"),
        ("the day before yesterday", "2026-11-20"), ("day before yesterday", "2026-11-20"),
        ("the night before last", "2026-11-20"), ("tomorrow", "2026-11-23"), ("tmrw", "2026-11-23"),
        ("tomorrow morning", "2026-11-23"), ("the day after tomorrow", "2026-11-24"),
        // Offsets.
        ("3 days ago", "2026-11-19"), ("three days ago", "2026-11-19"), ("1 day ago", "2026-11-21"),
        ("a day ago", "2026-11-21"), ("10 days ago", "2026-11-12"), ("ten days ago", "2026-11-12"),
        ("twenty one days ago", "2026-11-01"), ("twenty-one days ago", "2026-11-01"), ("thirty days ago", "2026-10-23"),
        ("a week ago", "2026-11-15"), ("1 week ago", "2026-11-15"), ("2 weeks ago", "2026-11-08"),
        ("two weeks ago", "2026-11-08"), ("3 wks ago", "2026-11-01"), ("a fortnight ago", "2026-11-08"),
        ("a couple of days ago", "2026-11-20"), ("a couple days ago", "2026-11-20"), ("couple of days ago", "2026-11-20"),
        ("a couple of weeks ago", "2026-11-08"), ("5 days back", "2026-11-17"), ("in 3 days", "2026-11-25"),
        ("in three days", "2026-11-25"), ("in a week", "2026-11-29"), ("in 2 days time", "2026-11-24"),
        ("2 days from now", "2026-11-24"),
        // Weekdays: before today for events.
        ("monday", "2026-11-16"), ("mon", "2026-11-16"), ("on monday", "2026-11-16"), ("last monday", "2026-11-16"),
        ("tuesday", "2026-11-17"), ("tue", "2026-11-17"), ("tues", "2026-11-17"), ("on wed", "2026-11-18"),
        ("wednesday", "2026-11-18"), ("last thursday", "2026-11-19"), ("thurs", "2026-11-19"), ("friday", "2026-11-20"),
        ("fri", "2026-11-20"), ("saturday", "2026-11-21"), ("last sat", "2026-11-21"), ("sunday", "2026-11-15"),
        ("on sun", "2026-11-15"), ("friday night", "2026-11-20"), ("this past friday", "2026-11-20"),
        ("monday last week", "2026-11-09"), ("last week monday", "2026-11-09"), ("last week on friday", "2026-11-13"),
        ("on friday last week", "2026-11-13"), ("sunday last week", "2026-11-15"), ("monday before last", "2026-11-09"),
        ("this monday", "2026-11-16"), ("this friday", "2026-11-20"), ("this sunday", "2026-11-22"),
        ("next monday", "2026-11-23"), ("monday next week", "2026-11-23"), ("next week friday", "2026-11-27"),
        // Dates with month names, no year: the most recent on or before today.
        ("march 3", "2026-03-03"), ("mar 3", "2026-03-03"), ("3 march", "2026-03-03"), ("3rd of march", "2026-03-03"),
        ("the 3rd of march", "2026-03-03"), ("march 3rd", "2026-03-03"), ("march the 3rd", "2026-03-03"),
        ("the third of march", "2026-03-03"), ("3rd march", "2026-03-03"), ("dec 5", "2025-12-05"),
        ("december 25th", "2025-12-25"), ("nov 22", "2026-11-22"), ("nov 23", "2025-11-23"), ("jan 1", "2026-01-01"),
        ("may 3", "2026-05-03"), ("3 may", "2026-05-03"), ("the first of may", "2026-05-01"), ("may 1st", "2026-05-01"),
        ("sept 21st", "2026-09-21"), ("oct 31", "2026-10-31"), ("the twenty first of june", "2026-06-21"),
        ("feb 28", "2026-02-28"), ("tue 3 march", "2026-03-03"),
        // With a year.
        ("march 3 2026", "2026-03-03"), ("march 3rd 2025", "2025-03-03"), ("3 march 2027", "2027-03-03"),
        ("the 3rd of march 2024", "2024-03-03"), ("tuesday 3 march 2026", "2026-03-03"),
        // Digits.
        ("2026-03-03", "2026-03-03"), ("2026/03/03", "2026-03-03"), ("3/3", "2026-03-03"), ("3/3/2026", "2026-03-03"),
        ("03/03/26", "2026-03-03"), ("14/3", "2026-03-14"), ("3/14", "2026-03-14"), ("3/4", "2026-03-04"),
        ("12/25/2025", "2025-12-25"), ("25/12/2025", "2025-12-25"), ("11/23", "2025-11-23"), ("3.3.2026", "2026-03-03"),
        ("14-3-2026", "2026-03-14"),
    ]

    @Test(arguments: phrasesOnSunday)
    func resolvesEachPhraseAgainstToday(phrase: String, expected: String) throws {
        let found = try #require(parser.firstDay(in: phrase, today: sunday))
        #expect(found.day == day(expected), "\(phrase)")
        #expect(found.text == Self.matchedText(phrase))
        #expect(found.isFuture == (day(expected) > sunday))
    }

    @Test(arguments: phrasesOnSunday)
    func findsEachPhraseInsideASentence(phrase: String, expected: String) throws {
        let message = "i think it was " + phrase + " but i am not sure"
        let found = try #require(parser.firstDay(in: message, today: sunday))
        #expect(found.day == day(expected), "\(message)")
        #expect(found.text == Self.matchedText(phrase))
        #expect(message[found.range] == Self.matchedText(phrase))
    }

    /// "on" is not part of the words matched: "on monday" matches "monday".
    static func matchedText(_ phrase: String) -> String {
        phrase.hasPrefix("on ") ? String(phrase.dropFirst(3)) : phrase
    }

    @Test func anInBeforeAPastOffsetBelongsToTheSentence() {
        let today = Day(year: 2026, month: 11, day: 22)!
        #expect(parser.firstDay(in: "what phase was i in 2 weeks ago", today: today)?.day == Day(year: 2026, month: 11, day: 8))
        #expect(parser.firstDay(in: "in 3 days ago", today: today)?.isFuture == false)
    }

    /// "Haven't pooed in 3 days" says how long it has been; "testing in 3 days" looks ahead.
    @Test func inSomeDaysAfterADenialIsHowLongItHasBeen() {
        let today = Day(year: 2026, month: 11, day: 22)!
        #expect(parser.firstDay(in: "havent pooed in 3 days", today: today) == nil)
        #expect(parser.firstDay(in: "not slept properly in 2 days", today: today) == nil)
        #expect(parser.firstDay(in: "testing in 3 days", today: today)?.isFuture == true)
        #expect(parser.firstDay(in: "no period yet but testing in 3 days", today: today)?.isFuture == true)
        #expect(parser.firstDay(in: "my first scan is in 2 weeks", today: today)?.isFuture == true)
    }

    /// "bd on 16th" is a day; "on 2nd attempt" and "my 16th birthday" are not.
    @Test func aDigitOrdinalWithoutTheIsADayAfterOn() {
        let today = Day(year: 2026, month: 11, day: 22)!
        #expect(parser.firstDay(in: "bd on 16th", today: today)?.day == Day(year: 2026, month: 11, day: 16))
        #expect(parser.firstDay(in: "got it on 2nd attempt", today: today) == nil)
        #expect(parser.firstDay(in: "my 16th birthday", today: today) == nil)
    }

    @Test func theTableHasAtLeastEightyPhrases() {
        #expect(Self.phrasesOnSunday.count >= 80)
    }

    @Test(arguments: [
        ("yesterday", "2028-02-29"), ("feb 29", "2028-02-29"), ("29 feb", "2028-02-29"), ("2/29", "2028-02-29"),
        ("2 days ago", "2028-02-28"), ("today", "2028-03-01"), ("2028-02-29", "2028-02-29"), ("a week ago", "2028-02-23"),
    ])
    func countsTheLeapDay(phrase: String, expected: String) {
        #expect(parser.firstDay(in: phrase, today: day("2028-03-01"))?.day == day(expected))
    }

    @Test(arguments: [
        ("dec 30", "2026-12-30"), ("3 days ago", "2026-12-30"), ("yesterday", "2027-01-01"), ("jan 1", "2027-01-01"),
        ("jan 3", "2026-01-03"), ("last monday", "2026-12-28"), ("monday last week", "2026-12-21"),
        ("a week ago", "2026-12-26"), ("31/12", "2026-12-31"), ("in 30 days", "2027-02-01"),
    ])
    func crossesTheYearBoundary(phrase: String, expected: String) {
        // Saturday 2 January 2027.
        #expect(parser.firstDay(in: phrase, today: day("2027-01-02"))?.day == day(expected))
    }

    @Test(arguments: [
        ("2/11", "2026-11-02"), ("my period started on 2/11", "2026-11-02"), ("2/11/2026", "2026-11-02"),
        ("3/4", "2026-03-04"), ("11/2", "2026-11-02"), ("14/3", "2026-03-14"),
    ])
    func anUnorderedDateIsTheReadingThatIsRecent(phrase: String, expected: String) {
        // Sunday 22 November 2026: "2/11" read month first is 11 February, nine months back; day
        // first it is 2 November, which is what someone logging this month means. When neither
        // reading is recent ("3/4"), month first, as before.
        #expect(parser.firstDay(in: phrase, today: sunday)?.day == day(expected), "\(phrase)")
    }

    @Test(arguments: ["9/10", "10/11", "on 11/10", "10/11/2026"])
    func anUnorderedDateWithTwoRecentReadingsIsAmbiguous(phrase: String) throws {
        // 10 September or 9 October; 11 October or 10 November: both close, so Bloom asks.
        let found = try #require(parser.firstDay(in: phrase, today: sunday))
        #expect(found.isAmbiguous, "\(phrase)")
        #expect(found.day == nil)
    }

    @Test(arguments: [
        ("monday", "2026-11-23"), ("sunday", "2026-11-29"), ("on friday", "2026-11-27"), ("march 3", "2027-03-03"),
        ("dec 5", "2026-12-05"), ("nov 22", "2026-11-22"), ("3/3", "2027-03-03"), ("last monday", "2026-11-16"),
        ("yesterday", "2026-11-21"), ("3/12", "2026-12-03"), ("12/3", "2026-12-03"), ("14/12", "2026-12-14"),
    ])
    func preferringTheFutureLooksAhead(phrase: String, expected: String) {
        #expect(parser.firstDay(in: phrase, today: sunday, preference: .future)?.day == day(expected))
    }

    @Test(arguments: ["tomorrow", "the day after tomorrow", "in 3 days", "next monday", "3 march 2027", "monday next week"])
    func daysAfterTodayAreFlaggedAsFuture(phrase: String) throws {
        let found = try #require(parser.firstDay(in: phrase, today: sunday))
        #expect(found.isFuture)
        #expect(found.day != nil)
    }

    @Test(arguments: [
        "last week", "this week", "earlier this week", "recently", "lately", "the other day", "a few days ago",
        "few days ago", "several days ago", "earlier this month", "last month", "over the weekend", "last weekend",
        "a while ago", "a few weeks ago", "2 months ago", "a year ago", "two and a half weeks ago", "in march",
        "early march", "end of june", "march 2026", "in may",
    ])
    func vaguePhrasesAreAmbiguous(phrase: String) throws {
        let found = try #require(parser.firstDay(in: "it happened " + phrase, today: sunday))
        #expect(found.isAmbiguous, "\(phrase)")
        #expect(found.day == nil)
        #expect(found.text == phrase)
        #expect(found.kind == .vague)
    }

    @Test(arguments: ["next week", "in a few days", "next month", "in a few weeks"])
    func vagueFutureIsFlagged(phrase: String) throws {
        let found = try #require(parser.firstDay(in: phrase, today: sunday))
        #expect(found.isAmbiguous && found.isFuture)
    }

    @Test(arguments: [
        ("feb 30", "February 2026 has 28 days"), ("30 february", "February 2026 has 28 days"),
        ("feb 29", "February 2026 has 28 days"), ("april 31", "April has 30 days"), ("31/4", "April has 30 days"),
        ("13/13", "there is no month 13"), ("14/15", "there is no month 14 or 15"), ("0/5", "there is no month 0"),
        ("2026-02-30", "February 2026 has 28 days"), ("2026-13-01", "there is no month 13"),
        ("3/0", "there is no day 0"), ("feb 30 2028", "February 2028 has 29 days"),
    ])
    func impossibleDatesAreInvalidWithAReason(phrase: String, reason: String) throws {
        let found = try #require(parser.firstDay(in: "it started " + phrase, today: sunday))
        #expect(found.invalidReason == reason)
        #expect(found.day == nil)
        #expect(found.text == phrase)
    }

    @Test(arguments: [
        "i ran a marathon", "it was sunny", "i sat down", "lying in the sun", "i wed him", "mondays are hard",
        "i may go out", "maybe later", "a decent day", "the decade", "a wedding", "fridays", "my junk food",
        "pain is 7/10", "add 1/2 a cup", "1/2 cup of oats", "i want to march", "10:30", "36.6", "3 days",
        "for 2 weeks", "the first time", "may be", "the second day of my period", "in 3 hours",
        "todays", "a saturdays thing", "every monday", "each friday", "on mondays",
    ])
    func wordsInsideOtherWordsAndLookalikesAreNotDays(message: String) {
        #expect(parser.firstDay(in: message, today: sunday) == nil, "\(message)")
    }

    @Test func findsEveryDayInOrderWithoutOverlap() {
        let message = "spotting 3 days ago, cramps yesterday and a heavy flow on 2026-11-22, maybe dec 5"
        let found = parser.allDays(in: message, today: sunday)
        #expect(found.map(\.text) == ["3 days ago", "yesterday", "2026-11-22", "dec 5"])
        #expect(found.map(\.day) == [day("2026-11-19"), day("2026-11-21"), day("2026-11-22"), day("2025-12-05")])
        #expect(found.map { String(message[$0.range]) } == found.map(\.text))
    }

    @Test func theLongestReadingWins() {
        #expect(parser.allDays(in: "last week monday", today: sunday).map(\.text) == ["last week monday"])
        #expect(parser.allDays(in: "monday last week", today: sunday).map(\.text) == ["monday last week"])
        #expect(parser.allDays(in: "the day before yesterday", today: sunday).map(\.text) == ["the day before yesterday"])
        #expect(parser.allDays(in: "in march 3 days", today: sunday).count == 1)
    }

    @Test func readsRawTextAsTyped() throws {
        let message = "Last Monday, I had cramps. Then on Mar. 3rd, 2026 too; what's up with Yesterday's?"
        let found = parser.allDays(in: message, today: sunday)
        #expect(found.map(\.text) == ["Last Monday", "Mar. 3rd, 2026", "Yesterday's"])
        #expect(found.map(\.day) == [day("2026-11-16"), day("2026-03-03"), day("2026-11-21")])
    }

    @Test func tellsHowTheDayWasWritten() {
        let kinds = ["yesterday", "3 days ago", "last monday", "march 3", "3/3", "recently"].map {
            parser.firstDay(in: $0, today: sunday)?.kind
        }
        #expect(kinds == [.relative, .offset, .weekday, .calendarDate, .numericDate, .vague])
    }

    @Test func aDateWithAWeekdayFollowsTheDate() {
        // 3 March 2026 is a Tuesday; the written date wins over a mismatched weekday.
        #expect(parser.firstDay(in: "friday march 3", today: sunday)?.day == day("2026-03-03"))
    }

    @Test func aMessageWithNoDayHasNone() {
        #expect(parser.firstDay(in: "how long is a normal cycle", today: sunday) == nil)
        #expect(parser.allDays(in: "", today: sunday).isEmpty)
    }
}
