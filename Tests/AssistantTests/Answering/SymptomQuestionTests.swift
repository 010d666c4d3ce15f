@testable import Assistant
import CycleCore
import Testing

/// A question about a symptom that no topic answers gets the general symptom answer, about the
/// right person and by the symptom's name. "Headache all day is that normal", asked while
/// tracking a cycle, is such a question whatever pregnancy reading the model gives it: it is
/// never answered with "switch to pregnancy mode". None of them writes.
@Suite struct SymptomQuestionTests {
    @Test(arguments: [("cramps since lunch, is that normal?", "cramps"), ("dizzy all day is that normal", "dizziness"),
                      ("so tired lately is that normal", "log how you feel")])
    func aSymptomQuestionReadAsAPregnancyQuestionIsAnsweredAboutTheSymptom(_ message: String, expected: String) {
        for mode in [Mode.cycle, .ttc] {
            let store = TopicFixture.cycleStore(mode: mode)
            let reply = TopicFixture.chat([message], store: store, assistant: AssistantFixture.assistant)[0]
            #expect(!reply.text.contains("pregnancy mode"), "\(mode) \(reply.intent): \(reply.text)")
            #expect(reply.text.contains(expected), "\(mode) \(reply.intent): \(reply.text)")
            #expect(store.writes.isEmpty)
        }
    }

    @Test(arguments: [("dizzy all day is that normal", "your dizziness")])
    func aSymptomQuestionNamesTheSymptomByItsName(_ message: String, expected: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store, assistant: AssistantFixture.assistant)[0]
        #expect(reply.text.contains("what's causing \(expected)"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// A headache outside pregnancy has its own topic (hormones, the pill, and when a headache
    /// needs 999), not the topic about headaches in pregnancy.
    @Test func aHeadacheOutsidePregnancyGetsTheHormoneHeadacheTopic() {
        let reply = TopicFixture.chat(["headache all day is that normal"], store: TopicFixture.cycleStore(), assistant: AssistantFixture.assistant)[0]
        #expect(reply.topic == "headaches-and-hormones", "\(reply.topic ?? "-"): \(reply.text)")
    }

    /// "Bloated today, is that a period thing?": the library's bloating topic says when bloating
    /// comes with periods and when to see a GP, which the general symptom answer cannot.
    @Test func aSymptomTheLibraryCoversGetsItsTopic() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["ugh bloated af today is that a period thing"], store: store, assistant: AssistantFixture.assistant)[0]
        #expect(reply.topic == "persistent-bloating", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func aQuestionAboutSomeoneElsesSymptomSpeaksOfThemNotOfYou() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["my sister gets migraines every month, is that normal"], store: store, assistant: AssistantFixture.assistant)[0]
        // The library's topic on period migraines answers it in general; without one, the
        // answer says what they could do.
        #expect(reply.topic == "period-migraine" || reply.text.contains("If they'd like to see whether migraines follow a pattern"), "\(reply.text)")
        #expect(!reply.text.contains("your migraine"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func thePregnancyReadingStillAnswersSomeoneWhoIsPregnant() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: AssistantFixture.today - 70))
        let reply = TopicFixture.chat(["so tired lately is that normal"], store: store, assistant: AssistantFixture.assistant)[0]
        #expect(reply.intent.hasPrefix("pregnancy."), "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("log how you feel"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }
}
