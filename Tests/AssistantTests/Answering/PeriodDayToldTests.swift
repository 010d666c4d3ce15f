@testable import Assistant
import CycleCore
import Testing

/// "Day 2 of my period" tells when the period started: the start is saved on its first day,
/// the flow on the day it is told (`PeriodDayFact`).
@Suite struct PeriodDayToldTests {
    let today = AssistantFixture.today

    @Test(arguments: [
        (["day", "2", "of", "my", "period"], 2),
        (["second", "day", "of", "af"], 2),
        (["3rd", "day", "of", "my", "period"], 3),
        (["period", "day", "4"], 4),
        (["cd", "3", "and", "heavy"], 3),
    ])
    func theDayOfThePeriodIsRead(_ tokens: [String], _ day: Int) {
        #expect(PeriodDayFact.read(tokens) == day)
    }

    @Test(arguments: [
        ["cd", "23", "and", "spotting"],
        ["day", "2", "of", "the", "holiday"],
        ["cycle", "day", "3"],
        ["2", "days", "of", "bleeding"],
    ])
    func noDayOfAPeriodIsReadWhereNoneIsTold(_ tokens: [String]) {
        #expect(PeriodDayFact.read(tokens) == nil)
    }

    @Test func aStartToldAsItsSecondDayIsSavedTheDayBefore() {
        let writes = AssistantFixture.writes("day 2 of my period and its super heavy")
        #expect(writes.contains(.periodStart(today - 1)), "\(writes)")
        #expect(!writes.contains(.periodStart(today)), "\(writes)")
        #expect(writes.contains(.flow("heavy", today)), "\(writes)")
    }

    @Test func theAnswerTellsTheDayTheStartWasSavedOn() {
        let reply = AssistantFixture.chat(["day 2 of my period and its super heavy"], store: InMemoryStore())[0]
        #expect(reply.text.contains("Sat 21 Nov"), "\(reply.text)")
    }

    @Test func aStartOnItsFirstDayStaysToday() {
        let writes = AssistantFixture.writes("my period started today, day 1")
        #expect(writes.contains(.periodStart(today)), "\(writes)")
    }
}
