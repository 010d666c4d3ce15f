@testable import Assistant
import Testing

/// A medicine named by brand or generic name is a question for a pharmacist or doctor, never
/// "outside what I can help with": antidepressants (used for PMDD too) and sildenafil among
/// them. Breathlessness told in everyday words is Bloom's to answer as well.
@Suite struct MedicinesByNameTests {
    func reply(_ message: String) -> Reply {
        var conversation = Conversation()
        return AssistantFixture.assistant.respond(to: message, in: &conversation, store: InMemoryStore(), today: AssistantFixture.today)
    }

    @Test(arguments: ["could viagra make my period stop", "is it ok to come off prozac quickly if the side effects are bad",
                      "does lexapro mess with your cycle"])
    func aMedicineByNameGetsThePharmacistNotOutOfScope(_ message: String) {
        let answer = reply(message)
        #expect(!answer.text.contains("outside what I can help with"), "\(message) → \(answer.text)")
        #expect(answer.text.contains("pharmacist"), "\(message) → \(answer.text)")
    }

    @Test func breathlessnessInEverydayWordsIsBlooms() {
        let answer = reply("is it bad that i get out of breath going up the stairs these days")
        #expect(!answer.text.contains("outside what I can help with"), "\(answer.text)")
    }
}
