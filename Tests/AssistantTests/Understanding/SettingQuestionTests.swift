@testable import Assistant
import Testing

/// "Is it normal that my cycles went from 28 to 35 days?" asks about cycle lengths; it does
/// not set one. A question the model reads as a profile or mode change is answered from the
/// library like any other question, and writes nothing. Saying one's cycle length still asks
/// or sets it as before.
@Suite struct SettingQuestionTests {
    @Test(arguments: ["is it normal that my cycles went from 28 to 35 days", "is a 35 day cycle normal?"])
    func aQuestionAboutCycleLengthsIsAnsweredNotSet(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(["normal-cycle-length", "cycle-length-varies"].contains(reply.topic ?? ""), "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(!reply.text.contains("No usual cycle length is set"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func sayingTheUsualCycleLengthStillSetsIt() {
        let reply = TopicFixture.chat(["my cycle is usually 30 days"], store: TopicFixture.cycleStore())[0]
        #expect(reply.intent == "profile.cycle_length", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.topic == nil)
    }
}
