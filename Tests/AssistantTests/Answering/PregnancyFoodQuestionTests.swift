@testable import Assistant
import CycleCore
import Testing

/// A food question that names pregnancy or a trimester gets pregnancy food ideas even while
/// the profile tracks a cycle; an ordinary food question still gets the phase's ideas.
@Suite struct PregnancyFoodQuestionTests {
    let assistant = AssistantFixture.assistant
    static let first = Day(year: 2026, month: 5, day: 1)!
    static let lengths = [28, 28, 28, 28]
    /// Day 23 of the current cycle: the luteal phase.
    static let lutealDay = lengths.reduce(first) { $0 + $1 } + 22

    func ask(_ message: String) -> Reply {
        let store = InMemoryStore.cycles(from: Self.first, lengths: Self.lengths)
        var conversation = Conversation()
        return assistant.respond(to: message, in: &conversation, store: store, today: Self.lutealDay)
    }

    @Test func aFirstTrimesterFoodQuestionInCycleModeGetsPregnancyFood() {
        let reply = ask("What should I eat in the first trimester")
        #expect(reply.intent == "nutrition.suggest")
        #expect(!reply.text.lowercased().contains("luteal"), "\(reply.text)")
        #expect(reply.text.contains("trimester 1") || reply.text.contains("stage of pregnancy"), "\(reply.text)")
        #expect(!reply.text.contains("before your period"), "\(reply.text)")
    }

    @Test func aPregnancyFoodQuestionWithoutATrimesterGetsPregnancyFood() {
        let reply = ask("what should I eat when pregnant")
        #expect(reply.intent == "nutrition.suggest")
        #expect(!reply.text.lowercased().contains("luteal"), "\(reply.text)")
        #expect(reply.text.contains("pregnancy"), "\(reply.text)")
    }

    @Test func anOrdinaryFoodQuestionStillFollowsThePhase() {
        let reply = ask("what should I eat today")
        #expect(reply.intent == "nutrition.suggest")
        #expect(reply.text.lowercased().contains("luteal"), "\(reply.text)")
    }
}
