@testable import Assistant
import CycleCore
import Testing

/// Words Bloom logs said in another sense, found on a development set written in people's
/// own words: "measuring spot on" was read as spotting at 20 weeks (urgent care, and acne
/// logged), "the run was yesterday" as diarrhoea ("the runs"), "symptom spotting" (looking for
/// early pregnancy signs) as bleeding, which then anchored "as usual" as a medium flow, and "I
/// can't stand the smell of coffee" as a coffee drunk.
@Suite struct WordsInAnotherSenseTests {
    static func pregnant() -> InMemoryStore { InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: AssistantFixture.today + 140)) }

    @Test func spotOnIsNoSpotting() {
        let store = Self.pregnant()
        let reply = TopicFixture.chat(["had my 20 week scan this morning, all looks good and shes measuring spot on, feeling so happy"], store: store)[0]
        #expect(reply.care == nil, "\(reply.text)")
        #expect(!store.writes.contains { write in
            switch write {
            case .flow: true
            case let .symptom(id, _, _): id == "spotting" || id == "acne"
            default: false
            }
        }, "\(store.writes)")
    }

    @Test func spottingIsStillSpotting() {
        let store = Self.pregnant()
        let reply = TopicFixture.chat(["a spot of blood on my pad this morning"], store: store)[0]
        #expect(reply.care != nil, "\(reply.text)")
    }

    @Test func theRunIsAWorkoutNotDiarrhoea() {
        let store = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat(["the run was yesterday, today i just walked the dog for 20 mins"], store: store)
        #expect(!store.writes.contains { if case .symptom = $0 { true } else { false } }, "\(store.writes)")
        let runs = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat(["got the runs today"], store: runs)
        #expect(runs.writes.contains { if case .symptom = $0 { true } else { false } }, "\(runs.writes)")
    }

    @Test func symptomSpottingIsNoBleedingAndAnchorsNoFlow() {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["weeing loads today and sore boobs, 8dpo symptom spotting as usual lol"], store: store)
        #expect(!store.writes.contains { if case .flow = $0 { true } else { false } }, "\(store.writes)")
        #expect(!store.writes.isEmpty)
    }

    @Test(arguments: ["craving ice lollies and i cant stand the smell of coffee anymore", "the thought of wine makes me gag today"])
    func aDrinkTurnedFromIsNotCounted(message: String) {
        let store = Self.pregnant()
        _ = TopicFixture.chat([message], store: store)
        #expect(!store.writes.contains { if case .lifestyle = $0 { true } else { false } }, "\(store.writes)")
    }
}
