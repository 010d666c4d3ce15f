@testable import Assistant
import CycleCore
import Testing

/// To someone pregnant, "is a warm bath ok to help me drift off?" and "what temp should make
/// me call someone?" are questions of the pregnancy, though they name none of its words: they
/// got "that's outside what I can help with". So is a food of the avoid list asked about
/// beside what someone else says ("my mum keeps telling me I can't have soft boiled eggs").
@Suite struct PregnancyQuestionsWithoutItsWordsTests {
    @Test(arguments: ["is a warm bath ok to help me drift off", "what temp should make me call someone"])
    func aSafetyOrCareQuestionIsInThePregnancysDomain(message: String) {
        let reply = AssistantFixture.chat([message], store: InMemoryStore(mode: .pregnancy))[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
        #expect(!reply.text.contains("outside what I can help with"), "\(reply.text)")
    }

    @Test func theSameQuestionFromSomeoneNotPregnantStaysOutside() {
        let reply = AssistantFixture.chat(["is a warm bath ok to help me drift off"], store: InMemoryStore())[0]
        #expect(reply.route?.route == .outOfScope, "\(String(describing: reply.route)) \(reply.text)")
    }

    @Test(arguments: ["my mum keeps telling me i cant have soft boiled eggs, is that still a thing in the uk",
                      "what about brie on a pizza if its been cooked"])
    func aFoodOfTheAvoidListIsInThePregnancysDomain(message: String) {
        let reply = AssistantFixture.chat([message], store: InMemoryStore(mode: .pregnancy))[0]
        #expect(reply.route?.route != .outOfScope, "\(String(describing: reply.route)) \(reply.text)")
        #expect(!reply.text.contains("outside what I can help with") && !reply.text.contains("can't help with"), "\(reply.text)")
    }
}
