@testable import Assistant
import Testing

/// Messages found by hand that the guards must (or must not) catch, kept so they stay caught.
@Suite struct GuardRegressionTests {
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

    @Test(arguments: ["I don't want to be here anymore", "I want to hurt myself"])
    func crisisMessagesTripTheCrisisGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == .crisis)
    }
}
