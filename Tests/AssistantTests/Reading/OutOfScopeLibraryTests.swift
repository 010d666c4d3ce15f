@testable import Assistant
import CycleCore
import Testing

/// Requests from outside Bloom's domain get the out-of-scope answer, never an unrelated topic
/// from the health library; a real health question still reaches its topic.
@Suite struct OutOfScopeLibraryTests {
    static let assistant = AssistantFixture.assistant
    static let today = AssistantFixture.today

    func reply(_ message: String) -> Reply {
        var conversation = Conversation()
        return Self.assistant.respond(to: message, in: &conversation, store: InMemoryStore(), today: Self.today)
    }

    @Test(arguments: ["what's the weather tomorrow", "how do i fix my car", "check my checking balance", "can you freeze my bank account"])
    func anOutOfScopeRequestIsNotAnsweredWithATopic(_ message: String) {
        let answer = reply(message)
        #expect(answer.topic == nil, "\(message) → \(answer.text)")
        #expect(answer.text.contains("I'm best at") || answer.text.contains("help with"), "\(answer.text)")
    }

    @Test func aHealthQuestionStillReachesItsTopic() {
        #expect(reply("how long does it usually take to get pregnant").topic != nil)
    }
}

/// A question about the person's own logged day is answered from their data, never by a topic
/// that happens to share a word with it ("how much water today" is not about pregnancy tests).
@Suite struct OwnDataBeforeLibraryTests {
    @Test(arguments: ["how much water have i had today", "how much water today", "hows my water intake", "did i drink enough water today?"])
    func aWaterQuestionIsAnsweredFromTheJournal(_ message: String) {
        var conversation = Conversation()
        let answer = OutOfScopeLibraryTests.assistant.respond(to: message, in: &conversation, store: InMemoryStore(), today: OutOfScopeLibraryTests.today)
        #expect(answer.topic == nil, "\(message) → \(answer.text)")
        #expect(answer.text.contains("goal"), "\(message) → \(answer.text)")
    }

    @Test(arguments: ["how big is the baby", "how big is the baby now", "whats the bump size this week"])
    func aQuestionAboutTheBabyInPregnancyIsAnsweredFromTheDueDate(_ message: String) {
        var conversation = Conversation()
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: OutOfScopeLibraryTests.today + 200))
        let answer = OutOfScopeLibraryTests.assistant.respond(to: message, in: &conversation, store: store, today: OutOfScopeLibraryTests.today)
        #expect(answer.topic == nil, "\(message) → \(answer.text)")
        #expect(answer.text.contains("Your baby this week"), "\(message) → \(answer.text)")
    }
}
