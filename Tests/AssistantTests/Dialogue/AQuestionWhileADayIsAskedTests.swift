@testable import Assistant
import CycleCore
import Testing

/// While Bloom waits to hear which day something was, a question that names a day ("how many
/// weeks am I exactly today?") asks something else: it is answered and writes nothing (it
/// wrote the waiting heartburn on today). And what began on a vague day and goes on ("since
/// the weekend") is today's, with no day to ask about.
@Suite struct AQuestionWhileADayIsAskedTests {
    @Test func aQuestionNamingTodayDoesNotAnswerTheDayAsked() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["had heartburn at the weekend", "how many weeks am i exactly today"], store: store)
        #expect(replies[0].actions.isEmpty, "\(replies[0].text)")
        #expect(store.writes.isEmpty, "\(replies[1].text)")
        // A day alone still answers it.
        let answered = InMemoryStore()
        _ = AssistantFixture.chat(["had heartburn at the weekend", "saturday"], store: answered)
        #expect(answered.writes.contains(.symptom("heartburn", severity: nil, Day(year: 2026, month: 11, day: 21)!)), "\(answered.writes)")
    }

    @Test func whatGoesOnSinceAVagueDayIsTodays() {
        let writes = AssistantFixture.writes("heartburn has been awful since the weekend")
        #expect(writes.contains { if case let .symptom("heartburn", _, day) = $0 { day == AssistantFixture.today } else { false } }, "\(writes)")
    }

    @Test func theQuestionOpenersAreReadBeforeTheDay() {
        #expect(FollowUp.opensAQuestion(["how", "many", "weeks", "am", "i", "today"]))
        #expect(!FollowUp.opensAQuestion(["what", "about", "monday"]))
        #expect(!FollowUp.opensAQuestion(["the", "3rd"]))
    }
}
