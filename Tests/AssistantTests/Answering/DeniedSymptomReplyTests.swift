@testable import Assistant
import CycleCore
import Testing

/// "No cramps today thankfully" logged nothing, as it should, but went on "I can't say what's
/// causing your cramps": a symptom the person says they don't have is not one to explain.
@Suite struct DeniedSymptomReplyTests {
    @Test(arguments: ["no cramps today thankfully", "didnt have a headache today"])
    func aDeniedSymptomWritesNothingAndIsNotExplained(message: String) {
        let store = InMemoryStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(!reply.text.contains("causing"), "\(reply.text)")
        #expect(reply.text.contains("haven't logged"), "\(reply.text)")
    }

    @Test func aSymptomAskedAboutIsStillExplained() {
        let reply = TopicFixture.chat(["why do i get cramps"], store: InMemoryStore())[0]
        #expect(!reply.text.contains("If that changes"), "\(reply.text)")
    }

    /// "We didn't bd last night, too tired" got the topic on spotting after sex in pregnancy:
    /// sex that did not happen asks nothing a topic could answer.
    @Test(arguments: ["we didnt bd last night, too tired", "we didnt have sex last night"])
    func sexThatDidNotHappenGetsNoTopic(message: String) {
        let store = InMemoryStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.topic == nil, "\(reply.topic ?? "") \(reply.text)")
    }
}
