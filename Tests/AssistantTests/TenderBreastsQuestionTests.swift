@testable import Assistant
import Content
import CycleCore
import Testing

/// Tender breasts asked about: with other premenstrual symptoms the PMS topic, in pregnancy the
/// early-pregnancy topic, since a day an offer to log (written only on yes), said as a statement
/// logged.
@Suite struct TenderBreastsQuestionTests {
    func ask(_ message: String, store: InMemoryStore = TopicFixture.cycleStore()) -> Reply {
        AssistantFixture.chat([message], store: store)[0]
    }

    @Test(arguments: [
        "my breasts are really tender before my period is that normal",
        "sore boobs since tuesday, normal?",
        "my boobs have been sore since tuesday is that normal",
    ])
    func askingWhetherSoreBreastsAreNormalGetsTheCyclicalBreastPainTopic(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(reply.topic == "breast-pain-before-period", "\(reply.intent): \(reply.text)")
        #expect(reply.text.contains("before a period"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func soreBreastsWithOtherPremenstrualSymptomsStillGetPMSSymptoms() {
        let reply = ask("bloating and sore boobs before af normal?")
        #expect(reply.topic == "pms-symptoms", "\(reply.intent): \(reply.text)")
    }

    @Test func soreBreastsAskedAboutInPregnancyGetTheEarlyPregnancyTopic() {
        let reply = ask("sore boobs since tuesday, normal?", store: TopicFixture.cycleStore(mode: .pregnancy))
        #expect(reply.topic == "early-pregnancy-breast-changes", "\(reply.intent): \(reply.text)")
    }

    @Test func soreBreastsSinceADayAskedAboutAreOfferedForLoggingAndWrittenOnlyOnYes() {
        let store = TopicFixture.cycleStore()
        let replies = AssistantFixture.chat(["sore boobs since tuesday, normal?"], store: store)
        #expect(replies[0].text.contains("Shall I log breast tenderness"), "\(replies[0].text)")
        #expect(store.writes.isEmpty)
        let confirmed = TopicFixture.cycleStore()
        _ = AssistantFixture.chat(["sore boobs since tuesday, normal?", "yes"], store: confirmed)
        #expect(confirmed.writes.count == 1, "\(confirmed.writes)")
    }

    @Test func soreBreastsSaidAsAStatementAreStillLogged() {
        let store = TopicFixture.cycleStore()
        let reply = ask("sore boobs today", store: store)
        #expect(store.writes.count == 1 && reply.topic == nil, "\(reply.intent): \(reply.text)")
    }

    @Test func pregnantAskingAboutTenderBreastsGetsThePregnancyAnswerNotPMS() {
        let store = TopicFixture.cycleStore(mode: .pregnancy)
        let reply = ask("my breasts are really tender is that normal", store: store)
        #expect(reply.topic != "pms-symptoms", "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }
}
