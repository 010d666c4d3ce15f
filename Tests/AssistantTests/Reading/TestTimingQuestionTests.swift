@testable import Assistant
import Testing

/// A question about when to take a test, read by the model as a question about the fertile days
/// or ovulation, is answered with the test's topic unless it names those dates itself.
@Suite struct TestTimingQuestionTests {
    func ask(_ message: String) -> (Reply, InMemoryStore) {
        let store = TopicFixture.cycleStore()
        return (TopicFixture.chat([message], store: store, assistant: AssistantFixture.assistant)[0], store)
    }

    @Test(arguments: ["bd'd on day 14, when do i test", "had sex a few days ago when do i test", "when can i test after ovulation",
                      "how many days after ovulation should i test"])
    func aTestTimingQuestionGetsThePregnancyTestTopic(_ message: String) {
        let (reply, store) = ask(message)
        #expect(reply.topic == "when-to-take-pregnancy-test", "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: ["my opk test was positive yesterday, when will i ovulate", "tested positive on a clearblue, so when are my fertile days",
                      "temp was 36.8 this morning, when will i ovulate", "had sex last night, which days am i fertile this month"])
    func aQuestionThatNamesOvulationOrTheFertileDaysIsAnsweredFromTheirData(_ message: String) {
        let (reply, _) = ask(message)
        #expect(["cycle.ovulation", "cycle.fertile"].contains(reply.intent), "\(reply.intent): \(reply.text)")
        #expect(reply.topic == nil, "\(reply.topic ?? ""): \(reply.text)")
    }

    @Test func ovulationAfterAfterIsWhenATestIsTimedFromNotWhatIsAskedFor() {
        #expect(!Assistant.asksForFertilityDates(["when", "can", "i", "test", "after", "ovulation"]))
        #expect(!Assistant.asksForFertilityDates(["how", "long", "after", "i", "ovulate", "should", "i", "test"]))
        #expect(Assistant.asksForFertilityDates(["when", "will", "i", "ovulate"]))
        #expect(Assistant.asksForFertilityDates(["test", "after", "ovulation", "or", "in", "my", "fertile", "window"]))
    }

    @Test func aSecondQuestionThatSaysItLeansOnTheFirst() {
        #expect(Assistant.refersBack("can stress delay it"))
        #expect(!Assistant.refersBack("what should i eat this week"))
    }

    @Test func howLongAfterOvulatingToTestGetsThePregnancyTestTopic() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["how long after i ovulate can i test"], store: store)[0]
        #expect(reply.text.hasPrefix("When to take a pregnancy test"), "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }
}

/// "When should I test if my period's due Friday?" asks about a pregnancy test, which the
/// person's next-period date alone does not answer.
@Suite struct PregnancyTestTimingTests {
    func chat(_ messages: [String], store: InMemoryStore) -> [Reply] { AssistantFixture.chat(messages, store: store) }

    @Test func askingWhenToTestGetsTheTestTimingTopic() {
        for message in ["when should i test if my period's due friday", "my period is due next week, when can i test"] {
            let store = InMemoryStore()
            let reply = chat([message], store: store)[0]
            #expect(reply.text.lowercased().contains("pregnancy test"), "\(message): \(reply.text)")
            #expect(store.writes.isEmpty)
        }
    }

    @Test func askingWhenTheNextPeriodIsStillAnswersFromTheirData() {
        let store = InMemoryStore()
        let reply = chat(["when is my next period due"], store: store)[0]
        #expect(reply.intent == "cycle.next_period")
    }

    @Test func anOvulationTestQuestionIsNotAPregnancyTestQuestion() {
        let store = InMemoryStore()
        let reply = chat(["when should i start testing with opks this cycle"], store: store)[0]
        #expect(reply.text.lowercased().hasPrefix("how to use ovulation tests"), "\(reply.text)")
    }
}
