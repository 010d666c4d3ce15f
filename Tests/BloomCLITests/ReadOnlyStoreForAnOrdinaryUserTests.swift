import Foundation
import Testing

/// Issue 49, item 2: an ordinary user whose store is read-only (folder 0555, file 0444). SQLite
/// cannot create the `-shm` file beside it and reports `SQLITE_READONLY` (not `SQLITE_CANTOPEN`,
/// as for an immutable folder); the reading commands still read the file.
@Suite struct ReadOnlyStoreForAnOrdinaryUserTests {
    /// How to run `bloom` as an ordinary user: directly when the tests are not root, through
    /// `setpriv` as uid 65534 when they are (root ignores file permissions).
    static var launcher: [String]? {
        if getuid() != 0 { return [] }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        return ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    }

    @Test(.enabled(if: launcher != nil, "needs setpriv to drop root's privileges"))
    func historyTodayAndExportReadAStoreTheUserCannotWrite() throws {
        let launcher = try #require(Self.launcher)
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-10-20")
        try home.ok("log", "period", "end", "2026-10-24")
        if getuid() == 0 {
            chown(home.path, 65534, 65534)
            chown(home.database, 65534, 65534)
        }
        chmod(home.database, 0o444)
        chmod(home.path, 0o555)
        defer {
            chmod(home.path, 0o700)
            chmod(home.database, 0o600)
        }
        let common = ["--home", home.path, "--today", home.today]
        let history = try BloomProcess.run(["history"] + common, launcher: launcher)
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.contains("2026-10-20"), "\(history.stdout)")
        let today = try BloomProcess.run(["today"] + common, launcher: launcher)
        #expect(today.status == 0, "\(today.stderr)")
        #expect(today.stdout.contains("Cycle day 22"), "\(today.stdout)")
        let export = try BloomProcess.run(["export"] + common, launcher: launcher)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("\"2026-10-20\""), "\(export.stdout.prefix(200))")
        let write = try BloomProcess.run(["log", "water", "100"] + common, launcher: launcher)
        #expect(write.status == 74 && write.stderr.contains("Nothing was changed"), "\(write.stderr)")
    }
}
