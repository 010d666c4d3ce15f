import Foundation
import Testing

/// `bloom log sleep --hours H [DATE]`: a night told by its length only, ending on DATE's
/// morning (today by default), with no bedtime or waking time; shown by `logged`, kept in
/// `export`, replaced by a second telling of the same night and taken back by `undo`. Hours it
/// cannot read, or outside 0.5–16, are refused on stderr with a non-zero exit and nothing written.
@Suite struct SleepLengthCommandTests {
    @Test(arguments: [
        (["log", "sleep", "--hours", "6.5"], "Logged 6 h 30 min of sleep on the night of 2026-11-09"),
        (["log", "sleep", "--hours", "7", "yesterday"], "Logged 7 h of sleep on the night of 2026-11-08"),
        (["log", "sleep", "2026-11-05", "--hours", "0.5"], "Logged 30 min of sleep on the night of 2026-11-04"),
        (["log", "sleep", "--hours", "16"], "Logged 16 h of sleep on the night of 2026-11-09"),
    ])
    func aLengthIsLoggedForTheNightEndingOnTheMorningGiven(arguments: [String], expected: String) throws {
        let home = try JournalHome()
        let run = try home.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected + " · profile me\n", "\(run.stdout)")
    }

    @Test func jsonSaysWhatWasStored() throws {
        let home = try JournalHome()
        let line = try home.ok("log", "sleep", "--hours", "6.25", "--json")
        #expect(line.contains(#""change":"added""#) || line.contains(#""change": "added""#), "\(line)")
        #expect(line.contains("sleep-length") && line.contains("375") && line.contains("2026-11-10"), "\(line)")
    }

    @Test(arguments: [
        (["log", "sleep", "--hours", "20"], 65, "a night of 20 h is outside 30 min–16 h"),
        (["log", "sleep", "--hours", "0.25"], 65, "a night of 15 min is outside 30 min–16 h"),
        (["log", "sleep", "--hours", "-3"], 65, "outside 30 min–16 h"),
        (["log", "sleep", "--hours", "six"], 64, "--hours takes the hours slept as a number"),
        (["log", "sleep", "--hours", "nan"], 64, "--hours takes the hours slept as a number"),
        (["log", "sleep", "23:00-07:00", "--hours", "8"], 64, "not both"),
        (["log", "sleep", "--hours", "7", "2026-11-12"], 65, "after today"),
        (["log", "weight", "60", "--hours", "7"], 64, "--hours does not apply"),
    ])
    func hoursItCannotKeepAreRefusedAndNothingIsWritten(arguments: [String], status: Int32, message: String) throws {
        let home = try JournalHome()
        let run = try home.run(arguments)
        #expect(run.status == status, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        try home.ok("log", "rhr", "60")
        _ = try home.run(arguments)
        #expect(try home.ok("export").contains(#""nightLengths": []"#))
    }

    @Test func loggedShowsTheNightExportHoldsItASecondTellingReplacesItAndUndoTakesItBack() throws {
        let home = try JournalHome()
        try home.ok("log", "sleep", "--hours", "6")
        let again = try home.ok("log", "sleep", "--hours", "5.5")
        #expect(again.hasPrefix("Updated 5 h 30 min of sleep on the night of 2026-11-09"), "\(again)")
        let logged = try home.ok("logged", "--days", "3")
        #expect(logged.contains("5 h 30 min of sleep the night before"), "\(logged)")

        let export = try home.ok("export")
        #expect(export.contains("""
                  "nightLengths": [
                    {
                      "minutes": 330,
                      "morning": "2026-11-10"
                    }
                  ],
            """), "\(export)")
        // Told by its length, the night has no bedtime or waking: no hand-logged span is made up.
        #expect(export.contains(#""nights": []"#), "\(export)")

        let undone = try home.ok("undo")
        #expect(undone.contains("6 h of sleep on the night of 2026-11-09"), "\(undone)")
        #expect(try home.ok("export").contains(#""minutes": 360"#))
        try home.ok("undo")
        #expect(try home.ok("export").contains(#""nightLengths": []"#))
    }

    @Test func theChatWritesTheSameRecordAndExportCarriesIt() throws {
        let home = try JournalHome()
        let reply = try home.ok("ask", "slept about 6 hours last night")
        #expect(reply.contains("about 6 h of sleep on the night of Mon 9 Nov"), "\(reply)")
        #expect(try home.ok("export").contains(#""minutes": 360"#))
        for question in ["is 6 hours sleep enough?", "i usually sleep 6 hours", "my husband slept 10 hours"] {
            let other = try JournalHome()
            try other.ok("log", "rhr", "60")
            _ = try other.run(["ask", question])
            #expect(try other.ok("export").contains(#""nightLengths": []"#), "\(question)")
        }
        let tooLong = try JournalHome()
        let refused = try tooLong.run(["ask", "slept 20 hours last night"])
        #expect(refused.stdout.contains("a night of 20 h is outside 30 min–16 h") && (refused.stdout.contains("Nothing was saved") || refused.stdout.contains("wasn't saved")), "\(refused.stdout) \(refused.stderr)")
    }
}
