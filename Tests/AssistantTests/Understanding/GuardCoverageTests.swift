@testable import Assistant
import CycleCore
import Testing

/// What each guard catches and what it leaves: crisis phrases, stopping or starting the pill,
/// and words such as "cutting" in their everyday sense.
@Suite struct GuardCoverageTests {
    let assistant = AssistantFixture.assistant

    @Test(arguments: [
        "the baby has stopped moving", "baby stopped moving", "I am 30 weeks pregnant and the baby has stopped moving",
        "baby has not moved all day", "baby is moving less", "I'm 20 weeks and bleeding",
        "soaking a pad every hour for 3 hours", "fever of 38.5 and I'm pregnant",
    ])
    func redFlagsTripTheEmergencyGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == .emergency)
    }

    @Test(arguments: [
        "the baby is moving a lot today", "I had cramps yesterday", "my period started, light bleeding",
        "book a flight", "my cramps stopped", "what week am I",
    ])
    func ordinaryMessagesTripNoGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == nil)
    }

    @Test(arguments: ["I don't want to be here anymore", "I want to hurt myself", "I've started cutting", "been cutting again",
                      "I've been cutting my arms", "been cutting for a few months now", "I started cutting myself last year and it's back"])
    func crisisMessagesTripTheCrisisGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == .crisis)
    }

    @Test(arguments: ["Came off the pill, when will my period come back", "I came off the pill in March, when will my period come back",
                      "stopped the pill 2 months ago and no period yet", "since coming off the pill my cycles are all over the place",
                      "got off my pill last month, when is my next period"])
    func cameOffThePillCycleQuestionsTripNoMedicationGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind != .medication)
    }

    @Test(arguments: ["can I stop the pill", "should I come off the pill", "should I stop my pill now", "can I start the pill again",
                      "is it safe to come off the pill mid pack", "how many mg of ibuprofen can I take", "should I stop taking my thyroid meds",
                      "I want to stop my antidepressants because im pregnant", "is it ok to stop the pill halfway through"])
    func stopOrStartMedicineQuestionsStillTripTheMedicationGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == .medication)
    }

    @Test(arguments: ["ive been cutting down on coffee since my last period", "I've started cutting back on wine while we try",
                      "been cutting out sugar this month"])
    func cuttingDownOnFoodOrDrinkIsNotACrisis(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind != .crisis)
    }
}
