@testable import Assistant
import Testing

/// "How long should my period last?" and "I stopped the pill in August, how long does that
/// take?" say "my" but ask what is usual, or about contraception: the library answers them,
/// not the person's own period dates. Nothing is written. "When will my period end?" keeps the
/// person's own estimate.
@Suite struct GeneralCycleQuestionTests {
    // The fixture's library holds the development topic "dev-period-length" beside the shipped
    // "normal-period-length": either is the library's answer to what is usual.
    @Test(arguments: [("how long should my period last", ["normal-period-length", "dev-period-length"]),
                      ("hey so i stopped the pill in august and still no regular period, how long does that take", ["no-period-after-pill"])])
    func aCycleQuestionAboutWhatIsUsualOrContraceptionReachesItsTopic(_ message: String, _ topics: [String]) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(topics.contains(reply.topic ?? "-"), "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: ["when will my period end", "when is my next period", "when is my next period? i'm on the pill"])
    func aQuestionAboutTheirOwnDatesKeepsTheirData(_ message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.topic == nil, "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.intent.hasPrefix("cycle."), "\(reply.intent)")
    }

    @Test func howFollowedBySoonAfterByShouldAsksWhatIsUsual() {
        #expect(Assistant.asksWhatIsUsual(["how", "long", "should", "my", "period", "last"]))
        #expect(!Assistant.asksWhatIsUsual(["should", "i", "test", "and", "how"]))
        #expect(!Assistant.asksWhatIsUsual(["how", "is", "my", "cycle", "looking", "and", "what", "should", "i", "eat"]))
    }
}

/// A pregnancy question asked in general by someone with no pregnancy under way ("why does my
/// tummy look pregnant?") gets a topic that fits, not a request for the pregnancy's dates;
/// "how big is my baby?" still asks for them.
@Suite struct PregnancyQuestionWithoutAPregnancyTests {
    @Test func aQuestionAskedInGeneralGetsTheLibrary() {
        let reply = AssistantFixture.chat(["why does my belly look pregnant when im not"], store: InMemoryStore())[0]
        #expect(reply.topic != nil, "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("pregnancy mode"), "\(reply.text)")
    }

    @Test func aQuestionAboutTheirBodyInPregnancyGetsTheLibrary() {
        let reply = AssistantFixture.chat(["Question: heartburn in my pregnancy"], store: InMemoryStore())[0]
        #expect(reply.topic != nil, "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("pregnancy mode"), "\(reply.text)")
    }

    @Test func aQuestionAboutTheirOwnBabyAsksForTheDates() {
        let reply = AssistantFixture.chat(["how big is my baby"], store: InMemoryStore())[0]
        #expect(reply.topic == nil, "\(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.text.contains("pregnancy mode"), "\(reply.text)")
    }
}
