import CycleCore
import Foundation
@testable import Journal
import JSON
import Testing

/// The typical cycle length given at onboarding: a profile column added by its own migration
/// step, kept in backups, and checked against 15–60 days.
@Suite struct TypicalCycleLengthTests {
    /// The step that adds the column (its number may change when migrations are merged).
    var stepIndex: Int { Migrations.steps.firstIndex(of: Migrations.typicalCycleLengthStep)! }

    /// A store built by every step before the typical-cycle-length one, with one profile in it.
    func storeBeforeTheStep() throws -> String {
        try TestStore.folder(before: stepIndex, holding: """
            INSERT INTO profiles (id, name, color, mode, units, water_goal_ml, created) VALUES (1, 'me', 'rose', 'cycle', 'metric', 2000, '2025-01-05');
            INSERT INTO meta VALUES ('active_profile', '1');
            """)
    }

    @Test func anOlderStoreMigratesAndItsProfileHasNoTypicalLength() throws {
        let store = try #require(try JournalStore.open(folder: try storeBeforeTheStep()))
        #expect(try store.schemaVersionOnDisk() == Migrations.latest)
        let profile = try #require(try store.activeProfile())
        #expect(profile.typicalCycleLength == nil)
        #expect(try store.integrityProblems().isEmpty)
    }

    @Test func theTypicalLengthIsStoredAndReadBack() throws {
        let (store, profile) = try TestStore.withProfile()
        var changed = profile
        changed.typicalCycleLength = 32
        try store.updateProfile(changed)
        #expect(try store.activeProfile()?.typicalCycleLength == 32)
    }

    @Test func aLengthOutside15To60DaysIsRefusedWithTheRange() throws {
        let (store, profile) = try TestStore.withProfile()
        var changed = profile
        changed.typicalCycleLength = 90
        #expect(throws: JournalError.self) { try store.updateProfile(changed) }
        #expect(changed.problems.map(\.message).contains { $0.contains("15–60") })
        #expect(throws: (any Error).self) {
            try store.db.run("UPDATE profiles SET typical_cycle_length = 7 WHERE id = ?", [profile.id])
        }
    }

    @Test func aBackupKeepsTheTypicalLengthAndAnOlderBackupReadsWithout() throws {
        let (store, profile) = try TestStore.withProfile()
        var changed = profile
        changed.typicalCycleLength = 26
        try store.updateProfile(changed)
        let text = try store.backup().rendered()
        #expect(text.contains("\"typicalCycleLength\": 26"))
        let restored = try TestStore.open()
        try restored.importBackup(try Backup.decode(try JSONValue(parsing: text), today: TestStore.today).get(), mode: .merge)
        #expect(try restored.activeProfile()?.typicalCycleLength == 26)

        let (plain, _) = try TestStore.withProfile()
        #expect(try !plain.backup().rendered().contains("typicalCycleLength"))
    }
}
