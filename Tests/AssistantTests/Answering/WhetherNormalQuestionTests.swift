@testable import Assistant
import CycleCore
import DayModel
import Testing

/// "Is my cycle normal?" asks whether something is normal, not what causes it: with cycles
/// logged the answer gives the person's own figures and then what is typical; without them,
/// it says a clinician can judge that and gives the general facts. It never writes.
@Suite struct WhetherNormalQuestionTests {
    let today = AssistantFixture.today

    func reply(_ message: String, store: InMemoryStore = InMemoryStore()) -> Reply {
        var conversation = Conversation()
        return AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test func isMyCycleNormalWithCyclesLoggedGivesTheOwnFiguresAndWhatIsTypical() {
        let store = InMemoryStore.cycles(from: today - 100, lengths: [31, 33, 32])
        let answer = reply("is my cycle normal?", store: store)
        #expect(answer.text.contains("From your 3 logged cycles") || answer.text.contains("3 cycles logged"), "\(answer.text)")
        #expect(answer.text.contains("32"), "\(answer.text)")
        #expect(answer.topic != nil, "\(answer.text)")
        #expect(!answer.text.contains("causing"), "\(answer.text)")
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: ["is my cycle normal?", "is my discharge normal?", "is my period normal"])
    func withoutDataANormalityQuestionSaysWhoCanJudgeItNotWhatCausesIt(_ message: String) {
        let answer = reply(message)
        #expect(!answer.text.contains("what is causing"), "\(answer.text)")
        #expect(answer.text.contains("whether yours is normal"), "\(answer.text)")
        #expect(answer.topic != nil, "\(answer.text)")
    }

    @Test func aQuestionAboutTheCauseKeepsTheCauseAnswer() {
        #expect(!AssistantFixture.assistant.asksOnlyWhetherNormal(AssistantFixture.assistant.analyzer.analyze("why is my period irregular?", today: today, profiles: [])))
        #expect(AssistantFixture.assistant.asksOnlyWhetherNormal(AssistantFixture.assistant.analyzer.analyze("are my periods regular?", today: today, profiles: [])))
        // "Irregular" told as history beside "what can it mean?" still asks for a cause.
        #expect(!AssistantFixture.assistant.asksOnlyWhetherNormal(AssistantFixture.assistant.analyzer.analyze(
            "brown discharge and no period yet, what can it mean? I have irregular periods btw", today: today, profiles: [])))
    }
}
