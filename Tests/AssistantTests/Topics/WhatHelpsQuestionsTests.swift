@testable import Assistant
import Testing

/// A question asking what helps, in other words than "help" ("what can I do for cramps at
/// school?"), finds the topic about what helps: it found a topic about cramps with no period
/// and one about swimming. And a faint line asked about on an ovulation test is answered from
/// the ovulation-test topic, which says what a faint line means there.
@Suite struct WhatHelpsQuestionsTests {
    @Test(arguments: ["what can i do for cramps", "what can i do for cramps at school", "how do i get rid of cramps"])
    func askingWhatToDoForCrampsFindsWhatHelps(message: String) {
        let reply = AssistantFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.topic == "period-pain-relief", "\(String(describing: reply.topic)) \(reply.text)")
    }

    @Test func theRemedyFramesAreReadWithoutTheWordHelp() {
        #expect(TopicRetriever.asksWhatHelps(["what", "can", "i", "do", "for", "bloating"]))
        #expect(!TopicRetriever.asksWhatHelps(["what", "helps", "bloating"]))
        #expect(!TopicRetriever.asksWhatHelps(["what", "is", "bloating"]))
    }

    @Test func aFaintLineOnAnOvulationTestIsTheOvulationTestsTopic() {
        let reply = AssistantFixture.chat(["does a faint line on an opk mean im ovulating?"], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.topic == "opk-positive-meaning", "\(String(describing: reply.topic))")
        #expect(reply.text.contains("fainter line is negative"), "\(reply.text)")
    }
}
