import Foundation
import Testing

/// Food energy in chat, end to end (issue 15): `bloom ask` logs food through the journal like
/// `bloom food`, undoes it, never writes for a question, and answers with the same numbers as
/// `bloom budget --json` for the same home and day.
@Suite struct EnergyChatCommandTests {
    /// A home with 14 days of food and weights before 2026-11-22, losing a little.
    func loggedHome() throws -> JournalHome {
        let home = try JournalHome(today: "2026-11-22")
        for k in 1...14 {
            let day = String(format: "2026-11-%02d", 22 - k)
            try home.ok("food", "\(1800 + (k * 37) % 300)", day)
            try home.ok("log", "weight", String(format: "%.1f", 70 + 0.07 * Double(k)), day)
        }
        return home
    }

    func ask(_ home: JournalHome, _ message: String) throws -> [String: Any] {
        let run = try home.run(["ask", message, "--json"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    func budget(_ home: JournalHome) throws -> [String: Any] {
        let json = try home.ok("budget", "--json")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// "2,344 kcal", as `bloom budget` writes a whole number of kcal.
    func kcal(_ value: Any?) -> String {
        let number = Int((value as? NSNumber)?.doubleValue.rounded() ?? .nan)
        var digits = String(abs(number)), out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        digits = out
        return (number < 0 ? "−" : "") + digits + " kcal"
    }

    @Test func caloriesLeftInChatAreTheBudgetCommandsNumbers() throws {
        let home = try loggedHome()
        let logged = try ask(home, "lunch was about 650 kcal")
        let actions = try #require(logged["actions"] as? [[String: Any]])
        #expect(actions.map { $0["kind"] as? String } == ["food"])
        // The first food of the day is said once: no "· 650 kcal logged" after it.
        #expect((actions.first?["summary"] as? String) == "food 650 kcal on 2026-11-22", "\(actions)")

        let numbers = try budget(home)
        let today = try #require(numbers["budget"] as? [String: Any])
        let maintenance = try #require(numbers["maintenance"] as? [String: Any])
        #expect((today["eatenToday"] as? NSNumber)?.intValue == 650)

        let left = try ask(home, "how many calories do I have left today?")
        #expect(left["intent"] as? String == "energy.left")
        #expect((left["actions"] as? [Any])?.isEmpty == true)
        let text = try #require(left["reply"] as? String)
        #expect(text.contains(kcal(today["leftToday"]) + " left"), "\(text) vs \(today)")
        #expect(text.contains(kcal(today["target"])), "\(text) vs \(today)")
        #expect(text.contains(kcal(maintenance["kcal"])), "\(text) vs \(maintenance)")
        #expect(text.contains(kcal(maintenance["low"]).dropLast(5)) && text.contains(kcal(maintenance["high"])), "\(text) vs \(maintenance)")
        // The confirmation line said the same figure left.
        #expect((logged["reply"] as? String)?.contains(kcal(today["leftToday"]) + " left") == true, "\(logged)")
        // Asking wrote nothing.
        #expect(try budget(home)["budget"].map { ($0 as? [String: Any])?["eatenToday"] as? NSNumber }??.intValue == 650)
    }

    @Test func maintenanceAndBudgetInChatMatchTheCommand() throws {
        let home = try loggedHome()
        let numbers = try budget(home)
        let maintenance = try #require(numbers["maintenance"] as? [String: Any])
        let today = try #require(numbers["budget"] as? [String: Any])
        let lines = try #require(numbers["lines"] as? [String])
        let answer = try #require(try ask(home, "what's my maintenance?")["reply"] as? String)
        #expect(answer.contains(kcal(maintenance["kcal"])), "\(answer)")
        let trend = try #require(lines.first { $0.hasPrefix("Weight trend:") })
        #expect(answer.contains(trend), "\(answer) vs \(trend)")
        let budgetAnswer = try #require(try ask(home, "what's my budget")["reply"] as? String)
        #expect(budgetAnswer.contains(kcal(today["target"])), "\(budgetAnswer)")
        let credit = try #require(lines.first { $0.hasPrefix("7-day credit:") })
        #expect(budgetAnswer.contains(credit), "\(budgetAnswer) vs \(credit)")
    }

    @Test func undoThatRemovesTheFoodFromTheJournal() throws {
        let home = try JournalHome(today: "2026-11-22")
        _ = try ask(home, "had a 300 cal snack")
        #expect(((try budget(home)["budget"] as? [String: Any])?["eatenToday"] as? NSNumber)?.intValue == 300)
        let undone = try ask(home, "undo that")
        let actions = try #require(undone["actions"] as? [[String: Any]])
        #expect((actions.first?["summary"] as? String)?.contains("food 300 kcal") == true, "\(actions)")
        #expect((try budget(home)["budget"] as? [String: Any])?["eatenToday"] is NSNull)
    }

    @Test func aCalorieQuestionInAFreshHomeCreatesNothing() throws {
        let home = try JournalHome(today: "2026-11-22")
        for message in ["how many calories do I have left today?", "what's my maintenance?", "what's my budget", "did I eat 650 kcal today?"] {
            let reply = try ask(home, message)
            #expect((reply["actions"] as? [Any])?.isEmpty == true, "\(message)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.database))
        let answer = try #require(try ask(home, "what's my maintenance?")["reply"] as? String)
        #expect(answer.contains("2,200 kcal") && answer.contains("rough guess"), "\(answer)")
    }

    @Test func inPregnancyTheChatSetsNoDeficitAndSuggestsTheMidwife() throws {
        let home = try JournalHome(today: "2026-11-22")
        try home.ok("log", "pregnancy", "--lmp", "2026-07-01")
        try home.ok("profile", "set", "--mode", "pregnancy")
        let answer = try #require(try ask(home, "how many calories do I have left today?")["reply"] as? String)
        #expect(answer.contains("Bloom sets no deficit in pregnancy or while breastfeeding."), "\(answer)")
        #expect(answer.contains("340 kcal") && answer.contains("midwife"), "\(answer)")
        let budgetText = try home.ok("budget")
        #expect(budgetText.contains(kcal(((try budget(home)["budget"] as? [String: Any])?["target"]))), "\(budgetText)")
        #expect(answer.contains(kcal(((try budget(home)["budget"] as? [String: Any])?["target"]))), "\(answer)")
    }
}
