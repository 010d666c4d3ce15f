import BloomTestSupport
import CycleCore
import Foundation
import Journal
import JournalAdapters
import Reports
import Testing

/// The report the command and the chat write, read from a temporary home.
@Suite struct ClinicReportTests {
    static let today = Day(year: 2026, month: 11, day: 10)!

    /// A home whose active profile has three periods and a headache, and a second profile
    /// ("Zed") with a period of its own.
    static func home() throws -> TestJournalAccess {
        let access = TestJournalAccess(today: today)
        let (store, profile) = try access.journalForLogging()
        for (start, end) in [("2026-09-14", "2026-09-18"), ("2026-10-12", "2026-10-16"), ("2026-11-09", nil)] {
            _ = try store.logPeriodStart(on: isoDay(start), for: profile, today: today)
            if let end { _ = try store.logPeriodEnd(on: isoDay(end), for: profile, today: today) }
        }
        _ = try store.logDay(DailyLog(day: isoDay("2026-10-13"), flow: .heavy, symptoms: [.headache: 2]), for: profile, today: today)
        let other = try store.addProfile(Profile(name: "Zed", created: today))
        _ = try store.logPeriodStart(on: isoDay("2026-10-01"), for: other, today: today)
        _ = try store.logDay(DailyLog(day: isoDay("2026-10-02"), symptoms: [.migraine: 3]), for: other, today: today)
        return access
    }

    static func folder() throws -> String {
        let path = TestFolders.fresh("bloom-reports")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func theChatsEntryPointWritesAPrivateFileAndSaysWhere() throws {
        let access = try Self.home()
        let path = try Self.folder() + "/gp.pdf"
        let written = try ClinicReport.write(ClinicReport.Request(path: path), access: access, today: Self.today)
        #expect(written.url.path == path)
        #expect(written.format == .pdf)
        #expect(written.kind == .cycle)
        #expect(written.reader == .gp)
        #expect(written.span == ReportSpan(from: isoDay("2026-09-14"), to: Self.today))
        let bytes = try Data(contentsOf: written.url)
        #expect(bytes.count == written.size)
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test func theExtensionChoosesHTML() throws {
        let path = try Self.folder() + "/gp.HTML"
        let written = try ClinicReport.write(ClinicReport.Request(path: path), access: try Self.home(), today: Self.today)
        #expect(written.format == .html)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }

    @Test func anotherProfileIsNeverInTheReport() throws {
        let path = try Self.folder() + "/mine.html"
        _ = try ClinicReport.write(ClinicReport.Request(path: path), access: try Self.home(), today: Self.today)
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.contains("2026-10-12") && page.contains("headache"))
        #expect(!page.contains("Zed") && !page.contains("2026-10-01") && !page.contains("migraine"))
    }

    @Test func aFileOfAnotherKindIsAUsageFailureAndNothingIsWritten() throws {
        let folder = try Self.folder()
        #expect(throws: JournalFailure(.usage, "cannot tell the format of '\(folder)/report.docx': name the file .pdf or .html")) {
            try ClinicReport.write(ClinicReport.Request(path: folder + "/report.docx"), access: try Self.home(), today: Self.today)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aFolderThatIsNotThereIsAnIOFailure() throws {
        let folder = try Self.folder()
        do {
            _ = try ClinicReport.write(ClinicReport.Request(path: folder + "/missing/report.html"), access: try Self.home(), today: Self.today)
            Issue.record("written into a missing folder")
        } catch let failure as JournalFailure {
            #expect(failure.kind == .io)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "no temporary file is left behind")
    }

    @Test func aBackwardsSpanIsAUsageFailure() throws {
        let request = ClinicReport.Request(report: ReportRequest(from: isoDay("2026-11-01"), to: isoDay("2026-10-01")), path: try Self.folder() + "/r.pdf")
        #expect(throws: JournalFailure(.usage, ReportRequestError.fromAfterTo(from: isoDay("2026-11-01"), to: isoDay("2026-10-01")).explanation)) {
            try ClinicReport.write(request, access: try Self.home(), today: Self.today)
        }
    }

    @Test func aFreshHomeGetsAReportThatSaysNothingWasLoggedAndCreatesNoStore() throws {
        let access = TestJournalAccess(today: Self.today)
        let path = try Self.folder() + "/empty.html"
        _ = try ClinicReport.write(ClinicReport.Request(path: path), access: access, today: Self.today)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("No periods logged in this span."))
        #expect(!access.databaseExists)
    }

    @Test func aPregnancyReportReadsThisWeeksChecklistAndItsTicks() throws {
        let access = TestJournalAccess(today: Self.today)
        let (store, profile) = try access.journalForLogging()
        let lmp = Self.today - (20 * 7 + 2)
        _ = try store.logPregnancy(Pregnancy(lmp: lmp), for: profile, today: Self.today)
        _ = try store.log(ChecklistTick(lmp: lmp, week: 21, item: 1, ticked: Self.today), for: profile, today: Self.today)
        _ = try store.log(ChecklistTick(lmp: lmp, week: 12, item: 2, ticked: Self.today - 60), for: profile, today: Self.today)
        let inputs = try ClinicReport.inputs(from: store, profile: profile, knowledge: { try access.knowledge() }, today: Self.today)
        let checklist = try #require(inputs.checklist)
        let week = try #require(try access.knowledge().week(21))
        #expect(checklist.week == 21)
        #expect(checklist.items.map(\.text) == week.checklist)
        #expect(checklist.items.map(\.done) == week.checklist.indices.map { $0 == 0 })
        #expect(checklist.tickedInAllWeeks == 2)
        #expect(inputs.pregnancyDatedBy == "the last period")
        let model = try ClinicReport.model(ReportRequest(), store: store, profile: profile, knowledge: { try access.knowledge() }, today: Self.today)
        #expect(model.kind == .pregnancy)
        #expect(model.span.from == lmp)
    }

    @Test func theJournalsPregnancyTestsReachTheReport() throws {
        let access = try Self.home()
        let (store, profile) = try access.journalForLogging()
        let at = LocalTimestamp(day: isoDay("2026-11-06"), time: TimeOfDay(text: "07:00")!)
        _ = try store.log(PregnancyTest(at: at, result: .positive, faint: true), for: profile, today: Self.today)
        let inputs = try ClinicReport.inputs(from: store, profile: profile, knowledge: { try access.knowledge() }, today: Self.today)
        #expect(inputs.pregnancyTests == [ReportPregnancyTest(day: isoDay("2026-11-06"), positive: true, faint: true)])
    }
}
