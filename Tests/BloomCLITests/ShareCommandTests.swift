import BloomTestSupport
import CycleCore
import DayModel
import Foundation
import Sharing
import Testing

/// `bloom share` and `bloom partner` end to end: exit codes, what is printed, and that nothing
/// is written when a file or code is refused. Files for the refusals are sealed here with the
/// cheapest key derivation (the file records it, so `bloom partner open` is quick); the round
/// trip through `bloom share` uses the real one.
@Suite struct ShareCommandTests {
    static let today = "2026-11-20"

    /// An owner's home with three periods and a day of symptoms and moods.
    static func owner() throws -> JournalHome {
        let home = try JournalHome(today: today)
        for start in ["2026-09-06", "2026-10-04", "2026-11-01"] { try home.ok("log", "period", "start", start) }
        try home.ok("log", "day", "2026-11-18", "--symptom", "headache:2,cramps", "--mood", "tired")
        return home
    }

    /// A file sealed under 7KQM4X with the cheapest key derivation, valid from `created` for `days`.
    static func sealedFile(in folder: String, created: String = today, days: Int = 30, include: Set<ShareInclusion> = []) throws -> String {
        let scenario = Scenario(mode: .cycle, history: .long, charted: false, dayOffset: 9, lastStart: isoDay(created) - 9)
        let day = try PersonDay(scenario.inputs, today: scenario.today)
        let snapshot = try ShareSnapshot.make(from: day, request: try ShareRequest(days: days, include: include, name: "Sam"))
        let path = folder + "/sam.bloomshare"
        try Data(snapshot.sealed(under: try ShareCode(typed: "7KQM4X"), kdf: .minimum, random: SeededRandomSource(seed: 11))).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func code(in output: String) throws -> String {
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("Code: ") })
        return String(line.dropFirst(6).prefix(6))
    }

    @Test func aShareMadeWithTheCommandOpensWithTheCodeItPrinted() throws {
        let owner = try Self.owner()
        let partner = try JournalHome(today: "2026-11-22")
        let file = try BloomProcess.temporaryHome() + "/for-alex.bloomshare"
        let shared = try owner.run(["share", "--out", file, "--include", "symptoms", "--name", "Sam"])
        #expect(shared.status == 0, "\(shared.stderr)")
        #expect(try JournalHome.permissions(file) == 0o600)
        let code = try Self.code(in: shared.stdout)
        #expect(code.count == 6 && code.allSatisfy { ShareCode.alphabet.contains($0) })
        #expect(shared.stdout.contains("Shared: the phase and cycle day, the next periods' windows, symptoms of the last 14 days. Not shared: moods"))
        #expect(shared.stdout.contains("shown only now"))
        #expect(!FileManager.default.fileExists(atPath: owner.path + "/partner"), "the owner's Bloom keeps nothing of the share")

        let opened = try partner.run(["partner", "open", file], stdin: code.lowercased() + "\n")  // the code piped in, in lower case
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdout.hasPrefix("Sam's cycle · shared Friday 20 November 2026"))
        #expect(opened.stdout.contains("Today (Sun 22 Nov): cycle day 22 · luteal phase (estimate)"))
        #expect(opened.stdout.contains("Thu 19 Nov  cramps, headache (moderate)") == false, "moods were not shared, symptoms were")
        #expect(opened.stdout.contains("Wed 18 Nov  cramps, headache (moderate)"))
        #expect(!opened.stdout.contains("tired"))
        #expect(try JournalHome.permissions(partner.path + "/partner/snapshot.json") == 0o600)

        let again = try partner.run(["partner", "--json"])
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("{\"today\":\"2026-11-22\",\"name\":\"Sam\",\"mode\":\"cycle\""))
        #expect(again.stdout.contains("\"cycleDay\":22,\"phase\":\"luteal\""))
    }

    @Test func theDefaultFileGoesInTheCurrentFolderAndNeverReplacesAnother() throws {
        let owner = try Self.owner()
        let folder = try BloomProcess.temporaryHome()
        let environment = ["BLOOM_HOME": owner.path, "BLOOM_TODAY": Self.today]
        let first = try BloomProcess.run(["share", "--days", "3"], environment: environment, in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let second = try BloomProcess.run(["share", "--days", "3"], environment: environment, in: folder)
        #expect(second.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["bloom-share-2026-11-20-2.bloomshare", "bloom-share-2026-11-20.bloomshare"])
        #expect(first.stdout.contains("valid until Sunday 22 November 2026"), "3 days: the 20th, 21st and 22nd")
        #expect(try Self.code(in: first.stdout) != Self.code(in: second.stdout), "a fresh code each time")
    }

    @Test func openingWithTheCodeOptionShowsThePartnerView() throws {
        let partner = try JournalHome(today: Self.today)
        let file = try Self.sealedFile(in: try BloomProcess.temporaryHome())
        let run = try partner.run(["partner", "open", file, "--code", "7kq-m4x", "--no-keep"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Tips for partners"))
        #expect(!FileManager.default.fileExists(atPath: partner.path + "/partner"), "--no-keep keeps nothing")
    }

    @Test func everyRefusalExits65AndKeepsNothing() throws {
        let folder = try BloomProcess.temporaryHome()
        let file = try Self.sealedFile(in: folder)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        func variant(_ name: String, _ change: (inout Data) -> Void) throws -> String {
            var changed = bytes
            change(&changed)
            let path = folder + "/" + name
            try changed.write(to: URL(fileURLWithPath: path))
            return path
        }
        let cases: [(String, [String], String)] = [
            ("wrong code", [file, "--code", "7KQM4Y"], "the code is wrong or the file was changed"),
            ("flipped header byte", [try variant("header", { $0[30] ^= 0x04 }), "--code", "7KQM4X"], "the code is wrong or the file was changed"),
            ("flipped ciphertext byte", [try variant("body", { $0[100] ^= 0x01 }), "--code", "7KQM4X"], "the code is wrong or the file was changed"),
            ("flipped tag byte", [try variant("tag", { $0[$0.count - 1] ^= 0x10 }), "--code", "7KQM4X"], "the code is wrong or the file was changed"),
            ("truncated", [try variant("short", { $0 = $0.prefix(bytes.count - 5) }), "--code", "7KQM4X"], "cut short"),
            ("truncated header", [try variant("shorter", { $0 = $0.prefix(40) }), "--code", "7KQM4X"], "cut short"),
            ("not a share", [try variant("other", { $0[0] = 0x7B }), "--code", "7KQM4X"], "not a Bloom share file"),
            ("newer version", [try variant("newer", { $0[8] = 9 }), "--code", "7KQM4X"], "version 9"),
            ("expired", [file, "--code", "7KQM4X", "--today", "2026-12-20"], "expired on Sunday 20 December 2026"),
        ]
        for (label, arguments, message) in cases {
            let partner = try JournalHome(today: Self.today)
            let run = try BloomProcess.run(["partner", "open"] + arguments + ["--home", partner.path] + (arguments.contains("--today") ? [] : ["--today", Self.today]))
            #expect(run.status == 65, "\(label): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains(message), "\(label): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(label)")
            #expect(!FileManager.default.fileExists(atPath: partner.path), "\(label): something was written")
        }
    }

    @Test func aCopyThatCannotBeKeptIsAnIOErrorThatPointsToNoKeep() throws {
        let folder = try BloomProcess.temporaryHome()
        let file = try Self.sealedFile(in: folder)
        let notAFolder = folder + "/home-is-a-file"
        try "x".write(toFile: notAFolder, atomically: true, encoding: .utf8)
        let run = try BloomProcess.run(["partner", "open", file, "--code", "7KQM4X", "--home", notAFolder, "--today", Self.today])
        #expect(run.status == 74)
        #expect(run.stderr.contains("could not keep a copy") && run.stderr.contains("--no-keep"))
        #expect(run.stdout.isEmpty)
    }

    @Test func aFileThatIsNotAShareIsRefusedBeforeTheCodeIsAskedFor() throws {
        let partner = try JournalHome(today: Self.today)
        let path = try BloomProcess.temporaryHome() + "/notes.txt"
        try "hello".write(toFile: path, atomically: true, encoding: .utf8)
        let run = try partner.run(["partner", "open", path])  // no code anywhere
        #expect(run.status == 65)
        #expect(run.stderr.contains("not a Bloom share file"))
    }

    @Test func aMalformedOrMissingCodeIsAUsageError() throws {
        let partner = try JournalHome(today: Self.today)
        let file = try Self.sealedFile(in: try BloomProcess.temporaryHome())
        let malformed = try partner.run(["partner", "open", file, "--code", "0OIL1"])
        #expect(malformed.status == 64 && malformed.stderr.contains("--code: that is not a share code"))
        let missing = try partner.run(["partner", "open", file], stdin: "")
        #expect(missing.status == 64 && missing.stderr.contains("no code given"))
        let typedBadly = try partner.run(["partner", "open", file], stdin: "hello\n")
        #expect(typedBadly.status == 65 && typedBadly.stderr.contains("not a share code"))
        let unreadable = try partner.run(["partner", "open", "/no/such/file.bloomshare", "--code", "7KQM4X"])
        #expect(unreadable.status == 74)
        #expect(!FileManager.default.fileExists(atPath: partner.path))
    }

    @Test func theKeptSnapshotIsShownUntilItExpiresAndCanBeForgotten() throws {
        let partner = try JournalHome(today: Self.today)
        let file = try Self.sealedFile(in: try BloomProcess.temporaryHome(), days: 5)
        #expect(try partner.run(["partner"]).status == 1, "nothing kept yet")
        #expect(try partner.run(["partner", "open", file, "--code", "7KQM4X"]).status == 0)
        let shown = try BloomProcess.run(["partner", "--home", partner.path, "--today", "2026-11-24"])
        #expect(shown.status == 0 && shown.stdout.contains("Sam's cycle"))
        let expired = try BloomProcess.run(["partner", "--home", partner.path, "--today", "2026-11-25"])
        #expect(expired.status == 65)
        #expect(expired.stderr.contains("Sam's snapshot (shared Friday 20 November 2026) expired on Wednesday 25 November 2026"))
        #expect(try partner.run(["partner", "forget"]).stdout.contains("Removed the kept snapshot."))
        #expect(!FileManager.default.fileExists(atPath: partner.path + "/partner/snapshot.json"))
    }

    @Test func nothingToShareWritesNoFile() throws {
        let empty = try JournalHome(today: Self.today)
        let file = try BloomProcess.temporaryHome() + "/x.bloomshare"
        let run = try empty.run(["share", "--out", file])
        #expect(run.status == 65)
        #expect(run.stderr.contains("nothing to share yet") && run.stderr.contains("bloom log period start"))
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(!FileManager.default.fileExists(atPath: empty.database), "sharing never creates a journal")
    }

    @Test(arguments: [["--days", "0"], ["--days", "366"], ["--include", "notes"], ["--recent", "7"], ["--name", "A", "--no-name"], ["extra"]])
    func badOptionsAreUsageErrorsAndWriteNothing(options: [String]) throws {
        let owner = try Self.owner()
        let file = try BloomProcess.temporaryHome() + "/x.bloomshare"
        let run = try owner.run(["share", "--out", file] + options)
        #expect(run.status == 64, "\(options): \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}

/// `bloom partner open` on a terminal: the code is asked for on the terminal and not echoed.
@Suite struct SharePromptTerminalTests {
    @Test func theCodeTypedOnATerminalIsNotShown() throws {
        let partner = try BloomProcess.temporaryHome()
        let file = try ShareCommandTests.sealedFile(in: try BloomProcess.temporaryHome())
        let terminal = try PseudoTerminal()
        let process = Process()
        process.executableURL = BloomProcess.executable
        process.arguments = ["partner", "open", file, "--home", partner, "--today", ShareCommandTests.today]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "BLOOM_HOME")
        environment.removeValue(forKey: "BLOOM_TODAY")
        process.environment = environment
        process.standardInput = terminal.follower
        process.standardOutput = terminal.follower
        process.standardError = terminal.follower
        try process.run()
        terminal.waitFor("(6 characters): ")
        terminal.type("7kq-m4x\r")
        let shown = terminal.waitFor("not contraception")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shown)")
        #expect(shown.contains("Sam's cycle"))
        #expect(!shown.lowercased().contains("7kq"), "the code was echoed: \(shown)")
    }
}
