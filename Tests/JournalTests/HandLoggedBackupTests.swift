import CycleCore
@testable import Journal
import JSON
import Testing

/// Wellbeing typed in by hand (a night, a resting heart rate, a workout) is in the backup and
/// comes back from it; wellbeing imported from another app is not, and a restore leaves it alone.
@Suite struct HandLoggedBackupTests {
    let today = TestStore.today
    var morning: Int64 { Int64(today.ordinal) * 86_400 + 7 * 3600 }

    func storeWithHandLoggedWellbeing() throws -> (JournalStore, Profile) {
        let (store, me) = try TestStore.withProfile()
        try store.logManualSample(.heartRateVariabilitySDNN, value: 46, span: ImportedSpan(start: morning, end: morning, utcOffset: 3600), for: me)
        try store.logManualSleep(ImportedSpan(start: morning - 7 * 3600, end: morning, utcOffset: 3600, day: today), for: me)
        let run = Workout(activity: "run", span: ImportedSpan(start: morning, end: morning + 2400, utcOffset: 3600), durationSeconds: 2400,
                          source: JournalStore.manualSource, sourceKey: "manual:workout:\(today.iso)T08:00:00")
        try store.logManualWorkout(run, effort: 7, for: me)
        try store.logManualWorkout(run, effort: nil, for: me)   // the same run said twice: two workouts
        return (store, me)
    }

    func importedWorkout() -> ImportChunk {
        var chunk = ImportChunk()
        chunk.workouts = [Workout(activity: "cycling", span: ImportedSpan(start: morning - 86_400, end: morning - 84_600, utcOffset: 0),
                                  durationSeconds: 1800, source: "apple-health", sourceKey: "workout|1")]
        chunk.sleep = [SleepSegment(stage: .deep, span: ImportedSpan(start: morning - 90_000, end: morning - 88_200, utcOffset: 0),
                                    source: "apple-health", sourceKey: "sleep|1")]
        return chunk
    }

    @Test func aRestoreIntoAnEmptyStoreBringsBackEveryNightMeasurementAndWorkout() throws {
        let (source, me) = try storeWithHandLoggedWellbeing()
        let text = try source.backup().rendered()
        #expect(text.contains(#""nights": ["#) && text.contains(#""measurements": ["#) && text.contains(#""workouts": ["#))
        let target = try TestStore.open()
        try target.importBackup(try Backup.decode(try JSONValue(parsing: text), today: today).get(), mode: .merge)
        let restored = try #require(try target.activeProfile())
        let week = (today - 7)...today
        func workouts(_ store: JournalStore, _ profile: Profile) throws -> [String] {
            try store.workouts(from: week.lowerBound, through: week.upperBound, of: profile).map { "\($0.activity) \($0.durationSeconds) \($0.sourceKey)" }.sorted()
        }
        #expect(try workouts(target, restored).count == 2)
        #expect(try workouts(target, restored) == workouts(source, me))
        #expect(try target.workoutEfforts(from: week.lowerBound, through: week.upperBound, of: restored).values.sorted() == [7])
        let nights = try target.sleepSegments(from: week.lowerBound, through: week.upperBound, of: restored)
        #expect(nights.map(\.span) == [ImportedSpan(start: morning - 7 * 3600, end: morning, utcOffset: 3600, day: today)])
        #expect(try target.samples(.heartRateVariabilitySDNN, from: week.lowerBound, through: week.upperBound, of: restored).map(\.value) == [46])
        #expect(try target.backup().rendered() == text)
    }

    @Test func whatRestoredIsStillHandLoggedSoUndoAndTheNextLogBehaveAsBefore() throws {
        let (source, _) = try storeWithHandLoggedWellbeing()
        let target = try TestStore.open()
        try target.importBackup(try source.backup(), mode: .merge)
        let restored = try #require(try target.activeProfile())
        // Logging the same morning's night again replaces the restored one rather than adding a second.
        let replaced = try target.logManualSleep(ImportedSpan(start: morning - 6 * 3600, end: morning, utcOffset: 3600, day: today), for: restored)
        #expect(replaced)
        #expect(try target.sleepSegments(from: today, through: today, of: restored).count == 1)
    }

    @Test func importedWellbeingIsNotInTheBackupAndAReplaceLeavesItAlone() throws {
        let (store, me) = try storeWithHandLoggedWellbeing()
        let backup = try store.backup()
        let batch = try store.beginImport(into: me, source: "apple-health", fileName: "export.zip", started: "2026-11-10T09:00:00")
        _ = try store.importChunk(importedWorkout(), into: batch, today: today)
        #expect(try store.backup().rendered() == backup.rendered())
        try store.logManualWorkout(Workout(activity: "swim", span: ImportedSpan(start: morning + 7200, end: morning + 9000, utcOffset: 0),
                                           durationSeconds: 1800, source: JournalStore.manualSource, sourceKey: "manual:workout:swim"),
                                   effort: nil, for: me)
        let plan = try store.importBackup(backup, mode: .replace)
        #expect(plan.profiles.first?.counts[.handLoggedWorkout]?.removed == 1)
        let kept = try store.workouts(from: today - 7, through: today, of: me).map(\.activity).sorted()
        #expect(kept == ["cycling", "run", "run"])
        #expect(try store.sleepSegments(from: today - 7, through: today, of: me).count == 2)
    }

    @Test func aVersionOneBackupRestoredWithReplaceLeavesHandLoggedWellbeingAlone() throws {
        let (store, me) = try storeWithHandLoggedWellbeing()
        guard case var .object(root) = try JSONValue(parsing: try store.backup().rendered()),
              case let .array(profiles)? = root["profiles"], case var .object(profile) = profiles[0] else {
            Issue.record("unexpected backup shape"); return
        }
        for key in ["measurements", "nights", "workouts"] { profile[key] = nil }
        root["profiles"] = .array([.object(profile)])
        root["version"] = .int(1)
        let old = try Backup.decode(.object(root), today: today).get()
        let plan = try store.importBackup(old, mode: .replace)
        #expect(plan.profiles.first?.counts[.handLoggedWorkout] == nil)
        #expect(try store.workouts(from: today - 7, through: today, of: me).count == 2)
        #expect(try store.sleepSegments(from: today, through: today, of: me).count == 1)
    }

    @Test func aVersionOneBackupCannotSmuggleInTheNewLists() throws {
        let text = #"{"format": "bloom-backup", "version": 1, "profiles": [{"name": "me", "color": "rose", "mode": "cycle", "units": "metric", "waterGoalMl": 2000, "created": "2026-01-01", "workouts": []}]}"#
        guard case let .failure(issues) = Backup.decode(try JSONValue(parsing: text), today: today) else {
            Issue.record("a version 1 backup with a workouts list was accepted"); return
        }
        #expect(issues.list.contains { $0.path == "profiles[0].workouts" })
    }

    @Test func badHandLoggedRecordsAreReportedWithTheirPaths() throws {
        let (store, _) = try storeWithHandLoggedWellbeing()
        guard case var .object(root) = try JSONValue(parsing: try store.backup().rendered()),
              case let .array(profiles)? = root["profiles"], case var .object(profile) = profiles[0],
              case let .array(workouts)? = profile["workouts"], case var .object(workout) = workouts[0],
              case let .array(nights)? = profile["nights"], case var .object(night) = nights[0],
              case let .array(samples)? = profile["measurements"], case var .object(sample) = samples[0] else {
            Issue.record("unexpected backup shape"); return
        }
        workout["effort"] = .int(12)
        workout["key"] = .string("apple-health:42")
        night["endUTC"] = .int(0)
        sample["unit"] = .string("bpm")
        profile["workouts"] = .array([.object(workout)])
        profile["nights"] = .array([.object(night)])
        profile["measurements"] = .array([.object(sample)])
        root["profiles"] = .array([.object(profile)])
        guard case let .failure(issues) = Backup.decode(.object(root), today: today) else {
            Issue.record("a backup with bad hand-logged records was accepted"); return
        }
        let paths = Set(issues.list.map(\.path))
        #expect(paths.isSuperset(of: ["profiles[0].workouts[0].effort", "profiles[0].workouts[0].key",
                                      "profiles[0].nights[0].endUTC", "profiles[0].measurements[0].unit"]))
    }
}
