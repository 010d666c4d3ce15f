@testable import Assistant
import CycleCore
import Testing

/// Pain in the tummy is a symptom of its own, said as people say it ("my tummy is killing me",
/// "stomach ache today"); "stomach cramps" stay cramps and "lower tummy pain" stays pelvic pain.
@Suite struct TummyPainTests {
    func symptoms(_ message: String) -> [String] {
        AssistantFixture.assistant.understand(message, today: AssistantFixture.today, pregnant: false).message.all(.symptom).compactMap(\.id)
    }

    @Test(arguments: ["my tummy is killing me", "stomach ache today", "my belly has been really sore since lunch", "sore tummy"])
    func tummyPainIsItsOwnSymptom(_ message: String) {
        #expect(symptoms(message) == ["tummy-pain"], "\(message)")
    }

    @Test func crampsAndPelvicPainKeepTheirNames() {
        #expect(symptoms("stomach cramps today") == ["cramps"])
        #expect(symptoms("lower tummy pain today") == ["pelvic-pain"])
    }

    @Test func aStatementOfTummyPainLogsIt() throws {
        var conversation = Conversation()
        let store = InMemoryStore()
        let reply = AssistantFixture.assistant.respond(to: "my tummy is killing me", in: &conversation, store: store, today: AssistantFixture.today)
        #expect(store.writes.contains { "\($0)".contains("tummy-pain") }, "\(store.writes) \(reply.text)")
    }
}
