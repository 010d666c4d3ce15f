@testable import Assistant
import CycleCore
import Testing

/// "Had 2 glasses of prosecco at my work do last night, is that bad in the tww?": the question
/// points at what the message told, so the library reads it as asking about alcohol; the rest
/// of the story (the work do) diluted it and no topic fitted.
@Suite struct QuestionAboutWhatItToldTests {
    @Test func aQuestionPointingAtTheDrinkToldGetsTheDrinksTopic() {
        let reply = TopicFixture.chat(["had 2 glasses of prosecco at my work do last night, is that bad in the tww?"], store: InMemoryStore(mode: .ttc))[0]
        #expect(reply.topic?.contains("alcohol") == true, "\(reply.topic ?? "none") \(reply.text)")
    }
}
