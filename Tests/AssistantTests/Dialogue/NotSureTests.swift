@testable import Assistant
import CycleCore
import DayModel
import IntentModel
import Testing

/// When the model is not sure, Bloom offers two readings and the next message picks one.
@Suite struct NotSureTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    func conversationOffering(_ intents: [String], for message: String) -> Conversation {
        var conversation = Conversation()
        conversation.offered = OfferedReadings(intents: intents, message: message)
        return conversation
    }

    @Test(arguments: [
        ("the first one", "cycle.next_period"),
        ("first", "cycle.next_period"),
        ("the second one", "cycle.fertile"),
        ("the other one", "cycle.fertile"),
        ("fertile window", "cycle.fertile"),
        ("my next period", "cycle.next_period"),
    ])
    func aReplyPicksOneOfTheOfferedReadings(reply: String, expected: String) {
        var conversation = conversationOffering(["cycle.next_period", "cycle.fertile"], for: "period or fertile days")
        let answer = assistant.respond(to: reply, in: &conversation, store: InMemoryStore(), today: today)
        #expect(answer.intent == expected)
        #expect(conversation.offered == nil)
    }

    @Test func aNewRequestAfterTheOfferIsAnsweredOnItsOwn() {
        var conversation = conversationOffering(["cycle.next_period", "cycle.fertile"], for: "period or fertile days")
        let answer = assistant.respond(to: "give me a breathing exercise", in: &conversation, store: InMemoryStore(), today: today)
        #expect(answer.intent == "wellness.breathing")
        #expect(conversation.offered == nil)
    }

    @Test func theChosenReadingIsAnsweredFromTheOriginalMessage() {
        let store = InMemoryStore()
        var conversation = conversationOffering(["log.symptom", "yoga.suggest"], for: "headache today")
        let answer = assistant.respond(to: "the first one", in: &conversation, store: store, today: today)
        #expect(answer.intent == "log.symptom")
        #expect(answer.entities.contains { $0.kind == .symptom && $0.id == "headache" })
    }

    @Test func aNotSureDecisionOffersTheTwoBestIntents() {
        let model = assistant.classifier.model
        let ranked = [
            IntentModel.Scored(intent: "cycle.next_period", probability: 0.4),
            IntentModel.Scored(intent: "out_of_scope", probability: 0.3),
            IntentModel.Scored(intent: "cycle.fertile", probability: 0.2),
        ]
        #expect(model.decide(ranked) == .notSure(ranked[0], ranked[2]))
    }

    @Test func theNotSureAnswerNamesBothReadingsAndRemembersThem() {
        var context = AnswerContext(
            assistant: assistant, store: InMemoryStore(), today: today,
            day: try! PersonDay(.empty(profileName: "me"), today: today),
            message: assistant.understand("period or fertile days", today: today).message,
            intent: IntentID(IntentClassifier.notSure), conversation: Conversation(), followUp: nil
        )
        let output = NotSureAnswers.answer(["cycle.next_period", "cycle.fertile"], context: &context)
        let text = assistant.render(output, context: &context)
        #expect(text.contains("your next period"))
        #expect(text.contains("your fertile window"))
        #expect(context.conversation.offered?.intents == ["cycle.next_period", "cycle.fertile"])
    }

    @Test(arguments: ["check my checking balance", "can you freeze my bank account", "what phase is the moon in", "book a flight to lisbon for next week"])
    func requestsForOtherThingsAreOutOfScope(message: String) {
        #expect(assistant.understand(message, today: today).classification.intent == IntentClassifier.outOfScope)
    }
}
