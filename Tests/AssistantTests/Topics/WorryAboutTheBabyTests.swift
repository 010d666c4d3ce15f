@testable import Assistant
import CycleCore
import Testing

/// "I am scared something will hurt my baby" is a worry, not a crisis and not a question about
/// sex: it gets the library's answer about worrying for the baby, and writes nothing.
@Suite struct WorryAboutTheBabyTests {
    @Test(arguments: ["i am scared something will hurt my baby", "i worry all the time that something bad will happen to the baby"])
    func aWorryForTheBabyGetsItsTopic(message: String) {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: AssistantFixture.today - 20 * 7))
        let reply = AssistantFixture.chat([message], store: store)[0]
        #expect(reply.guardKind != .crisis, "\(reply.text)")
        #expect(reply.topic == "worry-about-harming-the-baby", "\(String(describing: reply.topic)): \(reply.text)")
        #expect(store.writes.isEmpty, "\(store.writes)")
    }
}
