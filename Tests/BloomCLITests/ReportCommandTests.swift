import BloomTestSupport
import CycleCore
import Foundation
import Testing

/// Homes for the report tests: nine periods of uneven cycles, daily logs, supplements.
enum ReportFixture {
    static let starts = ["2026-03-02", "2026-03-31", "2026-04-26", "2026-05-29", "2026-06-25", "2026-07-25", "2026-08-21", "2026-09-22", "2026-10-20"]
    static let lengths = [5, 4, 6, 5, 7, 5, 4, 6]

    /// The profile "Sam" with the periods above (the last under way on 2026-11-10), a heavy
    /// first day with cramps in each cycle, and ibuprofen logged twice; and a profile "Zed".
    static func home() throws -> JournalHome {
        let home = try JournalHome()
        try home.ok("profile", "add", "Sam")
        for (index, start) in starts.enumerated() {
            try home.ok("log", "period", "start", start)
            if index < lengths.count {
                try home.ok("log", "period", "end", (isoDay(start) + (lengths[index] - 1)).iso)
            }
            try home.ok("log", "day", start, "--flow", "heavy", "--cramps", String(3 + index % 5), "--symptom", "cramps:2")
        }
        try home.ok("log", "lifestyle", "--at", "2026-10-20 09:00", "--supplements", "ibuprofen")
        try home.ok("log", "lifestyle", "--at", "2026-10-21 09:00", "--supplements", "ibuprofen,iron")
        try home.ok("profile", "add", "Zed")
        try home.ok("log", "period", "start", "2026-10-02", "--profile", "Zed")
        try home.ok("log", "day", "2026-10-03", "--symptom", "migraine", "--profile", "Zed")
        return home
    }

    /// `value` as the report prints a one-decimal number: "28", "28.6".
    static func text(_ value: Any?) -> String {
        guard let number = (value as? NSNumber)?.doubleValue else { return "?" }
        return number == number.rounded() ? String(Int(number)) : String(number)
    }
}

extension JournalHome {
    /// `bloom ARGUMENTS --json` parsed as an object.
    func jsonObject(_ arguments: String...) throws -> [String: Any] {
        let result = try run(arguments + ["--json"])
        guard result.status == 0, let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw Failure(message: "bloom \(arguments.joined(separator: " ")) --json: \(result.stderr)")
        }
        return object
    }
}

@Suite struct ReportCommandTests {
    @Test func theDefaultFileIsWrittenHereWithMode0600AndTheCommandSaysWhere() throws {
        let home = try ReportFixture.home()
        let folder = try BloomProcess.temporaryHome()
        let result = try BloomProcess.run(["report", "--home", home.path, "--today", home.today, "--profile", "Sam"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let path = folder + "/bloom-report-2026-11-10.pdf"
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        #expect(result.stdout.hasPrefix("Wrote the cycle report (2026-04-26 to 2026-11-10, PDF, for a GP) to "))
        #expect(result.stdout.contains(path) || result.stdout.contains(resolved), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("(mode 0600).\n"))
        #expect(try JournalHome.permissions(path) == 0o600)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: Array("%PDF-".utf8)))
    }

    @Test func theTableHoldsTheNumbersOfBloomHistory() throws {
        let home = try ReportFixture.home()
        let out = try BloomProcess.temporaryHome() + "/sam.html"
        try home.ok("report", "--profile", "Sam", "--out", out)
        let page = try String(contentsOfFile: out, encoding: .utf8)
        let history = try home.jsonObject("history", "--profile", "Sam")
        let periods = try #require(history["periods"] as? [[String: Any]])
        #expect(periods.count == 9)
        for period in periods.dropFirst(2) {  // the span starts six completed cycles back
            let start = try #require(period["start"] as? String)
            let end = (period["end"] as? String) ?? "ongoing"
            let length = (period["length"] as? NSNumber).map { "\($0.intValue)" } ?? "–"
            let cycle = (period["cycleLength"] as? NSNumber).map { "\($0.intValue)" } ?? "in progress"
            #expect(page.contains("<tr><td>\(start)</td><td>\(end)</td><td class=\"num\">\(length)</td><td class=\"num\">\(cycle)</td>"), "\(start)")
        }
        #expect(!page.contains("<td>\(ReportFixture.starts[0])</td>"), "the oldest period is outside the last six cycles")
        let insights = try home.jsonObject("insights", "--profile", "Sam")
        #expect(page.contains("All 8 logged cycles (as &#39;bloom insights&#39;): average \(ReportFixture.text(insights["averageCycleLength"])) days, standard deviation \(ReportFixture.text(insights["cycleStandardDeviation"])) days; average period \(ReportFixture.text(insights["averagePeriodLength"])) days."))
    }

    @Test func aReportNeverHoldsAnotherProfile() throws {
        let home = try ReportFixture.home()
        let folder = try BloomProcess.temporaryHome()
        try home.ok("report", "--profile", "Sam", "--out", folder + "/sam.html")
        try home.ok("report", "--profile", "Zed", "--out", folder + "/zed.html")
        let sam = try String(contentsOfFile: folder + "/sam.html", encoding: .utf8)
        let zed = try String(contentsOfFile: folder + "/zed.html", encoding: .utf8)
        #expect(sam.contains("<dd>Sam</dd>") && !sam.contains("Zed") && !sam.contains("migraine") && !sam.contains("2026-10-02"))
        #expect(zed.contains("<dd>Zed</dd>") && !zed.contains("Sam") && !zed.contains("ibuprofen") && !zed.contains("2026-10-20"))
    }

    @Test func anonymousLeavesTheNameOut() throws {
        let home = try ReportFixture.home()
        let out = try BloomProcess.temporaryHome() + "/anonymous.html"
        try home.ok("report", "--profile", "Sam", "--anonymous", "--for", "fertility", "--out", out)
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(!page.contains("Sam"))
        #expect(page.contains("<dd>a fertility clinic</dd>"))
    }

    @Test(arguments: [
        (["--out", "report.txt"], "cannot tell the format of 'report.txt': name the file .pdf or .html"),
        (["--out", "report"], "cannot tell the format of 'report'"),
        (["--from", "2026-13-01"], "--from: '2026-13-01' is not a date"),
        (["--to", "soon"], "--to: 'soon' is not a date"),
        (["--from", "2026-11-05", "--to", "2026-11-01"], "--from 2026-11-05 is after --to 2026-11-01"),
        (["--to", "2026-11-11"], "--to 2026-11-11 is after today (2026-11-10)"),
        (["--from", "in 3 days"], "--from 2026-11-13 is after today (2026-11-10)"),
        (["--for", "dentist"], "--for takes gp, fertility or midwife, not 'dentist'"),
        (["--paper", "a5"], "--paper takes a4 or letter, not 'a5'"),
        (["now"], "unexpected 'now'"),
        (["--profile", "Nobody"], "Nobody"),
    ])
    func badRequestsAreUsageErrorsAndWriteNothing(arguments: [String], message: String) throws {
        let home = try ReportFixture.home()
        let folder = try BloomProcess.temporaryHome()
        let result = try BloomProcess.run(["report"] + arguments + ["--home", home.path, "--today", home.today], in: folder)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aFileThatCannotBeWrittenIsAnIOError() throws {
        let home = try ReportFixture.home()
        let result = try home.run(["report", "--out", try BloomProcess.temporaryHome() + "/missing/report.pdf"])
        #expect(result.status == 74)
        #expect(result.stderr.contains("cannot write"))
    }

    @Test func aPregnancyGetsTheMidwifeReport() throws {
        let home = try JournalHome()
        try home.ok("log", "pregnancy", "--lmp", "2026-06-01")
        try home.ok("log", "weight", "62.5", "2026-06-10")
        try home.ok("log", "weight", "66.0", "2026-10-10")
        let out = try BloomProcess.temporaryHome() + "/midwife.html"
        let said = try home.ok("report", "--out", out, "--paper", "letter")
        #expect(said.hasPrefix("Wrote the pregnancy report (2026-06-01 to 2026-11-10, HTML, for a midwife)"))
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(page.contains("<dd>2027-03-08 (last period + 280 days)</dd>"))
        #expect(page.contains("23 weeks 1 day (23w1d), week 24, trimester 2"))
        #expect(page.contains("<td>trimester 1 (weeks 1–13)</td><td class=\"num\">1</td><td class=\"num\">62.5 kg</td>"))
        #expect(page.contains("@page { size: letter;"))
    }
}

/// The PDF written by the command, read back with poppler.
@Suite(.enabled(if: Poppler.isAvailable, Comment(rawValue: Poppler.missingMessage)))
struct ReportCommandPDFTests {
    @Test func thePDFHoldsTheNumbersOfBloomHistoryAndInsights() throws {
        let home = try ReportFixture.home()
        let out = try BloomProcess.temporaryHome() + "/sam.pdf"
        try home.ok("report", "--profile", "Sam", "--out", out)
        let text = try Poppler.flatText(out)
        let history = try home.jsonObject("history", "--profile", "Sam")
        for period in try #require(history["periods"] as? [[String: Any]]).dropFirst(2) {
            let start = try #require(period["start"] as? String)
            if let end = period["end"] as? String, let length = period["length"] as? NSNumber, let cycle = period["cycleLength"] as? NSNumber {
                #expect(text.contains("\(start) \(end) \(length.intValue) \(cycle.intValue) heavy (1 day)"), "\(start)")
            } else {
                #expect(text.contains("\(start) ongoing"))
            }
        }
        let insights = try home.jsonObject("insights", "--profile", "Sam")
        #expect(text.contains("All 8 logged cycles (as 'bloom insights'): average \(ReportFixture.text(insights["averageCycleLength"])) days, standard deviation \(ReportFixture.text(insights["cycleStandardDeviation"])) days;"))
        #expect(text.contains("Medicines and supplements as logged"))
        #expect(text.contains("ibuprofen 2 2026-10-20 2026-10-21"))
        #expect(try JournalHome.permissions(out) == 0o600)
    }

    @Test func theAnonymousPDFHasNoName() throws {
        let home = try ReportFixture.home()
        let folder = try BloomProcess.temporaryHome()
        try home.ok("report", "--profile", "Sam", "--out", folder + "/named.pdf")
        try home.ok("report", "--profile", "Sam", "--anonymous", "--out", folder + "/anonymous.pdf")
        #expect(try Poppler.flatText(folder + "/named.pdf").contains("Name Sam"))
        #expect(!(try Poppler.flatText(folder + "/anonymous.pdf")).contains("Sam"))
    }
}
