@testable import Assistant
import CycleCore
import Testing

/// "And it came back today": a symptom just logged, said to be back, is logged again on the
/// day said; a result that came back is not a symptom (written for this suite).
@Suite struct SymptomBackAgainTests {
    let today = AssistantFixture.today

    @Test func aSymptomSaidToBeBackIsLoggedOnItsNewDay() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["had a migraine yesterday", "and it came back today ugh"], store: store)
        #expect(store.writes.contains(.symptom("migraine", severity: nil, today - 1)), "\(store.writes)")
        #expect(store.writes.contains(.symptom("migraine", severity: nil, today)), "\(store.writes)")
    }

    @Test func aResultThatCameBackIsNoSymptom() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["had a migraine yesterday", "the bloods came back fine"], store: store)
        #expect(!store.writes.contains(.symptom("migraine", severity: nil, today)), "\(store.writes)")
    }

    @Test func aQuestionWhetherItCameBackWritesNothing() {
        let store = InMemoryStore()
        _ = AssistantFixture.chat(["had a migraine yesterday", "is it normal that it came back?"], store: store)
        #expect(store.writes == [.symptom("migraine", severity: nil, today - 1)], "\(store.writes)")
    }
}

/// To someone pregnant, a week of pregnancy said is pregnancy talk: "is swimming ok at 20
/// weeks?" gets the library's topic, not "outside what I can help with".
@Suite struct AWeekSaidInPregnancyIsInTheDomainTests {
    @Test func aQuestionNamingAWeekGetsTheLibrary() {
        let today = AssistantFixture.today
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + 20 * 7))
        let reply = TopicFixture.chat(["is swimming ok at 20 weeks?"], store: store)[0]
        #expect(reply.topic == "swimming-in-pregnancy", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }
}
