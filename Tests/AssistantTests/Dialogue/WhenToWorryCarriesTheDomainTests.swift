@testable import Assistant
import CycleCore
import Testing

/// "When should I worry?" and "what can I do for them?" asked just after a health answer are
/// about that answer: in the domain, never "outside what I can help with".
@Suite struct WhenToWorryCarriesTheDomainTests {
    let today = AssistantFixture.today

    @Test func whenToWorryJustAfterAnAnswerIsInTheDomain() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + 20 * 7))
        let replies = TopicFixture.chat(["is it normal i havent felt any kicks yet at 20 weeks", "when should i worry if i still dont feel anything"], store: store)
        #expect(replies[1].route?.route != .outOfScope, "\(replies[1].text)")
        #expect(store.writes.isEmpty, "\(store.writes)")
        // Alone, the same words name nothing of Bloom's.
        let alone = TopicFixture.chat(["when should i worry if i still dont feel anything"], store: InMemoryStore())
        #expect(alone[0].route?.route == .outOfScope, "\(alone[0].text)")
    }

    @Test func whatHelpsJustAfterATopicIsInTheDomain() {
        let replies = TopicFixture.chat(["is it normal to get cramps when my period isnt even here yet", "what can i do for them at school"], store: InMemoryStore())
        #expect(replies[1].route?.route != .outOfScope, "\(replies[1].text)")
    }

    /// A long story of what a doctor prescribed keeps the medicine guard: it is history, not a
    /// day's log.
    @Test func aLongStoryOfAPrescriptionWritesNothing() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["months ago my periods stopped for a while and i had some brown discharge on and off, so i saw a gynae who thinks it might be pcos and put me on provera 10mg for ten days"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }
}
