@testable import Assistant
import CycleCore
import Testing

/// A question about an imagined situation asks in general, whatever a setting or mode the
/// history before it made the model read ("…trying for a baby. If I get pregnant, can I keep
/// running?"); one that speaks to Bloom ("if I get pregnant can you switch me over?") still
/// asks Bloom. Phrasings written for this suite.
@Suite struct ImaginedQuestionRouteTests {
    @Test(arguments: [
        "im cutting calories and we're ttc. if i conceive is it ok to keep going with my diet?",
        "trying for a baby right now. if i get pregnant can i keep doing spin classes?",
    ])
    func anImaginedQuestionAfterItsHistoryAsksInGeneral(message: String) {
        let store = InMemoryStore()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(reply.route?.route == .general, "\(reply.route?.rule ?? "-"): \(reply.text)")
        #expect(!reply.text.contains("Shall I switch"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func anImaginedRequestToBloomIsStillARequest() {
        let reply = AssistantFixture.chat(["if i get pregnant can you switch me over to pregnancy mode"], store: InMemoryStore())[0]
        #expect(reply.route?.route != .general, "\(reply.route?.rule ?? "-"): \(reply.text)")
    }
}
