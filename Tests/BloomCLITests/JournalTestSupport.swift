import Foundation

/// A fresh Bloom home for one end-to-end test, with `today` fixed so runs are reproducible.
struct JournalHome {
    let path: String
    let today: String
    /// The time of day every command sees (`BLOOM_TIME`), or nil for the real clock.
    let time: String?

    init(today: String = "2026-11-10", time: String? = nil) throws {
        self.path = try BloomProcess.temporaryHome() + "/bloom"
        self.today = today
        self.time = time
    }

    /// The database file.
    var database: String { path + "/bloom.sqlite" }

    /// Runs `bloom ARGUMENTS --home HOME --today TODAY`.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil) throws -> BloomRun {
        try BloomProcess.run(arguments + ["--home", path, "--today", today], stdin: stdin, environment: time.map { ["BLOOM_TIME": $0] } ?? [:])
    }

    /// Runs a command that must succeed and returns what it printed.
    @discardableResult
    func ok(_ arguments: String..., file: String = #filePath, line: Int = #line) throws -> String {
        let result = try run(arguments)
        guard result.status == 0 else {
            throw Failure(message: "bloom \(arguments.joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    /// The permission bits of `path` (e.g. 0o600).
    static func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
