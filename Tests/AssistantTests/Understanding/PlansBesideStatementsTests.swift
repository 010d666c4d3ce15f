@testable import Assistant
import CycleCore
import Testing

/// A plan opening a message ("ok ill wait till friday") asks nothing and happened to no day:
/// the mood told after it is today's. It was read as a symptom ("ill" without its
/// apostrophe) and the mood was logged on last Friday; with the apostrophe, the whole message
/// was read as imagined and nothing was logged.
@Suite struct PlansBesideStatementsTests {
    let today = AssistantFixture.today

    static func moods(_ writes: [JournalWrite]) -> [String] {
        writes.compactMap { if case let .mood(id, day) = $0 { "\(id)@\(day)" } else { nil } }
    }

    @Test(arguments: ["ok i'll wait till friday. feeling sad", "ok ill wait till friday. feeling sad", "gonna test on sunday, feeling sad today"])
    func aMoodToldAfterAPlanIsLoggedForToday(message: String) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(Self.moods(store.writes) == ["sad@\(today)"], "\(reply.text)")
    }

    @Test func aBareMoodAfterAPlanIsOfferedForTodayNotTheDayOfThePlan() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["ok ill wait till friday. bit sad tbh", "yes"], store: store)
        #expect(replies[0].text.contains("today"), "\(replies[0].text)")
        #expect(Self.moods(store.writes) == ["sad@\(today)"], "\(replies.map(\.text))")
    }

    @Test(arguments: ["if i feel sad on friday should i log it", "what if im sad tomorrow"])
    func anImaginedMoodStillWritesNothing(message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(reply.text)")
    }
}
