@testable import Assistant
import CycleCore
import Testing

/// A day said on its own ("the 20th", "yesterday") is asked about, never logged as a guess or
/// answered with a topic; it still answers Bloom's own "which day?" and asks the last question
/// again for that day. A question asked while Bloom waits for a detail is answered, not taken
/// as the detail.
@Suite struct BareDayDialogueTests {
    let today = AssistantFixture.today

    @Test(arguments: ["the 20th", "on the 3rd", "yesterday", "tomorrow"])
    func aDayOnItsOwnIsAskedAboutAndWritesNothing(message: String) {
        let store = InMemoryStore()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(reply.text)")
        #expect(reply.topic == nil, "\(reply.text)")
        #expect(reply.text.hasPrefix("What about"), "\(reply.text)")
    }

    /// Several days alone were read by the model as sex and saved on the first of them.
    @Test func severalDaysOnTheirOwnAreAskedAboutAndWriteNothing() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["sunday the 15th, tuesday the 17th and last night"], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.text.hasPrefix("What happened on"), "\(reply.text)")
        #expect(reply.text.contains("we had sex sunday the 15th, tuesday the 17th and last night"), "\(reply.text)")
    }

    @Test func rightAfterAWriteItPointsToMovingIt() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["had a headache", "the 20th"], store: store)
        #expect(store.writes == [.symptom("headache", severity: nil, today)])
        #expect(replies[1].text.contains("no, I meant the 20th"), "\(replies[1].text)")
    }

    @Test func afterWhatWasLoggedTheDayAsksThatAgain() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["what did i log today", "yesterday"], store: store)
        #expect(replies[1].intent == "show.logged", "\(replies[1].text)")
        #expect(!replies[1].text.hasPrefix("What about"), "\(replies[1].text)")
    }

    @Test func itStillAnswersBloomsOwnWhichDayQuestion() {
        let store = InMemoryStore(periods: [PeriodRecord(start: today - 15)])
        let replies = AssistantFixture.chat(["my period is over", "the 12th"], store: store)
        #expect(store.writes == [.periodEnd(Day(year: 2026, month: 11, day: 12)!)], "\(replies.map(\.text))")
    }

    @Test func aQuestionWhileADetailIsAwaitedIsAnsweredAndTheDetailStillCounts() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["had sex last night", "how many days till i can test", "unprotected"], store: store)
        #expect(!replies[1].text.contains("protected or unprotected"), "\(replies[1].text)")
        #expect(store.writes == [.sex(protected: false, today - 1)], "\(replies.map(\.text))")
    }

    @Test func endingAPeriodThatWasNeverStartedAsksForTheStart() {
        let store = InMemoryStore()
        let reply = AssistantFixture.chat(["my period is over"], store: store)[0]
        #expect(store.writes.isEmpty)
        #expect(reply.text.contains("When did it start?"), "\(reply.text)")
    }
}
