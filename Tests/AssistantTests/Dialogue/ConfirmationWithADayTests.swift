@testable import Assistant
import CycleCore
import Testing

/// "Shall I log heartburn for today?" answered "yes last night": the yes writes what was
/// asked about, on the day it names. A day with no yes is a new message.
@Suite struct ConfirmationWithADayTests {
    let today = AssistantFixture.today

    @Test func aYesWithADayWritesTheItemOnThatDay() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["heartburn 🔥", "yes last night"], store: store)
        #expect(store.writes.count == 1 && store.writes.allSatisfy { $0.day == today - 1 }, "\(store.writes) \(replies.map(\.text))")
        #expect(store.writes.contains { if case .symptom("heartburn", _, _) = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test func aYesWithTodayAndHowBadWritesTheItemToday() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["cramps 😩", "yes today, mild ones"], store: store)
        #expect(store.writes.contains { if case .symptom("cramps", _, today) = $0 { true } else { false } }, "\(store.writes) \(replies.map(\.text))")
    }

    @Test func aDayWithoutAYesIsNotAConfirmation() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["cramps 😩", "no, last night"], store: store)
        #expect(!store.writes.contains { if case .symptom("cramps", _, today) = $0 { true } else { false } }, "\(store.writes) \(replies.map(\.text))")
    }

    @Test(arguments: ["ok can you log it please", "yes please save it for today"])
    func aLongerYesThatAsksToGoAheadWritesWhatWasAsked(_ answer: String) {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["cramps 😩", answer], store: store)
        #expect(store.writes.contains { if case .symptom("cramps", _, today) = $0 { true } else { false } }, "\(store.writes) \(replies.map(\.text))")
    }

    /// "My period ended today" with no start logged asks when it started; the answer writes the
    /// start and that end, and "no, I meant yesterday" moves the end first.
    @Test func anEndWithoutAStartIsWrittenOnceTheStartIsSaid() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["my period ended today", "it started on the 17th"], store: store)
        let start = Day(year: 2026, month: 11, day: 17)!
        #expect(store.writes == [.periodStart(start), .periodEnd(today)], "\(store.writes) \(replies.map(\.text))")
    }

    @Test func theEndCanBeCorrectedWhileItsStartIsAskedFor() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["my period ended today", "no sorry i meant yesterday", "it started on the 17th"], store: store)
        let start = Day(year: 2026, month: 11, day: 17)!
        #expect(store.writes == [.periodStart(start), .periodEnd(today - 1)], "\(store.writes) \(replies.map(\.text))")
    }
}
