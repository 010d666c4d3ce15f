import Assistant
import CycleCore
import Foundation
import Journal
import JournalAdapters
import Testing

/// "undo" after a chat message that changed the profile (its mode, usual cycle length, or the
/// profile in use) puts the profile back; it never removes an older journal record instead.
@Suite struct ChatUndoProfileTests {
    static let today = Day(year: 2026, month: 11, day: 10)!

    /// A home with one period logged before the chat (as `bloom log` would have stored it).
    func homeWithAPeriod() throws -> TestJournalAccess {
        let access = TestJournalAccess(today: Self.today)
        let earlier = JournalAssistantStore(context: access, today: Self.today)
        _ = try earlier.apply(.periodStart(Self.today - 5))
        return access
    }

    @Test func undoAfterAModeChangePutsTheModeBackAndKeepsTheEarlierPeriod() throws {
        let access = try homeWithAPeriod()
        let chat = JournalAssistantStore(context: access, today: Self.today)
        _ = try chat.apply(.mode(.ttc))
        let undone = try #require(try chat.undoLast())
        #expect(undone.contains("back in"), "\(undone)")
        #expect(chat.mode == .cycle)
        #expect(try chat.periods().map(\.start) == [Self.today - 5])
        let reread = JournalAssistantStore(context: access, today: Self.today)
        #expect(reread.mode == .cycle)
    }

    @Test func undoAfterAUsualCycleLengthClearsItAndKeepsTheEarlierPeriod() throws {
        let access = try homeWithAPeriod()
        let chat = JournalAssistantStore(context: access, today: Self.today)
        #expect(try chat.apply(.typicalCycleLength(31)) == "usual cycle length 31 days")
        #expect(JournalAssistantStore(context: access, today: Self.today).typicalCycleLength == 31)
        #expect(try chat.undoLast() == "usual cycle length cleared")
        #expect(chat.typicalCycleLength == nil)
        #expect(try chat.periods().map(\.start) == [Self.today - 5])
    }

    @Test func aSecondUndoTakesBackTheRecordWrittenBeforeTheModeChange() throws {
        let access = TestJournalAccess(today: Self.today)
        let chat = JournalAssistantStore(context: access, today: Self.today)
        _ = try chat.apply(.symptom("cramps", severity: nil, Self.today))
        _ = try chat.apply(.mode(.pregnancy))
        _ = try chat.undoLast()
        #expect(chat.mode == .cycle)
        #expect(try chat.undoLast()?.contains("cramps") == true)
    }

    @Test func aModeAndADueDateSaidTogetherAreUndoneTogether() throws {
        let access = try homeWithAPeriod()
        let chat = JournalAssistantStore(context: access, today: Self.today)
        _ = try chat.apply([.mode(.pregnancy), .pregnancy(dueDate: Self.today + 200)])
        #expect(try chat.pregnancy() != nil)
        _ = try chat.undoLast()
        #expect(chat.mode == .cycle)
        #expect(try chat.pregnancy() == nil)
        #expect(try chat.periods().map(\.start) == [Self.today - 5])
    }
}
