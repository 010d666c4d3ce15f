@testable import Assistant
import CycleCore
import Testing

/// "My due date is 20 March" tells the person's own due date: it is saved (a correction in
/// pregnancy mode says the date was updated); a question about it, or someone else's, writes nothing.
@Suite struct OwnDueDateStatedTests {
    let today = AssistantFixture.today

    func respond(_ message: String, store: InMemoryStore) -> Reply {
        var conversation = Conversation()
        return AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test func aStatedDueDateCorrectsTheRecordedOne() throws {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today - 24))
        let reply = respond("my due date is actually 20 march", store: store)
        let saved = try #require(try store.pregnancy())
        #expect(saved.dueDate.month == 3 && saved.dueDate.dayOfMonth == 20 && saved.dueDate > today, "\(reply.text)")
        #expect(reply.text.hasPrefix("Due date updated") || reply.text.hasPrefix("I've changed your due date"), "\(reply.text)")
    }

    @Test(arguments: ["is my due date 20 march?", "my friend's due date is 20 march"])
    func aQuestionOrSomeoneElsesDateWritesNothing(_ message: String) throws {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + 100))
        _ = respond(message, store: store)
        #expect(try store.pregnancy()?.dueDate == today + 100, "\(message)")
    }
}
