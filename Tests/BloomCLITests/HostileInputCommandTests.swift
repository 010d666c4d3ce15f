import Foundation
import Journal
import Testing

/// Issue 16 end to end: hostile text never reaches the terminal raw, files are private,
/// reading works on a store opened read-only, data errors exit 65.
@Suite struct HostileInputCommandTests {
    static let escapes = "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{9B}\u{202E}"

    /// Puts `text` straight into the store, as an older Bloom or a hand-edited file could have.
    func plant(_ sql: String, _ text: String, in home: JournalHome) throws {
        let connection = try SQLiteConnection(path: home.database)
        try connection.run(sql, [text])
    }

    @Test func textFromTheStoreIsNeutralisedOnEveryLineButJSON() throws {
        let home = try JournalHome()
        try home.ok("appointments", "add", "Scan", "--at", "2026-11-20 09:00", "--place", "Clinic")
        try plant("UPDATE appointments SET title = ?, place = 'x'", "Scan" + Self.escapes, in: home)
        for command in [["appointments"], ["remind"], ["today"]] {
            let result = try home.run(command)
            #expect(!result.stdout.unicodeScalars.contains { TextRule.isControl($0) && $0 != "\n" && $0 != "\t" }, "\(command)")
        }
        let listed = try home.ok("appointments")
        #expect(listed.contains("Scan^[]52;c;aGk=^G^[[2J<U+009B><U+202E>"))
        let json = try home.ok("appointments", "--json")
        #expect(json.contains(#"\u001b]52;c;aGk=\u0007\u001b[2J\u009b\u202e"#))
    }

    @Test func hostileTextIsRefusedOnInputWithExit65() throws {
        let home = try JournalHome()
        let note = try home.run(["log", "note", "hi" + Self.escapes])
        #expect(note.status == 65)
        #expect(note.stderr.contains("control character"))
        #expect(!note.stderr.contains("\u{1B}"))
        let name = try home.run(["profile", "add", "a\u{202E}b"])
        #expect(name.status == 65)
    }

    @Test func errorMessagesEchoingInputAreNeutralised() throws {
        let home = try JournalHome()
        let result = try home.run(["log", "flow", "\u{1B}[2Jheavy"])
        #expect(result.status != 0)
        #expect(!result.stderr.contains("\u{1B}"))
    }

    @Test func icsOutIsWrittenPrivately() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-10-20")
        let file = home.path + "-cal.ics"
        umask(0)
        defer { umask(0o022) }
        try home.ok("ics", "--out", file)
        #expect(try JournalHome.permissions(file) == 0o600)
    }

    @Test func aTitleTooLongInCodePointsIsADataError() throws {
        let home = try JournalHome()
        let title = String(repeating: "👨‍👩‍👧‍👦", count: 200)
        let result = try home.run(["appointments", "add", title, "--at", "2026-11-20 09:00"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("title"))
    }

    /// Makes the home folder and its database read-only (`chmod`, or `chattr +i` for root,
    /// whom permissions do not stop); false when that is not possible here.
    func freeze(_ home: JournalHome, _ on: Bool) -> Bool {
        if getuid() != 0 {
            return chmod(home.database, on ? 0o400 : 0o600) == 0 && chmod(home.path, on ? 0o500 : 0o700) == 0
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [on ? "+i" : "-i", home.database, home.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func readingCommandsWorkOnAReadOnlyStoreAndWritingOnesSaySo() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-10-20")
        try home.ok("log", "flow", "light", "2026-10-21")
        guard freeze(home, true) else { return }  // no way to make a read-only folder here
        defer { _ = freeze(home, false) }
        for command in [["history"], ["today"], ["calendar"], ["predict"], ["status"], ["appointments"], ["insights"], ["vitals"], ["fitness"], ["day"],
                        ["export", "--out", home.path + "-backup.json"]] {
            let result = try home.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
        let write = try home.run(["log", "flow", "heavy"])
        #expect(write.status == 74)
        #expect(write.stderr.contains("Nothing was changed"))
    }
}
