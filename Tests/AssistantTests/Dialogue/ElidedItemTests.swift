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
        // The note keeps the count and its word in agreement.
        #expect(store.writes.contains { if case let .lifestyle("caffeine", 1, detail, _) = $0 { detail.contains("1 coffee ") } else { false } }, "\(store.writes)")
    }

    @Test func aBareCountBesideAQuestionNamingTheDrinkIsOfferedNotWritten() {
        let store = InMemoryStore(mode: .ttc)
        let reply = TopicFixture.chat(["what about coffee, ive had 1 today"], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.text.contains("caffeine 1"), "\(reply.text)")
    }

    /// An offer to log waiting for yes or no does not stop the count being read: it was read
    /// raw and answered "outside what I can help with".
    @Test func aBareCountAfterAnOfferIsStillRead() {
        let store = InMemoryStore(mode: .ttc)
        let replies = TopicFixture.chat(["had 2 glasses of prosecco at my work do last night, is that bad in the tww?", "what about coffee, ive had 1 today"], store: store)
        #expect(replies[1].intent != IntentClassifier.outOfScope, "\(replies[1].text)")
        #expect(replies[1].text.contains("caffeine 1"), "\(replies[1].text)")
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

    /// "Smoked 3" names its item in the verb; no remembered drink takes its place.
    @Test func aVerbThatNamesTheItemLeavesNothingOut() {
        #expect(ElidedItem.bareCount(in: ["had", "2", "coffees", "and", "smoked", "3", "today"]) == nil)
        let found = AssistantFixture.writes("had 2 coffees and smoked 3 today")
        #expect(found.contains { if case .lifestyle("tobacco", 3, _, _) = $0 { true } else { false } }, "\(found)")
    }

    /// The drink goes after the count, never into a number ("36.2") said before it.
    @Test func theDrinkGoesAfterTheCountNotIntoAnotherNumber() {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["is 3 coffees a day too much", "bbt 36.2 today, had 2 so far"], store: store)
        #expect(store.writes.contains(.temperature(celsius: 36.2, today)), "\(store.writes)")
        #expect(caffeine(store.writes) == [2], "\(store.writes)")
    }

    /// After "is decaf coffee ok?" a bare count counts no caffeine.
    @Test func aDecafNamedLastIsNoCaffeineToCount() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["is decaf coffee ok", "had 2 today"], store: store)
        #expect(caffeine(store.writes).isEmpty, "\(store.writes)")
    }

    /// Right after an ovulation test, a result said alone with its day is that test's; a
    /// word of another sense ("positive", "faint" in a sentence) is not.
    @Test func onlyAResultSaidAloneIsTheTestsResult() {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["opk high today", "trying to stay positive lol"], store: store)
        #expect(store.writes.filter { if case .ovulationTest = $0 { true } else { false } }.count == 1, "\(store.writes)")
        let dated = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["my opk was peak yesterday", "and high on the 15th"], store: dated)
        #expect(dated.writes.contains(.ovulationTest("high", Day(year: 2026, month: 11, day: 15)!)), "\(dated.writes)")
    }

    /// "2 coffees today so far" … "is that too much?": the question points back at the drink
    /// counted. It was read alone and answered "outside what I can help with".
    @Test func aQuestionPointingBackAtACountedDrinkAsksAboutIt() {
        let store = InMemoryStore(mode: .pregnancy)
        let replies = TopicFixture.chat(["2 coffees today so far", "is that too much?"], store: store)
        #expect(replies[1].intent != IntentClassifier.outOfScope, "\(replies[1].text)")
        #expect(replies[1].text.contains("200 mg"), "\(replies[1].text)")
    }
}
