import Foundation
import Testing

/// `bloom log temp VALUE --excluded REASON` and the journal chart that skips those readings.
@Suite struct FertilityExcludedTemperatureTests {
    @Test func aReadingLoggedAsExcludedIsSkippedByTheJournalChart() throws {
        let home = try JournalHome(today: "2026-03-12")
        try home.ok("log", "period", "start", "2026-03-01")
        let values = ["36.40", "36.45", "36.35", "37.10", "36.50", "36.45", "36.40", "36.60", "36.65", "36.75"]
        for (index, value) in values.enumerated() {
            let day = "2026-03-\(String(format: "%02d", index + 1))"
            if index == 3 {
                let logged = try home.ok("log", "temp", value, day, "--excluded", "illness")
                #expect(logged.contains("excluded from the shift rule (illness)"), "\(logged)")
            } else {
                try home.ok("log", "temp", value, day)
            }
        }
        let chart = try home.run(["chart", "--json"])
        #expect(chart.stdout.contains(#""firstHighDay":"2026-03-08""#), "\(chart.stdout) \(chart.stderr)")
        #expect(chart.stdout.contains(#""day":"2026-03-04","celsius":37.1,"rounded":37.1,"excluded":true"#), "\(chart.stdout)")
    }

    @Test func anUnknownReasonIsRefusedWithTheChoices() throws {
        let home = try JournalHome(today: "2026-03-12")
        let run = try home.run(["log", "temp", "36.7", "--excluded", "hangover"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("illness, late-night, alcohol, other"), "\(run.stderr)")
    }

    @Test func aLateNightReasonCanBeTypedWithASpace() throws {
        let home = try JournalHome(today: "2026-03-12")
        let run = try home.run(["log", "temp", "36.7", "--excluded", "late night", "--json"])
        #expect(run.stdout.contains(#""excluded":"late-night""#), "\(run.stdout) \(run.stderr)")
    }
}
