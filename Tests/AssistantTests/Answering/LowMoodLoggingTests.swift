@testable import Assistant
import Content
import CycleCore
import Testing

/// A mood said or labelled as low is logged as the low-mood feeling, and "low" that is no mood
/// never writes.
@Suite struct LowMoodLoggingTests {
    func ask(_ message: String, store: InMemoryStore = TopicFixture.cycleStore()) -> Reply {
        AssistantFixture.chat([message], store: store)[0]
    }

    @Test(arguments: ["log my mood as low", "put my mood down as low"])
    func loggingAMoodAsLowLogsTheLowMoodFeelingLowLogs(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(store.writes == [.symptom("low-mood", severity: nil, AssistantFixture.today)], "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("How are you feeling?"), "\(reply.text)")
        // The same record as "feeling low".
        let felt = TopicFixture.cycleStore()
        _ = ask("feeling low", store: felt)
        #expect(felt.writes == store.writes)
    }

    @Test func aMoodLabelledLowIsOfferedForLoggingAsOtherMoodLabelsAre() {
        let store = TopicFixture.cycleStore()
        let replies = AssistantFixture.chat(["mood: low", "yes"], store: store)
        #expect(replies[0].text.contains("low mood") && store.writes.count <= 1, "\(replies[0].text)")
        #expect(store.writes == [.symptom("low-mood", severity: nil, AssistantFixture.today)], "\(replies.map(\.text))")
    }

    @Test(arguments: ["my iron is low", "is low mood before period normal?"])
    func lowThatIsNoMoodLogNeverWrites(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(store.writes.isEmpty, "\(reply.intent): \(reply.text)")
    }
}
