import Testing

/// Issue 16, item 12 end to end: a start inside an ongoing or just-ended period is asked about.
@Suite struct ImplausiblePeriodStartCommandTests {
    @Test func aSecondStartTwoDaysLaterAsksWhetherItIsTheSamePeriod() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        let again = try home.run(["log", "period", "start", "2026-11-03"])
        #expect(again.status == 65)
        #expect(again.stderr.contains("same period"))
        try home.ok("log", "period", "start", "2026-11-03", "--new-cycle")
        let chat = try home.run(["chat"], stdin: "my period started yesterday\n")
        #expect(chat.stdout.contains("same period"))
    }
}
