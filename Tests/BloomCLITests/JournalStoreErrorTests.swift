#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

@Suite struct JournalStoreErrorTests {
    @Test func aFileThatIsNotABloomDatabaseIsNamedAndLeftAlone() throws {
        let home = try JournalHome()
        try FileManager.default.createDirectory(atPath: home.path, withIntermediateDirectories: true)
        let text = String(repeating: "dear diary, today I wrote a file named like Bloom's\n", count: 30)
        try text.write(toFile: home.database, atomically: false, encoding: .utf8)
        let run = try home.run(["log", "period", "start"])
        #expect(run.status == 74)
        #expect(run.stderr.contains("\(home.database) is not a Bloom database"))
        #expect(run.stderr.contains("Move it aside, or use another folder with --home DIR"))
        #expect(try String(contentsOfFile: home.database, encoding: .utf8) == text)
    }

    @Test func aStoreFromANewerBloomIsRefusedWithoutChangingIt() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        // PRAGMA user_version lives in bytes 60–63 of the header, big-endian.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: home.database))
        bytes.replaceSubrange(60..<64, with: [0, 0, 0x03, 0xE7])  // 999
        try bytes.write(to: URL(fileURLWithPath: home.database))
        for arguments in [["log", "water", "100"], ["history"], ["export"]] {
            let run = try home.run(arguments)
            #expect(run.status == 74)
            #expect(run.stderr.contains("was written by a newer Bloom (schema version 999"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == bytes)
    }

    @Test func aHomeThatIsAFileOrCannotBeCreatedIsNamed() throws {
        let file = try BloomProcess.temporaryHome() + "/not-a-folder"
        try "x".write(toFile: file, atomically: false, encoding: .utf8)
        let run = try BloomProcess.run(["log", "period", "start", "--home", file])
        #expect(run.status == 74 && run.stderr.contains("\(file) is a file, not a folder"))
        let proc = try BloomProcess.run(["log", "period", "start", "--home", "/proc/bloom-here"])
        #expect(proc.status == 74 && proc.stderr.contains("/proc/bloom-here"))
    }

    /// Root ignores permissions, so as root Bloom runs as 'nobody' (through runuser) for this test.
    static let canDropPrivileges = getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")

    @Test(.enabled(if: canDropPrivileges, "running as root without runuser: permissions cannot be tested"))
    func aReadOnlyHomeOrDatabaseGivesAClearErrorNamingTheFile() throws {
        let base = try BloomProcess.temporaryHome()
        let home = base + "/home"
        func bloom(_ arguments: [String], in folder: String = home) throws -> BloomRun {
            let full = arguments + ["--home", folder, "--today", "2026-11-10"]
            guard getuid() == 0 else { return try BloomProcess.run(full) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
            process.arguments = ["-u", "nobody", "--", BloomProcess.executable.path] + full
            let err = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return BloomRun(status: process.terminationStatus, stdout: "", stderr: message)
        }
        if getuid() == 0 { chown(base, 65534, 65534) }
        #expect(try bloom(["log", "period", "start", "2026-11-01"]).status == 0)
        chmod(home, 0o500)
        let folder = try bloom(["log", "water", "100"])
        #expect(folder.status == 74 && folder.stderr.contains("cannot write \(home)/bloom.sqlite"), "\(folder.stderr)")
        chmod(home, 0o700)
        chmod(home + "/bloom.sqlite", 0o400)
        let file = try bloom(["log", "water", "100"])
        #expect(file.status == 74 && file.stderr.contains("readonly database") && file.stderr.contains("Nothing was changed"), "\(file.stderr)")
        chmod(base, 0o500)
        let fresh = try bloom(["log", "water", "100"], in: base + "/new")
        #expect(fresh.status == 74 && fresh.stderr.contains("cannot write \(base)/new"), "\(fresh.stderr)")
        chmod(base, 0o700)
    }

    @Test func theHomeComesFromTheFlagThenBloomHomeThenXDGDataHome() throws {
        let base = try BloomProcess.temporaryHome()
        try BloomProcess.run(["log", "water", "100", "--today", "2026-11-10"], environment: ["BLOOM_HOME": base + "/a"])
        try BloomProcess.run(["log", "water", "100", "--today", "2026-11-10"], environment: ["XDG_DATA_HOME": base + "/xdg"])
        try BloomProcess.run(["log", "water", "100", "--today", "2026-11-10", "--home", base + "/b"], environment: ["BLOOM_HOME": base + "/a"])
        for path in ["/a/bloom.sqlite", "/xdg/bloom/bloom.sqlite", "/b/bloom.sqlite"] {
            #expect(FileManager.default.fileExists(atPath: base + path), "missing \(path)")
        }
    }
}
