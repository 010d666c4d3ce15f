@testable import Assistant
import CycleCore
import Testing

/// "ok", "yes" or "nope" when Bloom has asked nothing: an acknowledgement, answered as one,
/// never read as a request (a late period, a goodbye, an undo).
@Suite struct AcknowledgementTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    func chat(_ messages: [String], store: InMemoryStore) -> [Reply] { AssistantFixture.chat(messages, store: store) }

    @Test(arguments: ["yes", "ok", "sure", "yep", "ok then", "alright"])
    func aBareYesWithNothingAskedSaysSoAndWritesNothing(message: String) {
        let store = InMemoryStore()
        let reply = chat([message], store: store)[0]
        #expect(reply.text.contains("waiting"), "\(message): \(reply.text)")
        #expect(!reply.text.contains("Goodbye"))
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: ["no", "nope", "nah"])
    func aBareNoWithNothingAskedIsNotAQuestionAboutALatePeriodOrAnUndo(message: String) {
        let store = InMemoryStore(periods: [PeriodRecord(start: today - 1)])
        let reply = chat([message], store: store)[0]
        #expect(!reply.text.contains("late"), "\(message): \(reply.text)")
        #expect(!reply.text.contains("did you mean"), "\(message): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func noJustAfterAWritePointsToUndoAndACorrectionStillMovesIt() {
        let store = InMemoryStore()
        let replies = chat(["had cramps today", "no", "no, I meant yesterday"], store: store)
        #expect(replies[1].text.contains("undo"))
        #expect(store.writes == [.symptom("cramps", severity: nil, today - 1)], "\(replies[2].text)")
    }

    @Test func yesStillAnswersBloomsOwnQuestion() {
        let store = InMemoryStore()
        _ = chat(["cramps", "yes"], store: store)
        #expect(store.writes == [.symptom("cramps", severity: nil, today)])
    }

    @Test func okByeIsStillAGoodbye() {
        let reply = chat(["ok bye"], store: InMemoryStore())[0]
        #expect(!reply.text.contains("waiting"))
    }
}
