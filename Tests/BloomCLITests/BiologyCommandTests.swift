import Foundation
import Testing

extension JournalHome {
    /// The same home seen at another time of day.
    init(path: String, today: String, time: String?) {
        self.path = path
        self.today = today
        self.time = time
    }
}

/// `bloom log bp|glucose|spo2|bodyfat`, `bloom vitals`, `bloom fitness`, `bloom day`,
/// `bloom profile set --goals/--conditions/--…-reminder/--…-goal` and the reminders they add.
@Suite struct BiologyCommandTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func readingsAreLoggedWithTheirGuidanceAndInPregnancy140Over90MeansTheMaternityUnitToday() throws {
        let home = try JournalHome(time: "08:00")
        try home.ok("log", "pregnancy", "--lmp", "2026-07-01")
        let logged = try home.ok("log", "bp", "142/88", "--at", "07:30")
        #expect(logged.hasPrefix("Logged blood pressure 142/88 mmHg at 2026-11-10 07:30 · profile me\n  high for pregnancy · NICE NG133"))
        #expect(logged.contains("contact your maternity unit or midwife today"))
        let urgent = try home.ok("log", "bp", "165/112", "--at", "07:40")
        #expect(urgent.contains("contact your maternity unit straight away"))
        let glucose = try BiologyCommandTests.object(try home.ok("log", "glucose", "97", "mg/dL", "--timing", "fasting", "--at", "07:00", "--json"))
        let record = try #require(glucose["record"] as? [String: Any])
        #expect(record["value"] as? Double == 5.38 && record["timing"] as? String == "fasting" && record["kind"] as? String == "glucose")
        #expect((glucose["guidance"] as? [String: Any])?["band"] as? String == "above the pregnancy target")
        #expect(try home.ok("log", "spo2", "97%").contains("SpO2 97% at 2026-11-10 08:00"))
        #expect(try home.ok("log", "bodyfat", "27.5", "yesterday").contains("body fat 27.5% at 2026-11-09 08:00"))
        let undone = try home.ok("undo")
        #expect(undone.contains("body fat 27.5%"))
    }

    @Test(arguments: [
        (["log", "bp", "118-76"], Int32(64), "SYSTOLIC/DIASTOLIC"),
        (["log", "bp", "76/118"], 65, "must be below the systolic"),
        (["log", "bp", "300/80"], 65, "outside 60–260"),
        (["log", "bp"], 64, "missing the reading"),
        (["log", "glucose", "97"], 65, "write 'bloom log glucose 97 mg/dL'"),
        (["log", "glucose", "five"], 64, "mmol/L"),
        (["log", "glucose", "700", "mg/dL"], 65, "outside 1–35 mmol/L"),
        (["log", "glucose", "5.4", "--timing", "lunch"], 65, "'lunch' is not a glucose timing"),
        (["log", "spo2", "0.97"], 65, "as a percentage"),
        (["log", "spo2", "101"], 65, "outside 50–100%"),
        (["log", "bodyfat", "2"], 65, "outside 3–70%"),
        (["log", "bodyfat", "27", "--timing", "fasting"], 64, "--timing does not apply"),
        (["log", "bp", "118/76", "tomorrow"], 65, "after today"),
    ])
    func aBadReadingIsRefusedWithItsExitCodeAndWritesNothing(arguments: [String], status: Int32, message: String) throws {
        let home = try JournalHome()
        let run = try home.run(arguments)
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "a refused reading creates no store")
    }

    @Test func vitalsShowsDataUnavailableOnAnEmptyHomeAndACardPerSign() throws {
        let home = try JournalHome()
        let text = try home.ok("vitals")
        #expect(text.hasPrefix("Vitals · 2026-11-10 · 7-day charts\nWeight · data unavailable: no weight recorded"))
        #expect(text.contains("VO2 max · data unavailable:") && text.contains("Legend:"))
        let json = try BiologyCommandTests.object(try home.ok("vitals", "--json"))
        let cards = try #require(json["cards"] as? [[String: Any]])
        #expect(cards.count == 8 && cards.allSatisfy { $0["status"] as? String == "unavailable" })
        let run = try home.run(["vitals", "pulse"])
        #expect(run.status == 64 && run.stderr.contains("bloom vitals takes one of weight, bodyfat, hrv, rhr, spo2, vo2max, bp, glucose"))
        #expect(try home.run(["vitals", "--days", "14"]).status == 64)
    }

    @Test func vitalsReadsWhatWasLoggedWithTrendsAndTheUsualRange() throws {
        let home = try JournalHome(time: "08:00")
        for (back, reading) in ["120/80", "118/76", "122/78", "116/74", "119/77", "121/79"].enumerated() {
            try home.ok("log", "bp", reading, "\(back) days ago")
        }
        try home.ok("log", "weight", "62.5")
        let text = try home.ok("vitals", "bp", "--days", "30")
        #expect(text.contains("Blood pressure · 120/80 mmHg (today, logged)"))
        // Systolic 116 118 119 120 121 122: median 119.5, MAD 1.5 → spread 2.22 (floor 2): 117–122.
        #expect(text.contains("  usual 117–122 / 75–80 mmHg (your median ± spread, 6 days in 90)"), "\(text)")
        #expect(text.contains("  Recent readings:\n    2026-11-10 08:00  120/80 mmHg (logged)"))
        #expect(!text.contains("Weight"))
        let all = try home.ok("vitals")
        #expect(all.contains("Weight · 62.5 kg (today, logged)"))
    }

    @Test func withDiabetesInPregnancyTheGlucoseCardComesFirst() throws {
        let home = try JournalHome()
        try home.ok("log", "pregnancy", "--lmp", "2026-07-01")
        #expect(try home.ok("vitals").contains("\nWeight ·"))
        try home.ok("profile", "set", "--conditions", "diabetes")
        let lines = try home.ok("vitals").split(separator: "\n")
        #expect(lines[1] == "Shown first because you told Bloom about diabetes, and a pregnancy is recorded.")
        #expect(lines[2].hasPrefix("Glucose · data unavailable"))
    }

    @Test func fitnessAndDaySayWhatIsMissingAndShowWhatWasLogged() throws {
        let home = try JournalHome(time: "19:00")
        try home.ok("log", "workout", "40", "--effort", "6", "--activity", "swim", "--at", "18:00")
        try home.ok("log", "day", "--mood", "calm", "--symptom", "headache")
        try home.ok("log", "water", "500")
        let fitness = try home.ok("fitness", "--age", "34")
        #expect(fitness.contains("Maximum heart rate · 176 bpm (estimated from age (Gulati 2010) for women: 206 − 0.88 × 34) · an estimate"))
        #expect(fitness.contains("Heart-rate zones · data unavailable: no heart rate recorded"))
        #expect(fitness.contains("  Exercise      ······●  today 40 min (133%) · goal 30 min (default)"))
        #expect(fitness.contains("  Tue 10 Nov 18:00 · swim · 40 min · effort 6/10"))
        #expect(try home.run(["fitness", "--days", "0"]).status == 64)
        let day = try home.ok("day")
        #expect(day.hasPrefix("Tuesday 10 November 2026 · profile me\nScores"))
        #expect(day.contains("Logged\n  mood calm · symptoms headache\n"), "\(day)")
        #expect(day.contains("water 500 ml") && day.contains("  18:00 swim · 40 min · effort 6/10"))
        let json = try BiologyCommandTests.object(try home.ok("day", "yesterday", "--json"))
        #expect(json["day"] as? String == "2026-11-09" && (json["logged"] as? [Any])?.isEmpty == true)
        #expect(try home.run(["day", "next", "week"]).status == 64)
    }

    @Test func profileSetKeepsGoalsConditionsRemindersAndRingGoalsAndRefusesBadOnes() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-10-20")
        let set = try home.ok("profile", "set", "--goals", "sleep,stress", "--conditions", "pcos", "--breathing-reminder", "21:30",
                              "--journaling-reminder", "21:00", "--step-goal", "7000")
        #expect(set.contains("goals sleep, stress, conditions pcos, breathing reminder 21:30, journaling reminder 21:00, step goal 7000"))
        let list = try home.ok("profile", "list", "--json")
        #expect(list.contains(#""conditions":["pcos"]"#) && list.contains(#""stepGoal":7000"#))
        #expect(try home.run(["profile", "set", "--conditions", "lupus"]).status == 65)
        #expect(try home.run(["profile", "set", "--breathing-reminder", "9pm"]).status == 64)
        #expect(try home.run(["profile", "set", "--step-goal", "10"]).status == 64)
        #expect(try home.ok("profile", "set", "--step-goal", "default", "--conditions", "none").contains("conditions none"))
        let predict = try home.ok("predict")
        #expect(!predict.contains("PCOS"))
        try home.ok("profile", "set", "--conditions", "pcos")
        #expect(try home.ok("predict").contains("You told Bloom you have PCOS: irregular cycles are expected"))
    }

    @Test func remindSuggestsBreathingAndJournalingFromTheChosenTimesUntilDone() throws {
        let early = try JournalHome(time: "21:10")
        try early.ok("profile", "add", "me", "--breathing-reminder", "21:30", "--journaling-reminder", "21:00")
        let before = try early.ok("remind")
        #expect(before.contains("Journal: nothing logged about today yet") && !before.contains("Breathing"))
        let late = JournalHome(path: early.path, today: early.today, time: "21:45")
        #expect(try late.ok("remind").contains("Breathing: a few minutes of slow breathing, as you asked at 21:30"))
        try late.ok("log", "day", "--mood", "calm")
        #expect(!(try late.ok("remind")).contains("Journal:"))
        let json = try BiologyCommandTests.object(try late.ok("remind", "--json"))
        #expect((json["reminders"] as? [[String: Any]])?.contains { $0["kind"] as? String == "breathing" } == true)
    }
}
