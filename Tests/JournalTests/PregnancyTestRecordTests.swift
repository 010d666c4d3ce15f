import CycleCore
import Foundation
@testable import Journal
import JSON
import Testing

/// Home pregnancy tests (`PregnancyTest`): added by their own migration step, kept one a minute
/// like ovulation tests, checked, kept in backups and taken back by undo.
@Suite struct PregnancyTestRecordTests {
    /// The step that adds them (its number may change when migrations are merged).
    var stepIndex: Int { Migrations.steps.firstIndex(of: Migrations.pregnancyTestsStep)! }

    /// A store built by every step before this one, holding a profile, a period and an
    /// ovulation test.
    func storeBeforeTheStep() throws -> String {
        try TestStore.folder(before: stepIndex, holding: """
            INSERT INTO profiles (id, name, color, mode, units, water_goal_ml, created)
                VALUES (1, 'me', 'rose', 'ttc', 'metric', 2000, '2025-01-05');
            INSERT INTO periods (profile_id, start, "end") VALUES (1, '2026-10-12', '2026-10-16');
            INSERT INTO ovulation_tests (profile_id, at, result) VALUES (1, '2026-10-26T08:00:00', 'peak');
            INSERT INTO meta VALUES ('active_profile', '1');
            """)
    }

    @Test func anOlderStoreUpgradesKeepingEverythingAndThenKeepsPregnancyTests() throws {
        let store = try #require(try JournalStore.open(folder: try storeBeforeTheStep()))
        #expect(try store.schemaVersionOnDisk() == Migrations.latest)
        let profile = try #require(try store.activeProfile())
        #expect(profile.mode == .ttc)
        #expect(try store.periods(of: profile).map(\.start.iso) == ["2026-10-12"])
        #expect(try store.records(OvulationTest.self, of: profile).map(\.result) == [.peak])
        #expect(try store.records(PregnancyTest.self, of: profile).isEmpty)
        #expect(try store.integrityProblems().isEmpty)
        _ = try store.log(PregnancyTest(at: TestStore.moment("07:10"), result: .positive), for: profile, today: TestStore.today)
        #expect(try store.records(PregnancyTest.self, of: profile).map(\.result) == [.positive])
    }

    @Test func aTestIsStoredAndReadBackWithItsResultAndFaintLine() throws {
        let (store, profile) = try TestStore.withProfile()
        let faint = PregnancyTest(at: TestStore.moment("07:10"), result: .positive, faint: true)
        let logged = try store.log(faint, for: profile, today: TestStore.today)
        #expect(logged.change == .added)
        #expect(logged.record.summary == "pregnancy test positive (faint line) at 2026-11-10 07:10")
        _ = try store.log(PregnancyTest(at: TestStore.moment("07:00", -3), result: .negative), for: profile, today: TestStore.today)
        let read = try store.records(PregnancyTest.self, of: profile)
        #expect(read.map(\.result) == [.negative, .positive], "in the order taken")
        #expect(read.last == faint)
    }

    @Test func theSameMinuteIsOneTestAndTheLaterResultReplacesTheEarlier() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(PregnancyTest(at: TestStore.moment("07:10"), result: .negative), for: profile, today: TestStore.today)
        let again = try store.log(PregnancyTest(at: TestStore.moment("07:10"), result: .positive), for: profile, today: TestStore.today)
        #expect(again.change == .updated)
        #expect(try store.records(PregnancyTest.self, of: profile).map(\.result) == [.positive])
    }

    @Test func aTestTomorrowOrAFaintNegativeIsRefusedAndNothingIsWritten() throws {
        let (store, profile) = try TestStore.withProfile()
        let tomorrow = PregnancyTest(at: TestStore.moment("07:00", 1), result: .positive)
        let faintNegative = PregnancyTest(at: TestStore.moment("07:00"), result: .negative, faint: true)
        #expect(tomorrow.validationProblems(today: TestStore.today).contains { $0.field == "at" })
        #expect(faintNegative.validationProblems(today: TestStore.today).contains { $0.field == "faint" })
        for test in [tomorrow, faintNegative] {
            #expect(throws: JournalError.self) { _ = try store.log(test, for: profile, today: TestStore.today) }
        }
        #expect(try store.records(PregnancyTest.self, of: profile).isEmpty)
        // The table refuses a result it does not know, and a faint negative, whoever writes it.
        #expect(throws: (any Error).self) {
            try store.db.run("INSERT INTO pregnancy_tests (profile_id, at, result) VALUES (?, '2026-11-01T08:00:00', 'maybe')", [profile.id])
        }
        #expect(throws: (any Error).self) {
            try store.db.run("INSERT INTO pregnancy_tests (profile_id, at, result, faint) VALUES (?, '2026-11-01T08:00:00', 'negative', 1)", [profile.id])
        }
    }

    @Test func theResultIsReadFromItsWordAndAnUnknownWordListsTheChoices() throws {
        #expect(try PregnancyTestResult.named("Positive") == .positive)
        #expect(try PregnancyTestResult.named("negative") == .negative)
        #expect { try PregnancyTestResult.named("faint") } throws: { "\($0)".contains("positive, negative") }
    }

    @Test func undoTakesBackATest() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(PregnancyTest(at: TestStore.moment("07:10"), result: .positive), for: profile, today: TestStore.today)
        let undone = try #require(try store.undoLast(for: profile))
        #expect(undone.kind == .pregnancyTest && undone.removed && undone.summary == "pregnancy test positive at 2026-11-10 07:10")
        #expect(try store.records(PregnancyTest.self, of: profile).isEmpty)
    }

    @Test func aBackupHoldsTheTestsLikeOvulationTestsAndRoundTrips() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(OvulationTest(at: TestStore.moment("08:00", -14), result: .peak), for: profile, today: TestStore.today)
        _ = try store.log(PregnancyTest(at: TestStore.moment("07:10"), result: .positive), for: profile, today: TestStore.today)
        _ = try store.log(PregnancyTest(at: TestStore.moment("06:45", -2), result: .negative), for: profile, today: TestStore.today)
        let text = try store.backup().rendered()
        let backup = try JSONValue(parsing: text)
        guard case let .object(root) = backup, case let .array(profiles)? = root["profiles"], case let .object(first)? = profiles.first,
              case let .array(tests)? = first["pregnancyTests"] else {
            Issue.record("no pregnancyTests in \(text)")
            return
        }
        #expect(tests == [
            .object(["at": .string("2026-11-08T06:45:00"), "result": .string("negative"), "faint": .bool(false)]),
            .object(["at": .string("2026-11-10T07:10:00"), "result": .string("positive"), "faint": .bool(false)]),
        ])
        let restored = try TestStore.open()
        try restored.importBackup(try Backup.decode(backup, today: TestStore.today).get(), mode: .merge)
        #expect(try restored.backup().rendered() == text, "the backup round-trips byte for byte")
        let back = try #require(try restored.activeProfile())
        #expect(try restored.records(PregnancyTest.self, of: back).map(\.result) == [.negative, .positive])
    }

    @Test func aBackupWithoutPregnancyTestsOrTheirFaintKeyStillReads() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(WeightEntry(day: TestStore.today, kilograms: 60), for: profile, today: TestStore.today)
        let withoutKey = try store.backup().rendered().replacingOccurrences(of: #""pregnancyTests": [],"#, with: "")
        #expect(!withoutKey.contains("pregnancyTests"))
        let target = try TestStore.open()
        try target.importBackup(try Backup.decode(try JSONValue(parsing: withoutKey), today: TestStore.today).get(), mode: .merge)
        #expect(try target.records(WeightEntry.self, of: try #require(try target.activeProfile())).count == 1)

        let old = JSONValue.object(["at": .string("2026-11-09T07:00:00"), "result": .string("positive")])
        #expect(try PregnancyTest.decode(old).get() == PregnancyTest(at: TestStore.moment("07:00", -1), result: .positive))
    }
}
