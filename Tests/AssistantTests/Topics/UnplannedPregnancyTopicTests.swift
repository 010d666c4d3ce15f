@testable import Assistant
import CycleCore
import Testing

/// Someone unsure they can go on with a pregnancy gets the options (continuing, adoption,
/// abortion) and who to talk to, not a topic on running that "carry on" matched; nothing is
/// written and no crisis reply takes its place. Phrasings written for this suite.
@Suite struct UnplannedPregnancyTopicTests {
    @Test(arguments: ["what are my options with an unplanned pregnancy",
                      "not sure i can carry on with this pregnancy, what do i do",
                      "is it possible to give my baby up for adoption"])
    func unsureAboutAPregnancyGetsTheOptions(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(reply.topic == "unplanned-pregnancy-options", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.guardKind == nil, "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// Not wanting to go on with a pregnancy, in no words of harm, is no crisis: it got the
    /// crisis reply ("If you might act on these thoughts…") in place of any answer.
    @Test(arguments: ["im pregnant and dont want to keep it", "found out im pregnant, not sure i want to keep it"])
    func notWantingToGoOnIsNoCrisis(_ message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.guardKind != .crisis, "\(reply.text)")
    }
}
