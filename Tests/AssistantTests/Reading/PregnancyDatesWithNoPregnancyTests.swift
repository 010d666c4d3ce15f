@testable import Assistant
import CycleCore
import Testing

/// "When is the baby due?" from someone Bloom follows no pregnancy for asks for that
/// pregnancy's dates: the answer says Bloom has none and how to add them. It was read as a
/// question in general and got the topic on pain relief in labour ("how far along am I?" got
/// the one on medical abortion). A question naming the dates to count from still gets how
/// pregnancy dates are worked out.
@Suite struct PregnancyDatesWithNoPregnancyTests {
    @Test(arguments: ["when is the baby due?", "how far along am i", "when's my due date"])
    func aQuestionForThePregnancysDatesSaysHowToAddThem(message: String) {
        let reply = TopicFixture.chat([message], store: InMemoryStore(mode: .cycle))[0]
        #expect(reply.topic == nil, "\(reply.topic ?? "") \(reply.text)")
        #expect(reply.text.contains("pregnancy mode"), "\(reply.text)")
    }

    @Test func aQuestionNamingTheLastPeriodGetsHowTheDatesAreCounted() {
        let reply = TopicFixture.chat(["when is a baby due if my last period was march 3"], store: InMemoryStore(mode: .cycle))[0]
        #expect(reply.topic == "how-pregnancy-weeks-are-counted", "\(reply.topic ?? "") \(reply.text)")
    }
}
