@testable import Assistant
import CycleCore
import Testing

/// A pregnancy test result said in chat is about the test: never logged as an ovulation test,
/// never answered as "is my period late?", and never matched to a topic that only shares a word
/// with it ("took" a medicine, a "positive" ovulation test).
@Suite struct PregnancyTestStatementTests {
    @Test(arguments: ["took a pregnancy test, negative", "did a pregnancy test this morning and it was positive", "bfp this morning!!"])
    func aResultIsAnsweredAsATestAndWritesNothing(message: String) {
        let store = InMemoryStore(periods: [PeriodRecord(start: AssistantFixture.today - 26)])
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(reply.text)")
        #expect(reply.intent == "topic.pregnancy_test", "\(reply.intent): \(reply.text)")
        #expect(reply.topic.map { $0.contains("test") } ?? true, "\(reply.topic ?? "none"): \(reply.text)")
    }
}
