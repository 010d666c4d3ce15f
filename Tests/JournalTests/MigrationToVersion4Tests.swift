import CycleCore
import Foundation
@testable import Journal
import Testing

/// Version 4 adds the temperature exclusion reason, appointments' done flag and checklist ticks.
@Suite struct MigrationToVersion4Tests {
    /// Builds a store at version 3 (the first three steps, as released) with one temperature and
    /// one appointment in it.
    func versionThreeFolder() throws -> String {
        let folder = TestStore.folder()
        try FileSystem.ensureFolder(folder)
        let old = try SQLiteConnection(path: JournalStore.databasePath(inFolder: folder), mode: .create)
        try old.execute("PRAGMA application_id = 1114402669;")
        for step in Migrations.steps.prefix(3) { try old.execute(step) }
        try old.execute("""
            INSERT INTO profiles VALUES (1, 'me', 'rose', 'ttc', 'metric', 2000, '2025-01-05');
            INSERT INTO meta VALUES ('active_profile', '1');
            INSERT INTO temperatures (profile_id, day, time, celsius) VALUES (1, '2026-11-09', '06:30', 36.55);
            INSERT INTO appointments (profile_id, at, title, place) VALUES (1, '2026-11-20T10:30:00', 'Scan', 'Clinic');
            PRAGMA user_version = 3;
            """)
        return folder
    }

    @Test func aVersionThreeStoreMigratesAndItsRecordsReadAsNotExcludedAndNotDone() throws {
        let store = try #require(try JournalStore.open(folder: try versionThreeFolder()))
        #expect(try store.schemaVersionOnDisk() == Migrations.latest)
        let profile = try #require(try store.activeProfile())
        let reading = try #require(try store.records(TemperatureReading.self, of: profile).first)
        #expect(reading.celsius == 36.55 && reading.exclusion == nil)
        let appointment = try #require(try store.records(Appointment.self, of: profile).first)
        #expect(appointment.title == "Scan" && !appointment.done)
        #expect(try store.integrityProblems().isEmpty)
    }

    @Test func aMigratedStoreKeepsExclusionsDoneFlagsAndTicks() throws {
        let store = try #require(try JournalStore.open(folder: try versionThreeFolder()))
        let profile = try #require(try store.activeProfile())
        let today = TestStore.today
        _ = try store.log(TemperatureReading(day: today, celsius: 37.2, exclusion: .illness), for: profile, today: today)
        _ = try store.log(ChecklistTick(lmp: today - 90, week: 13, item: 1, ticked: today), for: profile, today: today)
        var appointment = try #require(try store.records(Appointment.self, of: profile).first)
        appointment.done = true
        _ = try store.log(appointment, for: profile, today: today)
        #expect(try store.records(TemperatureReading.self, of: profile).last?.exclusion == .illness)
        #expect(try store.records(ChecklistTick.self, of: profile).map(\.item) == [1])
        #expect(try store.records(Appointment.self, of: profile).first?.done == true)
    }

    @Test func theDatabaseRefusesAnUnknownExclusionReason() throws {
        let (store, profile) = try TestStore.withProfile()
        #expect(throws: (any Error).self) {
            try store.db.run("INSERT INTO temperatures (profile_id, day, celsius, excluded) VALUES (?, '2026-11-01', 36.5, 'hangover')",
                             [profile.id])
        }
    }
}
