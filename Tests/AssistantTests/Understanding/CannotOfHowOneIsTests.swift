@testable import Assistant
import Content
import CycleCore
import Testing

/// "Cannot" and a verb of how the person is, with the subject dropped ("BFP!!!! cant believe
/// it", "cant stop smiling"), tells; it was read as a request to Bloom, which made a positive
/// test said with it a request for content and left it unlogged. Phrasings written for this suite.
@Suite struct CannotOfHowOneIsTests {
    func acts(_ message: String) -> [SpeechAct] {
        AssistantFixture.assistant.understand(message, today: AssistantFixture.today, pregnant: false).speech.clauses.map(\.act)
    }

    @Test(arguments: ["cant believe it", "can't stop smiling", "cannot cope"])
    func cannotOfHowOneIsIsNoRequest(message: String) {
        #expect(!acts(message).contains(.request), "\(acts(message))")
    }

    @Test func aPositiveTestSaidWithItIsLogged() {
        let writes = AssistantFixture.writes("bfp this morning!!! cant believe it")
        #expect(writes.contains { if case .pregnancyTest(true, _, _) = $0 { true } else { false } }, "\(writes)")
    }
}
