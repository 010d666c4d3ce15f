@testable import Assistant
import CycleCore
import Testing

/// "So nauseous before my period": a statement timed by the cycle rather than by a day may be
/// a pattern, not today's entry, so Bloom never writes it straight away; it may ask first.
/// Naming the day still writes.
@Suite struct CycleFramedStatementTests {
    let today = AssistantFixture.today

    func chat(_ messages: [String], store: InMemoryStore) -> [Reply] { AssistantFixture.chat(messages, store: store) }

    @Test(arguments: [
        "definitely not pregnant but so nauseous before my period",
        "so crampy before my period",
        "bad headaches during my periods",
        "really bloated around ovulation",
        "feeling low before my period",
    ])
    func aStatementFramedByTheCycleIsNotWritten(_ message: String) {
        let store = InMemoryStore()
        let reply = chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(message) wrote \(store.writes): \(reply.text)")
        #expect(reply.actions.isEmpty)
    }

    @Test func yesToTheOfferAfterADenialWritesTheUnclearItemForToday() {
        let store = InMemoryStore()
        let replies = chat(["definitely not pregnant but so nauseous before my period", "yes"], store: store)
        #expect(replies[0].text.contains("Shall I log") || replies[0].text.contains("save"), "\(replies[0].text)")
        #expect(store.writes == [.symptom("nausea", severity: nil, today)], "\(store.writes)")
    }

    @Test func namingTheDayStillWrites() {
        let store = InMemoryStore()
        _ = chat(["cramps today, it's the day before my period"], store: store)
        #expect(store.writes == [.symptom("cramps", severity: nil, today)], "\(store.writes)")
    }
}
