import Foundation
import Testing

@Suite struct DailyCalendarTests {
    @Test func threeMonthsMatchTheGoldenCalendar() throws {
        let home = try DailyFixture.regularHome()
        let output = try home.ok("calendar", "2026-10", "--months", "3")
        #expect(output == (try DailyFixture.golden("calendar-2026-10.txt")))
    }

    @Test func weeksStartOnSundayWhenAsked() throws {
        let home = try DailyFixture.regularHome()
        let lines = try home.ok("calendar", "--sunday").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "November 2026")
        #expect(lines[1] == " Su   Mo   Tu   We   Th   Fr   Sa")
        #expect(lines[2] == "  1    2+   3+   4+   5+   6+   7◆")
    }

    @Test func todayIsBracketedAndAnOngoingPeriodContinuesAsPredicted() throws {
        let home = try JournalHome(today: "2026-11-03")
        try home.ok("log", "period", "start", "2026-11-01")
        let output = try home.ok("calendar")
        #expect(output.contains("  2● [ 3●]  4○   5○"))
        #expect(output.contains("● period (logged)  ○ period (predicted)"))
    }

    @Test func aFreshHomeShowsTheMonthAndSaysWhatToLog() throws {
        let home = try JournalHome()
        let output = try home.ok("calendar")
        #expect(output.hasPrefix("November 2026\n"))
        #expect(output.contains("[10 ]"))
        #expect(output.contains("Nothing logged yet"))
    }

    @Test func theJSONListsMarkedDaysWithISODates() throws {
        let home = try DailyFixture.regularHome()
        let output = try home.ok("calendar", "--json")
        #expect(output.hasPrefix(#"{"today":"2026-11-10","profile":"me","from":"2026-11-01","through":"2026-11-30","weekStart":"monday","days":["#))
        #expect(output.contains(#"{"day":"2026-11-21","mark":"predictedPeriod"}"#))
    }

    /// Issue 49, item 8: months past the days Bloom can show (a five-digit year, or before
    /// 1900) are refused as a usage error instead of printing "January 10000".
    @Test(arguments: [["9999-12", "--months", "2"], ["9999-12"], ["2202-12", "--months", "2"], ["1899-12"],
                      ["--all", "9999-12", "--months", "2"]])
    func monthsPastTheDaysBloomCanShowAreUsageErrors(arguments: [String]) throws {
        let home = try DailyFixture.regularHome()
        let run = try home.run(["calendar"] + arguments)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("reaches outside 1900-01-01 to 2202-12-31"), "\(run.stderr)")
    }

    @Test func theLastMonthsBloomCanShowAreShown() throws {
        let home = try DailyFixture.regularHome()
        let output = try home.ok("calendar", "2202-11", "--months", "2")
        #expect(output.hasPrefix("November 2202\n") && output.contains("\nDecember 2202\n"))
    }

    @Test(arguments: [["2026-13"], ["december"], ["--months", "0"], ["--weeks", "2"]])
    func badMonthsAndOptionsAreUsageErrors(arguments: [String]) throws {
        let home = try JournalHome()
        let run = try home.run(["calendar"] + arguments)
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty && !run.stderr.isEmpty)
    }
}
