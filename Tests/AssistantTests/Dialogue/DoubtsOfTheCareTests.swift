@testable import Assistant
import CycleCore
import Testing

/// Just after a red-flag answer, a question of whether something short of that care will do
/// ("should I just lie down and see if it passes?", "can I just take paracetamol and wait till
/// tomorrow?", "should I drive her in myself?") gets the care again, and says it stands.
@Suite struct DoubtsOfTheCareTests {
    @Test func waitingForAHeadacheWithBlurredVisionToPassGetsTheUrgentCareAgain() {
        let replies = TopicFixture.chat(["20 weeks and ive had a banging headache all day that paracetamol isnt touching",
                                         "and now my vision has gone blurry with sparkly bits",
                                         "should i just lie down in the dark and see if it passes"], store: TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[1].care?.level == .urgent, "\(replies[1].text)")
        #expect(replies[2].care?.level == .urgent, "\(replies[2].text)")
        #expect(replies[2].text.hasPrefix("That doesn't change my advice."), "\(replies[2].text)")
    }

    @Test func aMedicineNamedWhileDoubtingTheCareStillGetsTheCare() {
        let replies = TopicFixture.chat(["shes 20 weeks and has thrown up 4 times since lunch, cant even keep water down",
                                         "can i just take paracetamol and wait till the midwife comes tomorrow"], store: TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[0].care.map { Assistant.interruptingLevels.contains($0.level) } == true, "\(replies[0].text)")
        #expect(replies[1].care?.level == replies[0].care?.level, "\(replies[1].text)")
    }

    @Test func whoToRingWithTheReasonAfterItGetsTheCareAgain() {
        let replies = TopicFixture.chat(["shes 20 weeks and has thrown up 4 times since lunch, cant even keep water down",
                                         "who do we ring, its gone 9pm and the surgery is shut"], store: TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[1].care?.level == replies[0].care?.level, "\(replies[1].text)")
        #expect(!replies[1].text.contains("contraception"), "\(replies[1].text)")
    }

    @Test func withoutARedFlagBeforeItTheQuestionIsReadOnItsOwn() {
        let reply = TopicFixture.chat(["should i just lie down in the dark and see if it passes"], store: TopicFixture.pregnantStore(weeks: 20))[0]
        #expect(reply.care == nil || !Assistant.interruptingLevels.contains(reply.care!.level), "\(reply.text)")
    }
}
