@testable import Assistant
import CycleCore
import Testing

/// "When am I likely to get my period?": "likely" qualifies the date asked of the person's
/// own, so their records answer it (it was read as a question in general and got a topic
/// about what makes thrush more likely). "How likely…" still asks in general.
@Suite struct WhenQuestionsOfTheirOwnTests {
    @Test(arguments: ["when am i likely to get my period", "when is my period likely to come"])
    func aWhenQuestionWithLikelyIsAnsweredFromTheirRecords(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.topic == nil, "\(reply.text)")
        #expect(reply.intent == IntentID.cycleNextPeriod.rawValue, "\(reply.intent)")
        #expect(reply.text.contains("Nov") || reply.text.contains("Dec"), "\(reply.text)")
    }

    @Test func howLikelyStillAsksInGeneral() {
        let clause = AssistantFixture.assistant.understand("how likely is it to get pregnant at 40", today: AssistantFixture.today).message
        #expect(!RouteReader.asksWhenOfTheirOwn(clause))
        let own = AssistantFixture.assistant.understand("when am i likely to ovulate", today: AssistantFixture.today).message
        #expect(RouteReader.asksWhenOfTheirOwn(own))
    }
}
