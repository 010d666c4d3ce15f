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

/// The CSV a command reads from standard input or a file is capped as a backup is.
@Suite struct CSVInputSizeLimitCommandTests {
    @Test func anEndlessHistoryOrChartStreamIsRefusedWithExit65() throws {
        let home = try JournalHome()
        for arguments in [["predict", "--history", "/dev/zero"], ["chart", "--temps", "/dev/zero"]] {
            let result = try home.run(arguments)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stderr.contains("larger than 8 MiB"), "\(arguments)")
        }
        #expect(try endlessInput(to: "predict --history -", home: home) == 65)
    }
}

/// The exit status of `bloom COMMAND --home HOME` reading `yes` (an endless pipe) on standard input.
func endlessInput(to command: String, home: JournalHome) throws -> Int32 {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "yes | \"$0\" \(command) --home \"$1\" 2>/dev/null", BloomProcess.executable.path, home.path]
    try shell.run()
    shell.waitUntilExit()
    return shell.terminationStatus
}

/// Issue 16, item 8: an endless or huge backup fails with a data error.
@Suite struct ImportSizeLimitCommandTests {
    @Test func anEndlessFileOrStreamIsRefusedWithExit65() throws {
        let home = try JournalHome()
        let zero = try home.run(["import", "/dev/zero"])
        #expect(zero.status == 65)
        #expect(zero.stderr.contains("larger than 64 MiB"))
        #expect(try endlessInput(to: "import -", home: home) == 65)
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }
}

/// Issue 16, item 9: an over-long message is refused with a clear message.
@Suite struct LongMessageCommandTests {
    @Test func askRefusesAMessageOverTheCapWithExit65() throws {
        let home = try JournalHome()
        let result = try home.run(["ask", String(repeating: "a", count: 5000)])
        #expect(result.status == 65)
        #expect(result.stderr.contains("at most 4000"))
    }
}

/// Issue 16, items 11 and 12 end to end.
@Suite struct CalendarAndCycleCommandTests {
    @Test func icsUIDsAreUniqueForTitlesThatDifferOnlyInPunctuationOrScript() throws {
        let home = try JournalHome()
        for title in ["Scan!", "Scan?", "超音波", "検診"] {
            try home.ok("appointments", "add", title, "--at", "2026-11-20 09:00")
        }
        let uids = try home.ok("ics").split(separator: "\r\n").filter { $0.hasPrefix("UID:") }
        #expect(uids.count == 4)
        #expect(Set(uids).count == 4)
        #expect(try home.ok("ics").split(separator: "\r\n").filter { $0.hasPrefix("UID:") } == uids)  // stable
    }

    @Test func icsUIDsNameProfilesByIdNotByName() throws {
        let home = try JournalHome()
        for name in ["李", "王"] {
            try home.ok("profile", "add", name)
            try home.ok("log", "period", "start", "2026-10-20", "--profile", name)
        }
        let first = try home.ok("ics", "--profile", "李").split(separator: "\r\n").filter { $0.hasPrefix("UID:period") }
        let second = try home.ok("ics", "--profile", "王").split(separator: "\r\n").filter { $0.hasPrefix("UID:period") }
        #expect(!first.isEmpty)
        #expect(Set(first).isDisjoint(with: Set(second)))
    }

    @Test func aSecondStartTwoDaysLaterAsksWhetherItIsTheSamePeriod() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        let again = try home.run(["log", "period", "start", "2026-11-03"])
        #expect(again.status == 65)
        #expect(again.stderr.contains("same period"))
        try home.ok("log", "period", "start", "2026-11-03", "--new-cycle")
        let chat = try home.run(["chat"], stdin: "my period started yesterday\n")
        #expect(chat.stdout.contains("same period"))
    }
}

/// Issue 16, items 13 and 16 end to end.
@Suite struct ImpossibleInputCommandTests {
    @Test func impossibleDaysAreRefusedClearly() throws {
        let home = try JournalHome()
        let ancient = try home.run(["log", "period", "start", "0000-01-01"])
        #expect(ancient.status == 65)
        #expect(ancient.stderr.contains("1900-01-01"))
        let far = try home.run(["log", "flow", "light", "1000000", "days", "ago"])
        #expect(far.status == 65)
        #expect(!far.stderr.contains("in digits"))
        let lmp = try home.run(["log", "pregnancy", "--lmp", "2020-01-01"])
        #expect(lmp.status == 65)
        #expect(lmp.stderr.contains("44 weeks"))
        let farToday = try BloomProcess.run(["calendar", "--home", home.path, "--today", "9999-12-31"])
        #expect(farToday.status == 64)
    }

    @Test func aHexTemperatureIsNotANumber() throws {
        let home = try JournalHome()
        let result = try home.run(["log", "temp", "0x24"])
        #expect(result.status != 0)
        #expect(try home.ok("log", "temp", "36.4").contains("36.4"))
    }

    @Test func theLifestyleConfirmationShowsTheNote() throws {
        let home = try JournalHome()
        let output = try home.ok("log", "lifestyle", "--note", "late coffee")
        #expect(output.contains("late coffee"))
    }
}

/// Issue 16, item 14: piped timers run past midnight.
@Suite struct MidnightTimerCommandTests {
    @Test func contractionsAfterMidnightRollToTheNextDay() throws {
        let home = try JournalHome()
        let output = try home.run(["contractions"], stdin: "23:58\n23:59\n00:03\n00:04\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Contraction 2 stopped at 00:04"))
        let backup = try home.ok("export")
        #expect(backup.contains("2026-11-11T00:03:00"))
        #expect(backup.contains("2026-11-11T00:04:00"))
    }

    @Test func kicksAfterMidnightRollToTheNextDayAndTheSessionEnds() throws {
        let home = try JournalHome()
        let output = try home.run(["kicks", "--at", "23:50"], stdin: "23:55\n23:58\n00:02\nend 00:03\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("3 movements in 13 min"))
        #expect(try home.ok("export").contains("\"end\": \"2026-11-11T00:03:00"))
    }
}

/// Issue 16, item 15 end to end: the spring-forward night in New York.
@Suite struct DaylightSavingCommandTests {
    @Test func aKickCountAcrossSpringForwardLastsTheTimeThatPassed() throws {
        let home = try BloomProcess.temporaryHome()
        let result = try BloomProcess.run(["kicks", "--at", "01:50", "--home", home, "--today", "2026-03-08"],
                                          stdin: "03:05\nend 03:10\n", environment: ["TZ": "America/New_York"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("from 01:50 to 03:10: 1 movement in 20 min"))
    }

    @Test func aKickCountInTheRepeatedHourWhenTheClocksGoBackStaysOnTheSameNight() throws {
        let home = try BloomProcess.temporaryHome()
        let result = try BloomProcess.run(["kicks", "--at", "01:40", "--home", home, "--today", "2026-11-01"],
                                          stdin: "01:50\n01:10\nend 01:20\n", environment: ["TZ": "America/New_York"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 movements in 40 min"))
    }
}
