@testable import Assistant
import CycleCore
import Testing

/// A pregnancy's week is said one way everywhere: completed weeks and days, then the week
/// the person is in ("20 weeks pregnant (20+0), in your 21st week"), in the week answer and in
/// a topic answer's personal line alike.
@Suite struct PregnancyWeekConventionTests {
    func reply(_ message: String) -> String {
        var conversation = Conversation()
        let today = AssistantFixture.today
        // Due in 140 days: 20+0 today.
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + 140))
        return AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: today).text
    }

    @Test(arguments: ["what week am i", "is heartburn normal in pregnancy"])
    func theWeekIsSaidTheSameWayInEveryAnswer(_ message: String) {
        let text = reply(message)
        #expect(text.contains("20+0") && text.contains("21st week"), "\(message) → \(text)")
        #expect(!text.contains("21 weeks pregnant"), "\(message) → \(text)")
    }

    /// Past 42 weeks the week and due-date answers say the baby has most likely arrived, as the
    /// briefing does, never "44 weeks pregnant".
    @Test(arguments: ["what week am i", "when am i due"])
    func aDueDateLongPastSaysTheBabyHasMostLikelyArrived(_ message: String) {
        var conversation = Conversation()
        let today = AssistantFixture.today
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today - 24))
        let text = AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: today).text
        #expect(text.contains("24 days ago") && text.contains("most likely arrived"), "\(message) → \(text)")
        #expect(!text.contains("weeks pregnant"), "\(message) → \(text)")
    }

    /// Past 42 weeks no answer speaks of the week of a pregnancy (the greeting, movements, a
    /// topic's personal line): the pregnancy has most likely ended.
    @Test(arguments: ["hi", "how many kicks should i feel", "is heartburn normal in pregnancy"])
    func aDueDateLongPastGivesNoWeekAnywhere(_ message: String) {
        var conversation = Conversation()
        let today = AssistantFixture.today
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today - 24))
        let text = AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: today).text
        #expect(!text.contains("Week 44") && !text.contains("week 44") && !text.contains("44th week"), "\(message) → \(text)")
        #expect(!text.contains("switch to pregnancy mode"), "\(message) → \(text)")
    }
}
