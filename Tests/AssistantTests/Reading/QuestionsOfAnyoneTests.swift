@testable import Assistant
import CycleCore
import Testing

/// General questions told beside the person's own words: "your periods" are anyone's (Bloom
/// has none), "is this the perimenopause?" asks whether a condition is what is felt, and
/// "can cramps and spotting mean I'm pregnant?" wonders about a pregnancy, none under way.
@Suite struct QuestionsOfAnyoneTests {
    @Test func yourPeriodsAreAnyonesEvenBesideMine() {
        let reply = TopicFixture.chat(["does working nights mess with your periods? mine feel all over the place"], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
        #expect(reply.topic == "night-shifts-and-periods", "\(String(describing: reply.topic)) \(reply.text)")
        // Asked with "my", the same question is the person's own.
        let clause = AssistantFixture.assistant.understand("does working nights mess with my periods", today: AssistantFixture.today).message
        #expect(!RouteReader.asksOfAnyonesBody(clause))
    }

    @Test func whetherItIsAConditionNamedInOneWordAsksTheLibrary() {
        let reply = TopicFixture.chat(["is this the perimenopause"], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
        #expect(reply.topic?.contains("perimenopause") == true, "\(String(describing: reply.topic))")
    }

    @Test func whetherSymptomsMeanAPregnancyIsNoPregnancyEmergency() {
        let reply = TopicFixture.chat(["can cramps and spotting mean im pregnant?"])[0]
        #expect(reply.guardKind != .emergency, "\(reply.text)")
        #expect((reply.care?.level ?? .selfCare) < .urgent, "\(String(describing: reply.care))")
        let sign = TopicFixture.chat(["is spotting a sign im pregnant"])[0]
        #expect(sign.guardKind != .emergency, "\(sign.text)")
    }

    @Test func bleedingInAPregnancyUnderWayStaysUrgent() {
        let told = TopicFixture.chat(["im 7 weeks pregnant and spotting, does it mean im miscarrying"])[0]
        #expect(told.guardKind == .emergency || (told.care?.level ?? .selfCare) >= .urgent, "\(told.text)")
        let over = TopicFixture.chat(["im pregnant and spotting, does that mean my pregnancy is over"])[0]
        #expect(over.guardKind == .emergency || (over.care?.level ?? .selfCare) >= .urgent, "\(over.text)")
    }
}
