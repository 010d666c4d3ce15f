#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NextSteps

/// The few file operations the store needs, with the permissions Bloom promises:
/// folders it creates are 0700, files it creates are 0600.
enum FileSystem {
    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The size of the file at `path` in bytes, or nil when it does not exist.
    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    /// The permission bits of `path` (e.g. 0o600), or nil when it does not exist.
    static func permissions(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_mode & 0o777)
    }

    /// Makes sure `path` is a folder, creating it and any missing parents with mode 0700.
    /// - Throws: `StoreError` when it is a file or cannot be created.
    static func ensureFolder(_ path: String) throws(StoreError) {
        if isFolder(path) { return }
        if exists(path) { throw .folderIsAFile(path: path) }
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/" + component
            if isFolder(partial) { continue }
            if exists(partial) { throw .folderIsAFile(path: partial) }
            if mkdir(partial, 0o700) != 0 && errno != EEXIST {
                throw folderError(path: partial, errno: errno)
            }
            chmod(partial, 0o700)  // whatever the umask
        }
    }

    /// Creates an empty file at `path` with mode 0600 unless something is already there.
    /// - Throws: `StoreError` when the file cannot be created.
    static func createPrivateFile(_ path: String) throws(StoreError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd < 0 {
            if errno == EEXIST { return }
            throw fileError(path: path, errno: errno)
        }
        fchmod(fd, 0o600)
        close(fd)
    }

    /// Writes `bytes` to `path` with mode 0600, atomically: a new file is written beside it and
    /// renamed over it, so a crash leaves the old file or the new one, never half of one.
    ///
    /// The temporary file has an unpredictable name in the target's folder and is opened with
    /// `O_CREAT|O_EXCL|O_NOFOLLOW`, so a file or symlink planted there is never written
    /// through; `rename` then replaces whatever is at `path` (a symlink itself, not its target).
    /// - Throws: `FileSystemError` when the file cannot be written.
    static func writePrivateFile(_ path: String, bytes: [UInt8]) throws(FileSystemError) {
        var generator = SystemRandomNumberGenerator()  // unpredictable names: the OS's random source
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<64 {
            let suffix = String(generator.next() as UInt64, radix: 36)
            temporary = temporaryPath(beside: path, suffix: suffix)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw FileSystemError(path: path, code: errno) }
        func fail(_ code: Int32) -> FileSystemError {
            close(fd)
            unlink(temporary)
            return FileSystemError(path: path, code: code)
        }
        fchmod(fd, 0o600)  // whatever the umask
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in write(fd, buffer.baseAddress! + offset, buffer.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw fail(errno)
            }
            offset += written
        }
        if fsync(fd) != 0 { throw fail(errno) }
        close(fd)
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw FileSystemError(path: path, code: code)
        }
        let folder = open(folderPath(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 { fsync(folder); close(folder) }  // make the rename itself durable
    }

    /// `.NAME.SUFFIX.tmp` in the folder of `path`.
    static func temporaryPath(beside path: String, suffix: String) -> String {
        let folder = folderPath(of: path)
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let prefix = folder == "." && !path.hasPrefix("./") ? "" : (folder == "/" ? "/" : folder + "/")
        return prefix + "." + name + "." + suffix + ".tmp"
    }

    /// The folder part of `path` ("." when it has none).
    static func folderPath(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The contents of `path`, or nil when it cannot be read.
    static func contents(of path: String) -> [UInt8]? {
        switch contents(of: path, limit: Int.max) {
        case let .read(bytes): bytes
        case .unreadable, .tooLarge: nil
        }
    }

    /// What reading a file with a size limit gave.
    enum Reading {
        case read([UInt8])
        case unreadable
        /// More than the limit: reading stopped there.
        case tooLarge
    }

    /// The contents of `path` (`"-"` or nil: standard input), read in chunks and stopped as
    /// soon as there is more than `limit` bytes, so `/dev/zero` or an endless pipe fails fast.
    static func contents(of path: String?, limit: Int) -> Reading {
        let fd = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? 0
        guard fd >= 0 else { return .unreadable }
        defer { if path != nil { close(fd) } }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if count < 0 { if errno == EINTR { continue }; return .unreadable }
            if count == 0 { return .read(result) }
            if result.count + count > limit { return .tooLarge }
            result.append(contentsOf: buffer[0..<count])
        }
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    private static func folderError(path: String, errno code: Int32) -> StoreError {
        switch code {
        case EACCES, EPERM, EROFS: .readOnly(path: path, reason: reason(code))
        case ENOSPC, EDQUOT: .diskFull(path: path)
        case ENOTDIR: .folderIsAFile(path: path)
        default: .cannotCreateFolder(path: path, reason: reason(code))
        }
    }

    private static func fileError(path: String, errno code: Int32) -> StoreError {
        switch code {
        case EACCES, EPERM, EROFS: .readOnly(path: path, reason: reason(code))
        case ENOSPC, EDQUOT: .diskFull(path: path)
        default: .cannotOpen(path: path, reason: reason(code))
        }
    }
}

/// A failed file operation: the path and the system's error number.
package struct FileSystemError: ExplainedError, CustomStringConvertible {
    /// The file that could not be written.
    package let path: String
    /// The system's error number.
    package let code: Int32

    /// The system's explanation, e.g. "Permission denied".
    package var reason: String { FileSystem.reason(code) }
    /// Whether the disk or quota is full.
    package var isFull: Bool { code == ENOSPC || code == EDQUOT }

    /// The message with its step as a typed value (see `explanation`).
    package var description: String { explanation.description }

    /// What went wrong and what to do.
    package var explanation: StepText {
        "cannot write \(path) (\(isFull ? "the disk is full" : reason)); choose another place with \(NextStep.chooseAnotherOutput)"
    }
}

/// Writing the files Bloom hands to the person (backups, calendars, reports): one way for all.
package enum PrivateFile {
    /// Writes `text` to `path` with mode 0600, atomically, never through a planted symlink
    /// (see `FileSystem.writePrivateFile`).
    /// - Throws: `FileSystemError` naming the file and the system's reason.
    package static func write(_ text: String, to path: String) throws(FileSystemError) {
        try FileSystem.writePrivateFile(path, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `path` as `write(_:to:)` writes text: 0600, atomically, never through
    /// a planted symlink (a sealed share file or a PDF is bytes, not text).
    /// - Throws: `FileSystemError` naming the file and the system's reason.
    package static func write(bytes: [UInt8], to path: String) throws(FileSystemError) {
        try FileSystem.writePrivateFile(path, bytes: bytes)
    }

    /// Makes sure `path` is a folder, creating it and any missing parents with mode 0700 (as
    /// the data folder is made), for files Bloom keeps beside the journal.
    /// - Throws: `StoreError` when it is a file or cannot be created.
    package static func makeFolder(_ path: String) throws(StoreError) {
        try FileSystem.ensureFolder(path)
    }

    /// The bytes of `path`, at most `limit` of them.
    /// - Throws: `TextFile.Failure.cannotRead` when it cannot be read, `.tooLarge` past the limit.
    package static func bytes(of path: String, limit: Int) throws(TextFile.Failure) -> [UInt8] {
        switch FileSystem.contents(of: path, limit: limit) {
        case .unreadable: throw .cannotRead(path: path)
        case .tooLarge: throw .tooLarge(path: path, limit: limit)
        case let .read(bytes): return bytes
        }
    }
}
