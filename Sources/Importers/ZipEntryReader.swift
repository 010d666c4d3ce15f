import CZlib

/// The uncompressed bytes of one ZIP entry, read in pieces: stored entries are copied,
/// deflated ones inflated by zlib. At the end the size and CRC-32 are checked.
package final class ZipEntryReader: ByteSource {
    let file: FileByteSource
    let entry: ZipArchive.Entry
    private var nextOffset: Int64
    private var compressedLeft: Int64
    private var produced: Int64 = 0
    private var crc: UInt = 0
    private var finished = false
    private var stream = z_stream()
    private var inflating = false
    private let input: UnsafeMutableRawBufferPointer
    private var inputCount = 0

    init(file: FileByteSource, entry: ZipArchive.Entry, dataStart: Int64) throws(ImportError) {
        self.file = file
        self.entry = entry
        nextOffset = dataStart
        compressedLeft = entry.compressedSize
        input = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 << 10, alignment: 16)
        if entry.method == 8 {
            guard bloom_inflate_init_raw(&stream) == Z_OK else {
                input.deallocate()
                throw .badArchive(file: file.path, detail: "zlib could not start")
            }
            inflating = true
        }
    }

    deinit {
        if inflating { inflateEnd(&stream) }
        input.deallocate()
    }

    package var fileBytesRead: Int64 { file.fileBytesRead }
    package var fileSize: Int64 { file.fileSize }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        if finished || buffer.count == 0 { return 0 }
        let count = entry.method == 0 ? try readStored(into: buffer) : try readDeflated(into: buffer)
        if count > 0 {
            produced += Int64(count)
            if produced > entry.uncompressedSize {
                throw .zipBomb(file: file.path, entry: entry.name, detail: "expands past the \(entry.uncompressedSize) bytes its directory declares")
            }
            crc = crc32(crc, buffer.baseAddress!.assumingMemoryBound(to: Bytef.self), uInt(count))
            return count
        }
        finished = true
        guard produced == entry.uncompressedSize else {
            throw .truncatedArchive(file: file.path, detail: "the entry \(entry.name) gave \(produced) of its \(entry.uncompressedSize) bytes")
        }
        guard UInt32(truncatingIfNeeded: crc) == entry.crc32 else {
            throw .badArchive(file: file.path, detail: "the entry \(entry.name) is damaged (its checksum does not match)")
        }
        return 0
    }

    private func readStored(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        guard compressedLeft > 0 else { return 0 }
        let wanted = Int(min(Int64(buffer.count), compressedLeft))
        let got = try file.read(at: nextOffset, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<wanted]))
        guard got > 0 else { throw .truncatedArchive(file: file.path, detail: "the entry \(entry.name) is cut short") }
        nextOffset += Int64(got)
        compressedLeft -= Int64(got)
        return got
    }

    private func readDeflated(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        stream.next_out = buffer.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(min(buffer.count, Int(UInt32.max)))
        while stream.avail_out > 0 {
            if stream.avail_in == 0 && compressedLeft > 0 {
                let wanted = Int(min(Int64(input.count), compressedLeft))
                let got = try file.read(at: nextOffset, into: UnsafeMutableRawBufferPointer(rebasing: input[0..<wanted]))
                guard got > 0 else { throw .truncatedArchive(file: file.path, detail: "the entry \(entry.name) is cut short") }
                nextOffset += Int64(got)
                compressedLeft -= Int64(got)
                stream.next_in = input.baseAddress!.assumingMemoryBound(to: Bytef.self)
                stream.avail_in = uInt(got)
            }
            let before = stream.avail_out
            let code = inflate(&stream, Z_NO_FLUSH)
            if code == Z_STREAM_END { break }
            if code == Z_BUF_ERROR && stream.avail_in == 0 && compressedLeft == 0 {
                throw .truncatedArchive(file: file.path, detail: "the entry \(entry.name)'s compressed data stops before its end")
            }
            guard code == Z_OK || code == Z_BUF_ERROR else {
                throw .badArchive(file: file.path, detail: "the entry \(entry.name) is damaged (zlib: \(String(cString: zError(code))))")
            }
            if stream.avail_out == before && stream.avail_in == 0 && compressedLeft == 0 {
                throw .truncatedArchive(file: file.path, detail: "the entry \(entry.name)'s compressed data stops before its end")
            }
        }
        return buffer.count - Int(stream.avail_out)
    }
}
