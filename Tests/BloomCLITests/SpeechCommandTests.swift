import Foundation
import Testing

/// What the chat writes, run as a person would: questions never write, a bare item is asked
/// about first, and the typical cycle length set on the profile is the prior.
@Suite struct SpeechCommandTests {
    let home = try! BloomProcess.temporaryHome()
    let today = "2026-11-22"

    func ask(_ message: String) throws -> [String: Any] {
        let run = try BloomProcess.run(["ask", message, "--json", "--home", home, "--today", today])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test func questionsAboutThingsBloomLogsWriteNothing() throws {
        for message in ["what does a positive opk mean", "is a bbt of 36.2 too low?", "what counts as a heavy period",
                        "What helps with awful morning sickness?", "my wife keeps getting migraines"] {
            let reply = try ask(message)
            #expect((reply["actions"] as? [Any])?.isEmpty == true, "\(message)")
        }
        #expect(!FileManager.default.fileExists(atPath: home + "/bloom.sqlite"))
    }

    @Test func askJSONNamesEachQuestionOfAMessageThatAskedSeveral() throws {
        let both = try ask("when is my next period and what phase am i in")
        #expect(both["parts"] as? [String] == ["cycle.next_period", "cycle.phase"], "\(both)")
        let one = try ask("when is my next period")
        #expect((one["parts"] as? [String])?.isEmpty == true)
        #expect(one["topic"] is NSNull)
        let topic = try ask("can stress delay my period")
        #expect(topic["topic"] as? String == "period-late-stress")
    }

    @Test func aWriteTheJournalRefusesSaysWhyWithoutTellingThePersonToTryAgain() throws {
        let logged = try BloomProcess.run(["log", "period", "start", "2026-10-20", "--home", home, "--today", today])
        #expect(logged.status == 0, "stderr: \(logged.stderr)")
        let reply = try ask("my period ended yesterday")
        let text = try #require(reply["reply"] as? String)
        #expect(text.contains("would make it 33 days long"), "\(text)")
        #expect(!text.contains("try again") && !text.contains("went wrong"), "\(text)")
        #expect((reply["actions"] as? [Any])?.isEmpty == true)
    }

    @Test func aBareSymptomIsSavedOnlyAfterYes() throws {
        let run = try BloomProcess.run(["chat", "--home", home, "--today", today], stdin: "cramps\nyes\n")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("Shall I log cramps for today?"))
        let undo = try ask("undo")
        let actions = try #require(undo["actions"] as? [[String: Any]])
        #expect((actions.first?["summary"] as? String)?.contains("cramps") == true)
    }

    @Test func aBareWeightInChatIsInTheProfilesUnits() throws {
        let home = try JournalHome(today: "2026-11-22")
        try home.ok("profile", "add", "me", "--units", "imperial")
        #expect(try home.ok("ask", "weight 140").contains("weight 63.5 kg"))
        try home.ok("profile", "add", "sam", "--units", "metric")
        #expect(try home.ok("ask", "weighed 63.2 this morning", "--profile", "sam").contains("weight 63.2 kg"))
    }

    @Test func askingHowToDeleteALogRemovesNothing() throws {
        _ = try ask("had a headache today")
        let reply = try ask("how do i delete a symptom i logged by mistake")
        #expect((reply["actions"] as? [Any])?.isEmpty == true)
        #expect((reply["reply"] as? String)?.contains("bloom undo") == true)
        let undo = try ask("undo")
        #expect(((undo["actions"] as? [[String: Any]])?.first?["summary"] as? String)?.contains("headache") == true)
    }

    @Test func theTypicalCycleLengthOnTheProfileIsThePrior() throws {
        _ = try ask("my period started on 10 November")
        let set = try BloomProcess.run(["profile", "set", "--cycle-length", "35", "--home", home, "--today", today])
        #expect(set.status == 0, "stderr: \(set.stderr)")
        #expect(set.stdout.contains("typical cycle 35 days"))
        let reply = try ask("when is my next period?")
        #expect((reply["reply"] as? String)?.contains("15 Dec") == true, "\(reply["reply"] ?? "")")
        let bad = try BloomProcess.run(["profile", "set", "--cycle-length", "90", "--home", home, "--today", today])
        #expect(bad.status == 64)
    }
}
