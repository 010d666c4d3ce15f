import CycleCore
@testable import Journal
import Testing

/// A store built before the food step gains the food tables and keeps its records.
@Suite struct MigrationToFoodTests {
    @Test func aStoreFromBeforeTheFoodStepMigratesAndKeepsItsWeights() throws {
        let step = try #require(Migrations.steps.firstIndex { $0.contains("CREATE TABLE food_entries") })
        let folder = TestStore.folder()
        try FileSystem.ensureFolder(folder)
        let old = try SQLiteConnection(path: JournalStore.databasePath(inFolder: folder), mode: .create)
        try old.execute("PRAGMA application_id = 1114402669;")
        for sql in Migrations.steps.prefix(step) { try old.execute(sql) }
        try old.execute("""
            INSERT INTO profiles (id, name, color, mode, units, water_goal_ml, created) VALUES (1, 'me', 'rose', 'cycle', 'metric', 2000, '2025-01-05');
            INSERT INTO meta VALUES ('active_profile', '1');
            INSERT INTO weights (profile_id, day, kg) VALUES (1, '2026-11-09', 64.5);
            PRAGMA user_version = \(step);
            """)
        let store = try #require(try JournalStore.open(folder: folder))
        #expect(try store.schemaVersionOnDisk() == Migrations.latest)
        let profile = try #require(try store.activeProfile())
        #expect(try store.records(WeightEntry.self, of: profile).map(\.kilograms) == [64.5])
        _ = try store.logFood(FoodEntry(day: TestStore.today, kcal: 500, created: TestStore.moment("12:00")), for: profile, today: TestStore.today)
        #expect(try store.dailyIntake(of: profile) == [TestStore.today: 500])
        #expect(try store.integrityProblems().isEmpty)
    }
}
