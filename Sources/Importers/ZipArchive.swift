/// A ZIP archive read from its central directory, whose entries are read as streams.
///
/// Reads stored and deflated entries (deflate through the system zlib), entries written with
/// data descriptors (their sizes come from the central directory), and ZIP64 archives and
/// entries (over 4 GiB or 65 535 entries). Refuses truncated archives and entries that
/// would expand past `maximumRatio` or `maximumSize`.
package final class ZipArchive {
    /// One file inside the archive.
    package struct Entry: Sendable, Equatable {
        package let name: String
        /// 0 stored, 8 deflated.
        package let method: UInt16
        package let flags: UInt16
        package let crc32: UInt32
        package let compressedSize: Int64
        package let uncompressedSize: Int64
        let localHeaderOffset: Int64
    }

    /// The most an entry may expand, uncompressed size over compressed size.
    package static let maximumRatio: Int64 = 200
    /// The largest entry (and total) Bloom expands: 8 GiB.
    package static let maximumSize: Int64 = 8 << 30

    let file: FileByteSource
    /// The entries, in central-directory order.
    package let entries: [Entry]

    /// Whether `bytes` start like a ZIP archive ("PK\u{3}\u{4}", or an empty archive's "PK\u{5}\u{6}").
    package static func looksLikeZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B && ((bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6))
    }

    /// Reads the central directory of the archive at `path`.
    /// - Throws: `ImportError.truncatedArchive` when its end record is missing or an entry lies
    ///   past the end; `.zipBomb` when the entries would expand too far; `.badArchive` otherwise.
    package init(path: String) throws(ImportError) {
        file = try FileByteSource(path: path)
        entries = try ZipArchive.readDirectory(file)
        var total: Int64 = 0
        for entry in entries {
            total += entry.uncompressedSize
            try ZipArchive.checkExpansion(entry, file: path)
        }
        if total > ZipArchive.maximumSize {
            throw .zipBomb(file: path, entry: "(all entries)", detail: "would expand to \(total >> 20) MiB in total, past the \(ZipArchive.maximumSize >> 30) GiB limit")
        }
    }

    static func checkExpansion(_ entry: Entry, file: String) throws(ImportError) {
        if entry.uncompressedSize > maximumSize {
            throw .zipBomb(file: file, entry: entry.name, detail: "would expand to \(entry.uncompressedSize >> 20) MiB, past the \(maximumSize >> 30) GiB limit")
        }
        if entry.uncompressedSize > 1 << 20, entry.uncompressedSize > max(entry.compressedSize, 1) * maximumRatio {
            throw .zipBomb(file: file, entry: entry.name,
                           detail: "would expand \(entry.uncompressedSize / max(entry.compressedSize, 1)) times, past the \(maximumRatio):1 limit")
        }
    }

    /// The first entry whose name is `name` or ends in "/" + `name`.
    package func entry(named name: String) -> Entry? {
        entries.first { $0.name == name || $0.name.hasSuffix("/" + name) }
    }

    /// A stream of the entry's uncompressed bytes, checked against its size and CRC at the end.
    package func open(_ entry: Entry) throws(ImportError) -> ZipEntryReader {
        let header = try file.read(at: entry.localHeaderOffset, count: 30)
        guard header.count == 30 else { throw .truncatedArchive(file: file.path, detail: "the entry \(entry.name) lies past the end of the file") }
        guard header.uint32(0) == 0x0403_4B50 else { throw .badArchive(file: file.path, detail: "the entry \(entry.name) has no local header") }
        if entry.flags & 1 != 0 { throw .badArchive(file: file.path, detail: "the entry \(entry.name) is encrypted") }
        guard entry.method == 0 || entry.method == 8 else {
            throw .badArchive(file: file.path, detail: "the entry \(entry.name) uses compression method \(entry.method); only stored and deflated entries are read")
        }
        let dataStart = entry.localHeaderOffset + 30 + Int64(header.uint16(26)) + Int64(header.uint16(28))
        if dataStart + entry.compressedSize > file.fileSize {
            throw .truncatedArchive(file: file.path, detail: "the entry \(entry.name) needs \(dataStart + entry.compressedSize) bytes but the file has \(file.fileSize)")
        }
        return try ZipEntryReader(file: file, entry: entry, dataStart: dataStart)
    }

    private static func readDirectory(_ file: FileByteSource) throws(ImportError) -> [Entry] {
        let path = file.path
        let tailLength = Int(min(file.fileSize, 65_535 + 22))
        let tail = try file.read(at: file.fileSize - Int64(tailLength), count: tailLength)
        var found: Int?
        var index = tail.count - 22
        while index >= 0 {
            if tail[index] == 0x50, tail.uint32(index) == 0x0605_4B50 { found = index; break }
            index -= 1
        }
        guard let end = found else {
            let head = try file.read(at: 0, count: 4)
            if looksLikeZip(head) { throw .truncatedArchive(file: path, detail: "its end-of-archive record is missing") }
            throw .badArchive(file: path, detail: "no end-of-archive record")
        }
        let endOffset = file.fileSize - Int64(tailLength) + Int64(end)
        var count = Int64(tail.uint16(end + 10))
        var directorySize = Int64(tail.uint32(end + 12))
        var directoryOffset = Int64(tail.uint32(end + 16))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            // ZIP64: a locator just before the end record points at the ZIP64 end record.
            guard endOffset >= 20 else { throw .truncatedArchive(file: path, detail: "its ZIP64 locator is missing") }
            let locator = try file.read(at: endOffset - 20, count: 20)
            guard locator.uint32(0) == 0x0706_4B50 else { throw .truncatedArchive(file: path, detail: "its ZIP64 locator is missing") }
            let recordOffset = Int64(bitPattern: locator.uint64(8))
            let record = try file.read(at: recordOffset, count: 56)
            guard record.count == 56, record.uint32(0) == 0x0606_4B50 else { throw .truncatedArchive(file: path, detail: "its ZIP64 end record is missing") }
            count = Int64(bitPattern: record.uint64(32))
            directorySize = Int64(bitPattern: record.uint64(40))
            directoryOffset = Int64(bitPattern: record.uint64(48))
        }
        guard directoryOffset >= 0, directorySize >= 0, directoryOffset + directorySize <= endOffset, count < 10_000_000 else {
            throw .truncatedArchive(file: path, detail: "its directory lies past the end of the file")
        }
        let directory = try file.read(at: directoryOffset, count: Int(directorySize))
        guard directory.count == Int(directorySize) else { throw .truncatedArchive(file: path, detail: "its directory is cut short") }
        var entries: [Entry] = []
        var at = 0
        for _ in 0..<count {
            guard at + 46 <= directory.count, directory.uint32(at) == 0x0201_4B50 else {
                throw .badArchive(file: path, detail: "its directory is damaged")
            }
            let nameLength = Int(directory.uint16(at + 28)), extraLength = Int(directory.uint16(at + 30))
            let commentLength = Int(directory.uint16(at + 32))
            guard at + 46 + nameLength + extraLength + commentLength <= directory.count else {
                throw .badArchive(file: path, detail: "its directory is damaged")
            }
            let name = String(decoding: directory[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            var compressed = Int64(directory.uint32(at + 20)), uncompressed = Int64(directory.uint32(at + 24))
            var offset = Int64(directory.uint32(at + 42))
            // The ZIP64 extra field holds, in order, whichever of the three sizes overflowed.
            var extra = at + 46 + nameLength
            let extraEnd = extra + extraLength
            while extra + 4 <= extraEnd {
                let id = directory.uint16(extra), size = Int(directory.uint16(extra + 2))
                if id == 1 {
                    var field = extra + 4
                    if uncompressed == 0xFFFF_FFFF, field + 8 <= extraEnd { uncompressed = Int64(bitPattern: directory.uint64(field)); field += 8 }
                    if compressed == 0xFFFF_FFFF, field + 8 <= extraEnd { compressed = Int64(bitPattern: directory.uint64(field)); field += 8 }
                    if offset == 0xFFFF_FFFF, field + 8 <= extraEnd { offset = Int64(bitPattern: directory.uint64(field)) }
                }
                extra += 4 + size
            }
            entries.append(Entry(name: name, method: directory.uint16(at + 10), flags: directory.uint16(at + 8),
                                 crc32: directory.uint32(at + 16), compressedSize: compressed, uncompressedSize: uncompressed,
                                 localHeaderOffset: offset))
            at += 46 + nameLength + extraLength + commentLength
        }
        for entry in entries where entry.localHeaderOffset + entry.compressedSize > directoryOffset {
            throw .truncatedArchive(file: path, detail: "the entry \(entry.name) runs into the directory")
        }
        return entries
    }
}

extension Array where Element == UInt8 {
    func uint16(_ at: Int) -> UInt16 { UInt16(self[at]) | UInt16(self[at + 1]) << 8 }
    func uint32(_ at: Int) -> UInt32 { UInt32(uint16(at)) | UInt32(uint16(at + 2)) << 16 }
    func uint64(_ at: Int) -> UInt64 { UInt64(uint32(at)) | UInt64(uint32(at + 4)) << 32 }
}
