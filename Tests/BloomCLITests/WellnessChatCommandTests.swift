import Foundation
import Testing

/// `bloom ask` about scores, patterns and imports answers from the same code as `bloom scores`,
/// `bloom week-score`, `bloom patterns` and `bloom import`, in the same home on the same day.
@Suite struct WellnessChatCommandTests {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The reply text and intent of `bloom ask MESSAGE --json`.
    static func ask(_ home: JournalHome, _ message: String) throws -> (text: String, intent: String) {
        let json = try object(try home.ok("ask", message, "--json"))
        return (try #require(json["reply"] as? String), try #require(json["intent"] as? String))
    }

    /// The first card of `bloom scores KIND --json`.
    static func card(_ home: JournalHome, _ kind: String) throws -> [String: Any] {
        try #require((try object(try home.ok("scores", kind, "--json"))["cards"] as? [[String: Any]])?.first)
    }

    @Test func askRecoveryAndSleepShowTheSameScoresAsBloomScores() throws {
        let home = try JournalHome()
        try WellnessCommandTests.logBaseline(home, nights: 14)
        try home.ok("log", "rhr", "55")
        try home.ok("log", "hrv", "51")
        try home.ok("log", "sleep", "23:40-07:05")
        let recovery = try Self.card(home, "recovery")
        let value = try #require(recovery["value"] as? Int)
        let asked = try Self.ask(home, "what's my recovery today?")
        #expect(asked.intent == "scores.recovery")
        #expect(asked.text.contains("Recovery \(value)/100 (\(try #require(recovery["band"] as? String))"))
        for term in try #require(recovery["terms"] as? [[String: Any]]) {
            #expect(asked.text.contains(try #require(term["detail"] as? String)))
        }
        let sleep = try #require(try Self.card(home, "sleep")["value"] as? Int)
        let slept = try Self.ask(home, "how did I sleep?")
        #expect(slept.intent == "scores.sleep")
        #expect(slept.text.contains("Sleep \(sleep)/100"))
    }

    @Test func anEmptyHomeGetsTheCommandsOwnDataUnavailableLines() throws {
        let home = try JournalHome()
        for (question, kind) in [("how did I sleep?", "sleep"), ("what's my recovery today?", "recovery"), ("why is my stress high?", "stress")] {
            let message = try #require(try Self.card(home, kind)["message"] as? String)
            #expect(message.hasPrefix("data unavailable: "))
            let asked = try Self.ask(home, question)
            #expect(asked.intent == "scores.\(kind)")
            #expect(asked.text.contains(message), "\(kind): \(asked.text)")
            #expect(!asked.text.contains("/100"))
        }
        let week = try Self.object(try home.ok("week-score", "--json"))
        let asked = try Self.ask(home, "show my week")
        #expect(asked.intent == "scores.week")
        #expect(asked.text.contains(try #require(week["message"] as? String)))
        #expect(!FileManager.default.fileExists(atPath: home.database), "asking created a journal")
    }

    @Test func aBaselineStillBuildingSaysCalibratingLikeBloomScores() throws {
        let home = try JournalHome()
        try WellnessCommandTests.logBaseline(home, nights: 10)
        try home.ok("log", "rhr", "58")
        try home.ok("log", "hrv", "44")
        let message = try #require(try Self.card(home, "recovery")["message"] as? String)
        #expect(message == "calibrating: 4 more nights (building your 60-day baseline)")
        let asked = try Self.ask(home, "what's my recovery today?")
        #expect(asked.text.contains("Recovery: " + message))
        #expect(!asked.text.contains("/100"))
    }

    @Test func aPatternQuestionGivesWhatBloomPatternsCouldNotTest() throws {
        let home = try JournalHome()
        try WellnessCommandTests.logBaseline(home, nights: 20)
        for day in ["01", "03", "05"] { try home.ok("log", "lifestyle", "--caffeine", "2", "--at", "2026-11-\(day) 08:00") }
        try home.ok("log", "lifestyle", "--alcohol", "1", "--at", "2026-11-02 20:00")
        let report = try Self.object(try home.ok("patterns", "--json"))
        let notTested = try #require(report["notTested"] as? [String])
        let line = try #require(notTested.first { $0.hasPrefix("caffeine × recovery:") })
        let asked = try Self.ask(home, "does caffeine affect my recovery?")
        #expect(asked.intent == "scores.patterns")
        #expect(asked.text.hasPrefix("data unavailable:"))
        #expect(asked.text.contains(line))
        #expect(!asked.text.contains("alcohol"))
    }

    @Test func aPatternBloomPatternsFindsIsAnsweredWithItsOwnStatistics() throws {
        let home = try JournalHome()
        // Mornings after a coffee day have lower HRV and higher resting heart rate.
        for back in 0...44 {
            let afterCoffee = back % 2 == 1
            try home.ok("log", "rhr", afterCoffee ? "64" : "57", "\(back) days ago")
            try home.ok("log", "hrv", afterCoffee ? "30" : "45", "\(back) days ago")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let today = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 10)))
        for back in 1...28 {
            let day = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: -back, to: today)!)
            let iso = String(format: "%04d-%02d-%02d", day.year!, day.month!, day.day!)
            try home.ok("log", "lifestyle", "--caffeine", back % 2 == 0 ? "2" : "0", "--at", "\(iso) 08:00")
        }
        let report = try Self.object(try home.ok("patterns", "--json"))
        let found = try #require((report["found"] as? [[String: Any]])?.first)
        #expect(found["factor"] as? String == "caffeine")
        let asked = try Self.ask(home, "does caffeine affect my recovery?")
        #expect(asked.intent == "scores.patterns")
        #expect(asked.text.contains(try #require(found["sentence"] as? String)))
        #expect(asked.text.contains("not a cause") || asked.text.contains("not cause and effect"))
    }

    @Test func afterAnImportCycleEstimatesSayHowManyCyclesCameFromWhere() throws {
        let home = try JournalHome()
        try home.ok("log", "period", "start", "2026-10-15")
        #expect(try !Self.ask(home, "when is my next period").text.contains("came from"))
        try home.ok("import", ImportOtherAppCommandTests.fixture("measurements.json"))
        try home.ok("import", ImportOtherAppCommandTests.fixture("drip.csv"))
        let line = "2 of your cycles came from Clue, 1 from drip, and you logged 1 in Bloom."
        #expect(try Self.ask(home, "when is my next period").text.contains(line))
        #expect(try Self.ask(home, "how regular are my cycles").text.contains(line))
        let stdin = "when is my next period\nwhy that date?\n"
        let chat = try home.run(["chat"], stdin: stdin)
        #expect(chat.status == 0)
        #expect(chat.stdout.components(separatedBy: line).count == 3, "both answers mention the sources: \(chat.stdout)")
        try home.ok("import", "--undo")
        #expect(try !Self.ask(home, "when is my next period").text.contains("from drip"))
    }

    @Test func importHelpExplainsTheCommandAndNamesTheLatestImport() throws {
        let home = try JournalHome()
        let before = try Self.ask(home, "import my Apple Health data")
        #expect(before.intent == "import.help")
        #expect(before.text.contains("Export All Health Data"))
        #expect(before.text.contains("--dry-run"))
        #expect(before.text.contains("bloom import --undo"))
        #expect(before.text.contains("Nothing has been imported yet."))
        try home.ok("import", ImportOtherAppCommandTests.fixture("measurements.json"))
        let after = try Self.ask(home, "how do i import from clue")
        #expect(after.text.contains("measurements.json"))
        #expect(after.text.contains("Your latest import: Imported from Clue (measurements.json)"))
    }
}
