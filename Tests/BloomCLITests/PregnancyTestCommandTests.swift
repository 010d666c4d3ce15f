import Foundation
import Testing

/// `bloom log pregnancy-test positive|negative`: shaped like `bloom log opk` (a result, then a
/// day), shown by `logged`, kept in `export`, taken back by `undo`; a result or a day it cannot
/// read is refused on stderr with nothing written, and `bloom log pregnancy` still dates a
/// pregnancy.
@Suite struct PregnancyTestCommandTests {
    @Test(arguments: [
        (["log", "pregnancy-test", "positive", "--at", "07:10"], "Logged pregnancy test positive at 2026-11-10 07:10"),
        (["log", "pregnancy-test", "negative", "--date", "2026-11-08", "--at", "06:45"], "Logged pregnancy test negative at 2026-11-08 06:45"),
        (["log", "pregnancy-test", "Negative", "yesterday", "--at", "06:45"], "Logged pregnancy test negative at 2026-11-09 06:45"),
        (["log", "pregnancy", "test", "positive", "--faint", "--at", "07:00"], "Logged pregnancy test positive (faint line) at 2026-11-10 07:00"),
        (["log", "hpt", "negative", "--at", "07:00"], "Logged pregnancy test negative at 2026-11-10 07:00"),
    ])
    func aResultIsLoggedOnTheDayGiven(arguments: [String], expected: String) throws {
        let home = try JournalHome()
        let run = try home.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix(expected), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("· profile me\n"), "\(run.stdout)")
    }

    @Test func aPositiveOutsidePregnancyModeSaysHowToFollowThePregnancy() throws {
        let home = try JournalHome()
        let positive = try home.ok("log", "pregnancy-test", "positive", "--at", "07:10")
        #expect(positive.contains("'bloom log pregnancy --lmp YYYY-MM-DD") && positive.contains("(or --due YYYY-MM-DD)"), "\(positive)")
        let negative = try home.ok("log", "pregnancy-test", "negative", "--at", "07:20")
        #expect(!negative.contains("log pregnancy"), "\(negative)")
    }

    @Test(arguments: [
        (["log", "pregnancy-test", "maybe"], 65, "'maybe' is not a pregnancy test result (choose from: positive, negative)"),
        (["log", "pregnancy-test", "faint"], 65, "positive, negative"),
        (["log", "pregnancy-test"], 64, "missing a result"),
        (["log", "pregnancy-test", "positive", "--date", "2026-13-40"], 64, "2026-13-40"),
        (["log", "pregnancy-test", "positive", "--date", "2026-11-12"], 65, "after today"),
        (["log", "pregnancy-test", "positive", "yesterday", "--date", "2026-11-08"], 64, "not both"),
        (["log", "pregnancy-test", "negative", "--faint"], 65, "only a positive can be faint"),
        (["log", "pregnancy-test", "positive", "--lmp", "2026-10-01"], 64, "--lmp does not apply"),
    ])
    func aResultOrADayItCannotReadIsRefusedAndNothingIsWritten(arguments: [String], status: Int32, message: String) throws {
        let home = try JournalHome()
        let run = try home.run(arguments)
        #expect(run.status == status, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "a refusal on a fresh home creates nothing")
        // On a home that has a journal, a refusal adds no test either.
        try home.ok("log", "weight", "60")
        _ = try home.run(arguments)
        #expect(try home.ok("export").contains(#""pregnancyTests": []"#))
    }

    @Test func loggedShowsTheTestExportHoldsItAndUndoTakesItBack() throws {
        let home = try JournalHome()
        try home.ok("log", "opk", "peak", "--at", "08:00", "2026-10-28")
        try home.ok("log", "pregnancy-test", "positive", "--faint", "--at", "07:10")
        let logged = try home.ok("logged", "--days", "3")
        #expect(logged.contains("pregnancy test positive (faint line) at 07:10"), "\(logged)")

        let export = try home.ok("export")
        #expect(export.contains("""
                  "pregnancyTests": [
                    {
                      "at": "2026-11-10T07:10:00",
                      "faint": true,
                      "result": "positive"
                    }
                  ],
            """), "\(export)")
        #expect(export.contains(#""at": "2026-10-28T08:00:00""#) && export.contains(#""result": "peak""#), "ovulation tests are kept beside them")

        let undone = try home.ok("undo")
        #expect(undone.contains("pregnancy test positive (faint line) at 2026-11-10 07:10"), "\(undone)")
        #expect(try home.ok("export").contains(#""pregnancyTests": []"#))
    }

    @Test func aBackupWithATestRestoresIntoAnotherHome() throws {
        let home = try JournalHome()
        try home.ok("log", "pregnancy-test", "negative", "--date", "2026-11-07", "--at", "06:30")
        let backup = try home.ok("export")
        let file = try BloomProcess.temporaryHome() + "/backup.json"
        try backup.write(toFile: file, atomically: true, encoding: .utf8)
        let other = try JournalHome()
        try other.ok("import", file)
        #expect(try other.ok("export") == backup)
    }

    @Test func loggingADueDateIsUnchanged() throws {
        let home = try JournalHome()
        let run = try home.run(["log", "pregnancy", "--due", "2027-06-01"])
        #expect(run.status == 0 && run.stdout.hasPrefix("Logged pregnancy due 2027-06-01"), "\(run.stdout)\(run.stderr)")
        let help = try home.ok("log", "pregnancy-test", "--help")
        #expect(help.contains("bloom log pregnancy-test positive|negative") && help.contains("--faint") && !help.contains("--lmp"), "\(help)")
    }
}
