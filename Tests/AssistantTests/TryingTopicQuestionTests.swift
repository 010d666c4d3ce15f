@testable import Assistant
import CycleCore
import Testing

/// A general question about fertility from someone tracking a cycle ("does coffee affect
/// fertility?") gets the library's topic for trying, not a tip list; questions about the
/// person's own cycle keep their answers. Nothing is written.
@Suite struct TryingTopicQuestionTests {
    static let assistant = AssistantFixture.assistant

    static func ask(_ message: String, mode: Mode = .cycle) -> (Reply, InMemoryStore) {
        let store = TopicFixture.cycleStore(mode: mode)
        return (TopicFixture.chat([message], store: store, assistant: assistant)[0], store)
    }

    @Test(arguments: [
        ("does drinking coffee affect fertility", "caffeine"),
        ("can stress affect my fertility", "stress"),
    ])
    func aFertilityQuestionGetsTheTopicForTrying(_ message: String, _ topicWord: String) {
        for mode in [Mode.cycle, .ttc] {
            let (reply, store) = Self.ask(message, mode: mode)
            #expect(reply.topic?.contains(topicWord) == true, "\(mode) \(message) → \(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
            #expect(store.writes.isEmpty)
        }
    }

    @Test func aQuestionAboutTheOwnCycleKeepsItsAnswer() {
        let (reply, _) = Self.ask("when is my next period")
        #expect(reply.intent == "cycle.next_period")
        #expect(reply.topic == nil)
    }

    @Test func namingTryingNeedsFertilityOrGettingPregnant() {
        let analyze = { (text: String) in Self.assistant.analyzer.analyze(text, today: AssistantFixture.today, profiles: []) }
        #expect(Assistant.namesTrying(analyze("does coffee affect fertility")))
        #expect(Assistant.namesTrying(analyze("is it harder to get pregnant at 38")))
        #expect(!Assistant.namesTrying(analyze("what should i eat this week")))
        #expect(!Assistant.namesTrying(analyze("i'm pregnant, can i eat brie")))
    }
}

