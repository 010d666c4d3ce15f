@testable import Assistant
import CycleCore
import Testing

/// "Period came this morning 6 days early??": a doubled question mark after a statement in
/// the past tense is surprise, and the statement is logged; a question asked in its words
/// ("could it be implantation??") or only a thing and a day ("cramps at 5dpo??") still asks.
/// A bare detail after a statement, in a sentence of its own ("medium flow"), goes on telling.
@Suite struct SurprisedStatementsTests {
    let today = AssistantFixture.today

    @Test func aPeriodThatCameEarlyWithSurpriseIsLogged() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["period came this morning 6 days early?? light so far"], store: store)[0]
        #expect(store.writes == [.periodStart(today), .flow("light", today)], "\(reply.text)")
    }

    @Test func aBareDetailMarkedWithSurpriseGoesOnTellingTheStatementBeforeIt() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["af showed up this morning, a week early?? medium flow"], store: store)[0]
        #expect(store.writes == [.periodStart(today), .flow("medium", today)], "\(reply.text)")
    }

    @Test(arguments: ["could it be implantation??", "cramps at 5dpo??", "light spotting today, could it be implantation??"])
    func aQuestionMarkedWithSurpriseStillAsksAndWritesNothing(message: String) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(reply.text)")
        #expect(reply.topic != nil, "\(reply.text)")
    }

    @Test func splittersAgreeOnSurprise() {
        for text in ["period came this morning 6 days early?? light so far", "af turned up?! ugh", "is that normal?", "spotting?? tiny bit"] {
            let pieces = SpeechActReader.split(text)
            #expect(pieces == SpeechActReader.referenceSplit(text), "\(text)")
        }
        #expect(SpeechActReader.split("period came early?? light so far").first?.surprised == true)
        #expect(SpeechActReader.split("period came early? light so far").first?.surprised == false)
    }

    /// "Medium flow" after the start was dropped: neither logged nor asked about.
    @Test func aBareItemInTheSentenceAfterAStatementIsLogged() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["period started this morning. medium flow"], store: store)[0]
        #expect(store.writes == [.periodStart(today), .flow("medium", today)], "\(reply.text)")
    }

    /// "6 days early" was read as a period that lasted 6 days, and the start was dropped.
    @Test func daysEarlySayWhenThePeriodCameNotHowLongItLasted() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["period just started 6 days early, already heavy"], store: store)[0]
        #expect(store.writes == [.periodStart(today), .flow("heavy", today)], "\(reply.text)")
    }
}
