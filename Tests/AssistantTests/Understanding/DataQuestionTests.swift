@testable import Assistant
import Testing

/// "Got any insights from all the stuff I put in?" asks what the person's data shows, not what
/// happens to it: Bloom answers with insights or patterns, not with its privacy statement.
/// A question about who sees or keeps the data still gets the privacy answer.
@Suite struct DataQuestionTests {
    @Test(arguments: [("got any insights from all the stuff i put in?", "show.insights"),
                      ("does caffeine make any difference to my sleep? you've got all my data", "scores.patterns")])
    func aQuestionAboutWhatTheDataShowsIsNotAPrivacyQuestion(_ message: String, _ intent: String) {
        let store = TopicFixture.cycleStore()
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(reply.intent == intent, "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("never leaves this device"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: ["who can see all the stuff i've logged?", "is my data safe", "what do you do with the stuff i tell you",
                      "do you share my sleep data with anyone"])
    func aQuestionAboutWhoSeesTheDataKeepsThePrivacyAnswer(_ message: String) {
        let reply = AssistantFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.intent == "chat.privacy", "\(reply.intent): \(reply.text)")
    }
}
