@testable import Assistant
import CycleCore
import Testing

/// A short question clause is read for what it asks, whatever is told beside it: to someone
/// trying, "how long should we keep going before we see someone, im 36 and he's 40" asks about
/// care (it was outside what Bloom helps with), and "so when did I most likely ovulate then"
/// asks for the person's own estimate, fillers before its "when" or not (it got a topic on
/// ovulation induction).
@Suite struct QuestionsWithTheirFactsBesideTests {
    @Test func seeingSomeoneIsCare() {
        #expect(CarriedDomain.asksForHelp(["how", "long", "before", "we", "see", "someone"]))
        #expect(CarriedDomain.asksForHelp(["should", "i", "speak", "to", "anyone"]))
        #expect(!CarriedDomain.asksForHelp(["can", "i", "see", "my", "stats"]))
    }

    @Test func aCareQuestionWithTheAgesBesideItIsInTheDomain() {
        let reply = TopicFixture.chat(["how long should we keep going before we see someone, im 36 and he's 40"], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
        #expect(!reply.text.contains("outside what I can help with"), "\(reply.text)")
    }

    @Test func aWhenOfTheirOwnAfterFillersAsksForTheirRecords() {
        let reply = TopicFixture.chat(["so when did i most likely ovulate then"], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.route?.route == .ownData, "\(String(describing: reply.route)) \(reply.text)")
    }
}
