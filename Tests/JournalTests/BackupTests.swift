import CycleCore
import Foundation
@testable import Journal
import JSON
import Testing

@Suite struct BackupTests {
    let today = TestStore.today

    func fullStore() throws -> JournalStore {
        let (store, me) = try TestStore.withProfile()
        try SampleData.logEveryKind(in: store, for: me)
        let anna = try store.addProfile(Profile(name: "Anna", color: "#aa00ff", mode: .ttc, units: .imperial, waterGoalMl: 2500,
                                                created: today - 100))
        try SampleData.logEveryKind(in: store, for: anna)
        return store
    }

    @Test func theBackupNamesItsFormatAndSortsKeysAndRecords() throws {
        let store = try fullStore()
        let text = try store.backup().rendered()
        #expect(text.hasPrefix("{\n  \"activeProfile\": \"me\",\n  \"format\": \"bloom-backup\",\n"))
        #expect(text.contains("\"version\": 2\n}\n"))
        let json = try JSONValue(parsing: text)
        guard case let .array(profiles)? = json["profiles"], case let .array(periods)? = profiles[1]["periods"] else {
            Issue.record("no periods"); return
        }
        #expect(profiles.map { $0["name"] } == [.string("Anna"), .string("me")])
        #expect(periods.map { $0["start"] } == [.string("2026-10-01"), .string("2026-10-29")])
        #expect(try store.backup().rendered() == text)
    }

    @Test func exportImportIntoAnEmptyStoreExportGivesTheSameBytes() throws {
        let original = try fullStore().backup().rendered()
        let backup = try Backup.decode(try JSONValue(parsing: original), today: today).get()
        let empty = try TestStore.open()
        let plan = try empty.importBackup(backup, mode: .merge)
        #expect(plan.totals.added == 2 * SampleData.recordCount)
        #expect(try empty.backup().rendered() == original)
        #expect(try empty.integrityProblems().isEmpty)
    }

    @Test func importingTheSameBackupTwiceChangesNothing() throws {
        let backup = try fullStore().backup()
        let target = try TestStore.open()
        try target.importBackup(backup, mode: .merge)
        let once = try target.backup().rendered()
        let second = try target.importBackup(backup, mode: .merge)
        #expect(!second.changesAnything && second.totals.unchanged == 2 * SampleData.recordCount)
        #expect(try target.backup().rendered() == once)
        #expect(try !target.importBackup(backup, mode: .replace).changesAnything)
    }

    @Test func aMergeAddsAndUpdatesButRemovesNothing() throws {
        let (target, me) = try TestStore.withProfile()
        _ = try target.log(WeightEntry(day: today, kilograms: 70), for: me, today: today)             // updated by the backup
        _ = try target.log(WeightEntry(day: today - 50, kilograms: 71), for: me, today: today)        // kept
        let backup = try fullStore().backup()
        let plan = try target.importBackup(backup, mode: .merge)
        let counts = try #require(plan.profiles.first { $0.name == "me" }?.counts[.weight])
        #expect(counts == ImportPlan.Counts(added: 0, updated: 1, unchanged: 0, removed: 0))
        #expect(try target.records(WeightEntry.self, of: me).map(\.kilograms) == [71, 62.5])
        #expect(try target.profiles().map(\.name) == ["Anna", "me"])
        #expect(try target.activeProfile()?.name == "me")
    }

    @Test func aReplaceMakesTheStoreHoldExactlyTheBackup() throws {
        let source = try fullStore()
        _ = try source.removeProfile(named: "Anna")
        let backup = try source.backup()
        let (target, me) = try TestStore.withProfile()
        _ = try target.log(WeightEntry(day: today - 50, kilograms: 71), for: me, today: today)
        try target.addProfile(Profile(name: "bob", created: today))
        let plan = try target.importBackup(backup, mode: .replace)
        #expect(plan.profiles.first { $0.name == "bob" }?.action == .remove)
        #expect(plan.profiles.first { $0.name == "me" }?.counts[.weight]?.removed == 1)
        #expect(try target.backup().rendered() == backup.rendered())
    }

    @Test func aDryRunPlanWritesNothing() throws {
        let backup = try fullStore().backup()
        let (target, _) = try TestStore.withProfile()
        let before = try target.backup().rendered()
        let plan = try target.planImport(backup, mode: .merge)
        #expect(plan.changesAnything && plan.profiles.first { $0.name == "Anna" }?.action == .create)
        #expect(try target.backup().rendered() == before)
        let fresh = JournalStore.planImport(backup, intoEmptyStore: .merge)
        #expect(fresh.totals.added == 2 * SampleData.recordCount && fresh.newActiveProfile == "me")
    }

    @Test func everyBadRecordIsReportedWithItsPath() throws {
        let text = """
            {"format": "bloom-backup", "version": 1, "activeProfile": "ghost", "profiles": [
              {"name": "me", "color": "rose", "mode": "cycle", "units": "metric", "waterGoalMl": 2000, "created": "2026-01-01",
               "periods": [{"start": "2026-10-01", "end": "2026-10-05"}, {"start": "2026-10-04", "end": "2026-10-08"},
                           {"start": "2026-11-03", "end": "2026-11-01"}, {"start": "2026-12-01"}, {"start": "2026-10-01"}],
               "days": [{"day": "2026-11-02", "cramps": 12, "moods": ["glad"], "symptoms": [{"name": "cramps", "severity": 5}]}],
               "water": [{"at": "2026-11-02T09:00", "ml": "lots"}],
               "weights": [{"day": "2026-11-02", "kg": 900, "lb": 1}]},
              {"name": "ME", "color": "teal", "mode": "flying", "units": "metric", "waterGoalMl": 10, "created": "2026-01-01"}
            ]}
            """
        guard case let .failure(issues) = Backup.decode(try JSONValue(parsing: text), today: today) else {
            Issue.record("a bad backup was accepted"); return
        }
        let paths = Set(issues.list.map(\.path))
        for expected in ["activeProfile", "profiles[0].periods[1].start", "profiles[0].periods[2].end", "profiles[0].periods[3].start",
                         "profiles[0].periods[4].start", "profiles[0].days[0].cramps", "profiles[0].days[0].moods[0]",
                         "profiles[0].days[0].symptoms[0].severity", "profiles[0].water[0].ml", "profiles[0].weights[0].kg",
                         "profiles[0].weights[0].lb", "profiles[1].name", "profiles[1].mode"] {
            #expect(paths.contains(expected), "missing \(expected) in \(issues.list)")
        }
        #expect(issues.description.contains("profiles[0].periods[2].end: 2026-11-01 is before the start 2026-11-03"))
    }

    @Test func aFileThatIsNotABloomBackupOrIsNewerSaysSo() throws {
        let other = try JSONValue(parsing: #"{"format": "recipes", "version": 1}"#)
        guard case let .failure(issues) = Backup.decode(other, today: today) else { Issue.record("accepted"); return }
        #expect(issues.list.map(\.description) == ["format: this is not a Bloom backup (its format is 'recipes')"])
        let newer = try JSONValue(parsing: #"{"format": "bloom-backup", "version": \#(Backup.version + 1), "profiles": []}"#)
        guard case let .failure(newerIssues) = Backup.decode(newer, today: today) else { Issue.record("accepted"); return }
        #expect(newerIssues.description.contains("newer Bloom"))
    }

    @Test func aMergeWhosePeriodsWouldOverlapStoredOnesIsRefusedWhole() throws {
        let (target, me) = try TestStore.withProfile()
        _ = try target.logPeriodStart(on: Day(year: 2026, month: 10, day: 3)!, for: me, today: today)
        _ = try target.logPeriodEnd(on: Day(year: 2026, month: 10, day: 7)!, for: me, today: today)
        let backup = try fullStore().backup()
        #expect {
            try target.importBackup(backup, mode: .merge)
        } throws: { error in
            (error as? BackupIssues)?.list.first?.description.contains("overlaps the stored period 2026-10-03 to 2026-10-07") == true
        }
        #expect(try target.profiles().map(\.name) == ["me"])
        #expect(try target.records(DailyLog.self, of: me).isEmpty)
    }

    @Test func backupFilesAreWrittenPrivatelyAndAtomically() throws {
        let folder = TestStore.folder()
        try FileSystem.ensureFolder(folder)
        let path = folder + "/backup.json"
        try BackupFile.write("{}\n", to: path)
        try BackupFile.write("{\"x\": 1}\n", to: path)
        #expect(FileSystem.permissions(path) == 0o600)
        #expect(try BackupFile.read(path) == .object(["x": .int(1)]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["backup.json"])
        #expect(throws: BackupFile.Failure.self) { try BackupFile.write("{}", to: folder + "/missing/backup.json") }
    }
}
