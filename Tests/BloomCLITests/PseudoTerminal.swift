#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A pseudo-terminal: `bloom` runs on its follower side as it would in a terminal window (so
/// the chat uses its line editor and raw mode), while a test types and reads on the leader side.
final class PseudoTerminal {
    /// Why a pseudo-terminal could not be opened.
    struct OpenError: Error, CustomStringConvertible {
        let step: String
        var description: String { "could not open a pseudo-terminal (\(step) failed: errno \(errno))" }
    }

    let leader: Int32
    /// The follower's device (for the child's standard input, output and error).
    let follower: FileHandle
    private var output: [UInt8] = []

    /// A pseudo-terminal `columns` wide and 40 rows high.
    init(columns: UInt16 = 80) throws {
        // posix_openpt(O_RDWR | O_NOCTTY) is what opening the multiplexer does.
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard leader >= 0 else { throw OpenError(step: "open /dev/ptmx") }
        var name = [CChar](repeating: 0, count: 128)
        guard let calls = PseudoTerminal.calls, calls.grant(leader) == 0, calls.unlock(leader) == 0,
              calls.name(leader, &name, name.count) == 0 else {
            close(leader)
            throw OpenError(step: "grantpt, unlockpt or ptsname_r")
        }
        var size = winsize(ws_row: 40, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        #if canImport(Glibc)
        _ = ioctl(leader, UInt(TIOCSWINSZ), &size)
        #else
        _ = ioctl(leader, TIOCSWINSZ, &size)
        #endif
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let follower = FileHandle(forUpdatingAtPath: path) else { close(leader); throw OpenError(step: "open \(path)") }
        self.follower = follower
    }

    /// `grantpt`, `unlockpt` and `ptsname_r` from the C library. Swift's Glibc module leaves
    /// them out (they are X/Open extensions, like `posix_openpt`), so they are looked up by name.
    struct Calls {
        let grant: @convention(c) (Int32) -> Int32
        let unlock: @convention(c) (Int32) -> Int32
        let name: @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
    }

    static let calls: Calls? = {
        guard let library = dlopen(nil, RTLD_NOW),
              let grant = dlsym(library, "grantpt"), let unlock = dlsym(library, "unlockpt"),
              let name = dlsym(library, "ptsname_r") else { return nil }
        return Calls(grant: unsafeBitCast(grant, to: (@convention(c) (Int32) -> Int32).self),
                     unlock: unsafeBitCast(unlock, to: (@convention(c) (Int32) -> Int32).self),
                     name: unsafeBitCast(name, to: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self))
    }()

    deinit {
        try? follower.close()
        close(leader)
    }

    /// Types `keys` as a person would (Enter is "\r").
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
    }

    /// Everything the program has shown so far, read until `text` has appeared after the first
    /// `from` characters, or `seconds` have passed (then what was shown, for the failure message).
    @discardableResult
    func waitFor(_ text: String, after from: Int = 0, seconds: Double = 20) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if shown.dropFirst(from).contains(text) { break }
            var descriptor = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(leader, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            output += chunk.prefix(count)
        }
        return shown
    }

    /// What the program has written so far, as text.
    var shown: String { String(decoding: output, as: UTF8.self) }
}
