@testable import Assistant
import Content
import CycleCore
import Testing

/// Two questions in one message are both answered; a message that is not plainly two
/// questions Bloom is sure of is answered whole, as before.
@Suite struct SeveralQuestionsTests {
    func reply(_ message: String, mode: Mode = .cycle) -> Reply {
        TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: mode), assistant: AssistantFixture.assistant)[0]
    }

    @Test func twoQuestionsAreEachAnsweredInOrder() {
        let both = reply("what phase am I in and what should I eat")
        #expect(both.parts == ["cycle.phase", "nutrition.suggest"], "\(both.parts): \(both.text)")
        // Each part reads as the same question asked in turn.
        let apart = TopicFixture.chat(["what phase am I in", "what should I eat"], store: TopicFixture.cycleStore(), assistant: AssistantFixture.assistant)
        #expect(both.text == apart[0].text + "\n\n" + apart[1].text)
    }

    @Test func theNextPeriodAndOvulationAskedTogetherGiveBothDates() {
        let both = reply("when is my next period and when will i ovulate?")
        #expect(both.parts == ["cycle.next_period", "cycle.ovulation"], "\(both.parts): \(both.text)")
        #expect(both.text.contains(reply("when is my next period").text))
    }

    @Test(arguments: [
        "had cramps and what phase am i in",               // a log among the questions
        "is brown discharge normal and what does it mean", // the second part is not a question of its own
        "when is my period and can stress delay it",       // "it" needs the first part
    ])
    func aMessageThatIsNotTwoSureQuestionsIsAnsweredWhole(message: String) {
        #expect(reply(message).parts.isEmpty, "\(message)")
    }

    @Test func answeringTwoQuestionsNeverWrites() throws {
        let store = TopicFixture.cycleStore()
        let before = try store.periods()
        let replies = TopicFixture.chat(["when is my next period and what phase am i in", "how long is my cycle and show my calendar"], store: store,
                                        assistant: AssistantFixture.assistant)
        #expect(replies.allSatisfy { $0.actions.isEmpty })
        #expect(try store.periods() == before)
    }

    @Test func aSureFoodQuestionWhileTrackingACycleIsNotAnsweredWithAPregnancyTopic() {
        for message in ["what should i eat", "what should i eat this week"] {
            let answer = reply(message)
            #expect(answer.topic == nil, "\(message) → \(answer.topic ?? "")")
            #expect(!answer.text.lowercased().contains("pregnan"), "\(message) → \(answer.text)")
        }
    }

    @Test func aShortWhenClauseAfterAQuestionIsASecondQuestion() {
        let reply = TopicFixture.chat(["can u tell me when my next period is and also when i ovulate"], store: TopicFixture.cycleStore())[0]
        #expect(reply.parts == ["cycle.next_period", "cycle.ovulation"], "\(reply.parts): \(reply.text)")
        #expect(Assistant.continuesTheAsking("and also when i ovulate"))
        // A longer "when I…" clause is a statement of its own, not a continuation.
        #expect(!Assistant.continuesTheAsking("and when i ovulate i get bad cramps"))
    }

    @Test func aStatementAfterAQuestionStillKeepsTheMessageWhole() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["when is my next period, when i ovulate i get cramps"], store: store)[0]
        #expect(reply.parts.isEmpty, "\(reply.parts): \(reply.text)")
    }
}
