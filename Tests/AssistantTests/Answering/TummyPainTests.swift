@testable import Assistant
import CycleCore
import Testing

/// Pain in the tummy is a symptom of its own, said as people say it ("my tummy is killing me",
/// "stomach ache today"); "stomach cramps" stay cramps and "lower tummy pain" stays pelvic pain.
@Suite struct TummyPainTests {
    func symptoms(_ message: String) -> [String] {
        AssistantFixture.assistant.understand(message, today: AssistantFixture.today, pregnant: false).message.all(.symptom).compactMap(\.id)
    }

    @Test(arguments: ["my tummy is killing me", "stomach ache today", "my belly has been really sore since lunch", "sore tummy"])
    func tummyPainIsItsOwnSymptom(_ message: String) {
        #expect(symptoms(message) == ["tummy-pain"], "\(message)")
    }

    @Test func crampsAndPelvicPainKeepTheirNames() {
        #expect(symptoms("stomach cramps today") == ["cramps"])
        #expect(symptoms("lower tummy pain today") == ["pelvic-pain"])
    }

    @Test func aStatementOfTummyPainLogsIt() throws {
        var conversation = Conversation()
        let store = InMemoryStore()
        let reply = AssistantFixture.assistant.respond(to: "my tummy is killing me", in: &conversation, store: store, today: AssistantFixture.today)
        #expect(store.writes.contains { "\($0)".contains("tummy-pain") }, "\(store.writes) \(reply.text)")
    }
}

/// A word of one kind inside a longer phrase of another is not said on its own: "upset
/// stomach" is nausea, not a sad mood; "light bleeding between periods" is spotting, not a light
/// period flow. Each kind said on its own is still read.
@Suite struct WordsOfLongerPhrasesTests {
    func entities(_ message: String) -> [String] {
        AssistantFixture.assistant.understand(message, today: AssistantFixture.today, pregnant: false).message.entities
            .filter { PhraseIndex.entryKinds.contains($0.kind) }.map { "\($0.kind):\($0.id ?? "")" }
    }

    @Test func aWordInsideALongerPhraseOfAnotherKindIsNotSaidOnItsOwn() {
        #expect(entities("upset stomach today") == ["symptom:nausea"])
        #expect(entities("light bleeding between periods") == ["symptom:spotting"])
    }

    @Test func eachKindSaidOnItsOwnIsStillRead() {
        #expect(Set(entities("so upset today and my stomach is upset too")).contains("mood:sad"))
        #expect(Set(entities("light flow and cramps today")) == ["flow:light", "symptom:cramps"])
    }
}
