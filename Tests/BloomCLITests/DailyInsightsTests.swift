import Foundation
import Testing

@Suite struct DailyInsightsTests {
    @Test func averagesVerdictAndABarChartComeFromTheHistory() throws {
        let home = try DailyFixture.regularHome()
        try home.ok("log", "temp", "36.4", "2026-11-08")
        try home.ok("log", "temp", "36.7", "2026-11-09")
        let output = try home.ok("insights")
        #expect(output.contains("Cycle: 28 days on average (± 0) over 3 cycles · regular"))
        #expect(output.contains("  1  28 ██████████████████████████████│"))
        #expect(output.contains("Period: 5 days on average · 5, 5, 5, 5 · steady ▄▄▄▄"))
        #expect(output.contains("Temperature (last 60 days): ▁█"))
        #expect(try home.ok("insights", "--json").contains(#""averageCycleLength":28,"averagePeriodLength":5"#))
    }

    @Test func aFreshHomeSaysNotEnoughDataYet() throws {
        let output = try JournalHome().ok("insights")
        #expect(output.contains("Cycle: not enough data yet"))
        #expect(output.contains("Period: not enough data yet"))
    }
}
