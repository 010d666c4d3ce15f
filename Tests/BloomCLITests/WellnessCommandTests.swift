import Foundation
import Testing

@Suite struct WellnessCommandTests {
    /// Logs `nights` mornings of resting heart rate and HRV before the home's today.
    static func logBaseline(_ home: JournalHome, nights: Int) throws {
        for back in 1...nights {
            try home.ok("log", "rhr", String(57 + back % 3), "\(back) days ago")
            try home.ok("log", "hrv", String(42 + back % 5), "\(back) days ago")
        }
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func anEmptyHomeSaysDataUnavailableOnEveryCard() throws {
        let home = try JournalHome()
        let json = try Self.object(try home.ok("scores", "--json"))
        let cards = try #require(json["cards"] as? [[String: Any]])
        #expect(cards.map { $0["kind"] as? String } == ["recovery", "sleep", "strain", "stress"])
        for card in cards {
            #expect(card["status"] as? String == "unavailable")
            #expect(card["value"] is NSNull)
            #expect((card["message"] as? String)?.hasPrefix("data unavailable: ") == true)
        }
        let text = try home.ok("scores")
        #expect(text.contains("Recovery      data unavailable: no overnight HRV or resting heart rate"))
    }

    @Test func manualLogsCalibrateThenScoreRecovery() throws {
        let home = try JournalHome()
        try Self.logBaseline(home, nights: 10)
        try home.ok("log", "rhr", "58")
        try home.ok("log", "hrv", "44")
        let calibrating = try Self.object(try home.ok("scores", "recovery", "--json"))
        let first = try #require((calibrating["cards"] as? [[String: Any]])?.first)
        #expect(first["message"] as? String == "calibrating: 4 more nights (building your 60-day baseline)")

        for back in 11...14 {
            try home.ok("log", "rhr", "58", "\(back) days ago")
            try home.ok("log", "hrv", "44", "\(back) days ago")
        }
        let scored = try Self.object(try home.ok("scores", "recovery", "--json"))
        let card = try #require((scored["cards"] as? [[String: Any]])?.first)
        #expect(card["status"] as? String == "scored")
        #expect(card["value"] is Int)
        #expect(card["inputsMissing"] as? [String] == ["last night's sleep"])
        let detail = try home.ok("scores", "recovery")
        #expect(detail.contains("Baseline: your 60-day normal, 14 nights"))
        #expect(detail.contains("Not available: last night's sleep"))
    }

    @Test func manualSleepAndWorkoutAreStoredAndScored() throws {
        let home = try JournalHome()
        #expect(try home.ok("log", "sleep", "23:40-07:05").contains("sleep 23:40–07:05 (7 h 25 min) ending 2026-11-10"))
        #expect(try home.ok("log", "sleep", "23:10-06:40").hasPrefix("Updated sleep"))
        try home.ok("log", "workout", "40", "--effort", "7", "--at", "18:00")
        let json = try Self.object(try home.ok("scores", "--json"))
        let cards = try #require(json["cards"] as? [[String: Any]])
        // 7 h 30 min against the 7-hour minimum: full marks for duration, the only term a hand-logged night has.
        #expect(cards[1]["value"] as? Int == 100)
        let strain = cards[2]
        #expect(strain["status"] as? String == "scored")
        #expect((strain["inputsUsed"] as? [String])?.first?.contains("estimate") == true)

        // Issue 54 (small): a strain with a value but no band (no recovery to compare with)
        // shows its value, never "no score (…/21)"; and the words after every value (or the
        // reason there is none) start in one column.
        let text = try home.ok("scores")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(!text.contains("no score"), "\(text)")
        let value = try #require(strain["value"] as? Int)
        let strainLine = try #require(lines.first { $0.hasPrefix("  Strain") })
        let padded = String(repeating: " ", count: max(0, 3 - String(value).count)) + String(value)
        #expect(strainLine.hasPrefix("  Strain    \(padded) no band (recovery unavailable) ("), "\(strainLine)")
        for title in ["Recovery", "Sleep", "Strain", "Stress"] {
            let line = try #require(lines.first { $0.hasPrefix("  \(title)") })
            let characters = Array(line)
            // Columns 12–14 hold the value (right-aligned) or nothing, column 15 a space, and the
            // words start at column 16.
            let field = String(characters[12..<15]).trimmingCharacters(in: .whitespaces)
            #expect(characters.count > 16 && field.allSatisfy(\.isNumber) && characters[15] == " " && characters[16] != " ", "\(line)")
        }
    }

    @Test func undoTakesBackBodyLogsInOrder() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-11-01")
        try home.ok("log", "rhr", "58")
        try home.ok("log", "rhr", "60")
        #expect(try home.ok("undo") == "Undid resting heart rate 60 bpm on 2026-11-10 (restored to how it was before) · profile me\n")
        let json = try Self.object(try home.ok("log", "hrv", "44", "--json"))
        #expect(json["source"] as? String == "manual")
        #expect(try home.ok("undo").hasPrefix("Undid HRV (SDNN) 44 ms on 2026-11-10 (removed)"))
        #expect(try home.ok("undo").hasPrefix("Undid resting heart rate 58 bpm on 2026-11-10 (removed)"))
        #expect(try home.ok("undo").hasPrefix("Undid period from 2026-11-01"))
    }

    @Test func badBodyLogsAreRefusedWithTheRightCode() throws {
        let home = try JournalHome()
        #expect(try home.run(["log", "rhr", "400"]).status == 65)
        #expect(try home.run(["log", "sleep", "2340"]).status == 64)
        #expect(try home.run(["log", "workout", "40", "--effort", "12"]).status == 65)
        #expect(try home.run(["scores", "--days", "8"]).status == 64)
        #expect(try home.run(["scores", "mood"]).status == 64)
    }

    @Test func gridShowsThirteenWeeksWithALegend() throws {
        let home = try JournalHome()
        let text = try home.ok("grid")
        #expect(text.contains("● good 0  ◐ fair 0  ○ poor 0  · no score"))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("  Mon") }.first?.filter { $0 == "·" }.count == 13)
        let json = try Self.object(try home.ok("grid", "--json"))
        let days = try #require(json["days"] as? [[String: Any]])
        #expect((85...91).contains(days.count))
        #expect(days.last?["day"] as? String == "2026-11-10")
    }

    /// Issue 54 (small): every month the grid spans is named over its columns; a first week
    /// with one day of August no longer takes September's place.
    @Test(arguments: ["2026-11-23", "2026-11-10", "2026-03-01", "2027-01-04", "2026-09-30"])
    func theGridHeaderNamesEveryMonthItSpans(today: String) throws {
        let home = try JournalHome(today: today)
        let lines = try home.ok("grid").split(separator: "\n").map(String.init)
        let header = lines[1]
        let json = try Self.object(try home.ok("grid", "--json"))
        let days = try #require(json["days"] as? [[String: Any]]).compactMap { $0["day"] as? String }
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        // Every month that has its 1st in the grid, and the month of the first column's Sunday
        // when the first 1st is two weeks in or later (room for both names).
        var expected = Set(days.filter { $0.hasSuffix("-01") }.map { names[Int($0.dropFirst(5).prefix(2))! - 1] })
        if (days.firstIndex { $0.hasSuffix("-01") } ?? days.count) >= 14 { expected.insert(names[Int(days[6].dropFirst(5).prefix(2))! - 1]) }
        for name in expected { #expect(header.contains(name), "\(today): \(header) lacks \(name)") }
        let shown = header.split(separator: " ").map(String.init)
        #expect(Set(shown).count == shown.count && shown.allSatisfy(names.contains), "\(header)")
    }

    @Test func morningCheckInFromPipedInputIsLoggedWithItsTime() throws {
        let home = try JournalHome()
        let run = try home.run(["morning", "--json"], stdin: "calm,tired\ncramps\nslept badly\n")
        #expect(run.status == 0)
        let json = try Self.object(run.stdout)
        #expect(json["moods"] as? [String] == ["calm", "tired"])
        #expect(json["symptoms"] as? [String] == ["cramps"])
        #expect((json["note"] as? String)?.hasPrefix("morning check-in ") == true)
        #expect((json["note"] as? String)?.hasSuffix(": slept badly") == true)
        #expect(json["breathingMinutes"] as? Double == 0.73)
        let text = try home.ok("morning", "--mood", "happy", "--symptom", "", "--note", "")
        #expect(text.contains("4 rounds of 5.5 s in, 5.5 s out"))
        #expect(text.contains("check-in: mood happy"))
    }

    @Test func patternsWithoutEnoughDaysSayWhatIsNeeded() throws {
        let home = try JournalHome()
        #expect(try home.ok("patterns").contains("No lifestyle entries in these days"))
        for back in 1...3 { try home.ok("log", "lifestyle", "--at", "2026-11-0\(back) 20:00", "--alcohol", "1") }
        let json = try Self.object(try home.ok("patterns", "--json"))
        #expect(json["lifestyleDays"] as? Int == 3)
        #expect((json["found"] as? [Any])?.isEmpty == true)
        #expect((json["tested"] as? [Any])?.isEmpty == true)
        #expect(try home.run(["patterns", "--days", "7"]).status == 64)
    }

    @Test func weekScoreWithoutDataSaysWhatIsMissing() throws {
        let home = try JournalHome()
        let text = try home.ok("week-score")
        #expect(text.contains("data unavailable: 0 of the 4 days with a recovery score a week needs"))
    }
}
