@testable import Assistant
import Content
import CycleCore
import Testing

/// A racing or pounding heart outside pregnancy: 999 with chest pain, fainting or
/// breathlessness, the same day with dizziness, and information alone on its own. Phrasings
/// written for this suite.
@Suite struct PalpitationsCareTests {
    let assistant = AssistantFixture.assistant

    func level(_ message: String) -> CareLevel? {
        assistant.triage(message, context: TriageContext(), today: AssistantFixture.today)?.level
    }

    @Test(arguments: ["heart is pounding and my chest feels tight", "palpitations and then i blacked out for a second",
                      "heart racing and i'm so short of breath i can barely talk"])
    func palpitationsWithChestPainFaintingOrBreathlessnessNeedAnAmbulance(message: String) {
        #expect(level(message) == .ambulance, "\(message)")
    }

    @Test(arguments: ["heart keeps racing and i feel really dizzy with it", "sore boobs after ovulation, also get palpatations and dizzines"])
    func palpitationsWithDizzinessAreSeenTheSameDay(message: String) {
        #expect(level(message) == .gpToday, "\(message)")
    }

    @Test func palpitationsAloneAreNoEmergency() {
        #expect((level("my heart flutters sometimes after coffee, is that normal") ?? .selfCare) < .gpToday)
    }
}
