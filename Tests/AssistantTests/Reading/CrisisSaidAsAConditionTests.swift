@testable import Assistant
import Content
import CycleCore
import Testing

/// Being done with life said as what will happen if something goes wrong ("if this test is
/// negative again im done with life") is a crisis said now, not a hypothetical to answer:
/// the guard's phrase reaches over the words put between ("done, properly done, with
/// life"), and the same words about something else keep the message's own answer.
/// Phrasings written for this suite.
@Suite struct CrisisSaidAsAConditionTests {
    func guardKind(_ message: String) -> GuardKind? {
        AssistantFixture.chat([message], store: InMemoryStore())[0].guardKind
    }

    @Test(arguments: [
        "if this bfn means another month of waiting then im done with life",
        "honestly im done, totally done, with life",
        "so tired of living like this",
        "im done with living if the scan is bad",
    ])
    func beingDoneWithLifeGetsTheCrisisReply(_ message: String) {
        #expect(guardKind(message) == .crisis, "\(message)")
    }

    @Test(arguments: [
        "im done with this heartburn, what can i take",
        "done with work for the day, what yoga is good for my back",
    ])
    func beingDoneWithSomethingElseIsNoCrisis(_ message: String) {
        #expect(guardKind(message) != .crisis, "\(message)")
    }
}
