@testable import Assistant
import Content
import CycleCore
import Testing

/// A symptom asked about in pregnancy with "is that normal" after it gets the pregnancy answer, and
/// what is happening to the body this week keeps the week's body answer.
@Suite struct PregnancySymptomNormalQuestionTests {
    func ask(_ message: String, store: InMemoryStore = TopicFixture.cycleStore()) -> Reply {
        AssistantFixture.chat([message], store: store)[0]
    }

    @Test(arguments: [
        ("my back is killing me is that normal at this stage", "pelvic-girdle-pain"),
        ("heartburn every night is that normal", "heartburn-pregnancy"),
        ("my feet are so swollen is that normal", "swelling-in-pregnancy"),
    ])
    func aPregnancySymptomFollowedByIsThatNormalGetsItsTopicNotTheWeeksBody(_ message: String, _ topic: String) {
        let store = TopicFixture.cycleStore(mode: .pregnancy)
        let reply = ask(message, store: store)
        #expect(reply.topic == topic, "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func askingWhatIsHappeningToTheBodyThisWeekKeepsTheWeeksBody() {
        let reply = ask("whats happening to my body this week", store: TopicFixture.cycleStore(mode: .pregnancy))
        #expect(reply.intent == "pregnancy.body" && reply.topic == nil, "\(reply.intent): \(reply.text)")
    }
}
