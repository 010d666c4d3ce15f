#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Something bytes are read from in pieces: a file, or an entry of a ZIP archive.
package protocol ByteSource: AnyObject {
    /// Reads up to `buffer.count` bytes into `buffer`.
    /// - Returns: how many were read; 0 only at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int
    /// How many bytes of the underlying file have been read so far (for progress).
    var fileBytesRead: Int64 { get }
    /// The size of the underlying file in bytes (for progress).
    var fileSize: Int64 { get }
}

/// A file read from start to end with `read(2)`.
package final class FileByteSource: ByteSource {
    let descriptor: Int32
    /// The path, for messages.
    package let path: String
    package let fileSize: Int64
    package private(set) var fileBytesRead: Int64 = 0

    /// Opens `path` for reading.
    /// - Throws: `ImportError.unreadable` when it is missing, a folder or not readable.
    package init(path: String) throws(ImportError) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .unreadable(file: path, reason: "it is not a regular file")
        }
        descriptor = fd
        self.path = path
        fileSize = Int64(info.st_size)
    }

    deinit { close(descriptor) }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { fileBytesRead += Int64(count); return count }
            if errno == EINTR { continue }
            throw .unreadable(file: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Reads exactly `count` bytes at `offset` (for ZIP headers), or fewer at the end of the file.
    func read(at offset: Int64, count: Int) throws(ImportError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + done, count - done, off_t(offset) + off_t(done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: path, reason: String(cString: strerror(errno)))
            }
            if got == 0 { break }
            done += got
        }
        return done == count ? bytes : Array(bytes[..<done])
    }

    /// Reads up to `buffer.count` bytes at `offset` into `buffer`, counting them as read.
    func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        while true {
            let got = pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
            if got >= 0 { fileBytesRead += Int64(got); return got }
            if errno == EINTR { continue }
            throw .unreadable(file: path, reason: String(cString: strerror(errno)))
        }
    }
}

/// Bytes in memory, for tests and small inputs.
package final class MemoryByteSource: ByteSource {
    let bytes: [UInt8]
    var position = 0
    /// The most handed out by one read (tests use 1 to split every token).
    let pieceSize: Int

    package init(_ bytes: [UInt8], pieceSize: Int = .max) {
        self.bytes = bytes
        self.pieceSize = max(1, pieceSize)
    }

    package var fileSize: Int64 { Int64(bytes.count) }
    package var fileBytesRead: Int64 { Int64(position) }

    package func read(into buffer: UnsafeMutableRawBufferPointer) throws(ImportError) -> Int {
        let count = min(buffer.count, bytes.count - position, pieceSize)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}
