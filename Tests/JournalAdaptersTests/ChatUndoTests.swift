import Assistant
import CycleCore
import Foundation
import Journal
import JournalAdapters
import Testing

/// Undo in the chat says what stands again after a change is taken back.
@Suite struct ChatUndoTests {
    @Test func undoingAPeriodEndSaysThePeriodIsOpenAgain() throws {
        let today = JournalAssistantStoreTests.today
        let store = JournalAssistantStore(context: TestJournalAccess(today: today), today: today)
        _ = try store.apply(.periodStart(today - 9))
        _ = try store.apply(.periodEnd(today - 4))
        let undone = try #require(try store.undoLast())
        #expect(undone.hasSuffix(", back to period from \((today - 9).iso)"), "\(undone)")
        #expect(try store.periods().first?.end == nil)
    }
}
