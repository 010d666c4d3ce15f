@testable import Assistant
import CycleCore
import Testing

/// Messages suggesting disordered eating go through the crisis guard to eating-disorder support.
@Suite struct EatingGuardTests {
    let assistant = AssistantFixture.assistant

    @Test(arguments: [
        "I made myself throw up after dinner", "I keep bingeing and then purging", "I've been starving myself to lose weight",
        "I'm scared of eating", "I binged on cereal again and I hate myself after eating", "I think I have an eating disorder",
        "I took laxatives to lose weight",
    ])
    func disorderedEatingMessagesTripTheCrisisGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == .crisis)
    }

    @Test(arguments: ["lunch was about 650 kcal", "I'm starving, what should I eat", "I ate a big dinner", "binge watching a series tonight",
                      "foods to avoid in pregnancy"])
    func ordinaryFoodMessagesTripNoGuard(message: String) {
        #expect(assistant.understand(message, today: AssistantFixture.today).guardKind == nil)
    }

    func reply(_ message: String) -> Reply {
        var conversation = Conversation()
        return assistant.respond(to: message, in: &conversation, store: InMemoryStore.cycles(from: AssistantFixture.today - 60, lengths: [28], mode: .cycle),
                                 today: AssistantFixture.today)
    }

    @Test func theAnswerNamesEatingDisorderServicesAndKeepsTheEmergencyLine() {
        let reply = reply("I keep making myself vomit after meals")
        #expect(reply.text.contains("Beat") && reply.text.contains("0808 801 0677"), "\(reply.text)")
        #expect(reply.text.contains("ANAD") && reply.text.contains("NEDA"), "\(reply.text)")
        #expect(reply.text.contains("999") && reply.text.contains("911"), "\(reply.text)")
        for word in ["calorie", "weight loss", "well done", "great"] { #expect(!reply.text.lowercased().contains(word)) }
    }

    @Test func aSelfHarmMessageStillGetsTheGeneralCrisisAnswer() {
        let reply = reply("I want to hurt myself")
        #expect(reply.text.contains("Samaritans") && !reply.text.contains("Beat"), "\(reply.text)")
    }
}
