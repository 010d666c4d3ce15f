import CycleCore
@testable import Journal
import Testing

@Suite struct UndoTests {
    let today = TestStore.today

    @Test func undoRemovesANewRecord() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logWater(WaterIntake(at: TestStore.moment("09:00"), milliliters: 250), for: profile, today: today)
        let undone = try #require(try store.undoLast(for: profile))
        #expect(undone.kind == .water && undone.removed && undone.summary.contains("250 ml"))
        #expect(try store.records(WaterIntake.self, of: profile).isEmpty)
    }

    @Test func undoRestoresAMergedDayAndAnEndedPeriodAsTheyWere() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: today - 4, for: profile, today: today)
        _ = try store.logDay(DailyLog(day: today, moods: [.calm]), for: profile, today: today)
        _ = try store.logDay(DailyLog(day: today, moods: [.tired], cramps: 5), for: profile, today: today)
        _ = try store.logPeriodEnd(on: today, for: profile, today: today)

        #expect(try store.undoLast(for: profile)?.removed == false)
        #expect(try store.periods(of: profile).first?.end == nil)
        #expect(try store.undoLast(for: profile)?.kind == .day)
        #expect(try store.records(DailyLog.self, of: profile) == [DailyLog(day: today, moods: [.calm])])
        #expect(try store.undoLast(for: profile)?.removed == true)
        #expect(try store.undoLast(for: profile)?.kind == .period)
        #expect(try store.periods(of: profile).isEmpty)
        #expect(try store.undoLast(for: profile) == nil)
    }

    @Test func oneUndoTakesBackEverythingOneActionWrote() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logWater(WaterIntake(at: TestStore.moment("08:00"), milliliters: 250), for: profile, today: today)
        _ = try store.logDay(DailyLog(day: today, moods: [.calm]), for: profile, today: today)
        try store.asOneAction(for: profile) {
            _ = try store.logDay(DailyLog(day: today, symptoms: [.cramps: nil]), for: profile, today: today)
            _ = try store.logDay(DailyLog(day: today, symptoms: [.headache: nil]), for: profile, today: today)
            _ = try store.logWater(WaterIntake(at: TestStore.moment("09:00"), milliliters: 750), for: profile, today: today)
        }

        let undone = try #require(try store.undoLast(for: profile))
        #expect(undone.kind == .water && undone.removed)
        // The day log, changed twice by the action, goes back to how it was before it.
        #expect(undone.together.count == 1)
        #expect(undone.together.first?.removed == false)
        #expect(try store.records(DailyLog.self, of: profile) == [DailyLog(day: today, moods: [.calm])])
        #expect(undone.description.contains("headache") && undone.description.contains("750 ml"))
        #expect(try store.records(WaterIntake.self, of: profile).map(\.milliliters) == [250])
        // The next undo takes back what was logged before the action, one thing at a time.
        #expect(try store.undoLast(for: profile)?.kind == .day)
        #expect(try store.undoLast(for: profile)?.kind == .water)
        #expect(try store.undoLast(for: profile) == nil)
    }

    @Test func anActionThatFailsPartWayStoresNothing() throws {
        struct Refused: Error {}
        let (store, profile) = try TestStore.withProfile()
        #expect(throws: Refused.self) {
            try store.asOneAction(for: profile) {
                _ = try store.logWater(WaterIntake(at: TestStore.moment("09:00"), milliliters: 500), for: profile, today: today)
                throw Refused()
            }
        }
        #expect(try store.records(WaterIntake.self, of: profile).isEmpty)
        #expect(try store.undoLast(for: profile) == nil)
    }

    @Test func eachProfileUndoesOnlyItsOwnLogs() throws {
        let (store, me) = try TestStore.withProfile()
        let anna = try store.addProfile(Profile(name: "anna", created: today))
        _ = try store.log(WeightEntry(day: today, kilograms: 60), for: me, today: today)
        _ = try store.log(WeightEntry(day: today, kilograms: 70), for: anna, today: today)
        #expect(try store.undoLast(for: me)?.summary == "weight 60 kg on 2026-11-10")
        #expect(try store.records(WeightEntry.self, of: anna).count == 1)
    }

    @Test func loggingTheSameThingAgainLeavesNothingToUndo() throws {
        let (store, profile) = try TestStore.withProfile()
        let reading = TemperatureReading(day: today, celsius: 36.5)
        _ = try store.log(reading, for: profile, today: today)
        #expect(try store.log(reading, for: profile, today: today).change == .unchanged)
        _ = try store.undoLast(for: profile)
        #expect(try store.undoLast(for: profile) == nil)
    }
}

/// What undo would take back can be read without taking it (the chat checks it against what
/// the person named).
@Suite struct UndoPeekTests {
    @Test func theLatestActionIsReadWithoutBeingTakenBack() throws {
        let (store, me) = try TestStore.withProfile()
        let today = TestStore.today
        #expect(try store.lastUndoableSummaries(for: me).isEmpty)
        _ = try store.log(WeightEntry(day: today, kilograms: 62.5), for: me, today: today)
        _ = try store.logPeriodStart(on: today - 2, for: me, today: today)
        let peeked = try store.lastUndoableSummaries(for: me)
        #expect(peeked.count == 1 && peeked[0].contains("period"), "\(peeked)")
        #expect(try store.lastUndoableSummaries(for: me) == peeked)
        #expect(try store.undoLast(for: me)?.kind == .period)
        #expect(try store.lastUndoableSummaries(for: me).first?.contains("weight") == true)
    }
}
