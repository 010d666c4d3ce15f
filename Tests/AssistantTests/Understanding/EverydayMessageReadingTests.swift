@testable import Assistant
import Testing

/// Everyday messages the chat once misread: a calming request said with feelings around it,
/// and thanks said as a compliment to Bloom.
@Suite struct EverydayMessageReadingTests {
    let assistant = AssistantFixture.assistant

    func intent(_ message: String) -> String {
        assistant.understand(message, today: AssistantFixture.today).classification.intent
    }

    @Test func feelingAllOverThePlaceIsNotACycleStatisticsQuestion() {
        // "all over the place" names irregular cycles only next to a cycle word.
        #expect(intent("a breathing exercise please, my thoughts are all over the place") == "wellness.breathing")
        #expect(intent("my cycles are all over the place, what is my average length") == "cycle.stats")
    }

    @Test func aComplimentToBloomIsReadAsThanks() {
        #expect(intent("love it, you are the best") == "chat.thanks")
        #expect(intent("you have been so helpful today") == "chat.thanks")
    }
}
