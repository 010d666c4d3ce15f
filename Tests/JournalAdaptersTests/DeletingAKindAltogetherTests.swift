import Assistant
import CycleCore
import Foundation
import Journal
import JournalAdapters
import Testing

/// "Just delete the weight altogether" after a weight and its correction takes back every
/// weight of that day: undoing only the correction put the first weight back.
@Suite struct DeletingAKindAltogetherTests {
    func weights(_ access: TestJournalAccess) throws -> [Double] {
        let (store, profile) = try #require(try access.journalForReading())
        return try store.records(WeightEntry.self, of: profile).map(\.kilograms)
    }

    @Test func deletingAKindAltogetherTakesBackItsCorrectionAndTheFirstValue() throws {
        let today = JournalAssistantStoreTests.today
        let assistant = try Assistant.builtIn()
        let access = TestJournalAccess(today: today)
        let store = JournalAssistantStore(context: access, today: today)
        var conversation = Conversation()
        var last: Reply?
        for message in ["swam 40 lengths before work, about 50 mins", "weighed in after at 10st 6", "oops its 10st 4 on the flat bit",
                        "actually just delete the weight altogether, id rather not track it"] {
            last = assistant.respond(to: message, in: &conversation, store: store, today: today)
        }
        #expect(try weights(access).isEmpty, "\(last?.text ?? "")")
        #expect(last?.text.contains("back to") == false, "\(last?.text ?? "")")
    }

    @Test func undoingTheWeightWithoutAltogetherPutsTheFirstValueBack() throws {
        let today = JournalAssistantStoreTests.today
        let assistant = try Assistant.builtIn()
        let access = TestJournalAccess(today: today)
        let store = JournalAssistantStore(context: access, today: today)
        var conversation = Conversation()
        for message in ["weighed in at 10st 6", "oops its 10st 4 on the flat bit", "undo the weight"] {
            _ = assistant.respond(to: message, in: &conversation, store: store, today: today)
        }
        #expect(try weights(access).count == 1)
    }
}
