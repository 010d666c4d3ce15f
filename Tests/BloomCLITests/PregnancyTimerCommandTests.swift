import Foundation
import Testing

/// A home with a pregnancy dated so that 2026-08-01 is in week `week`.
private func pregnantHome(week: Int) throws -> JournalHome {
    let home = try JournalHome(today: "2026-08-01")
    // 2026-08-01 is (week − 1) weeks and 3 days after these LMPs.
    let lmp = ["30": "2026-01-07", "26": "2026-02-04", "39": "2025-11-05"][String(week)]!
    try home.ok("log", "pregnancy", "--lmp", lmp)
    return home
}

@Suite struct PregnancyTimerCommandTests {
    @Test func fewerThanTenKicksInTwoHoursFrom28WeeksSaysContactTheMaternityUnitNow() throws {
        let home = try pregnantHome(week: 30)
        let run = try home.run(["kicks", "--at", "19:00"], stdin: "19:05\n19:20\n19:40\nend 21:00\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Movement 3 at 19:40"))
        #expect(run.stdout.contains("3 movements in 2 h 00 min"))
        #expect(run.stdout.contains("Call your maternity unit or labour ward straight away"))
    }

    @Test func tenKicksAreTimedAndComparedWithEarlierSessionsWithoutReassurance() throws {
        let home = try pregnantHome(week: 30)
        let earlier = (1...10).map { "2026-08-01 09:\(String(format: "%02d", $0 * 4))" }.joined(separator: ",")
        try home.ok("log", "kicks", "--start", "2026-08-01 09:00", "--end", "2026-08-01 09:45", "--kicks", earlier)
        let kicks = (1...10).map { "19:\(String(format: "%02d", $0 * 4))" }.joined(separator: "\n")
        let run = try home.run(["kicks", "--at", "19:00"], stdin: kicks + "\nend 19:45\n")
        #expect(run.stdout.contains("Time to 10 movements: 40 min."), "\(run.stdout)")
        #expect(run.stdout.contains("about the same as your recent sessions (usually 40 min to 10)"))
        #expect(!run.stdout.contains("urgent care"))
        #expect(run.stdout.contains("If movements slow down, change or stop, contact your maternity unit now"))
    }

    @Test func movementsThatFeelLessThanUsualAlwaysGetTheUrgentAdvice() throws {
        let home = try pregnantHome(week: 26)
        try home.ok("kicks", "start", "--at", "10:00")
        try home.ok("kicks", "add", "--at", "10:02")
        let run = try home.run(["kicks", "end", "--at", "10:30", "--less", "--json"])
        #expect(run.stdout.contains(#""warning":"lessThanUsual""#), "\(run.stdout) \(run.stderr)")
    }

    @Test func contractionsFiveMinutesApartForAnHourAt39WeeksFollowThePlan() throws {
        let home = try pregnantHome(week: 39)
        var lines: [String] = []
        for index in 0...12 {
            let start = 10 * 60 + index * 5
            lines.append(String(format: "%02d:%02d", start / 60, start % 60))
            lines.append(String(format: "%02d:%02d", (start + 1) / 60, (start + 1) % 60))
        }
        let run = try home.run(["contractions"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Contraction 2 started at 10:05 · 5 min since the last one started"))
        #expect(run.stdout.contains("follow the plan agreed with your midwife or doctor and contact them now"))
        let json = try home.run(["contractions", "summary", "--json"])
        #expect(json.stdout.contains(#""advice":"fiveOneOne""#) || json.stdout.contains(#""lastHourCount""#))
    }

    @Test func aContractionBefore37WeeksSaysContactNow() throws {
        let home = try pregnantHome(week: 30)
        // One tightening timed: when to call (issue 54: not "urgent care now" at the first press).
        let first = try home.run(["contractions"], stdin: "10:00\n10:01\n")
        #expect(first.stdout.contains("Before 37 weeks, call your maternity unit now if tightenings come regularly or are painful"), "\(first.stdout)")
        #expect(!first.stdout.contains("This needs urgent care now"))
        // A second one: they need checking now.
        let second = try home.run(["contractions"], stdin: "10:12\n10:13\n")
        #expect(second.stdout.contains("Contractions before 37 weeks need checking now"), "\(second.stdout)")
        #expect(second.stdout.contains("Call your maternity unit or labour ward straight away"))
        #expect(!second.stdout.contains("heartbeat monitor"), "the heartbeat-monitor line is about movements only")
    }
}
