@testable import Assistant
import CycleCore
import Testing

/// "Got a migraine on the": a day begun and not finished is asked about, never saved as today;
/// the answer ("the 20th") writes it on that day.
@Suite struct UnfinishedDayTests {
    @Test func anUnfinishedDayIsAskedAboutAndItsAnswerWritesIt() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["got a migraine on the"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(replies[0].text.contains("Which day"), "\(replies[0].text)")
        _ = AssistantFixture.chat(["got a migraine on the", "the 20th"], store: store)
        #expect(store.writes.contains { if case .symptom("migraine", _, AssistantFixture.today - 2) = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test func onlyADayOpenerBeforeAFinalTheIsUnfinished() {
        let analyzer = AssistantFixture.assistant
        func unfinished(_ text: String) -> String? {
            LogAnswers.unfinishedDay(analyzer.understand(text, today: AssistantFixture.today).message)
        }
        #expect(unfinished("cramps since the") == "since the")
        #expect(unfinished("cramps carried on") == nil)
        #expect(unfinished("headache on the 3rd") == nil)
    }
}
