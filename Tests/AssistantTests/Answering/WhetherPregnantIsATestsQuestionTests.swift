@testable import Assistant
import CycleCore
import DayModel
import Testing

/// "Am I pregnant?" is answered by a pregnancy test, not an examination: the reply says when a
/// test is reliable (by the person's own predicted period, the same date `bloom predict` gives),
/// and "could I be pregnant?", asked just as a topic lists it, gets that topic though it has
/// only one word of substance. A question for an examination keeps the clinician's answer.
@Suite struct WhetherPregnantIsATestsQuestionTests {
    let today = AssistantFixture.today

    func reply(_ message: String, store: InMemoryStore = InMemoryStore()) -> Reply {
        var conversation = Conversation()
        return AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test func aQuestionAskedAsTheTopicListsItGetsTheTopic() {
        let answer = reply("could i be pregnant?")
        #expect(answer.topic == "could-i-be-pregnant-after-sex", "\(answer.text)")
        #expect(answer.text.contains("pregnancy test"), "\(answer.text)")
    }

    @Test func amIPregnantSaysWhenATestIsReliableByTheOwnCycle() throws {
        let periods = [PeriodRecord(start: today - 43, end: today - 39), PeriodRecord(start: today - 15, end: today - 11)]
        let store = InMemoryStore(mode: .ttc, periods: periods)
        let answer = reply("am i pregnant?", store: store)
        #expect(!answer.text.contains("examine"), "\(answer.text)")
        let predicted = try #require(try PersonDay(DayInputs(profileName: "me", mode: .ttc, periods: periods), today: today).status?.prediction.nextStart)
        #expect(answer.text.contains(predicted.longText), "\(answer.text)")
    }

    @Test func aLatePeriodSaysATestNowCanAnswer() {
        let periods = [PeriodRecord(start: today - 62, end: today - 58), PeriodRecord(start: today - 34, end: today - 30)]
        let answer = reply("am i pregnant?", store: InMemoryStore(mode: .cycle, periods: periods))
        #expect(answer.text.contains("a test now can give a reliable answer"), "\(answer.text)")
        #expect(!answer.text.contains("next period"), "\(answer.text)")
    }

    @Test func aQuestionForAnExaminationKeepsTheClinician() {
        let answer = reply("what is this rash on my arm?")
        #expect(!answer.text.contains("pregnancy test"), "\(answer.text)")
    }
}
