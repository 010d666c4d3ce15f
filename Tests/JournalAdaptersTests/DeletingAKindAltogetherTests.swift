import Assistant
import CycleCore
import Foundation
import Journal
import JournalAdapters
import Testing

/// "Just delete the weight altogether" after a weight and its correction takes back every
/// weight of that day: undoing only the correction put the first weight back.
@Suite struct DeletingAKindAltogetherTests {
    /// The weights left in a fresh journal after `messages` are sent in one chat, and the last reply.
    func weightsAfter(_ messages: [String]) throws -> (kilograms: [Double], last: String) {
        let today = JournalAssistantStoreTests.today
        let assistant = try Assistant.builtIn()
        let access = TestJournalAccess(today: today)
        let store = JournalAssistantStore(context: access, today: today)
        var conversation = Conversation()
        let replies = messages.map { assistant.respond(to: $0, in: &conversation, store: store, today: today) }
        let (journal, profile) = try #require(try access.journalForReading())
        return (try journal.records(WeightEntry.self, of: profile).map(\.kilograms), replies.last?.text ?? "")
    }

    @Test func deletingAKindAltogetherTakesBackItsCorrectionAndTheFirstValue() throws {
        let found = try weightsAfter(["swam 40 lengths before work, about 50 mins", "weighed in after at 10st 6", "oops its 10st 4 on the flat bit",
                                      "actually just delete the weight altogether, id rather not track it"])
        #expect(found.kilograms.isEmpty, "\(found.last)")
        #expect(!found.last.contains("back to"), "\(found.last)")
    }

    @Test func undoingTheWeightWithoutAltogetherPutsTheFirstValueBack() throws {
        let found = try weightsAfter(["weighed in at 10st 6", "oops its 10st 4 on the flat bit", "undo the weight"])
        #expect(found.kilograms.count == 1, "\(found.last)")
    }
}
