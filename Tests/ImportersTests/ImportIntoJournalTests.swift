import CycleCore
import Foundation
@testable import Importers
@testable import Journal
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
