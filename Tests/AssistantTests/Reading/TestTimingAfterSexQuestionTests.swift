@testable import Assistant
import Content
import CycleCore
import Testing

/// When to take a pregnancy test, asked after saying when sex was: the test-timing answer; the
/// driving test stays out of scope; questions without a question mark are read as questions.
@Suite struct TestTimingAfterSexQuestionTests {
    func ask(_ message: String, store: InMemoryStore = TopicFixture.cycleStore()) -> Reply {
        AssistantFixture.chat([message], store: store)[0]
    }

    @Test(arguments: ["had sex 3 days ago when could i test", "had sex a few days ago when do i test", "whats the earliest i can take a test"])
    func askingWhenToTestAfterSayingWhenSexWasGetsTheTestTimingTopicAndAsksNothing(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(reply.topic == "when-to-take-pregnancy-test", "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("protected or unprotected"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func theEarliestDrivingTestStaysOutOfScope() {
        let reply = ask("whats the earliest i can take my driving test")
        #expect(reply.intent == "out_of_scope", "\(reply.intent): \(reply.text)")
        #expect(reply.topic == nil, "\(reply.topic ?? ""): \(reply.text)")
    }

    @Test func questionsWithoutAQuestionMarkAreReadAsQuestions() {
        for message in ["had sex 3 days ago when could i test", "period is late could i be pregnant", "cramps since monday when will i feel better"] {
            #expect(AssistantFixture.assistant.understand(message, today: AssistantFixture.today).speech.act == .question, "\(message)")
        }
    }
}
