import CycleCore
import Journal
import JSON

/// Reads another app's export into the journal, or previews what it would do.
///
/// The file is read as a stream; records are written one chunk (one transaction) at a time,
/// on a second thread while the next chunk is read, into one import batch, which is removed
/// again if anything fails, so a failed import leaves nothing behind. Importing the same file
/// twice adds nothing the second time.
package struct Importer {
    /// What an import did.
    package struct Outcome: Sendable {
        package let format: ImportFormat
        package let tally: ImportTally
        /// Things read but not imported, with counts.
        package let skipped: [String: Int]
        /// The batch written, nil for a dry run.
        package let batch: ImportBatch?
        /// Records read.
        package let records: Int
    }

    package let path: String
    package let format: ImportFormat
    package let today: Day
    /// Called now and then with how far the read has got.
    package var progress: ((ImportProgress) -> Void)?
    /// Records per transaction.
    package var chunkSize = 50_000

    package init(path: String, format: ImportFormat, today: Day) {
        self.path = path
        self.format = format
        self.today = today
    }

    var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// Reads the file without writing, handing each chunk to `sink` (for benchmarks and tests).
    package func read(into sink: @escaping (ImportChunk) throws -> Void) throws -> (records: Int, skipped: [String: Int]) {
        let emitter = ImportEmitter(source: format.source, fileName: path, today: today, chunkSize: chunkSize, sink: sink)
        try parse(into: emitter)
        return (emitter.recordsRead, emitter.skipped)
    }

    /// Imports into `profile` of `store` (or previews when `dryRun`).
    /// - Parameters:
    ///   - started/finished: local times for the batch row, from the caller's clock.
    package func run(into store: JournalStore, profile: Profile, dryRun: Bool, started: String,
                    finished: () -> String) throws -> Outcome {
        var tally = ImportTally()
        if dryRun {
            let result = try read { chunk in
                tally.merge(try store.previewChunk(chunk, into: profile, source: format.source, today: today))
            }
            return Outcome(format: format, tally: tally, skipped: result.skipped, batch: nil, records: result.records)
        }
        let batch = try store.beginImport(into: profile, source: format.source, fileName: fileName, started: started)
        // The file is read on this thread while the chunk before is written on another; only
        // the writing thread touches the store until the pipeline is finished.
        let day = today
        let pipeline = ChunkPipeline { chunk in
            tally.merge(try store.importChunk(chunk, into: batch, today: day))
        }
        do {
            let result: (records: Int, skipped: [String: Int])
            do {
                result = try read { chunk in try pipeline.send(chunk) }
            } catch {
                try? pipeline.finish()
                throw error
            }
            try pipeline.finish()
            // An import that added nothing leaves no batch, so 'bloom undo' right after does not
            // take back an empty import in place of the person's last log.
            if tally.totals.added == 0 {
                try store.undoImport(batch)
                return Outcome(format: format, tally: tally, skipped: result.skipped, batch: nil, records: result.records)
            }
            let done = try store.finishImport(batch, tally: tally, finished: finished())
            return Outcome(format: format, tally: tally, skipped: result.skipped, batch: done, records: result.records)
        } catch {
            try? store.undoImport(batch)
            throw error
        }
    }

    private func parse(into emitter: ImportEmitter) throws {
        switch format {
        case .appleHealthZip:
            let archive = try ZipArchive(path: path)
            guard let entry = archive.entry(named: "export.xml") else { throw ImportError.unknownFormat(file: path) }
            let reader = try archive.open(entry)
            try parseAppleHealth(ProgressSource(reader, emitter: emitter, report: progress), into: emitter)
        case .appleHealthXML:
            try parseAppleHealth(ProgressSource(try FileByteSource(path: path), emitter: emitter, report: progress), into: emitter)
        case .clueMeasurements, .clueBackup:
            try ClueParser.parse(try readJSON(), format: format, into: emitter)
        case .flo:
            try FloParser.parse(try readJSON(), into: emitter)
        case .drip:
            try DripParser.parse(try readText(), into: emitter)
        case .bloomBackup:
            throw ImportError.unknownFormat(file: path)
        }
    }

    private func parseAppleHealth(_ source: ByteSource, into emitter: ImportEmitter) throws {
        let reader = XMLReader(source: source, fileName: path)
        try AppleHealthParser.parse(reader, into: emitter)
    }

    private func readText() throws -> String {
        let file = try FileByteSource(path: path)
        guard file.fileSize < 256 << 20 else {
            throw ImportError.badRecord(file: path, line: nil, record: "the file", detail: "it is larger than 256 MiB, too large for this format")
        }
        let bytes = try file.read(at: 0, count: Int(file.fileSize))
        progress?(ImportProgress(bytesRead: file.fileSize, fileSize: file.fileSize, records: 0))
        return String(decoding: bytes, as: UTF8.self)
    }

    private func readJSON() throws -> JSONValue {
        do {
            return try JSONValue(parsing: try readText())
        } catch let error as JSONSyntaxError {
            throw ImportError.malformedJSON(file: path, detail: error.description)
        }
    }
}

/// Passes reads through, reporting progress every few megabytes.
final class ProgressSource: ByteSource {
    let inner: ByteSource
    let emitter: ImportEmitter
    let report: ((ImportProgress) -> Void)?
    var sinceReport: Int64 = 0

    init(_ inner: ByteSource, emitter: ImportEmitter, report: ((ImportProgress) -> Void)?) {
        self.inner = inner
        self.emitter = emitter
        self.report = report
    }

    var fileBytesRead: Int64 { inner.fileBytesRead }
    var fileSize: Int64 { inner.fileSize }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        let count = try inner.read(into: buffer)
        sinceReport += Int64(count)
        if let report, sinceReport >= 4 << 20 || count == 0 {
            sinceReport = 0
            report(ImportProgress(bytesRead: inner.fileBytesRead, fileSize: inner.fileSize, records: emitter.recordsRead))
        }
        return count
    }
}
