import CycleCore
import Foundation
@testable import Journal
import JSON
import Testing

/// Nights told by their length only (`NightLength`, "slept about 6 hours last night", `bloom
/// log sleep --hours 6`): added by their own migration step, one a night (a second telling
/// replaces the first), kept within 30 min–16 h with no bedtime or waking made up, held in
/// backups and taken back by undo.
@Suite struct NightLengthRecordTests {
    /// The step that adds them (its number may change when migrations are merged).
    var stepIndex: Int { Migrations.steps.firstIndex(of: Migrations.nightLengthsStep)! }

    /// A store built by every step before this one, holding a profile, a period, a hand-logged
    /// night and a pregnancy test.
    func storeBeforeTheStep() throws -> String {
        try TestStore.folder(before: stepIndex, holding: """
            INSERT INTO profiles (id, name, color, mode, units, water_goal_ml, created)
                VALUES (1, 'me', 'rose', 'cycle', 'metric', 2000, '2025-01-05');
            INSERT INTO periods (profile_id, start, "end") VALUES (1, '2026-10-12', '2026-10-16');
            INSERT INTO sleep_segments (profile_id, source, source_key, stage, start_utc, end_utc, utc_offset, day)
                VALUES (1, 'manual', 'manual:sleep:2026-11-09', 'asleep', 1762644000, 1762671600, 0, '2026-11-09');
            INSERT INTO pregnancy_tests (profile_id, at, result) VALUES (1, '2026-11-01T08:00:00', 'negative');
            INSERT INTO meta VALUES ('active_profile', '1');
            """)
    }

    @Test func anOlderStoreUpgradesInPlaceKeepingEverythingAndThenKeepsNightLengths() throws {
        let store = try #require(try JournalStore.open(folder: try storeBeforeTheStep()))
        #expect(try store.schemaVersionOnDisk() == Migrations.latest)
        let profile = try #require(try store.activeProfile())
        #expect(try store.periods(of: profile).map(\.start.iso) == ["2026-10-12"])
        #expect(try store.records(HandLoggedNight.self, of: profile).map(\.span.day.iso) == ["2026-11-09"])
        #expect(try store.records(PregnancyTest.self, of: profile).map(\.result) == [.negative])
        #expect(try store.records(NightLength.self, of: profile).isEmpty)
        #expect(try store.integrityProblems().isEmpty)
        _ = try store.log(NightLength(morning: TestStore.today, minutes: 360), for: profile, today: TestStore.today)
        #expect(try store.records(NightLength.self, of: profile) == [NightLength(morning: TestStore.today, minutes: 360)])
    }

    @Test func theUpgradeIsOneStepAndAFailedStepLeavesTheOldVersion() throws {
        // The step's SQL runs in the same transaction as its version number: a store whose
        // table name is already taken fails the step and stays at the version before it.
        let folder = try storeBeforeTheStep()
        let old = try SQLiteConnection(path: JournalStore.databasePath(inFolder: folder), mode: .readWrite)
        try old.execute("CREATE TABLE night_lengths (x INTEGER);")
        #expect(throws: (any Error).self) { _ = try JournalStore.open(folder: folder) }
        guard case let .integer(version) = try old.scalar("PRAGMA user_version") else { Issue.record("no version"); return }
        #expect(Int(version) == stepIndex)
    }

    @Test func aNightIsStoredWithItsLengthAloneAndSaidByTheEveningItBegan() throws {
        let (store, profile) = try TestStore.withProfile()
        let logged = try store.log(NightLength(morning: TestStore.today, minutes: 390), for: profile, today: TestStore.today)
        #expect(logged.change == .added)
        #expect(logged.record.summary == "6 h 30 min of sleep on the night of 2026-11-09")
        #expect(logged.record.night == TestStore.today - 1)
        #expect(NightLength(morning: TestStore.today, minutes: 360).summary == "6 h of sleep on the night of 2026-11-09")
        // No bedtime or waking is made up: the row holds its morning and minutes, nothing else.
        let columns = try store.db.query("SELECT name FROM pragma_table_info('night_lengths') ORDER BY cid", []) { $0.text(0) ?? "" }
        #expect(columns == ["id", "profile_id", "morning", "minutes"])
        #expect(try store.records(HandLoggedNight.self, of: profile).isEmpty)
    }

    @Test func aSecondTellingOfTheSameNightReplacesTheFirst() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(NightLength(morning: TestStore.today, minutes: 360), for: profile, today: TestStore.today)
        let again = try store.log(NightLength(morning: TestStore.today, minutes: 330), for: profile, today: TestStore.today)
        #expect(again.change == .updated)
        #expect(try store.records(NightLength.self, of: profile) == [NightLength(morning: TestStore.today, minutes: 330)])
        _ = try store.log(NightLength(morning: TestStore.today - 1, minutes: 480), for: profile, today: TestStore.today)
        #expect(try store.records(NightLength.self, of: profile).map(\.minutes) == [480, 330], "one a night, in the order of the nights")
    }

    @Test(arguments: [29, 0, -60, 961, 20 * 60])
    func aNightOutsideHalfAnHourToSixteenHoursIsRefusedAndNothingIsWritten(minutes: Int) throws {
        let (store, profile) = try TestStore.withProfile()
        let night = NightLength(morning: TestStore.today, minutes: minutes)
        #expect(night.validationProblems(today: TestStore.today).contains { $0.field == "minutes" })
        #expect(NightLength.problem(minutes: minutes)?.contains("outside 30 min–16 h") == true)
        #expect(throws: JournalError.self) { _ = try store.log(night, for: profile, today: TestStore.today) }
        #expect(try store.records(NightLength.self, of: profile).isEmpty)
        // The table refuses it whoever writes it.
        #expect(throws: (any Error).self) {
            try store.db.run("INSERT INTO night_lengths (profile_id, morning, minutes) VALUES (?, '2026-11-01', ?)", [profile.id, minutes])
        }
    }

    @Test(arguments: [30, 16 * 60])
    func theBoundsThemselvesAreNights(minutes: Int) throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(NightLength(morning: TestStore.today, minutes: minutes), for: profile, today: TestStore.today)
        #expect(try store.records(NightLength.self, of: profile).map(\.minutes) == [minutes])
    }

    @Test func aNightEndingTomorrowIsRefused() throws {
        let (store, profile) = try TestStore.withProfile()
        #expect(throws: JournalError.self) {
            _ = try store.log(NightLength(morning: TestStore.today + 1, minutes: 360), for: profile, today: TestStore.today)
        }
    }

    @Test func undoTakesBackANightOrPutsBackTheLengthItReplaced() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(NightLength(morning: TestStore.today, minutes: 360), for: profile, today: TestStore.today)
        _ = try store.log(NightLength(morning: TestStore.today, minutes: 300), for: profile, today: TestStore.today)
        let first = try #require(try store.undoLast(for: profile))
        #expect(first.kind == .nightLength && !first.removed)
        #expect(try store.records(NightLength.self, of: profile).map(\.minutes) == [360])
        let second = try #require(try store.undoLast(for: profile))
        #expect(second.removed && second.summary == "6 h of sleep on the night of 2026-11-09")
        #expect(try store.records(NightLength.self, of: profile).isEmpty)
    }

    @Test func aBackupHoldsTheNightsAndRoundTrips() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(NightLength(morning: TestStore.today, minutes: 390), for: profile, today: TestStore.today)
        _ = try store.log(NightLength(morning: TestStore.today - 3, minutes: 420), for: profile, today: TestStore.today)
        let text = try store.backup().rendered()
        let backup = try JSONValue(parsing: text)
        guard case let .object(root) = backup, case let .array(profiles)? = root["profiles"], case let .object(first)? = profiles.first,
              case let .array(nights)? = first["nightLengths"] else {
            Issue.record("no nightLengths in \(text)")
            return
        }
        #expect(nights == [
            .object(["morning": .string("2026-11-07"), "minutes": .int(420)]),
            .object(["morning": .string("2026-11-10"), "minutes": .int(390)]),
        ])
        let restored = try TestStore.open()
        try restored.importBackup(try Backup.decode(backup, today: TestStore.today).get(), mode: .merge)
        #expect(try restored.backup().rendered() == text, "the backup round-trips byte for byte")
        let back = try #require(try restored.activeProfile())
        #expect(try restored.records(NightLength.self, of: back).map(\.minutes) == [420, 390])
    }

    @Test func aBackupWithoutNightLengthsStillReads() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(WeightEntry(day: TestStore.today, kilograms: 60), for: profile, today: TestStore.today)
        let withoutKey = try store.backup().rendered().replacingOccurrences(of: #""nightLengths": [],"#, with: "")
        #expect(!withoutKey.contains("nightLengths"))
        let target = try TestStore.open()
        try target.importBackup(try Backup.decode(try JSONValue(parsing: withoutKey), today: TestStore.today).get(), mode: .merge)
        #expect(try target.records(WeightEntry.self, of: try #require(try target.activeProfile())).count == 1)
    }

    @Test func aBackupsNightOutsideTheBoundsIsNamed() throws {
        let night = try NightLength.decode(.object(["morning": .string("2026-11-09"), "minutes": .int(1200)])).get()
        #expect(night.validationProblems(today: TestStore.today).contains { $0.field == "minutes" && $0.message.contains("20 h") })
    }
}
