import CycleCore
import Foundation
@testable import Importers
@testable import Journal
import Testing

/// Chunks are written on a second thread while the file is read: the result must be what
/// writing them in turn gives, and a failure on either side must leave nothing behind.
@Suite struct ChunkPipelineTests {
    func chunk(_ number: Int) -> ImportChunk {
        var chunk = ImportChunk()
        chunk.samples = [WellbeingSample(kind: .stepCount, span: ImportedSpan(start: Int64(number) * 60, end: Int64(number) * 60, utcOffset: 0),
                                         value: Double(number), source: "t", sourceKey: "\(number)")]
        return chunk
    }

    @Test func everyChunkIsWrittenOnceAndInOrder() throws {
        let written = LockedList()
        let pipeline = ChunkPipeline { chunk in written.append(Int(chunk.samples[0].value)) }
        for number in 0..<200 { try pipeline.send(chunk(number)) }
        try pipeline.finish()
        #expect(written.values == Array(0..<200))
    }

    @Test func theWritersErrorStopsItAndReachesTheReader() throws {
        struct Refused: Error {}
        let written = LockedList()
        let pipeline = ChunkPipeline { chunk in
            let number = Int(chunk.samples[0].value)
            if number == 3 { throw Refused() }
            written.append(number)
        }
        #expect(throws: Refused.self) {
            for number in 0..<1_000 { try pipeline.send(chunk(number)) }
        }
        #expect(throws: Refused.self) { try pipeline.finish() }
        #expect(written.values == [0, 1, 2])
    }

    @Test func anExportWrittenOneRecordAChunkGivesTheSameImport() throws {
        let (store, profile) = try Fixtures.store()
        var importer = Importer(path: Fixtures.path("export.xml"), format: .appleHealthXML, today: Fixtures.today)
        importer.chunkSize = 1
        let outcome = try importer.run(into: store, profile: profile, dryRun: false, started: "2026-11-10T09:00:00", finished: { "2026-11-10T09:01:00" })
        let (other, otherProfile) = try Fixtures.store()
        let whole = try Fixtures.importFile(Fixtures.path("export.xml"), into: other, profile: otherProfile)
        #expect(outcome.tally == whole.tally && outcome.tally.totals.added == 27)
        #expect(try store.wellbeingCounts(of: profile) == other.wellbeingCounts(of: otherProfile))
        #expect(try store.periods(of: profile) == other.periods(of: otherProfile))
    }

    @Test func aFileThatBreaksOffAfterChunksWereWrittenLeavesNothing() throws {
        let (store, profile) = try Fixtures.store()
        let text = String(decoding: Fixtures.bytes("export.xml"), as: UTF8.self)
        let cut = text.index(text.startIndex, offsetBy: text.count * 3 / 4)
        let path = Fixtures.temporaryFile(Array(text[..<cut].utf8), suffix: ".xml")
        var importer = Importer(path: path, format: .appleHealthXML, today: Fixtures.today)
        importer.chunkSize = 1
        #expect(throws: ImportError.self) {
            try importer.run(into: store, profile: profile, dryRun: false, started: "2026-11-10T09:00:00", finished: { "2026-11-10T09:01:00" })
        }
        #expect(try store.wellbeingCounts(of: profile) == (0, 0, 0))
        #expect(try store.importBatches(of: profile).isEmpty && store.periods(of: profile).isEmpty)
    }
}

/// Numbers appended from the writing thread, read after it has finished.
final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Int] = []
    func append(_ value: Int) { lock.lock(); list.append(value); lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return list }
}
