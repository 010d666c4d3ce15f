@testable import Assistant
import CycleCore
import Testing

/// A statement naming something Bloom logs, which the model cannot place between logging it
/// and something else, is read as the logging: offered or written, not answered with "did you
/// mean…?" (a retrained model read "peeing every 5 mins" as unsure between a symptom and
/// contraction timing).
@Suite struct UnsureStatementsOfLoggableItemsTests {
    @Test func aSymptomToldIsOfferedNotAskedAbout() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["peeing every 5 mins lol"], store: store)[0]
        #expect(!reply.text.contains("not sure I understood"), "\(reply.text)")
        #expect(reply.text.contains("frequent urination"), "\(reply.text)")
    }
}

extension UnsureStatementsOfLoggableItemsTests {
    @Test func drinksToldAreOfferedNotAskedAbout() {
        let reply = TopicFixture.chat(["oh and 3 cans of coke zero"], store: TopicFixture.cycleStore())[0]
        #expect(!reply.text.contains("not sure I understood"), "\(reply.text)")
        #expect(reply.text.contains("caffeine"), "\(reply.text)")
    }
}
