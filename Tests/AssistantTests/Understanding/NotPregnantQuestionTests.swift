@testable import Assistant
import Content
import CycleCore
import Testing

/// "…and I'm not even pregnant, is that my cycle?" from someone not in pregnancy mode: the
/// denial rules out pregnancy intents and pregnancy-only topics for that message, while a
/// question whether one is pregnant keeps its pregnancy reading.
@Suite struct NotPregnantQuestionTests {
    static let assistant = AssistantFixture.assistant

    static func ask(_ message: String, mode: Mode = .cycle) -> Reply {
        TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: mode), assistant: assistant)[0]
    }

    static func pregnancyOnly(_ topic: String?) -> Bool {
        guard let topic, let found = assistant.knowledge.topics.topic(id: topic) else { return false }
        return !found.modes.contains(.cycle) && !found.modes.contains(.ttc)
    }

    @Test(arguments: [
        "I feel sick all the time and I'm not even pregnant, is that my cycle",
        "I'm not pregnant but I feel sick every morning, why",
        "definitely not pregnant but so nauseous before my period, is that normal",
        "negative test and not pregnant but I keep feeling sick, why",
    ])
    func aDenialOfPregnancyGetsNoPregnancyAnswer(_ message: String) {
        let reply = Self.ask(message)
        #expect(!reply.intent.hasPrefix("pregnancy."), "\(reply.intent): \(reply.text)")
        #expect(!Self.pregnancyOnly(reply.topic), "\(reply.topic ?? "-"): \(reply.text)")
        let text = reply.text.lowercased()
        // Neither the morning-sickness topic nor the pregnancy nausea line.
        #expect(!text.contains("morning sickness") && !text.contains("ease by about weeks 16"), "\(reply.text)")
        #expect(reply.actions.isEmpty)
    }

    @Test func theDenialDoesNotHideTheLibraryForTheCycleQuestion() {
        let reply = Self.ask("I feel sick all the time and I'm not even pregnant, is that my cycle")
        #expect(reply.guardKind == nil)
        #expect(reply.text.count > 40, "\(reply.text)")
    }

    @Test func theDenialIsNotFoundInQuestionsWhetherOneIsPregnant() {
        for message in ["am I pregnant?", "could I be pregnant", "I'm not sure if I'm pregnant", "not pregnant yet"] {
            #expect(!Assistant.deniesPregnancy(AssistantFixture.assistant.analyzer.analyze(message, today: AssistantFixture.today, profiles: []).normalized.tokens),
                    "\(message)")
        }
        for message in ["not pregnant", "I'm not even pregnant", "im not pregnant", "definitely not pregnant", "negative test and not pregnant"] {
            #expect(Assistant.deniesPregnancy(AssistantFixture.assistant.analyzer.analyze(message, today: AssistantFixture.today, profiles: []).normalized.tokens),
                    "\(message)")
        }
    }

    @Test func askingWhetherOneIsPregnantKeepsTheModelsReading() {
        // No denial: the intent is the model's own, pregnancy readings included.
        for (message, mode) in [("could I be pregnant", Mode.cycle), ("I'm not sure if I'm pregnant", .cycle), ("am I pregnant?", .cycle), ("not pregnant yet, what now", .ttc)] {
            let reply = Self.ask(message, mode: mode)
            let analyzed = Self.assistant.analyzer.analyze(message, today: AssistantFixture.today, profiles: [])
            let model = Self.assistant.classifier.classify(analyzed)
            #expect(!Assistant.deniesPregnancy(analyzed, mode: mode, pregnantNow: false), "\(message)")
            if model.intent.hasPrefix("pregnancy.") { #expect(reply.intent == model.intent, "\(message) → \(reply.intent)") }
        }
    }

    @Test func inPregnancyModeTheMessageIsLeftAsItWas() {
        let store = InMemoryStore(mode: .pregnancy)
        let reply = TopicFixture.chat(["I feel sick all the time, is that normal"], store: store, assistant: Self.assistant)[0]
        #expect(reply.topic == nil || reply.topic!.contains("sickness") || Self.pregnancyOnly(reply.topic), "\(reply.topic ?? "-")")
    }
}
