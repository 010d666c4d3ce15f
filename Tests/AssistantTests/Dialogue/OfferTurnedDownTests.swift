@testable import Assistant
import CycleCore
import Testing

/// "Sore boobs all day, could that be a sign?" answers the question and offers to log what was
/// told (items with no verb that say when are a statement too); "no, just answer" writes
/// nothing, and "ok fine, log it then" in the next message takes the offer up after all. A
/// bare "ok" after the no is no change of mind.
@Suite struct OfferTurnedDownTests {
    let today = AssistantFixture.today

    func isBreastTenderness(_ write: JournalWrite) -> Bool {
        if case .symptom("breast-tenderness", _, today) = write { true } else { false }
    }

    @Test func itemsThatSayWhenBeforeAQuestionAreOffered() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = AssistantFixture.chat(["sore boobs all day, could that be a sign?"], store: store)
        #expect(replies[0].text.contains("Shall I log") || replies[0].text.lowercased().contains("log"), "\(replies[0].text)")
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    @Test func aYesThatAsksToLogAfterANoTakesTheOfferUp() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        _ = AssistantFixture.chat(["sore boobs all day, could that be a sign?", "no just answer the question"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
        _ = AssistantFixture.chat(["sore boobs all day, could that be a sign?", "no just answer the question", "ok fine log it then"], store: store)
        #expect(store.writes.contains(where: isBreastTenderness), "\(store.writes)")
    }

    @Test func aBareOkAfterTheNoWritesNothing() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        _ = AssistantFixture.chat(["sore boobs all day, could that be a sign?", "no thanks", "ok"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    @Test func aNewEntryAfterTheNoIsThatEntry() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        _ = AssistantFixture.chat(["sore boobs all day, could that be a sign?", "no", "ok log weight 60kg"], store: store)
        #expect(!store.writes.contains(where: isBreastTenderness), "\(store.writes)")
    }

    @Test func theOfferTurnedDownLastsOneMessage() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        _ = AssistantFixture.chat(["sore boobs all day, could that be a sign?", "no", "when is my next period?", "ok log it"], store: store)
        #expect(!store.writes.contains(where: isBreastTenderness), "\(store.writes)")
    }
}
