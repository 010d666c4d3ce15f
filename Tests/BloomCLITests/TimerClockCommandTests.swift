import Testing

/// Issue 16, item 14: piped timers run past midnight.
@Suite struct MidnightTimerCommandTests {
    @Test func contractionsAfterMidnightRollToTheNextDay() throws {
        let home = try JournalHome()
        let output = try home.run(["contractions"], stdin: "23:58\n23:59\n00:03\n00:04\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Contraction 2 stopped at 00:04"))
        let backup = try home.ok("export")
        #expect(backup.contains("2026-11-11T00:03:00"))
        #expect(backup.contains("2026-11-11T00:04:00"))
    }

    @Test func kicksAfterMidnightRollToTheNextDayAndTheSessionEnds() throws {
        let home = try JournalHome()
        let output = try home.run(["kicks", "--at", "23:50"], stdin: "23:55\n23:58\n00:02\nend 00:03\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("3 movements in 13 min"))
        #expect(try home.ok("export").contains("\"end\": \"2026-11-11T00:03:00"))
    }
}

/// Issue 16, item 15 end to end: the spring-forward night in New York.
@Suite struct DaylightSavingCommandTests {
    @Test func aKickCountAcrossSpringForwardLastsTheTimeThatPassed() throws {
        let home = try BloomProcess.temporaryHome()
        let result = try BloomProcess.run(["kicks", "--at", "01:50", "--home", home, "--today", "2026-03-08"],
                                          stdin: "03:05\nend 03:10\n", environment: ["TZ": "America/New_York"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("from 01:50 to 03:10: 1 movement in 20 min"))
    }

    @Test func aKickCountInTheRepeatedHourWhenTheClocksGoBackStaysOnTheSameNight() throws {
        let home = try BloomProcess.temporaryHome()
        let result = try BloomProcess.run(["kicks", "--at", "01:40", "--home", home, "--today", "2026-11-01"],
                                          stdin: "01:50\n01:10\nend 01:20\n", environment: ["TZ": "America/New_York"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 movements in 40 min"))
    }
}
