@testable import Assistant
import CycleCore
import Testing

/// Undo takes back only the latest entry. Asked to take back a kind of record the latest entry
/// is not ("delete yesterday's temperature" after a period was logged), it removes nothing and
/// says what the latest entry is: it once removed the period.
@Suite struct UndoWhatWasNamedTests {
    let today = AssistantFixture.today

    @Test func askingToRemoveAnotherKindRemovesNothing() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["temp 36.6 this morning", "my period started yesterday", "delete the temperature, it was wrong"], store: store)
        #expect(store.writes.count == 2, "\(store.writes)")
        #expect(replies[2].text.contains("Nothing was removed") || replies[2].text.contains("left everything as it is"), "\(replies[2].text)")
    }

    @Test func askingToRemoveTheKindTheLatestEntryIsRemovesIt() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["my period started yesterday", "temp 36.6 this morning", "delete the temperature, it was wrong"], store: store)
        #expect(store.writes == [.periodStart(today - 1)], "\(store.writes)")
    }

    /// "Remove the period end" once saved a new period end: the model read the entry it names.
    @Test(arguments: ["remove the period end", "undo the period end", "can you delete that period end"])
    func anInstructionToTakeBackAnEntryNeverWritesIt(_ message: String) {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["my period started yesterday", "period ended today", message], store: store)
        #expect(store.writes == [.periodStart(today - 1)], "\(message) → \(store.writes)")
    }

    /// "Remove the period end" when the latest entry is a period's start takes nothing back (it
    /// took back the start).
    @Test func askingToRemoveAnEndRemovesNoStart() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["my period started yesterday", "remove the period end"], store: store)
        #expect(store.writes == [.periodStart(today - 1)], "\(store.writes)")
        #expect(replies[1].text.contains("period end"), "\(replies[1].text)")
    }

    /// "Delete all my alarms" asks for something other than the journal: nothing is taken back.
    @Test func deletingSomethingElseTakesNothingBack() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["my period started yesterday", "delete all my alarms except the 7am one"], store: store)
        #expect(store.writes == [.periodStart(today - 1)], "\(store.writes)")
    }

    @Test func undoThatNamesNothingAndTakesBackTheLatest() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["temp 36.6 this morning", "my period started yesterday", "undo that"], store: store)
        #expect(store.writes.count == 1, "\(store.writes)")
    }
}

/// A request to delete names a day ("delete yesterday's temperature, it was wrong"): it is no
/// correction of the last entry's day, which once moved the night logged just before it.
@Suite struct DeletingIsNoCorrectionTests {
    @Test func deletingAnEntryOfADayMovesNothing() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["slept from 11pm till 7am", "delete yesterday's temperature, it was wrong"], store: store)
        #expect(store.writes == [.sleep(bedtime: 23 * 3600, wake: 7 * 3600, morning: AssistantFixture.today)], "\(store.writes)")
    }

    @Test func aCorrectionStillMovesTheLastEntry() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["headache today", "no wait, it was yesterday"], store: store)
        #expect(store.writes.first?.day == AssistantFixture.today - 1, "\(store.writes)")
    }
}
