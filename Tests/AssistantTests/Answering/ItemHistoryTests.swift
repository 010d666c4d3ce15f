@testable import Assistant
import CycleCore
import Testing

/// "How many times have I logged headaches this month?", "when did I last have cramps?": the
/// person's own log answers, with the days it holds and nothing it does not. It got "no
/// reliable answer in my library", or how to start tracking what they already track.
@Suite struct ItemHistoryTests {
    let today = AssistantFixture.today

    func storeWithHeadaches() -> InMemoryStore {
        let store = InMemoryStore()
        _ = try? store.apply(.symptom("headache", severity: nil, today - 3))
        _ = try? store.apply(.symptom("headache", severity: nil, today - 12))
        _ = try? store.apply(.symptom("cramps", severity: nil, today - 40))
        return store
    }

    @Test func howManyCountsTheDaysLoggedInTheWindow() {
        let store = storeWithHeadaches()
        let before = store.writes.count
        let reply = TopicFixture.chat(["how many times have i logged headaches this month"], store: store)[0]
        #expect(reply.text.contains("2 days"), "\(reply.text)")
        #expect(reply.text.contains((today - 3).shortText), "\(reply.text)")
        #expect(store.writes.count == before, "a question never writes: \(store.writes)")
    }

    @Test func whenLastNamesTheMostRecentDay() {
        let reply = TopicFixture.chat(["when did i last have cramps"], store: storeWithHeadaches())[0]
        #expect(reply.text.contains((today - 40).shortText), "\(reply.text)")
    }

    @Test func nothingLoggedSaysSoAndInventsNothing() {
        let reply = TopicFixture.chat(["how many times have i had nausea"], store: storeWithHeadaches())[0]
        #expect(reply.text.contains("don't have nausea logged"), "\(reply.text)")
    }

    @Test(arguments: ["how often do headaches happen", "how many days should cramps last", "is it normal to get headaches every month"])
    func aQuestionAboutPeopleInGeneralIsNotAboutTheLog(message: String) {
        let understanding = AssistantFixture.assistant.understand(message, today: today)
        #expect(!ItemHistoryQuestion.asks(understanding.message))
    }
}
