@testable import Assistant
import Content
import CycleCore
import Testing

/// "How many days after my period do I ovulate?" gets the ovulation estimate, and the next-period
/// question keeps its own answer.
@Suite struct OvulationAfterAPeriodQuestionTests {
    func ask(_ message: String, store: InMemoryStore = TopicFixture.cycleStore()) -> Reply {
        AssistantFixture.chat([message], store: store)[0]
    }

    @Test(arguments: ["how many days after my period do i ovulate", "when do i ovulate after my period ends"])
    func askingWhenOvulationComesAfterAPeriodGetsTheOvulationEstimate(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        let plain = ask("when do i ovulate")
        #expect(reply.intent == plain.intent && reply.text == plain.text, "\(reply.intent): \(reply.text)")
        #expect(reply.text.lowercased().contains("ovulation"), "\(reply.text)")
        #expect(!reply.text.lowercased().contains("safe"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: ["when is my next period", "how long after i ovulate does my period come"])
    func askingWhenTheNextPeriodComesKeepsTheNextPeriodAnswer(_ message: String) {
        let reply = ask(message)
        #expect(reply.intent == "cycle.next_period", "\(reply.intent): \(reply.text)")
    }
}
