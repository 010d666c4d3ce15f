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

    /// The workouts and water in the journal `access` holds, as "activity@day" and ml.
    func workoutsAndWater(_ access: TestJournalAccess, around today: Day) throws -> (workouts: [String], water: [Int]) {
        let (store, profile) = try #require(try access.journalForReading())
        let workouts = try store.workouts(from: today - 7, through: today, of: profile).map { "\($0.activity)@\($0.span.day.iso)" }
        return (workouts.sorted(), try store.records(WaterIntake.self, of: profile).map(\.milliliters))
    }

    @Test func undoTakesBackAWorkoutWithTheOtherThingsItsMessageWrote() throws {
        let today = JournalAssistantStoreTests.today
        let access = TestJournalAccess(today: today)
        let store = JournalAssistantStore(context: access, today: today)
        _ = try store.apply(.exercise(activity: "walk", minutes: 20, today))
        _ = try store.apply([.exercise(activity: "swim", minutes: 30, today), .water(milliliters: 2000, today)])
        let undone = try #require(try store.undoLast())
        #expect(undone.contains("swim") && undone.contains("2000 ml"), "\(undone)")
        #expect(try workoutsAndWater(access, around: today) == (["walk@\(today.iso)"], []))
        // A workout logged on its own is still taken back on its own.
        _ = try store.undoLast()
        #expect(try workoutsAndWater(access, around: today).workouts.isEmpty)
    }

    @Test func undoThatNamesAKindTakesBackOnlyThatKindOfTheMessage() throws {
        let today = JournalAssistantStoreTests.today
        let assistant = try Assistant.builtIn()
        let access = TestJournalAccess(today: today)
        let store = JournalAssistantStore(context: access, today: today)
        var conversation = Conversation()
        for message in ["45 min run before work and about 2 litres of water so far", "undo the water, ill log it properly later"] {
            _ = assistant.respond(to: message, in: &conversation, store: store, today: today)
        }
        #expect(try workoutsAndWater(access, around: today) == (["run@\(today.iso)"], []))
        // The run stays for a later undo.
        _ = assistant.respond(to: "undo", in: &conversation, store: store, today: today)
        #expect(try workoutsAndWater(access, around: today) == ([], []))
    }

    @Test func aCorrectionOrAMovedDayInTheChatLeavesOneWorkout() throws {
        let today = JournalAssistantStoreTests.today
        let assistant = try Assistant.builtIn()
        func chat(_ messages: [String]) throws -> TestJournalAccess {
            let access = TestJournalAccess(today: today)
            let store = JournalAssistantStore(context: access, today: today)
            var conversation = Conversation()
            for message in messages { _ = assistant.respond(to: message, in: &conversation, store: store, today: today) }
            return access
        }
        let corrected = try chat(["swam 30 mins and drank 2 litres today", "oops it was 1.5 litres"])
        #expect(try workoutsAndWater(corrected, around: today) == (["swim@\(today.iso)"], [1500]))
        let moved = try chat(["did 30 min yoga and a 5k run in 31 mins", "wait the yoga was yesterday"])
        #expect(try workoutsAndWater(moved, around: today).workouts == ["run@\(today.iso)", "yoga@\((today - 1).iso)"])
        let undone = try chat(["2 litres of water and a 20 min walk today", "undo that"])
        #expect(try workoutsAndWater(undone, around: today) == ([], []))
    }
}
