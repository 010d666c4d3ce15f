@testable import Assistant
import CycleCore
import Testing

/// "Can stress make my period late?" asks what changes a cycle, in general: the library's
/// topic answers it, not the person's own next-period date. Asking about one's own period
/// ("is my period late?") keeps the person's data.
@Suite struct CauseQuestionTests {
    static func ask(_ message: String) -> (Reply, InMemoryStore) {
        let store = TopicFixture.cycleStore()
        return (AssistantFixture.chat([message], store: store)[0], store)
    }

    @Test(arguments: ["can stress make my period late", "could stress be making my period late"])
    func askingWhetherSomethingMakesAPeriodLateGetsTheTopic(_ message: String) {
        let (reply, store) = Self.ask(message)
        #expect(reply.topic?.contains("stress") == true, "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func askingWhetherTheOwnPeriodIsLateKeepsTheOwnData() {
        let (reply, _) = Self.ask("is my period late")
        #expect(reply.topic == nil, "\(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.intent.hasPrefix("cycle."))
    }
}
