@testable import Assistant
import CycleCore
import Testing

/// What someone pregnant or trying drinks is Bloom's to answer: "how much coffee can i have?"
/// was outside what Bloom could help with, "how much caffeine is safe in pregnancy" got the
/// topic on alcohol, and "can i still have my morning tea" got what was left of the energy
/// budget. Out of those modes, a drink asked about stays outside Bloom, and a question naming
/// calories is still about the budget.
@Suite struct DrinksWhenPregnantOrTryingTests {
    static func pregnant() -> InMemoryStore {
        InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: AssistantFixture.today - 7 * 20))
    }

    @Test(arguments: ["how much coffee can i have", "how much caffeine is safe in pregnancy", "can i still have my morning tea"])
    func aDrinkAskedAboutInPregnancyGetsTheCaffeineTopic(message: String) {
        let reply = TopicFixture.chat([message], store: Self.pregnant())[0]
        #expect(reply.topic == "caffeine-in-pregnancy", "\(reply.topic ?? "") \(reply.text)")
    }

    @Test func aDrinkAskedAboutWhenTryingGetsTheTryingTopic() {
        let reply = TopicFixture.chat(["how much coffee can i have"], store: InMemoryStore(mode: .ttc))[0]
        #expect(reply.topic == "caffeine-ttc", "\(reply.topic ?? "") \(reply.text)")
    }

    @Test func outOfThoseModesADrinkIsNoHealthQuestion() {
        let reply = TopicFixture.chat(["how much coffee can i have"], store: InMemoryStore(mode: .cycle))[0]
        #expect(reply.topic == nil && reply.route?.route == .outOfScope, "\(reply.topic ?? "") \(reply.text)")
    }

    @Test func askingForTheCaloriesLeftIsStillTheBudget() {
        let reply = TopicFixture.chat(["how many calories do i have left"], store: Self.pregnant())[0]
        #expect(reply.topic == nil && reply.text.contains("kcal left"), "\(reply.topic ?? "") \(reply.text)")
    }

    /// "What's the limit in pregnancy again?" asks to be told again what the last topic said,
    /// not about another topic's limits (it got heart rate in exercise).
    @Test func askingToBeRemindedFollowsTheLastTopic() {
        let replies = TopicFixture.chat(["how much coffee can i have", "whats the limit in pregnancy again"], store: Self.pregnant())
        #expect(replies[1].topic == "caffeine-in-pregnancy", "\(replies[1].topic ?? "") \(replies[1].text)")
        #expect(TopicRetriever.asksToBeReminded(["whats", "the", "limit", "again"]))
        #expect(!TopicRetriever.asksToBeReminded(["what", "if", "it", "happens", "again"]))
        #expect(!TopicRetriever.asksToBeReminded(["when", "can", "i", "try", "again"]))
        #expect(!TopicRetriever.asksToBeReminded(["whats", "the", "point", "of", "trying", "again"]))
        #expect(!TopicRetriever.asksToBeReminded(["whats", "the", "due", "date", "again"]))
        #expect(!TopicRetriever.asksToBeReminded(["whats", "the", "wifi", "password", "again"]))
    }

    /// After drinks were counted, with no topic answered, "what's the limit again?" points
    /// back at the drink.
    @Test func askingToBeRemindedAfterACountedDrinkAsksAboutIt() {
        let store = Self.pregnant()
        let replies = TopicFixture.chat(["2 coffees today so far", "sorry one of them was decaf, so just 1", "whats the limit in pregnancy again"], store: store)
        #expect(replies[2].topic == "caffeine-in-pregnancy", "\(replies[2].topic ?? "") \(replies[2].text)")
    }
}
