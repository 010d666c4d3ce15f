import CycleCore
import Foundation
@testable import Journal
import JSON
import Testing

/// Vital signs typed in (`VitalReading`) and the profile's goals, conditions, reminder times and
/// activity goals: added by their own migration step, checked, kept in backups, undone by `undo`.
@Suite struct VitalsAndPreferencesTests {
    /// The step that adds them (its number may change when migrations are merged).
    var stepIndex: Int { Migrations.steps.firstIndex(of: Migrations.vitalsAndPreferencesStep)! }

    /// A store built by every step before this one, holding a profile and a period.
    func storeBeforeTheStep() throws -> String {
        try TestStore.folder(before: stepIndex, holding: """
            INSERT INTO profiles (id, name, color, mode, units, water_goal_ml, created, typical_cycle_length)
                VALUES (1, 'me', 'rose', 'cycle', 'metric', 2000, '2025-01-05', 30);
            INSERT INTO periods (profile_id, start, "end") VALUES (1, '2026-10-01', '2026-10-05');
            INSERT INTO meta VALUES ('active_profile', '1');
            """)
    }

    @Test func anOlderStoreMigratesKeepingEverythingAndItsProfileHasNoPreferencesYet() throws {
        let store = try #require(try JournalStore.open(folder: try storeBeforeTheStep()))
        #expect(try store.schemaVersionOnDisk() == Migrations.latest)
        let profile = try #require(try store.activeProfile())
        #expect(profile.typicalCycleLength == 30 && profile.goals == nil && profile.conditions == nil)
        #expect(profile.breathingReminder == nil && profile.stepGoal == nil)
        #expect(try store.periods(of: profile).map(\.start.iso) == ["2026-10-01"])
        #expect(try store.integrityProblems().isEmpty)
        _ = try store.log(VitalReading.bloodPressure(systolic: 118, diastolic: 76, at: TestStore.moment("07:30")), for: profile, today: TestStore.today)
        #expect(try store.records(VitalReading.self, of: profile).count == 1)
    }

    @Test func preferencesAreStoredReadBackAndCheckedAgainstTheirRanges() throws {
        let (store, profile) = try TestStore.withProfile()
        var changed = profile
        changed.goals = [.sleep, .stress]
        changed.conditions = [.pcos]
        changed.breathingReminder = TimeOfDay(text: "21:30")
        changed.journalingReminder = TimeOfDay(text: "21:00")
        changed.stepGoal = 7000
        changed.activeEnergyGoal = 350
        changed.exerciseGoal = 25
        try store.updateProfile(changed)
        let read = try #require(try store.activeProfile())
        #expect(read.goals == [.sleep, .stress] && read.conditions == [.pcos])
        #expect(read.breathingReminder?.shortText == "21:30" && read.journalingReminder?.shortText == "21:00")
        #expect(read.stepGoal == 7000 && read.activeEnergyGoal == 350 && read.exerciseGoal == 25)

        var skipped = read
        skipped.goals = []
        try store.updateProfile(skipped)
        #expect(try store.activeProfile()?.goals == [], "asked and skipped is not the same as never asked")

        var wrong = read
        wrong.stepGoal = 500
        #expect(throws: JournalError.self) { try store.updateProfile(wrong) }
        #expect(wrong.problems.map(\.message).contains { $0.contains("1000–50000") })
        #expect(throws: (any Error).self) { try store.db.run("UPDATE profiles SET exercise_goal = 1 WHERE id = ?", [profile.id]) }
    }

    @Test func aBackupRoundTripsTheReadingsAndPreferencesAndAnOlderBackupReadsWithout() throws {
        let (store, profile) = try TestStore.withProfile()
        var changed = profile
        changed.goals = [.fertility]
        changed.conditions = []
        changed.breathingReminder = TimeOfDay(text: "07:15")
        changed.stepGoal = 9000
        try store.updateProfile(changed)
        _ = try store.log(VitalReading.bloodPressure(systolic: 121, diastolic: 79, at: TestStore.moment("07:30")), for: changed, today: TestStore.today)
        _ = try store.log(VitalReading.glucose(mmolPerLitre: 97 / 18.016, timing: .fasting, at: TestStore.moment("07:00")), for: changed, today: TestStore.today)
        _ = try store.log(VitalReading(at: TestStore.moment("08:00"), kind: .oxygenSaturation, value: 97), for: changed, today: TestStore.today)
        _ = try store.log(VitalReading(at: TestStore.moment("08:05"), kind: .bodyFat, value: 27.5), for: changed, today: TestStore.today)
        let text = try store.backup().rendered()
        #expect(text.contains(#""goals": ["#) && text.contains(#""conditions": []"#) && text.contains(#""breathingReminder": "07:15""#))
        #expect(text.contains(#""kind": "glucose""#) && text.contains(#""timing": "fasting""#) && text.contains(#""value": 5.38"#))

        let restored = try TestStore.open()
        try restored.importBackup(try Backup.decode(try JSONValue(parsing: text), today: TestStore.today).get(), mode: .merge)
        #expect(try restored.backup().rendered() == text, "the backup round-trips byte for byte")
        let back = try #require(try restored.activeProfile())
        #expect(back.goals == [.fertility] && back.conditions == [] && back.stepGoal == 9000)
        #expect(try restored.records(VitalReading.self, of: back).count == 4)

        let (plain, _) = try TestStore.withProfile()
        let older = try plain.backup().rendered()
        #expect(!older.contains("goals") && !older.contains("breathingReminder"))
        let target = try TestStore.open()
        try target.importBackup(try Backup.decode(try JSONValue(parsing: older), today: TestStore.today).get(), mode: .merge)
        #expect(try target.activeProfile()?.goals == nil)
    }

    @Test(arguments: [
        (VitalReading.bloodPressure(systolic: 76, diastolic: 118, at: TestStore.moment("07:00")), "diastolic"),
        (VitalReading.bloodPressure(systolic: 300, diastolic: 80, at: TestStore.moment("07:00")), "value"),
        (VitalReading(at: TestStore.moment("07:00"), kind: .bloodPressure, value: 120), "diastolic"),
        (VitalReading.glucose(mmolPerLitre: 97, timing: nil, at: TestStore.moment("07:00")), "value"),
        (VitalReading(at: TestStore.moment("07:00"), kind: .oxygenSaturation, value: 0.97), "value"),
        (VitalReading(at: TestStore.moment("07:00"), kind: .bodyFat, value: 27, timing: .fasting), "timing"),
        (VitalReading(at: TestStore.moment("07:00", 1), kind: .bodyFat, value: 27), "at"),
    ])
    func anImplausibleReadingIsRefusedAndNothingIsWritten(reading: VitalReading, field: String) throws {
        let (store, profile) = try TestStore.withProfile()
        #expect(reading.validationProblems(today: TestStore.today).contains { $0.field == field })
        #expect(throws: JournalError.self) { _ = try store.log(reading, for: profile, today: TestStore.today) }
        #expect(try store.records(VitalReading.self, of: profile).isEmpty)
    }

    @Test func undoTakesBackAReadingTypedIn() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(VitalReading.bloodPressure(systolic: 118, diastolic: 76, at: TestStore.moment("07:30")), for: profile, today: TestStore.today)
        let undone = try #require(try store.undoLast(for: profile))
        #expect(undone.kind == .vital && undone.removed && undone.summary == "blood pressure 118/76 mmHg at 2026-11-10 07:30")
        #expect(try store.records(VitalReading.self, of: profile).isEmpty)
    }

    @Test func aGlucoseIsShownInBothUnitsAtEighteenPointZeroOneSixMilligramsPerMillimole() {
        let reading = VitalReading.glucose(mmolPerLitre: 97 / 18.016, timing: .afterMeal, at: TestStore.moment("14:00"))
        #expect(reading.value == 5.38)
        #expect(reading.details == "glucose 5.4 mmol/L (97 mg/dL), after a meal")
        #expect(VitalKind.milligramsPerDecilitre(7.0) == 126)
    }
}
