import CycleCore
import Language
import Testing

@Suite struct PregnancyWeekReaderTests {
    let reader = PregnancyWeekReader()

    @Test(arguments: [
        ("week 20", 20, nil, PregnancyWeekMention.Form.weekNumber), ("week twenty", 20, nil, .weekNumber),
        ("wk 20", 20, nil, .weekNumber), ("week 20 day 3", 20, 3, .weekNumber), ("20th week", 20, nil, .weekNumber),
        ("twentieth week", 20, nil, .weekNumber), ("20 weeks", 20, nil, .completedWeeks),
        ("20 wks", 20, nil, .completedWeeks), ("20 wk", 20, nil, .completedWeeks), ("20w", 20, nil, .completedWeeks),
        ("20 w", 20, nil, .completedWeeks), ("twenty weeks", 20, nil, .completedWeeks),
        ("twenty-one weeks", 21, nil, .completedWeeks), ("20 weeks pregnant", 20, nil, .completedWeeks),
        ("20w3d", 20, 3, .completedWeeks), ("20w 3d", 20, 3, .completedWeeks), ("20+3", 20, 3, .completedWeeks),
        ("20+0", 20, 0, .completedWeeks), ("20 weeks 3 days", 20, 3, .completedWeeks),
        ("20 weeks and 3 days", 20, 3, .completedWeeks), ("20 weeks + 3 days", 20, 3, .completedWeeks),
        ("1 week", 1, nil, .completedWeeks), ("42 weeks", 42, nil, .completedWeeks), ("38 weeks along", 38, nil, .completedWeeks),
        ("20 weeks of pregnancy", 20, nil, .completedWeeks), ("20+3 weeks", 20, 3, .completedWeeks),
        ("20th week of pregnancy", 20, nil, .weekNumber),
    ])
    func readsEveryWeekForm(text: String, week: Int, days: Int?, form: PregnancyWeekMention.Form) throws {
        let found = try #require(reader.firstWeek(in: "i am " + text + " today"))
        #expect(found.week == week, "\(text)")
        #expect(found.days == days)
        #expect(found.form == form)
        #expect(found.text == text)
    }

    @Test func atIsNotPartOfTheWeek() throws {
        let message = "what happens at 20 weeks"
        let found = try #require(reader.firstWeek(in: message))
        #expect(found.week == 20)
        #expect(message[found.range] == "20 weeks")
    }

    @Test(arguments: ["43 weeks", "0 weeks", "week 50", "20+7", "50w", "45th week", "week 0"])
    func weeksOutsideOneToFortyTwoAreNotRead(text: String) {
        #expect(reader.weeks(in: text).isEmpty, "\(text)")
    }

    @Test(arguments: [
        "2 weeks ago", "in 2 weeks", "for 2 weeks", "every 2 weeks", "2 weeks late", "6 weeks old", "6 weeks postpartum",
        "2 weeks of spotting", "this week 3 times", "a week ago", "once a week 2 times", "last week 4 kicks",
        "2 weeks from now", "a week", "3 days", "in the last 2 weeks", "it was 2 weeks later", "for about 2 weeks",
        "the first week of my cycle", "the 2nd week of my period", "in just 3 weeks", "its been 3 weeks", "it lasted 2 weeks",
    ])
    func spansOfTimeAreNotPregnancyWeeks(text: String) {
        #expect(reader.weeks(in: text).isEmpty, "\(text)")
    }

    @Test func skipsWhatTheDayParserAlreadyRead() {
        let message = "i am 20 weeks and had spotting 2 weeks back"
        let days = DayExpressionParser().allDays(in: message, today: day("2026-11-22"))
        #expect(days.map(\.text) == ["2 weeks back"])
        let weeks = reader.weeks(in: message, excluding: days.map(\.range))
        #expect(weeks.map(\.week) == [20])
        #expect(weeks.map(\.text) == ["20 weeks"])
    }

    @Test func aHedgedWeekIsStillAPregnancyWeek() {
        #expect(reader.firstWeek(in: "i am about 20 weeks")?.week == 20)
        #expect(reader.firstWeek(in: "nearly 30 weeks pregnant")?.text == "30 weeks pregnant")
    }

    @Test func findsEveryWeekInOrder() {
        #expect(reader.weeks(in: "at 12 weeks and again at week 20").map(\.week) == [12, 20])
    }
}
