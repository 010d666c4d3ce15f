import BloomTestSupport
import CycleCore
import CZlib
import Foundation
@testable import Importers
@testable import Journal

/// Fixtures, temporary files and stores for the importer tests.
enum Fixtures {
    static let today = Day(year: 2026, month: 11, day: 10)!

    static var folder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures").path
    }

    static func path(_ name: String) -> String { folder + "/" + name }

    static func bytes(_ name: String) -> [UInt8] { Array(FileManager.default.contents(atPath: path(name))!) }

    /// A new temporary file holding `bytes`.
    static func temporaryFile(_ bytes: [UInt8], suffix: String = "") -> String {
        let path = TestFolders.fresh("bloom-importers") + suffix
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    static func store() throws -> (JournalStore, Profile) {
        let folder = TestFolders.fresh("bloom-importers-store")
        let store = try JournalStore.open(folder: folder)!
        return (store, try store.profileForLogging(today: today).profile)
    }

    /// Everything a file yields, gathered from its chunks.
    static func read(_ path: String, today: Day = Fixtures.today) throws -> (chunk: ImportChunk, skipped: [String: Int]) {
        var all = ImportChunk()
        let importer = Importer(path: path, format: try ImportFormat.detect(path: path), today: today)
        let result = try importer.read { chunk in
            all.samples += chunk.samples
            all.sleep += chunk.sleep
            all.workouts += chunk.workouts
            all.periods += chunk.periods
            all.days += chunk.days
            all.temperatures += chunk.temperatures
            all.ovulationTests += chunk.ovulationTests
        }
        return (all, result.skipped)
    }

    static func importFile(_ path: String, into store: JournalStore, profile: Profile, dryRun: Bool = false) throws -> Importer.Outcome {
        try Importer(path: path, format: try ImportFormat.detect(path: path), today: today)
            .run(into: store, profile: profile, dryRun: dryRun, started: "2026-11-10T09:00:00", finished: { "2026-11-10T09:01:00" })
    }
}

/// A small ZIP writer for tests: stored or deflated entries, optionally with data
/// descriptors or ZIP64 records, and sizes that can be made to lie.
struct ZipWriter {
    struct Options {
        var deflate = true
        var dataDescriptor = false
        var zip64 = false
        var declaredSize: UInt32?
    }

    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        _ = bloom_deflate_init_raw(&stream, 6)
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 64)
        var input = data
        let produced: Int = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                _ = CZlib.deflate(&stream, Z_FINISH)
                return target.count - Int(stream.avail_out)
            }
        }
        deflateEnd(&stream)
        return Array(output[..<produced])
    }

    static func archive(_ entries: [(name: String, data: [UInt8])], options: Options = Options()) -> [UInt8] {
        var out: [UInt8] = []
        var directory: [UInt8] = []
        func le16(_ v: Int, _ into: inout [UInt8]) { into += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func le32(_ v: Int, _ into: inout [UInt8]) { for shift in stride(from: 0, to: 32, by: 8) { into.append(UInt8(v >> shift & 0xFF)) } }
        func le64(_ v: Int, _ into: inout [UInt8]) { for shift in stride(from: 0, to: 64, by: 8) { into.append(UInt8(v >> shift & 0xFF)) } }
        for entry in entries {
            let body = options.deflate ? deflate(entry.data) : entry.data
            let crc = Int(entry.data.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
            let size = options.declaredSize.map(Int.init) ?? entry.data.count
            let name = Array(entry.name.utf8)
            let offset = out.count
            let flags = options.dataDescriptor ? 8 : 0
            le32(0x0403_4B50, &out); le16(20, &out); le16(flags, &out); le16(options.deflate ? 8 : 0, &out); le16(0, &out); le16(0, &out)
            le32(options.dataDescriptor ? 0 : crc, &out); le32(options.dataDescriptor ? 0 : body.count, &out); le32(options.dataDescriptor ? 0 : size, &out)
            le16(name.count, &out); le16(0, &out); out += name; out += body
            if options.dataDescriptor { le32(0x0807_4B50, &out); le32(crc, &out); le32(body.count, &out); le32(size, &out) }
            var extra: [UInt8] = []
            if options.zip64 { le16(1, &extra); le16(24, &extra); le64(size, &extra); le64(body.count, &extra); le64(offset, &extra) }
            le32(0x0201_4B50, &directory); le16(45, &directory); le16(45, &directory); le16(flags, &directory)
            le16(options.deflate ? 8 : 0, &directory); le16(0, &directory); le16(0, &directory); le32(crc, &directory)
            le32(options.zip64 ? 0xFFFF_FFFF : body.count, &directory); le32(options.zip64 ? 0xFFFF_FFFF : size, &directory)
            le16(name.count, &directory); le16(extra.count, &directory); le16(0, &directory); le16(0, &directory); le16(0, &directory)
            le32(0, &directory); le32(options.zip64 ? 0xFFFF_FFFF : offset, &directory); directory += name; directory += extra
        }
        let directoryOffset = out.count
        out += directory
        if options.zip64 {
            let recordOffset = out.count
            le32(0x0606_4B50, &out); le64(44, &out); le16(45, &out); le16(45, &out); le32(0, &out); le32(0, &out)
            le64(entries.count, &out); le64(entries.count, &out); le64(directory.count, &out); le64(directoryOffset, &out)
            le32(0x0706_4B50, &out); le32(0, &out); le64(recordOffset, &out); le32(1, &out)
        }
        le32(0x0605_4B50, &out); le16(0, &out); le16(0, &out)
        le16(options.zip64 ? 0xFFFF : entries.count, &out); le16(options.zip64 ? 0xFFFF : entries.count, &out)
        le32(options.zip64 ? 0xFFFF_FFFF : directory.count, &out); le32(options.zip64 ? 0xFFFF_FFFF : directoryOffset, &out); le16(0, &out)
        return out
    }
}
