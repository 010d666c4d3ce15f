import Foundation
import Testing

/// `bloom ask` and `bloom chat` run as a person would: a temporary home, a fixed today.
@Suite struct AssistantCommandTests {
    let home = try! BloomProcess.temporaryHome()
    let today = "2026-11-22"

    func ask(_ message: String) throws -> [String: Any] {
        let run = try BloomProcess.run(["ask", message, "--json", "--home", home, "--today", today])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test func askJSONCarriesTheDocumentedKeysAndTheDay() throws {
        let reply = try ask("my period started yesterday")
        for key in ["intent", "confidence", "entities", "reply", "guard", "actions"] { #expect(reply.keys.contains(key), "missing \(key)") }
        #expect(reply["intent"] as? String == "log.period_start")
        #expect((reply["entities"] as? [String: Any])?["day"] as? String == "2026-11-21")
        let actions = try #require(reply["actions"] as? [[String: Any]])
        #expect(actions.first?["kind"] as? String == "period_start")
        #expect(actions.first?["day"] as? String == "2026-11-21")
        #expect(reply["guard"] is NSNull)
    }

    @Test func aLoggedPeriodIsUsedByTheNextQuestion() throws {
        _ = try ask("my period started on 25 October")
        let reply = try ask("when is my next period?")
        #expect(reply["intent"] as? String == "cycle.next_period")
        #expect((reply["reply"] as? String)?.contains("Nov") == true)
        #expect((reply["actions"] as? [Any])?.isEmpty == true)
    }

    @Test func aFutureDayIsRefusedAndNothingIsWritten() throws {
        let reply = try ask("my period started tomorrow")
        #expect((reply["actions"] as? [Any])?.isEmpty == true)
        #expect(!FileManager.default.fileExists(atPath: home + "/bloom.sqlite"))
    }

    @Test func redFlagsGetTheEmergencyAnswerFirstAndNothingElse() throws {
        let reply = try ask("I'm 30 weeks pregnant and the baby hasn't moved all day")
        #expect(reply["guard"] as? String == "emergency")
        let text = try #require(reply["reply"] as? String)
        #expect(text.contains("maternity unit"))
        #expect(!text.contains("not a clinician"))
    }

    @Test func contraceptionQuestionsNeverGetASafeDay() throws {
        _ = try ask("my period started on 2 November")
        let reply = try ask("is today safe for unprotected sex?")
        #expect(reply["guard"] as? String == "contraception")
        let text = (reply["reply"] as? String ?? "").lowercased()
        #expect(!text.contains("safe day"))
        #expect(text.contains("not contraception"))
    }

    @Test func unrelatedRequestsAreOutOfScope() throws {
        for message in ["book a flight to paris", "what's my bank balance"] {
            let reply = try ask(message)
            #expect(reply["intent"] as? String == "out_of_scope", "\(message)")
            #expect((reply["actions"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func pipedChatAnswersEachLineAndExitsZero() throws {
        let input = "my period started 2026-10-25\nwhen is my next period?\n\nand the one after?\nthanks\n"
        let run = try BloomProcess.run(["chat", "--home", home, "--today", today], stdin: input)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count >= 4)
        #expect(run.stdout.contains("Sun 25 Oct"))
        #expect(run.stdout.contains("\u{1B}[") == false)
        #expect(run.stdout.lowercased().contains("after"))
    }

    @Test func bloomAloneIsTheChat() throws {
        let run = try BloomProcess.run(["--home", home, "--today", today], stdin: "hello\n")
        #expect(run.status == 0)
        #expect(!run.stdout.isEmpty)
        #expect(!run.stdout.contains("USAGE"))
    }

    @Test func quitOnItsOwnLeavesTheChatInsteadOfAnsweringAboutSmoking() throws {
        let run = try BloomProcess.run(["chat", "--home", home, "--today", today], stdin: "Quit\nwhen is my next period?\n")
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        let asked = try BloomProcess.run(["chat", "--home", home, "--today", today], stdin: "how do i quit smoking?\n")
        #expect(asked.stdout.lowercased().contains("smok"))
    }

    @Test func anEmptyQuestionIsAUsageError() throws {
        let run = try BloomProcess.run(["ask", "  ", "--home", home])
        #expect(run.status == 64)
    }
}

@Suite struct EmergencyWordingTests {
    @Test func theKickCounterAndTheAssistantGiveTheSameEmergencyAdvice() throws {
        let home = try BloomProcess.temporaryHome()
        let assistant = try BloomProcess.run(["ask", "I'm 30 weeks pregnant and the baby has stopped moving", "--json", "--home", home, "--today", "2026-11-22"])
        let reply = try #require(try JSONSerialization.jsonObject(with: Data(assistant.stdout.utf8)) as? [String: Any])
        #expect(reply["guard"] as? String == "emergency")
        try BloomProcess.run(["log", "pregnancy", "--lmp", "2026-04-20", "--home", home, "--today", "2026-11-22"])
        let kicks = try BloomProcess.run(["kicks", "--at", "19:00", "--json", "--home", home, "--today", "2026-11-22"],
                                         stdin: "19:05\n19:20\n19:40\nend 21:00\n")
        let session = try #require(try JSONSerialization.jsonObject(with: Data(kicks.stdout.utf8)) as? [String: Any])
        #expect(session["warning"] as? String == "fewerThanTenInTwoHours")
        // The assistant's urgent level opens with the kick counter's words, then gives its reason.
        let advice = try #require(session["advice"] as? String)
        let text = try #require(reply["reply"] as? String)
        #expect(text.hasPrefix(advice))
        #expect(text.contains("This is because"))
    }
}

/// Issue 54, item 11: `bloom ask yes` answers the question the previous `bloom ask` asked.
@Suite struct AskFollowUpCommandTests {
    @Test func askYesAnswersTheOfferOfThePreviousAsk() throws {
        let home = try JournalHome(today: "2026-11-24", time: "09:00")
        try home.ok("log", "period", "start", "2026-11-10")
        let offer = try home.ok("ask", "midwife appt on dec 3 at 2:30pm")
        #expect(offer.contains("yes or no"), "\(offer)")
        #expect(!(try home.ok("appointments")).contains("Midwife"))
        let yes = try home.ok("ask", "yes")
        #expect(yes.contains("Added appointment"), "\(yes)")
        #expect(try home.ok("appointments").contains("2026-12-03 14:30 Midwife appointment"))
    }

    @Test func withNothingStoredTheReplyGivesTheOneLineCommandThatAnswersIt() throws {
        let home = try JournalHome(today: "2026-11-24", time: "09:00")
        let offer = try home.ok("ask", "midwife appt on dec 3 at 2:30pm")
        #expect(offer.contains("printf '%s\\n' \"midwife appt on dec 3 at 2:30pm\" \"YOUR ANSWER\" | bloom chat --home \(home.path)"), "\(offer)")
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }
}
