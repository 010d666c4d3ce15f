import Foundation
import Testing

/// The chat makes the files and shows the views the commands do (issues 50, 51 and 52, "in
/// chat too"): "make a report for my GP appointment" writes the report and says where; "share
/// my cycle with my partner" makes the share file and shows its code; "what's my blood
/// pressure?", "show my heart-rate zones this week" and "how was yesterday?" show what `bloom
/// vitals`, `bloom fitness` and `bloom day` show. None of them writes a record.
@Suite struct ChatFilesAndViewsTests {
    static let today = "2026-11-25"

    /// A home with three periods and a blood pressure reading, and a folder to run in.
    static func home() throws -> (home: JournalHome, folder: String) {
        let home = try JournalHome(today: today)
        for start in ["2026-09-08", "2026-10-06", "2026-11-03"] { try home.ok("log", "period", "start", start) }
        try home.ok("log", "bp", "118/76")
        return (home, try BloomProcess.temporaryHome())
    }

    /// `bloom ask MESSAGE` in `folder`, with the home and day fixed.
    static func ask(_ message: String, _ home: JournalHome, in folder: String) throws -> BloomRun {
        try BloomProcess.run(["ask", message, "--home", home.path, "--today", today], in: folder)
    }

    static func exported(_ home: JournalHome) throws -> String { try home.ok("export") }

    @Test func aReportAskedForInChatIsWrittenWhereTheReplySays() throws {
        let (home, folder) = try Self.home()
        let before = try Self.exported(home)
        let reply = try Self.ask("can you make a report for my gp appointment", home, in: folder)
        #expect(reply.status == 0, "\(reply.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("bloom-report-2026-11-25") }
        let file = try #require(files.first, "no report in \(folder): \(reply.stdout)")
        #expect(reply.stdout.contains(folder) && reply.stdout.contains(file), "\(reply.stdout)")
        #expect(reply.stdout.contains("for a GP"), "\(reply.stdout)")
        #expect(try JournalHome.permissions(folder + "/" + file) == 0o600)
        #expect(try Self.exported(home) == before, "making a report writes no record")
    }

    @Test func aShareAskedForInChatIsMadeAndItsCodeShownOnce() throws {
        let (home, folder) = try Self.home()
        let reply = try Self.ask("share my cycle with my partner", home, in: folder)
        #expect(reply.status == 0, "\(reply.stderr)")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".bloomshare") }, "\(reply.stdout)")
        #expect(try JournalHome.permissions(folder + "/" + file) == 0o600)
        let line = try #require(reply.stdout.split(separator: "\n").first { $0.hasPrefix("Code: ") }, "\(reply.stdout)")
        let code = String(line.dropFirst(6).prefix(6))
        #expect(reply.stdout.contains("shown only now"))
        // The partner opens it with that code.
        let partner = try JournalHome(today: Self.today)
        let opened = try partner.run(["partner", "open", folder + "/" + file], stdin: code + "\n")
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdout.contains("cycle day"), "\(opened.stdout)")
    }

    @Test func vitalsFitnessAndADayAskedInChatShowWhatTheirCommandsShow() throws {
        let (home, folder) = try Self.home()
        let pressure = try Self.ask("what's my blood pressure been like", home, in: folder)
        #expect(pressure.stdout.contains("Blood pressure 118/76 mmHg"), "\(pressure.stdout)")
        let vo2 = try Self.ask("what's my vo2 max?", home, in: folder)
        #expect(vo2.stdout.contains("VO2 max: data unavailable"), "\(vo2.stdout)")
        let zones = try Self.ask("show my heart-rate zones this week", home, in: folder)
        let fitness = try home.ok("fitness")
        #expect(zones.stdout.contains(fitness.split(separator: "\n").first.map(String.init) ?? "?"), "\(zones.stdout)\n---\n\(fitness)")
        let yesterday = try Self.ask("how was yesterday?", home, in: folder)
        let day = try home.ok("day", "2026-11-24")
        #expect(yesterday.stdout.contains(day.split(separator: "\n").first.map(String.init) ?? "?"), "\(yesterday.stdout)\n---\n\(day)")
    }
}
