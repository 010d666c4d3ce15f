import Foundation
import Testing

/// Issue 16, items 13 and 16 end to end.
@Suite struct ImpossibleInputCommandTests {
    @Test func impossibleDaysAreRefusedClearly() throws {
        let home = try JournalHome()
        let ancient = try home.run(["log", "period", "start", "0000-01-01"])
        #expect(ancient.status == 65)
        #expect(ancient.stderr.contains("1900-01-01"))
        let far = try home.run(["log", "flow", "light", "1000000", "days", "ago"])
        #expect(far.status == 65)
        #expect(!far.stderr.contains("in digits"))
        let lmp = try home.run(["log", "pregnancy", "--lmp", "2020-01-01"])
        #expect(lmp.status == 65)
        #expect(lmp.stderr.contains("44 weeks"))
        let farToday = try BloomProcess.run(["calendar", "--home", home.path, "--today", "9999-12-31"])
        #expect(farToday.status == 64)
    }

    @Test func aHexTemperatureIsNotANumber() throws {
        let home = try JournalHome()
        let result = try home.run(["log", "temp", "0x24"])
        #expect(result.status != 0)
        #expect(try home.ok("log", "temp", "36.4").contains("36.4"))
    }
}
