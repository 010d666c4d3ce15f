import Foundation
import Testing

@Suite struct FertilityChartCommandTests {
    static let csv = """
        day,celsius,excluded
        2026-03-01,36.40
        2026-03-02,36.45
        2026-03-03,36.35
        2026-03-04,37.10,illness
        2026-03-05,36.50
        2026-03-06,36.45
        2026-03-07,36.40
        2026-03-08,36.60
        2026-03-09,36.20,late
        2026-03-10,36.65
        2026-03-11,36.70

        """

    @Test func aChartFromStandardInputReportsTheShiftAsJSON() throws {
        let home = try JournalHome(today: "2026-03-12")
        let run = try home.run(["chart", "--temps", "-", "--json"], stdin: Self.csv)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        for field in [#""shiftDetected":true"#, #""coverLine":36.5"#, #""firstHighDay":"2026-03-08""#,
                      #""confirmedOn":"2026-03-11""#, #""rule":"regular""#, #""ovulationEstimate":"2026-03-07""#] {
            #expect(run.stdout.contains(field), "missing \(field) in \(run.stdout)")
        }
    }

    @Test func theTextChartSaysConsistentWithOvulationNeverThatItHappened() throws {
        let home = try JournalHome(today: "2026-03-12")
        let run = try home.run(["chart", "--temps", "-"], stdin: Self.csv)
        #expect(run.stdout.contains("Cover line: 36.50 °C"))
        #expect(run.stdout.contains("consistent with ovulation around Sat 7 Mar"))
        #expect(!run.stdout.lowercased().contains("you ovulated"))
    }

    @Test func fahrenheitReadingsInTheFileAreConverted() throws {
        let home = try JournalHome(today: "2026-03-12")
        let lines = ["97.5", "97.6", "97.4", "97.7", "97.5", "97.6", "98.0", "98.1", "98.2"].enumerated()
            .map { "2026-03-0\($0 + 1),\($1)" }.joined(separator: "\n")
        let run = try home.run(["chart", "--temps", "-", "--json"], stdin: lines + "\n")
        #expect(run.stdout.contains(#""rule":"regular""#) && run.stdout.contains(#""confirmedOn":"2026-03-09""#), "\(run.stdout) \(run.stderr)")
    }

    @Test func theJournalChartStartsAtTheLastPeriodAndTakesExclusions() throws {
        let home = try JournalHome(today: "2026-03-12")
        try home.ok("log", "period", "start", "2026-03-01")
        let values = ["36.40", "36.45", "36.35", "37.10", "36.50", "36.45", "36.40", "36.60", "36.65", "36.75"]
        for (index, value) in values.enumerated() {
            try home.ok("log", "temp", value, "2026-03-\(String(format: "%02d", index + 1))")
        }
        let plain = try home.run(["chart", "--json"])
        #expect(plain.stdout.contains(#""shiftDetected":false"#), "\(plain.stdout) \(plain.stderr)")
        let excluded = try home.run(["chart", "--json", "--exclude", "2026-03-04"])
        #expect(excluded.stdout.contains(#""cycleStart":"2026-03-01""#))
        #expect(excluded.stdout.contains(#""firstHighDay":"2026-03-08""#), "\(excluded.stdout)")
    }

    @Test func aBadLineIsADataError() throws {
        let home = try JournalHome(today: "2026-03-12")
        let run = try home.run(["chart", "--temps", "-"], stdin: "2026-03-01,36.4\n2026-03-02,hot\n")
        #expect(run.status == 65)
        #expect(run.stderr.contains("line 2"))
    }
}
