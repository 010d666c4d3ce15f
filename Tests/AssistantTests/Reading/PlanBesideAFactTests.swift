@testable import Assistant
import CycleCore
import Testing

/// "Positive opk this morning, gonna bd tonight" got the topic on what a positive test means
/// and logged nothing: the plan was read as asking something. A plan beside a fact told asks
/// nothing, so the fact is logged; the plan itself is never written.
@Suite struct PlanBesideAFactTests {
    @Test(arguments: ["positive opk this morning, gonna bd tonight", "cramps today, gonna take a bath and go to bed early"])
    func aFactToldBesideAPlanIsLogged(message: String) {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat([message], store: store)
        #expect(store.writes.count == 1, "\(store.writes)")
        #expect(!store.writes.contains { if case .sex = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test(arguments: ["gonna bd tonight", "positive opk this morning, should we bd tonight?", "if my opk is positive tomorrow should we bd"])
    func aPlanAloneOrAQuestionWritesNothing(message: String) {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat([message], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }
}
