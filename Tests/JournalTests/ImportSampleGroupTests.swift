import CycleCore
@testable import Journal
import Testing

/// Samples are written many rows per INSERT (`JournalStore.sampleGroupSize`): these chunks are
/// large enough to go through that path, and check it keeps what writing row by row promised.
@Suite struct ImportSampleGroupTests {
    let today = TestStore.today
    let size = JournalStore.sampleGroupSize

    func span(_ minute: Int) -> ImportedSpan {
        ImportedSpan(start: 1_762_000_000 + Int64(minute) * 60, end: 1_762_000_000 + Int64(minute) * 60 + 59, utcOffset: 3600)
    }

    func heartRate(_ minute: Int, _ value: Double, count: Int = 1) -> WellbeingSample {
        WellbeingSample(kind: .heartRate, span: span(minute), value: value, minimum: value, maximum: value, count: count,
                        source: "apple-health", sourceKey: "hr|\(minute)")
    }

    func steps(_ minute: Int) -> WellbeingSample {
        WellbeingSample(kind: .stepCount, span: span(minute), value: Double(100 + minute), source: "apple-health", sourceKey: "steps|\(minute)|x")
    }

    /// Heart rate, steps and HRV interleaved as a file gives them, each kind more than two groups.
    func mixedChunk() -> ImportChunk {
        var chunk = ImportChunk()
        for minute in 0..<(2 * size + 7) {
            chunk.samples.append(heartRate(minute, 60 + Double(minute % 10)))
            chunk.samples.append(steps(minute))
            if minute <= size {
                let beats: [Double] = minute == 0 ? (0..<20_000).map { 60 + Double($0 % 40) / 4 } : [61, 62.5]
                chunk.samples.append(WellbeingSample(kind: .heartRateVariabilitySDNN, span: span(minute), value: 40 + Double(minute),
                                                     beatsPerMinute: beats, source: "apple-health", sourceKey: "hrv|\(minute)"))
            }
        }
        return chunk
    }

    @Test func rowsWrittenInGroupsReadBackWithEveryValueAndAreCountedPerKind() throws {
        let (store, profile) = try TestStore.withProfile()
        let batch = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T09:00:00")
        let tally = try store.importChunk(mixedChunk(), into: batch, today: today)
        let rows = 2 * size + 7
        #expect(tally.kinds["heartRate"] == ImportTally.Counts(added: rows))
        #expect(tally.kinds["stepCount"] == ImportTally.Counts(added: rows))
        #expect(tally.kinds["heartRateVariabilitySDNN"] == ImportTally.Counts(added: size + 1))
        let hearts = try store.samples(.heartRate, from: today - 400, through: today, of: profile)
        #expect(hearts.count == rows)
        #expect(hearts.allSatisfy { $0.count == 1 && $0.value == $0.minimum && $0.span.utcOffset == 3600 && $0.source == "apple-health" })
        #expect(hearts.map(\.sourceKey).sorted() == (0..<rows).map { "hr|\($0)" }.sorted())
        let stepRows = try store.samples(.stepCount, from: today - 400, through: today, of: profile)
        #expect(stepRows.map(\.value).sorted() == (0..<rows).map { Double(100 + $0) })
        let hrv = try store.samples(.heartRateVariabilitySDNN, from: today - 400, through: today, of: profile)
        #expect(hrv.first { $0.sourceKey == "hrv|0" }?.beatsPerMinute?.count == 20_000)
        #expect(hrv.first { $0.sourceKey == "hrv|\(size)" }?.beatsPerMinute == [61, 62.5])
    }

    @Test func importingTheSameManyRowsAgainAddsNothingAndLeavesHeartRateMinutesAlone() throws {
        let (store, profile) = try TestStore.withProfile()
        let first = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T09:00:00")
        let added = try store.importChunk(mixedChunk(), into: first, today: today).totals.added
        let again = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T10:00:00")
        let second = try store.importChunk(mixedChunk(), into: again, today: today)
        #expect(second.totals.added == 0 && second.totals.alreadyThere == added)
        #expect(try store.samples(.heartRate, from: today - 400, through: today, of: profile).allSatisfy { $0.count == 1 })
    }

    @Test func heartRateMinutesSplitAcrossChunksStillMergeWhenWrittenInGroups() throws {
        let (store, profile) = try TestStore.withProfile()
        let batch = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T09:00:00")
        var first = ImportChunk(), second = ImportChunk()
        first.samples = (0..<(2 * size)).map { heartRate($0, 60) }
        second.samples = (size..<(3 * size)).map { heartRate($0, 90, count: 2) }
        #expect(try store.importChunk(first, into: batch, today: today).totals.added == 2 * size)
        let tally = try store.importChunk(second, into: batch, today: today)
        #expect(tally.totals.added == size && tally.totals.alreadyThere == 0)
        let minutes = try store.samples(.heartRate, from: today - 400, through: today, of: profile)
        #expect(minutes.count == 3 * size)
        let merged = minutes.filter { $0.count == 3 }
        #expect(merged.count == size && merged.allSatisfy { $0.value == 80 && $0.minimum == 60 && $0.maximum == 90 })
    }

    @Test func aMinuteTwiceInOneGroupMergesIntoOneRow() throws {
        let (store, profile) = try TestStore.withProfile()
        let batch = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T09:00:00")
        var chunk = ImportChunk()
        chunk.samples = (0..<(size - 1)).map { heartRate($0, 60) } + [heartRate(0, 90)]
        let tally = try store.importChunk(chunk, into: batch, today: today)
        #expect(tally.totals.added == size - 1 && tally.totals.alreadyThere == 0)
        let minute = try store.samples(.heartRate, from: today - 400, through: today, of: profile).first { $0.sourceKey == "hr|0" }
        #expect(minute?.count == 2 && minute?.value == 75)
    }

    @Test func aGroupPartlyAlreadyThereCountsBoth() throws {
        let (store, profile) = try TestStore.withProfile()
        let first = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T09:00:00")
        var earlier = ImportChunk()
        earlier.samples = (0..<5).map(steps)
        #expect(try store.importChunk(earlier, into: first, today: today).totals.added == 5)
        let again = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T10:00:00")
        var chunk = ImportChunk()
        chunk.samples = (0..<size).map(steps)
        let tally = try store.importChunk(chunk, into: again, today: today)
        #expect(tally.kinds["stepCount"] == ImportTally.Counts(added: size - 5, alreadyThere: 5))
    }

    @Test func aPreviewOfManyRowsWritesNothingAndUndoRemovesThemAll() throws {
        let (store, profile) = try TestStore.withProfile()
        let preview = try store.previewChunk(mixedChunk(), into: profile, source: "apple-health", today: today)
        #expect(preview.totals.added == mixedChunk().samples.count)
        #expect(try store.wellbeingCounts(of: profile).samples == 0)
        let batch = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T09:00:00")
        let tally = try store.importChunk(mixedChunk(), into: batch, today: today)
        try store.finishImport(batch, tally: tally, finished: "2026-11-10T09:01:00")
        #expect(try store.wellbeingCounts(of: profile).samples == mixedChunk().samples.count)
        #expect(try store.undoLastImport(of: profile)?.id == batch.id)
        #expect(try store.wellbeingCounts(of: profile).samples == 0)
    }

    @Test func aGroupThatBreaksARuleWritesNothingOfItsChunk() throws {
        let (store, profile) = try TestStore.withProfile()
        let batch = try store.beginImport(into: profile, source: "apple-health", fileName: "e.xml", started: "2026-11-10T09:00:00")
        var chunk = ImportChunk()
        chunk.samples = (0..<(2 * size)).map(steps)
        chunk.samples[size + 3].span.utcOffset = 100_000 // beyond ±18 h: the table refuses it
        #expect(throws: JournalError.self) { try store.importChunk(chunk, into: batch, today: today) }
        #expect(try store.wellbeingCounts(of: profile).samples == 0)
    }
}
