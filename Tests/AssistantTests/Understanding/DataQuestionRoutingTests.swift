@testable import Assistant
import Content
import CycleCore
import Testing

/// Questions the model was sure about that a rule then read as something else, or that named
/// the data while asking who can see it.
@Suite struct DataQuestionRoutingTests {
    func ask(_ message: String) -> Reply {
        AssistantFixture.chat([message], store: TopicFixture.cycleStore())[0]
    }

    @Test func aWeekAgainstLastWeekIsNotTheEndOfAPeriod() {
        let reply = ask("how does my sleep score this week compare to last week")
        #expect(reply.intent == "scores.week", "\(reply.intent): \(reply.text)")
    }

    @Test(arguments: ["when will this period end", "how much longer will this last"])
    func whenThePeriodEndsIsStillAnswered(_ message: String) {
        #expect(ask(message).intent == "cycle.period_end", "\(message)")
    }

    @Test(arguments: ["can anyone see the insights from my data", "can my employer see my sleep scores"])
    func whoCanSeeTheDataIsAPrivacyQuestion(_ message: String) {
        let reply = ask(message)
        #expect(reply.intent == "chat.privacy", "\(reply.intent): \(reply.text)")
    }

    @Test(arguments: ["show me my insights", "can i see my sleep scores", "does anyone else get insights like mine"])
    func askingForTheDataStillShowsIt(_ message: String) {
        let reply = ask(message)
        #expect(reply.intent != "chat.privacy", "\(reply.intent): \(reply.text)")
    }

    // MARK: What something looks like is a general question

    @Test func askingWhatCervicalMucusLooksLikeWhenFertileGetsTheTopicNotTheDates() {
        let reply = ask("what does cervical mucus look like when im fertile")
        #expect(reply.topic == "cervical-mucus-ttc", "\(reply.intent) \(reply.topic ?? ""): \(reply.text)")
        #expect(Assistant.asksWhatItIsLike(["what", "do", "contractions", "feel", "like"]))
        #expect(!Assistant.asksWhatItIsLike(["i", "feel", "like", "crying"]))
    }
}
