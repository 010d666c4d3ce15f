@testable import Assistant
import CycleCore
import Testing

/// "My ankles are a bit swollen…" then "is that normal?" at 21 weeks got the week's body
/// changes (a belly button popping out), which say nothing of swelling: a symptom asked about
/// in general that a topic's own questions name is that topic's.
@Suite struct SymptomAskedInGeneralTests {
    static func pregnant() -> InMemoryStore {
        InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: AssistantFixture.today - 7 * 21))
    }

    @Test func aSymptomPointedBackAtGetsItsTopic() {
        let replies = TopicFixture.chat(["my ankles are a bit swollen after being on my feet all day at work", "is that normal"], store: Self.pregnant())
        #expect(replies[1].topic == "swelling-in-pregnancy", "\(replies[1].topic ?? "") \(replies[1].text)")
    }

    @Test(arguments: ["is swelling normal", "is heartburn normal"])
    func aSymptomAskedInGeneralGetsATopic(message: String) {
        let reply = TopicFixture.chat([message], store: Self.pregnant())[0]
        #expect(reply.topic != nil, "\(reply.text)")
    }

    @Test func theWeeksAnswerStaysForTheWeek() {
        let reply = TopicFixture.chat(["what's happening in my body this week"], store: Self.pregnant())[0]
        #expect(reply.topic == nil, "\(reply.topic ?? "") \(reply.text)")
    }
}
