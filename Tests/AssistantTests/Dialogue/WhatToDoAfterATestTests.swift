@testable import Assistant
import Testing

/// "What do I do now" just after a pregnancy test was logged asks what comes next after that
/// result (`JournalWrite.whatToDoQuestion`): it was "outside what I can help with".
@Suite struct WhatToDoAfterATestTests {
    @Test func afterAPositiveTestItIsWhatComesNext() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["BFP!!!!! two lines this morning, i cant believe it", "what do i do now"], store: store)
        #expect(store.writes.contains { if case .pregnancyTest(positive: true, _, _) = $0 { true } else { false } }, "\(store.writes)")
        #expect(replies.last?.topic == "positive-test-what-next", "\(replies.last?.topic ?? "-"): \(replies.last?.text ?? "")")
    }

    @Test func afterASymptomItIsStillWhatHelps() {
        #expect(JournalWrite.symptom("cramps", severity: nil, AssistantFixture.today).whatToDoQuestion == "what helps with cramps")
    }
}
