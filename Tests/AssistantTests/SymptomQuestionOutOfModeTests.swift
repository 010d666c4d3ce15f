@testable import Assistant
import CycleCore
import Testing

/// "Headache all day is that normal", asked while tracking a cycle, is a question about the
/// symptom, whatever pregnancy reading the model gives it: it is never answered with "switch to
/// pregnancy mode", and never written.
@Suite struct SymptomQuestionOutOfModeTests {
    @Test(arguments: [("cramps since lunch, is that normal?", "cramps"), ("headache all day is that normal", "headache"),
                      ("so tired lately is that normal", "log how you feel")])
    func aSymptomQuestionReadAsAPregnancyQuestionIsAnsweredAboutTheSymptom(_ message: String, expected: String) {
        for mode in [Mode.cycle, .ttc] {
            let store = TopicFixture.cycleStore(mode: mode)
            let reply = TopicFixture.chat([message], store: store, assistant: AssistantFixture.assistant)[0]
            #expect(!reply.text.contains("pregnancy mode"), "\(mode) \(reply.intent): \(reply.text)")
            #expect(reply.text.contains(expected), "\(mode) \(reply.intent): \(reply.text)")
            #expect(store.writes.isEmpty)
        }
    }

    @Test func aSymptomQuestionNamesTheSymptomAsYours() {
        let reply = TopicFixture.chat(["headache all day is that normal"], store: TopicFixture.cycleStore(), assistant: AssistantFixture.assistant)[0]
        #expect(reply.text.contains("what's causing your headache"), "\(reply.text)")
    }

    @Test func thePregnancyReadingStillAnswersSomeoneWhoIsPregnant() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: AssistantFixture.today - 70))
        let reply = TopicFixture.chat(["so tired lately is that normal"], store: store, assistant: AssistantFixture.assistant)[0]
        #expect(reply.intent.hasPrefix("pregnancy."), "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("log how you feel"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }
}
