@testable import Assistant
import CycleCore
import Testing

/// "Only had 1 today tho" after talk of coffee counts a coffee: a count said with a verb of
/// having and no item is of the drink named last, in the message or a turn or two before. It
/// was no item at all ("What should I log?"), and beside a question it was out of scope.
@Suite struct ElidedItemTests {
    let today = AssistantFixture.today

    func caffeine(_ writes: [JournalWrite]) -> [Int] {
        writes.compactMap { if case let .lifestyle("caffeine", count, _, day) = $0, day == today { count } else { nil } }
    }

    @Test func aBareCountAfterTalkOfCoffeeCountsCoffee() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["i usually have like 3 coffees a day, is that too much when i have pms", "only had 1 today tho"], store: store)
        #expect(caffeine(store.writes) == [1], "\(store.writes) \(replies.map(\.text))")
    }

    @Test func aBareCountBesideAQuestionNamingTheDrinkIsOfferedNotWritten() {
        let store = InMemoryStore(mode: .ttc)
        let reply = TopicFixture.chat(["what about coffee, ive had 1 today"], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.text.contains("caffeine 1"), "\(reply.text)")
    }

    @Test(arguments: ["had 2 today", "only had 1 today tho"])
    func aBareCountWithNoDrinkNamedWritesNothing(message: String) {
        let store = InMemoryStore()
        _ = TopicFixture.chat([message], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    @Test func aCountFollowedByAnotherThingIsNoBareCount() {
        let tokens = ["had", "1", "miscarriage", "before"]
        #expect(ElidedItem.bareCount(in: tokens) == nil)
        #expect(ElidedItem.bareCount(in: ["only", "had", "1", "today", "tho"]) == 2)
    }

    @Test func aDrinkNamedFourTurnsBackIsNotCounted() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["3 coffees a day is that too much", "what phase am i in", "any yoga for cramps", "what should i eat today", "had 1 today"], store: store)
        #expect(caffeine(store.writes).isEmpty, "\(store.writes)")
    }
}
