@testable import Assistant
import CycleCore
import Testing

/// Pain said with the body part and the pain apart ("my back has been aching since thursday",
/// "my lower back is killing me") names that part's symptom, so a statement logs it and a
/// question about it is answered about it; words that only look alike ("came back and it
/// hurts", "back to work") name nothing, and chest pain is never a symptom to log.
@Suite struct BodyComplaintTests {
    let assistant = AssistantFixture.assistant

    func symptoms(_ message: String) -> [String] {
        assistant.understand(message, today: AssistantFixture.today).message.entities.filter { $0.kind == .symptom }.compactMap(\.id)
    }

    @Test(arguments: [
        ("my lower back is killing me today", "back-pain"), ("my back has been aching since thursday", "back-pain"),
        ("boobs are really tender this week", "breast-tenderness"), ("achy hips all day", "joint-pain"),
        ("sore lower back again", "back-pain"), ("my head is pounding", "headache"), ("my knees hurt", "joint-pain"),
    ])
    func aPartAndItsPainNameTheSymptom(_ message: String, expected: String) {
        #expect(symptoms(message) == [expected], "\(message)")
    }

    @Test(arguments: ["my period came back and it hurts", "back to work today, feet sore", "my chest hurts",
                      "head to the shops later", "this deadline is killing me", "my back is fine now"])
    func wordsThatOnlyLookAlikeNameNoSymptom(_ message: String) {
        #expect(symptoms(message).isEmpty, "\(message): \(symptoms(message))")
    }

    @Test(arguments: ["sore back", "my back hurts", "achy back today"])
    func aPhraseTheLexiconKnowsIsNotNamedTwice(_ message: String) {
        #expect(symptoms(message) == ["back-pain"], "\(message)")
    }

    @Test func aStatementOfPainLogsTheSymptom() {
        let store = InMemoryStore(mode: .cycle)
        let reply = AssistantFixture.chat(["my lower back is killing me today"], store: store)[0]
        let logged = store.writes.contains {
            if case let .symptom(id, _, day) = $0 { return id == "back-pain" && day == AssistantFixture.today }
            return false
        }
        #expect(logged, "\(store.writes): \(reply.text)")
    }

    @Test func aQuestionAboutThePainIsAnsweredAboutItAndWritesNothing() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["my back has been aching since thursday, could that be hormones"], store: store, assistant: assistant)[0]
        #expect(store.writes.isEmpty, "\(reply.text)")
        #expect(reply.text.contains("back pain"), "\(reply.intent): \(reply.text)")
    }
}
