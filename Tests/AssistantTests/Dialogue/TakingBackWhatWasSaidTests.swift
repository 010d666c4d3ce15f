@testable import Assistant
import CycleCore
import Testing

/// Taking back what was said: an entry that was someone else's is undone when asked; a
/// request naming a symptom takes back that symptom, not a mood logged with it; a question
/// after an entry corrects nothing.
@Suite struct TakingBackWhatWasSaidTests {
    @Test func anEntryThatWasSomeoneElsesIsUndoneWhenAsked() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["weighed myself this morning, 9st 6", "oh wait that was my daughter on the scales not me 🤦‍♀️ undo that"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes) \(replies.map(\.text))")
        #expect(replies[1].text.lowercased().contains("removed"), "\(replies[1].text)")
    }

    @Test func aSymptomNamedIsWhatIsTakenBack() {
        let message = AssistantFixture.assistant.understand("scratch the mood swings, i dont want that on my record", today: AssistantFixture.today).message
        #expect(LogAnswers.undoneNames(in: message, among: ["mood sad", "symptoms mood swings"]) == ["mood swings"])
        // Named by its kind when no line holds the symptom.
        let coffee = AssistantFixture.assistant.understand("undo the coffees", today: AssistantFixture.today).message
        #expect(LogAnswers.undoneNames(in: coffee, among: ["lifestyle: caffeine 2", "walk 20 min"]) == ["caffeine"])
    }

    @Test func aQuestionAfterAnEntryCorrectsNothing() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: AssistantFixture.today + 20 * 7))
        let replies = AssistantFixture.chat(["bit of pink spotting when i wiped just now. no pain or anything", "its really not much tho, do i honestly need to call?"], store: store)
        #expect(store.writes == [.flow("spotting", AssistantFixture.today)], "\(store.writes)")
        #expect(replies[1].text.contains("doesn't change my advice"), "\(replies[1].text)")
    }
}
