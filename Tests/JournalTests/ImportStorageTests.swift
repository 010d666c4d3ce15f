import CycleCore
@testable import Journal
import Testing

@Suite struct ImportStorageTests {
    let today = TestStore.today

    func span(_ minute: Int64, offset: Int = 3600) -> ImportedSpan {
        ImportedSpan(start: 1_762_000_000 + minute * 60, end: 1_762_000_000 + minute * 60 + 59, utcOffset: offset)
    }

    func chunk() -> ImportChunk {
        var chunk = ImportChunk()
        chunk.samples = [
            WellbeingSample(kind: .heartRate, span: span(0), value: 70, minimum: 65, maximum: 75, count: 4, source: "apple-health", sourceKey: "hr|0"),
            WellbeingSample(kind: .heartRateVariabilitySDNN, span: span(1), value: 48.5, beatsPerMinute: [61, 62.5], source: "apple-health", sourceKey: "hrv|1"),
        ]
        chunk.sleep = [SleepSegment(stage: .deep, span: span(2), source: "apple-health", sourceKey: "sleep|2")]
        chunk.workouts = [Workout(activity: "running", span: span(3), durationSeconds: 1800, energyKcal: 250, distanceMeters: 5000,
                                  averageHeartRate: 140, maximumHeartRate: 171, source: "apple-health", sourceKey: "workout|3")]
        chunk.periods = [ImportedPeriod(start: today - 30, end: today - 26, source: "clue", sourceKey: "period|a")]
        chunk.days = [ImportedDay(log: DailyLog(day: today - 30, flow: .heavy), source: "clue", sourceKey: "day|a")]
        chunk.temperatures = [ImportedTemperature(reading: TemperatureReading(day: today - 20, celsius: 36.6), source: "clue", sourceKey: "t|a")]
        chunk.ovulationTests = [ImportedOvulationTest(test: OvulationTest(at: TestStore.moment("08:00", -15), result: .peak), source: "clue", sourceKey: "o|a")]
        return chunk
    }

    @Test func theLatestMigrationAddsTheWellbeingTables() throws {
        let store = try TestStore.open()
        #expect(try store.schemaVersionOnDisk() == Migrations.latest)
        for table in ["import_batches", "samples", "sleep_segments", "workouts"] {
            #expect(try store.db.scalar("SELECT count(*) FROM sqlite_schema WHERE name = ?", [table]) == .integer(1))
        }
    }

    @Test func anImportedChunkReadsBackAndASecondImportAddsNothing() throws {
        let (store, profile) = try TestStore.withProfile()
        let batch = try store.beginImport(into: profile, source: "apple-health", fileName: "export.zip", started: "2026-11-10T09:00:00")
        let tally = try store.importChunk(chunk(), into: batch, today: today)
        #expect(tally.totals.added == 8 && tally.totals.alreadyThere == 0)
        let samples = try store.samples(.heartRateVariabilitySDNN, from: today - 400, through: today, of: profile)
        #expect(samples.count == 1 && samples[0].beatsPerMinute == [61, 62.5] && samples[0].span.utcOffset == 3600)
        #expect(try store.sleepSegments(from: today - 400, through: today, of: profile).map(\.stage) == [.deep])
        #expect(try store.workouts(from: today - 400, through: today, of: profile).first?.maximumHeartRate == 171)
        #expect(try store.periods(of: profile) == [PeriodRecord(start: today - 30, end: today - 26, notes: nil)])

        let again = try store.beginImport(into: profile, source: "apple-health", fileName: "export.zip", started: "2026-11-10T10:00:00")
        let second = try store.importChunk(chunk(), into: again, today: today)
        #expect(second.totals.added == 0 && second.totals.alreadyThere == 8)
        #expect(try store.samples(.heartRate, from: today - 400, through: today, of: profile).first?.count == 4)
    }

    @Test func heartRateMinutesReadInTwoPiecesMergeWithinOneImport() throws {
        let (store, profile) = try TestStore.withProfile()
        let batch = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T09:00:00")
        var first = ImportChunk(), second = ImportChunk()
        first.samples = [WellbeingSample(kind: .heartRate, span: span(0), value: 60, minimum: 60, maximum: 60, count: 1, source: "a", sourceKey: "hr|0")]
        second.samples = [WellbeingSample(kind: .heartRate, span: span(0), value: 90, minimum: 80, maximum: 100, count: 3, source: "a", sourceKey: "hr|0")]
        #expect(try store.importChunk(first, into: batch, today: today).totals.added == 1)
        #expect(try store.importChunk(second, into: batch, today: today).totals.total == 0)
        let minute = try #require(try store.samples(.heartRate, from: today - 400, through: today, of: profile).first)
        #expect(minute.count == 4 && minute.value == 82.5 && minute.minimum == 60 && minute.maximum == 100)
    }

    @Test func dailySummariesAddUpAmountsAndWeightHeartRateMinutesByTheirReadings() throws {
        let (store, profile) = try TestStore.withProfile()
        let batch = try store.beginImport(into: profile, source: "a", fileName: "e.xml", started: "2026-11-10T09:00:00")
        var chunk = ImportChunk()
        chunk.samples = [
            WellbeingSample(kind: .heartRate, span: span(0), value: 60, minimum: 55, maximum: 70, count: 3, source: "a", sourceKey: "hr|0"),
            WellbeingSample(kind: .heartRate, span: span(1), value: 80, minimum: 80, maximum: 80, count: 1, source: "a", sourceKey: "hr|1"),
            WellbeingSample(kind: .stepCount, span: span(2), value: 500, source: "a", sourceKey: "s|2"),
            WellbeingSample(kind: .stepCount, span: span(3), value: 700, source: "a", sourceKey: "s|3"),
        ]
        _ = try store.importChunk(chunk, into: batch, today: today)
        let day = span(0).day
        let heart = try store.dailySummaries(.heartRate, from: day, through: day, of: profile)
        #expect(heart == [DailySampleSummary(day: day, sum: 140, mean: 65, minimum: 55, maximum: 80, readings: 4)])
        #expect(try store.dailySummaries(.stepCount, from: day, through: day, of: profile).first?.sum == 1200)
    }

    @Test func handLoggedEntriesWinAndConflictsAreReported() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.logPeriodStart(on: today - 29, for: profile, today: today)
        _ = try store.logPeriodEnd(on: today - 25, for: profile, today: today)
        _ = try store.log(TemperatureReading(day: today - 20, celsius: 36.4), for: profile, today: today)
        let batch = try store.beginImport(into: profile, source: "clue", fileName: "measurements.json", started: "2026-11-10T09:00:00")
        let tally = try store.importChunk(chunk(), into: batch, today: today)
        #expect(tally.kinds["periods"]?.conflicts == 1 && tally.kinds["temperatures"]?.conflicts == 1)
        #expect(tally.conflictNotes.contains { $0.contains("overlaps your period") })
        #expect(try store.periods(of: profile) == [PeriodRecord(start: today - 29, end: today - 25, notes: nil)])
        #expect(try store.records(TemperatureReading.self, of: profile).map(\.celsius) == [36.4])
    }

    @Test func undoingAnImportRemovesAllOfItAndNothingLoggedByHand() throws {
        let (store, profile) = try TestStore.withProfile()
        _ = try store.log(WeightEntry(day: today, kilograms: 60), for: profile, today: today)
        let batch = try store.beginImport(into: profile, source: "clue", fileName: "m.json", started: "2026-11-10T09:00:00")
        let tally = try store.importChunk(chunk(), into: batch, today: today)
        try store.finishImport(batch, tally: tally, finished: "2026-11-10T09:01:00")
        #expect(try store.lastImport(of: profile)?.summary.contains("1 period") == true)
        #expect(try store.lastUndoableIsImport(for: profile)?.id == batch.id)
        #expect(try store.undoLastImport(of: profile)?.id == batch.id)
        #expect(try store.periods(of: profile).isEmpty)
        #expect(try store.wellbeingCounts(of: profile) == (0, 0, 0))
        #expect(try store.records(WeightEntry.self, of: profile).count == 1)
        #expect(try store.lastUndoableIsImport(for: profile) == nil)
        #expect(try store.undoLast(for: profile)?.kind == .weight)
    }

    @Test func aPreviewCountsWithoutWriting() throws {
        let (store, profile) = try TestStore.withProfile()
        let tally = try store.previewChunk(chunk(), into: profile, source: "clue", today: today)
        #expect(tally.totals.added == 8)
        #expect(try store.periods(of: profile).isEmpty && store.importBatches(of: profile).isEmpty)
    }
}
