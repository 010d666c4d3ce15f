@testable import Assistant
import Testing

/// A nickname for the period is the person's own period: "AF" (aunt Flo) in "ugh af is due any
/// day now right? how many days left" asks for their next-period estimate, not for a topic about
/// pregnancy tests; so is "it" in "when's it actually due?" from someone not pregnant. Someone
/// pregnant asking when they are due still gets the due date.
@Suite struct PeriodNicknameQuestionTests {
    @Test(arguments: ["ugh af is due any day now right? how many days left", "how long till af shows up", "when's it actually due", "when is she due?"])
    func aQuestionAboutAFGetsTheirNextPeriod(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(reply.intent == "cycle.next_period", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.topic == nil, "\(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func aPregnantPersonAskingWhenItIsDueStillGetsTheDueDate() {
        let store = AskedAheadTriageTests.pregnantStore()
        let reply = TopicFixture.chat(["how many days left till im due"], store: store)[0]
        #expect(reply.intent == "pregnancy.due_date", "\(reply.intent): \(reply.text)")
    }
}
