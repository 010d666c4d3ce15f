@testable import Assistant
import CycleCore
import Testing

/// "I'm not sure if I'm pregnant" from someone tracking a cycle or trying is about possibly
/// being pregnant: tests and chances, not medicines in a pregnancy. It never writes.
@Suite struct PregnancyDoubtTests {
    static let assistant = AssistantFixture.assistant

    static func ask(_ message: String, mode: Mode = .cycle) -> (Reply, InMemoryStore) {
        let store = TopicFixture.cycleStore(mode: mode)
        return (TopicFixture.chat([message], store: store, assistant: assistant)[0], store)
    }

    /// Topics about possibly being pregnant (Knowledge/topics/could-i-be-pregnant.json).
    static let doubtTopics: Set<String> = [
        "could-i-be-pregnant-after-sex", "when-to-take-pregnancy-test", "early-pregnancy-signs", "pms-or-pregnancy",
    ]

    @Test(arguments: ["I'm not sure if I'm pregnant", "not sure if im pregnant or not", "i think i might be pregnant"])
    func doubtAboutBeingPregnantGetsTheCouldIBePregnantLibrary(_ message: String) {
        let (reply, store) = Self.ask(message)
        let probe = Self.assistant.analyzer.analyze(message, today: AssistantFixture.today, profiles: [])
        let model = Self.assistant.classifier.classify(probe)
        #expect(reply.topic.map(Self.doubtTopics.contains) == true, "\(message) → \(model.intent) \(model.confidence) \(reply.topic ?? "-"): \(reply.text)")
        #expect(!reply.text.lowercased().hasPrefix("is this medicine"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func theDoubtIsReadOnlyWhenTheFollowingWordsAreTheirOwn() {
        let tokens = { (text: String) in Self.assistant.analyzer.analyze(text, today: AssistantFixture.today, profiles: []).normalized.tokens }
        for message in ["not sure if I'm pregnant", "could I be pregnant", "I think I might be pregnant", "am I pregnant"] {
            #expect(Assistant.doubtsPregnancy(tokens(message)), "\(message)")
        }
        for message in ["can I eat brie if pregnant", "I'm pregnant", "what if I'm pregnant and need paracetamol", "could I take ibuprofen while pregnant"] {
            #expect(!Assistant.doubtsPregnancy(tokens(message)), "\(message)")
        }
    }

    @Test func inPregnancyModeAMedicineQuestionKeepsItsTopic() {
        let (reply, _) = Self.ask("is this medicine safe now im pregnant", mode: .pregnancy)
        #expect(reply.topic.map(Self.doubtTopics.contains) != true, "\(reply.topic ?? "-")")
    }

    /// Whether a sign means a pregnancy is a question a test answers, not an examination: the
    /// diagnosis guard's opening line says so, before the library's answer.
    @Test func askingWhetherASignMeansPregnancyPointsToATest() {
        let (reply, store) = Self.ask("can a positive opk mean im pregnant?")
        #expect(reply.text.hasPrefix("I can't tell whether you're pregnant") && reply.topic != nil, "\(reply.text)")
        #expect(!reply.text.contains("examine you"), "\(reply.text)")
        #expect(store.writes.isEmpty)
        let (miscarrying, _) = Self.ask("does bleeding like this mean im miscarrying")
        #expect(!miscarrying.text.contains("whether you're pregnant"), "\(miscarrying.text)")
    }
}
