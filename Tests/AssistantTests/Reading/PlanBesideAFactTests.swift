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

    /// "Period started, will log the flow later" was read as asking ("will" opening a clause
    /// asks, as in "will ovulation be late…"), so the start was not logged. A plan limited by
    /// an "if" after it, and an expectation ("isn't due till next week"), ask nothing either.
    @Test(arguments: [
        "period started, will log the flow later",
        "period started. will log flow later",
        "boobs are sore and ive got cramps, will log the flow later if anything starts",
        "bit of brown spotting this afternoon and my period isnt due till next week",
    ])
    func aFactToldBesideAPlanWithItsSubjectDroppedIsLogged(message: String) {
        let store = InMemoryStore(mode: .cycle)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(!store.writes.isEmpty, "\(reply.text)")
        #expect(!reply.acts.contains(.question), "\(reply.acts)")
    }

    @Test(arguments: ["will ovulation be late if im stressed", "cramps today, will it get worse if i run?", "if my period starts will you log it"])
    func willOpeningAQuestionStillAsks(message: String) {
        let store = InMemoryStore(mode: .cycle)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(reply.acts.contains(.question) || reply.acts.contains(.hypothetical) || reply.acts.contains(.request), "\(reply.acts)")
        #expect(!store.writes.contains { if case .periodStart = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test(arguments: ["gonna bd tonight", "positive opk this morning, should we bd tonight?", "if my opk is positive tomorrow should we bd"])
    func aPlanAloneOrAQuestionWritesNothing(message: String) {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat([message], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }
}
