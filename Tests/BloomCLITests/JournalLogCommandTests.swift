import Foundation
import Testing

@Suite struct JournalLogCommandTests {
    @Test func theFirstPeriodStartOnAFreshHomeJustWorks() throws {
        let home = try JournalHome()
        let run = try home.run(["log", "period", "start", "2026-11-01"])
        #expect(run.status == 0)
        #expect(run.stdout == "Logged period start 2026-11-01 (Sun 1 Nov) · profile me\n")
        #expect(run.stderr.contains("Created the profile 'me' (cycle mode)"))
        #expect(try JournalHome.permissions(home.path) == 0o700)
        #expect(try JournalHome.permissions(home.database) == 0o600)
        let again = try home.run(["log", "period", "start", "2026-11-01"])
        #expect(again.stdout.hasPrefix("Already logged") && !again.stderr.contains("Created"))
    }

    /// Issue 54 (small): refused input on a fresh home writes nothing: no profile "me", no
    /// store, no folder; and on a home with a store but no profile, no profile.
    @Test(arguments: [["log", "weight", "999999"], ["log", "temp", "55"], ["food", "20000"], ["log", "rhr", "400"]])
    func refusedInputCreatesNoProfileAndNoStore(arguments: [String]) throws {
        let home = try JournalHome()
        let run = try home.run(arguments)
        #expect(run.status == 65, "\(arguments): \(run.stderr)")
        #expect(!run.stderr.contains("Created the profile"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "\(arguments)")
        #expect(!FileManager.default.fileExists(atPath: home.path), "\(arguments)")
        // With a store whose only profile was removed, a refusal adds no profile either.
        try home.ok("profile", "add", "Alex")
        try home.ok("profile", "remove", "Alex", "--yes")
        #expect(try home.run(arguments).status == 65)
        let list = try home.ok("profile", "list")
        #expect(list.contains("No profiles yet"), "\(list)")
        // Accepted input still creates the profile and says so.
        let logged = try home.run(["log", "weight", "64.2"])
        #expect(logged.status == 0 && logged.stderr.contains("Created the profile 'me'"), "\(logged.stderr)")
    }

    @Test(arguments: [
        (["log", "period", "start", "3 days ago"], "Logged period start 2026-11-07"),
        (["log", "day", "--flow", "light", "--mood", "calm,tired", "--symptom", "cramps:2,headache", "--cramps", "4"],
         "Logged day 2026-11-10: flow light · mood calm, tired · symptoms cramps (2/3), headache · cramps 4/10"),
        (["log", "flow", "heavy", "yesterday"], "Logged day 2026-11-09: flow heavy"),
        (["log", "mood", "anxious,loving"], "mood anxious, loving"),
        (["log", "symptom", "bloating", "--severity", "3"], "symptoms bloating (3/3)"),
        (["log", "discharge", "egg-white"], "discharge egg-white"),
        (["log", "cramps", "7"], "cramps 7/10"),
        (["log", "skin", "oily"], "skin oily"),
        (["log", "sex", "unprotected"], "sex unprotected"),
        (["log", "note", "slept badly"], "note “slept badly”"),
        (["log", "temp", "36.55", "--at", "06:30"], "Logged temperature 36.55 °C (97.79 °F) on 2026-11-10 at 06:30"),
        (["log", "temp", "98.1F"], "temperature 36.72 °C (98.1 °F)"),
        (["log", "opk", "peak", "--at", "08:00"], "Logged ovulation test peak at 2026-11-10 08:00"),
        (["log", "water", "250", "--at", "09:00"], "Logged water 250 ml at 2026-11-10 09:00 · 250 of 2000 ml on 2026-11-10"),
        (["log", "weight", "138lb"], "Logged weight 62.6 kg (138 lb) on 2026-11-10"),
        (["log", "pregnancy", "--due", "2027-06-01", "--baby-name", "Robin"], "Logged pregnancy due 2027-06-01 (last period 2026-08-25) · baby Robin"),
        (["log", "kicks", "start", "--at", "14:00"], "Logged kick count from 2026-11-10 14:00: 0 kicks so far"),
        (["log", "kicks", "--start", "13:00", "--end", "13:20", "--kicks", "13:01,13:05"], "kick count 2026-11-10 13:00 to 13:20: 2 kicks in 20 min"),
        (["log", "contraction", "--start", "15:00", "--end", "15:01:10"], "Logged contraction at 2026-11-10 15:00: 1 min 10 s"),
        (["log", "contraction", "start", "--at", "16:00"], "Logged contraction started 2026-11-10 16:00"),
        (["log", "appointment", "Midwife", "--when", "tomorrow 10:30", "--place", "Clinic", "--remind", "60"],
         "Logged appointment “Midwife” on 2026-11-11 10:30 at Clinic · reminder 60 min before"),
        (["log", "yoga", "20", "--routine", "gentle flow", "--poses", "child's pose,cat-cow"], "Logged yoga 20 min on 2026-11-10 · gentle flow · 2 poses"),
        (["log", "lifestyle", "--caffeine", "2", "--late-meal", "--room-temp", "68F", "--at", "22:00"],
         "Logged lifestyle at 2026-11-10 22:00: caffeine 2 · late meal · room 20 °C"),
        (["log", "affirmation", "I am enough"], "Logged favourite affirmation “I am enough”"),
    ])
    func everyKindPrintsWhatItStoredInOneLine(arguments: [String], expected: String) throws {
        let home = try JournalHome()
        let run = try home.run(arguments)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains(expected), "stdout: \(run.stdout)")
        #expect(run.stdout.hasSuffix(" · profile me\n") && run.stdout.filter { $0 == "\n" }.count == 1)
    }

    @Test func aKickSessionAndAContractionCanBeFollowedStepByStep() throws {
        let home = try JournalHome()
        try home.ok("log", "kicks", "start", "--at", "14:00")
        #expect(try home.ok("log", "kick", "--at", "14:02").contains("Logged kick at 14:02 (1 so far in the session from 14:00)"))
        #expect(try home.ok("log", "kicks", "end", "--at", "14:30").contains("Ended kick count 2026-11-10 14:00 to 14:30: 1 kick in 30 min"))
        try home.ok("log", "contraction", "start", "--at", "16:00")
        #expect(try home.ok("log", "contraction", "end", "--at", "16:00:45").contains("Ended contraction at 2026-11-10 16:00: 45 s"))
    }

    @Test func logJSONPrintsTheStoredRecord() throws {
        let home = try JournalHome()
        let run = try home.run(["log", "weight", "62.5", "--json"])
        #expect(run.stdout == #"{"change":"added","kind":"weight","profile":"me","record":{"day":"2026-11-10","kg":62.5}}"# + "\n")
    }

    @Test func aNewStartWhileThePreviousIsOpenSaysItsEndStaysUnknown() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-10-04")
        let run = try home.run(["log", "period", "start", "2026-11-01"])
        #expect(run.stdout.contains("the period from 2026-10-04 had no end logged, so its end stays unknown"))
        #expect(try home.ok("log", "period", "end", "2026-11-05").contains("Logged period end 2026-11-05: period 2026-11-01 to 2026-11-05 (5 days)"))
        #expect(try home.ok("log", "period", "end", "2026-11-04").contains("Corrected period end 2026-11-04"))
    }

    @Test(arguments: [
        (["log", "period", "start", "2026-12-01"], 65, "2026-12-01 is after today (2026-11-10): Bloom only logs what has already happened"),
        (["log", "period", "start", "tomorrow"], 65, "after today"),
        (["log", "period", "start", "2026-13-01"], 64, "'2026-13-01' is not a date"),
        (["log", "period", "start", "three days ago"], 64, "write the number of days in digits"),
        (["log", "period", "end"], 65, "no period starts on or before 2026-11-10"),
        (["log", "period"], 64, "say 'start' or 'end'"),
        (["log", "mood", "hapy"], 65, "'hapy' is not a mood"),
        (["log", "cramps", "11"], 65, "cramps: 11 is outside 0–10"),
        (["log", "symptom", "cramps:4"], 65, "severity of cramps is 1 (mild) to 3 (severe)"),
        (["log", "temp", "45"], 65, "45 is outside 34–43 °C"),
        (["log", "weight", "19"], 65, "outside 20–300 kg"),
        (["log", "water", "0"], 65, "0 ml is outside 1–5000 ml"),
        (["log", "water", "6000"], 65, "6000 ml is outside 1–5000 ml"),
        (["log", "water", "lots"], 64, "whole number of millilitres"),
        (["log", "contraction", "--start", "15:00", "--end", "15:20"], 65, "longer than 10 minutes"),
        (["log", "yoga", "0"], 65, "minutes: 0 minutes is outside 1–600"),
        (["log", "lifestyle"], 65, "logs nothing"),
        (["log", "appointment", "Scan", "--when", "2026-11-20 10:00", "--remind", "99999"], 65, "--remind 99999 is outside"),
        (["log", "day"], 64, "say what to log for the day"),
        (["log", "water", "250", "--flow", "light"], 64, "--flow does not apply to 'bloom log water'"),
        (["log", "wieght", "60"], 64, "did you mean 'weight'?"),
        (["log"], 64, "say what to log"),
        (["log", "kick"], 65, "no kick-count session is open"),
        (["log", "period", "start", "--profile", "anna"], 64, "there is no profile named 'anna'"),
    ])
    func badInputIsRefusedWithAClearSentenceAndTheRightCode(arguments: [String], code: Int32, expected: String) throws {
        let home = try JournalHome()
        let run = try home.run(arguments)
        #expect(run.status == code, "stderr: \(run.stderr)")
        #expect(run.stderr.contains(expected), "stderr: \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func undoTakesBackTheLastLogAndThenTheOneBefore() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-05")
        try home.ok("log", "water", "250", "--at", "09:00")
        #expect(try home.ok("undo") == "Undid water 250 ml at 2026-11-10 09:00 (removed) · profile me\n")
        try home.ok("log", "period", "end", "2026-11-09")
        #expect(try home.ok("undo").contains("(restored to how it was before: period from 2026-11-05)"))
        #expect(try home.ok("history", "--json").contains(#""end":null"#))
        try home.ok("undo")
        let empty = try home.run(["undo"])
        #expect(empty.status == 1 && empty.stderr.contains("nothing to undo in the profile me"))
    }

    @Test func historyListsPeriodsWithTheirLengthsAndPredictReadsTheStore() throws {
        let home = try JournalHome()
        for (start, end) in [("2026-08-01", "2026-08-05"), ("2026-08-29", "2026-09-02"), ("2026-09-27", "2026-10-01")] {
            try home.ok("log", "period", "start", start)
            try home.ok("log", "period", "end", end)
        }
        try home.ok("log", "period", "start", "2026-10-25")
        let text = try home.ok("history")
        #expect(text.hasPrefix("Periods · profile me · 4 logged\n  2026-10-25 → ongoing"))
        #expect(text.contains("2026-09-27 → 2026-10-01  5 days · cycle 28 days"))
        #expect(text.contains("cycle 28.3 days on average (3 cycles) · period 5 days on average"))
        let json = try home.ok("history", "--json")
        #expect(json.contains(#"{"start":"2026-08-01","end":"2026-08-05","length":5,"cycleLength":28,"ongoing":false,"notes":null}"#))
        #expect(json.contains(#""averageCycleLength":28.3,"averagePeriodLength":5"#))
        // The same history as the CSV in PredictCommandTests gives the same prediction.
        let predicted = try home.ok("predict", "--json")
        #expect(predicted.contains(#""cycleDay":17"#) && predicted.contains(#""cyclesUsed":3"#))
    }

    @Test func predictWithoutHistoryOnAFreshHomeSaysThereIsNotEnoughData() throws {
        let home = try JournalHome()
        let run = try home.run(["predict"])
        #expect(run.status == 0 && run.stdout.contains("Not enough data yet"))
        #expect(!FileManager.default.fileExists(atPath: home.path))
        #expect(try home.run(["history"]).stdout.contains("No periods logged yet"))
    }

    @Test func theLifestyleConfirmationShowsTheNote() throws {
        let home = try JournalHome()
        let output = try home.ok("log", "lifestyle", "--note", "late coffee")
        #expect(output.contains("late coffee"))
    }
}
