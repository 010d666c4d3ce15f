@testable import Assistant
import CycleCore
import Testing

/// "It lasted 5 days": how long the period lasted, said right after its start, ends the latest
/// period counted from its first day. A length no period can have is explained, not written, and
/// questions or someone else's period never write.
@Suite struct PeriodLengthDialogueTests {
    let today = AssistantFixture.today
    /// A period that started on the 3rd with no end logged (today is the 22nd).
    var started: Day { Day(year: 2026, month: 11, day: 3)! }

    func storeWithOpenPeriod() -> InMemoryStore { InMemoryStore(periods: [PeriodRecord(start: started)]) }

    @Test(arguments: [
        ("it lasted 5 days", 5), ("my period lasted four days this time", 4), ("bled for 6 days", 6),
        ("it went on for a week", 7), ("that one only lasted 3 days", 3),
    ])
    func aLengthEndsTheLatestPeriodCountedFromItsFirstDay(message: String, days: Int) {
        let store = storeWithOpenPeriod()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(store.writes == [.periodEnd(started + (days - 1))], "\(reply.intent): \(reply.text)")
    }

    /// A period given as a span of days, or a start with how long it lasted, is logged with
    /// its end, and the answer says so; said without a day, it is asked about, never today.
    @Test(arguments: ["my last period was from nov 3 to nov 7", "my last period was from the 3rd to the 7th",
                      "my period started on the 3rd and lasted 5 days"])
    func aSpanOrAStartWithItsLengthLogsBothEnds(message: String) {
        let store = InMemoryStore()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(store.writes == [.periodStart(started), .periodEnd(started + 4)], "\(message): \(reply.text)")
        #expect(reply.text.contains("It ended on"), "\(reply.text)")
    }

    @Test func aPeriodThatLastedWithNoDayIsAskedAboutAndTheAnswerLogsBothEnds() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["got my period, it lasted 5 days", "the 3rd"], store: store)
        #expect(replies[0].text.contains("Which day did it start?"), "\(replies[0].text)")
        #expect(store.writes == [.periodStart(started), .periodEnd(started + 4)], "\(replies.map(\.text))")
    }

    @Test func aLengthRightAfterLoggingTheStartEndsThatPeriod() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["my last period started on the 3rd", "it lasted 5 days"], store: store)
        #expect(store.writes == [.periodStart(started), .periodEnd(started + 4)], "\(replies.map(\.text))")
    }

    @Test func aLengthLongerThanAnyPeriodIsExplainedAndNothingIsWritten() {
        let store = storeWithOpenPeriod()
        let reply = AssistantFixture.chat(["my period lasted 30 days"], store: store)[0]
        #expect(store.writes.isEmpty)
        #expect(reply.text.contains("30 days"), "\(reply.text)")
        #expect(reply.text.contains("longest period I can log"))
    }

    @Test(arguments: ["my sister's period lasted 9 days", "how long did my period last", "how many days does a period usually last"])
    func questionsAndOtherPeopleNeverWrite(message: String) {
        let store = storeWithOpenPeriod()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(reply.intent): \(reply.text)")
    }

    @Test func aDayAgoIsADayNotALength() {
        #expect(LogAnswers.periodLength(in: AssistantFixture.assistant.analyzer.analyze("my period ended 5 days ago", today: today, profiles: [])) == nil)
        let store = storeWithOpenPeriod()
        _ = AssistantFixture.chat(["my period ended 5 days ago"], store: store)
        #expect(store.writes == [.periodEnd(today - 5)])
    }
}
