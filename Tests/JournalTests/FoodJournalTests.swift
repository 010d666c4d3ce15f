import CycleCore
@testable import Journal
import JSON
import Testing

/// Food entries and the energy goal: storing, totals by day, undo, backups and the migration.
@Suite struct FoodJournalTests {
    let today = TestStore.today

    @Test func dailyIntakeHoldsOnlyLoggedDays() throws {
        let (store, me) = try TestStore.withProfile()
        _ = try store.logFood(FoodEntry(day: today - 2, kcal: 650, created: TestStore.moment("12:00")), for: me, today: today)
        _ = try store.logFood(FoodEntry(day: today - 2, kcal: 300, created: TestStore.moment("16:00")), for: me, today: today)
        _ = try store.logFood(FoodEntry(day: today, kcal: 400, created: TestStore.moment("08:00")), for: me, today: today)
        let totals = try store.dailyIntake(of: me)
        #expect(totals == [today - 2: 950, today: 400])
        #expect(totals[today - 1] == nil)
    }

    @Test func twoEntriesInTheSameSecondStayTwoEntries() throws {
        let (store, me) = try TestStore.withProfile()
        let at = TestStore.moment("12:00")
        _ = try store.logFood(FoodEntry(day: today, kcal: 500, proteinGrams: 20, created: at), for: me, today: today)
        let second = try store.logFood(FoodEntry(day: today, kcal: 150, created: at), for: me, today: today)
        #expect(second.change == .added)
        #expect(second.record.created == LocalTimestamp(day: today, time: TimeOfDay(text: "12:00:01")!))
        #expect(try store.records(FoodEntry.self, of: me).count == 2)
    }

    @Test func addingEntriesAddsEnergyAndKnownGrams() {
        let at = TestStore.moment("12:00")
        let sum = FoodEntry(day: today, kcal: 500, proteinGrams: 20, created: at).adding(FoodEntry(day: today, kcal: 150, fatGrams: 3, created: at))
        #expect(sum.kcal == 650 && sum.proteinGrams == 20 && sum.fatGrams == 3 && sum.carbsGrams == nil)
    }

    @Test func undoTakesBackTheLastFoodEntry() throws {
        let (store, me) = try TestStore.withProfile()
        _ = try store.logFood(FoodEntry(day: today, kcal: 650, created: TestStore.moment("12:00")), for: me, today: today)
        _ = try store.logFood(FoodEntry(day: today, kcal: 300, created: TestStore.moment("15:00")), for: me, today: today)
        let undone = try #require(try store.undoLast(for: me))
        #expect(undone.kind == .food)
        #expect(try store.dailyIntake(of: me) == [today: 650])
    }

    @Test func entriesOutsideTheirRangesAreRefused() throws {
        let (store, me) = try TestStore.withProfile()
        #expect(throws: JournalError.self) {
            _ = try store.logFood(FoodEntry(day: today, kcal: 0, created: TestStore.moment("12:00")), for: me, today: today)
        }
        #expect(throws: JournalError.self) {
            _ = try store.logFood(FoodEntry(day: today + 1, kcal: 200, created: TestStore.moment("12:00")), for: me, today: today)
        }
        #expect(throws: JournalError.self) {
            _ = try store.log(EnergyGoal(since: today, kcal: -1500), for: me, today: today)
        }
    }

    @Test func theGoalInForceIsTheLatestSetOnOrBeforeTheDay() throws {
        let (store, me) = try TestStore.withProfile()
        #expect(try store.energyGoal(of: me, on: today) == 0)
        _ = try store.log(EnergyGoal(since: today - 10, kcal: -300), for: me, today: today)
        _ = try store.log(EnergyGoal(since: today - 2, kcal: 0), for: me, today: today)
        #expect(try store.energyGoal(of: me, on: today - 5) == -300)
        #expect(try store.energyGoal(of: me, on: today) == 0)
    }

    @Test func foodAndGoalsRoundTripThroughABackup() throws {
        let (store, me) = try TestStore.withProfile()
        _ = try store.logFood(FoodEntry(day: today - 1, kcal: 650, proteinGrams: 30.5, carbsGrams: 80, fatGrams: 20, note: "lunch",
                                        created: TestStore.moment("12:30")), for: me, today: today)
        _ = try store.log(EnergyGoal(since: today - 3, kcal: -250), for: me, today: today)
        let text = try store.backup().rendered()
        #expect(text.contains(#""food": ["#) && text.contains(#""energyGoals": ["#))
        let target = try TestStore.open()
        _ = try target.importBackup(try Backup.decode(try JSONValue(parsing: text), today: today).get(), mode: .merge)
        #expect(try target.backup().rendered() == text)
        let restored = try #require(try target.activeProfile())
        #expect(try target.records(FoodEntry.self, of: restored).first?.carbsGrams == 80)
        #expect(try target.energyGoal(of: restored, on: today) == -250)
    }

    @Test func theLatestMigrationCreatesTheFoodTables() throws {
        let store = try TestStore.open()
        #expect(try store.schemaVersionOnDisk() == Migrations.latest)
        let tables = try store.db.query("SELECT name FROM sqlite_master WHERE type = 'table'", []) { $0.text(0) }
        #expect(tables.contains("food_entries") && tables.contains("energy_goals"))
    }
}
