import Foundation
import Testing

@Suite struct DailyStatusTests {
    @Test func theLineSaysDayPhaseAndDaysToThePeriod() throws {
        let home = try DailyFixture.regularHome()
        #expect(try home.ok("status") == "day 18 · luteal · period in 11d\n")
    }

    @Test func aLatePeriodReplacesTheCountdown() throws {
        let home = try DailyFixture.regularHome(today: "2026-11-25")
        #expect(try home.ok("status") == "day 33 · period late 4d\n")
    }

    @Test func aTemplateChoosesWhatTheLineHolds() throws {
        let home = try DailyFixture.regularHome()
        #expect(try home.ok("status", "--format", "{profile}: {phase} {next} {unknown}") == "me: luteal 11d {unknown}\n")
    }

    @Test func pregnancyShowsWeekTrimesterAndDaysToTheDueDate() throws {
        let home = try JournalHome()
        try home.ok("profile", "add", "Robin", "--mode", "pregnancy")
        try home.ok("log", "pregnancy", "--due", "2027-06-01", "--profile", "Robin")
        #expect(try home.ok("status", "--profile", "Robin") == "week 12 · T1 · due in 203d\n")
    }

    @Test func nothingLoggedOrABrokenStoreIsSilent() throws {
        let fresh = try JournalHome()
        let empty = try fresh.run(["status"])
        #expect(empty.status == 0 && empty.stdout.isEmpty && empty.stderr.isEmpty)
        let broken = try JournalHome()
        try FileManager.default.createDirectory(atPath: broken.path, withIntermediateDirectories: true)
        try Data("not a database at all, just text".utf8).write(to: URL(fileURLWithPath: broken.database))
        let run = try broken.run(["status"])
        #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty)
    }
}
