import CycleCore
import Foundation
@testable import Journal
import Testing

@Suite struct MigrationTests {
    /// A version-1 store exactly as the first release wrote it (frozen: never edit).
    static let versionOneFile = """
        PRAGMA application_id = 1114402669;
        CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(name) BETWEEN 1 AND 40),
            color TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('cycle', 'ttc', 'pregnancy')),
            units TEXT NOT NULL CHECK (units IN ('metric', 'imperial')),
            water_goal_ml INTEGER NOT NULL CHECK (water_goal_ml BETWEEN 500 AND 6000),
            created TEXT NOT NULL
        );
        CREATE TABLE periods (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            start TEXT NOT NULL,
            "end" TEXT CHECK ("end" IS NULL OR "end" >= start),
            notes TEXT,
            UNIQUE (profile_id, start)
        );
        CREATE TABLE daily_logs (
            id INTEGER PRIMARY KEY,
            profile_id INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
            day TEXT NOT NULL,
            flow TEXT,
            moods TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(moods)),
            symptoms TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(symptoms)),
            discharge TEXT,
            cramps INTEGER CHECK (cramps BETWEEN 0 AND 10),
            skin TEXT,
            sex TEXT,
            temperature_c REAL CHECK (temperature_c BETWEEN 34 AND 43),
            note TEXT,
            UNIQUE (profile_id, day)
        );
        INSERT INTO profiles VALUES (1, 'me', 'rose', 'cycle', 'metric', 2000, '2025-01-05');
        INSERT INTO meta VALUES ('active_profile', '1');
        INSERT INTO periods (profile_id, start, "end", notes) VALUES
            (1, '2026-09-06', '2026-09-10', NULL), (1, '2026-10-04', '2026-10-08', 'heavy first day'), (1, '2026-11-01', NULL, NULL);
        INSERT INTO daily_logs (profile_id, day, flow, moods, symptoms, cramps) VALUES
            (1, '2026-11-01', 'heavy', '["tired"]', '[{"name":"cramps","severity":3}]', 7);
        PRAGMA user_version = 1;
        """

    @Test func aVersionOneStoreOpensWithALaterBuildAndKeepsItsData() throws {
        let folder = TestStore.folder()
        try FileSystem.ensureFolder(folder)
        let path = JournalStore.databasePath(inFolder: folder)
        do {
            let old = try SQLiteConnection(path: path, mode: .create)
            try old.execute(Self.versionOneFile)
        }
        let store = try #require(try JournalStore.open(folder: folder))
        #expect(try store.schemaVersionOnDisk() == JournalStore.schemaVersion)
        let profile = try #require(try store.activeProfile())
        #expect(profile.name == "me" && profile.created == Day(year: 2025, month: 1, day: 5))
        let periods = try store.periods(of: profile)
        #expect(periods.map(\.start.iso) == ["2026-09-06", "2026-10-04", "2026-11-01"])
        #expect(periods[1].notes == "heavy first day")
        let day = try #require(try store.records(DailyLog.self, of: profile).first)
        #expect(day.flow == .heavy && day.moods == [.tired] && day.symptoms[.cramps] == .some(3) && day.cramps == 7)
        // The tables added after version 1 work, and so does the history built since.
        _ = try store.log(WeightEntry(day: TestStore.today, kilograms: 61), for: profile, today: TestStore.today)
        #expect(try store.undoLast(for: profile)?.kind == .weight)
        #expect(try store.integrityProblems().isEmpty)
    }

    @Test func openingTwiceRunsEachStepOnce() throws {
        let folder = TestStore.folder()
        _ = try JournalStore.open(folder: folder)
        let again = try #require(try JournalStore.open(folder: folder))
        #expect(try again.schemaVersionOnDisk() == Migrations.latest)
    }

    @Test(arguments: RecordKind.allCases)
    func everyFieldOfEveryKindHasItsColumn(kind: RecordKind) throws {
        let store = try TestStore.open()
        let columns = try store.db.query("SELECT name FROM pragma_table_info(?)", [kind.table]) { $0.text(0) ?? "" }
        #expect(columns.contains("profile_id"))
        for field in kind.recordType.fields {
            #expect(columns.contains(field.column), "\(kind.table) has no column \(field.column)")
        }
    }
}
