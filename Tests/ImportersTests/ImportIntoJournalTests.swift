import CycleCore
import Foundation
@testable import Importers
@testable import Journal
import NextSteps
import Testing

@Suite struct ImportIntoJournalTests {
    let today = Fixtures.today

    @Test func importingTheSameFileTwiceChangesNothingTheSecondTime() throws {
        let (store, profile) = try Fixtures.store()
        let first = try Fixtures.importFile(Fixtures.path("export.xml"), into: store, profile: profile)
        #expect(first.tally.totals.added == 27 && first.batch != nil)
        let second = try Fixtures.importFile(Fixtures.path("export.xml"), into: store, profile: profile)
        #expect(second.tally.totals.added == 0 && second.tally.totals.alreadyThere == 27 && second.batch == nil)
        #expect(try store.importBatches(of: profile).count == 1)
        #expect(try store.periods(of: profile).count == 2)
    }

    /// Issue 49, item 3: a record dated after today (a watch's clock, a time zone, travel) is
    /// left out and counted; the rest of the export is imported.
    @Test func recordsDatedAfterTodayAreSkippedCountedAndTheRestImported() throws {
        let future = """
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2026-11-11 00:30:00 +0100" endDate="2026-11-11 00:40:00 +0100" value="300"/>
         <Record type="HKCategoryTypeIdentifierMenstrualFlow" sourceName="Phone" value="HKCategoryValueMenstrualFlowHeavy" startDate="2026-11-12 08:00:00 +0100" endDate="2026-11-12 08:00:00 +0100">
          <MetadataEntry key="HKMenstrualCycleStart" value="1"/>
         </Record>
         <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="Watch" startDate="2026-12-01 18:00:00 +0100" endDate="2026-12-01 18:30:00 +0100">
          <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2026-12-01 18:00:00 +0100" endDate="2026-12-01 18:30:00 +0100" sum="310" unit="kcal"/>
         </Workout>

        """
        var xml = String(decoding: Fixtures.bytes("export.xml"), as: UTF8.self)
        let anchor = " <ActivitySummary dateComponents"
        xml = xml.replacingOccurrences(of: anchor, with: future + anchor)
        let path = Fixtures.temporaryFile(Array(xml.utf8))
        let (store, profile) = try Fixtures.store()
        let outcome = try Fixtures.importFile(path, into: store, profile: profile)
        #expect(outcome.skipped[ImportEmitter.datedAfterToday] == 3)
        // Everything the unchanged export holds is imported, and nothing dated after today.
        #expect(outcome.tally.totals.added == 27 && outcome.batch != nil)
        #expect(try store.periods(of: profile).map(\.start.iso) == ["2026-09-03", "2026-10-01"])
        let report = outcome.report(path: "export.xml", dryRun: false, wording: StepWording { "<\($0)>" })
        #expect(report.contains("Not imported:\n  dated after today: 3"), "\(report)")
        #expect(report.contains("Undo it all with '<undoImport>' (or '<undo>' right now)."), "\(report)")
    }

    @Test func aDryRunCountsWhatWouldBeAddedAndWritesNothing() throws {
        let (store, profile) = try Fixtures.store()
        let preview = try Fixtures.importFile(Fixtures.path("flo.json"), into: store, profile: profile, dryRun: true)
        #expect(preview.tally.kinds["periods"]?.added == 2 && preview.batch == nil)
        #expect(try store.periods(of: profile).isEmpty && store.importBatches(of: profile).isEmpty)
    }

    @Test func handLoggedEntriesWinAndTheConflictIsReported() throws {
        let (store, profile) = try Fixtures.store()
        _ = try store.logPeriodStart(on: Day("2026-06-02")!, for: profile, today: today)
        _ = try store.logPeriodEnd(on: Day("2026-06-06")!, for: profile, today: today)
        let outcome = try Fixtures.importFile(Fixtures.path("flo.json"), into: store, profile: profile)
        #expect(outcome.tally.kinds["periods"] == ImportTally.Counts(added: 1, alreadyThere: 0, conflicts: 1))
        #expect(outcome.tally.conflictNotes.first?.contains("overlaps your period 2026-06-02 to 2026-06-06") == true)
        #expect(try store.periods(of: profile).map(\.start.iso) == ["2026-06-02", "2026-06-30"])
    }

    @Test func undoRemovesTheWholeImportAndKeepsWhatWasLoggedByHand() throws {
        let (store, profile) = try Fixtures.store()
        _ = try store.log(WeightEntry(day: today, kilograms: 61), for: profile, today: today)
        let outcome = try Fixtures.importFile(Fixtures.path("export.xml"), into: store, profile: profile)
        #expect(try store.lastImport(of: profile)?.tally == outcome.tally)
        #expect(try store.lastUndoableIsImport(for: profile) != nil)
        try store.undoImport(try #require(outcome.batch))
        #expect(try store.wellbeingCounts(of: profile) == (0, 0, 0))
        #expect(try store.periods(of: profile).isEmpty && store.records(DailyLog.self, of: profile).isEmpty)
        #expect(try store.records(WeightEntry.self, of: profile).map(\.kilograms) == [61])
    }

    @Test func theSummaryForTheAssistantSaysWhereCyclesCameFrom() throws {
        let (store, profile) = try Fixtures.store()
        _ = try Fixtures.importFile(Fixtures.path("measurements.json"), into: store, profile: profile)
        let summary = try #require(try store.lastImport(of: profile)?.summary)
        #expect(summary.hasPrefix("Imported from Clue (measurements.json) on 2026-11-10: 2 periods"))
        _ = try store.logPeriodStart(on: today - 3, for: profile, today: today)
        #expect(try store.periodSources(of: profile) == ["clue": 2, "bloom": 1])
    }
}
