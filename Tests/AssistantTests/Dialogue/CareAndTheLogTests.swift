@testable import Assistant
import CycleCore
import Testing

/// A red flag told as a statement of the person's own day gets its care first, and what was
/// told is still kept (said after the care); "what should I do?" just after it gets that care
/// again. Written for this suite.
@Suite struct CareAndTheLogTests {
    let today = AssistantFixture.today

    func pregnantChat(_ messages: [String], weeks: Int = 20) -> (store: InMemoryStore, replies: [Reply]) {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + (40 - weeks) * 7))
        var conversation = Conversation()
        let replies = messages.map { AssistantFixture.assistant.respond(to: $0, in: &conversation, store: store, today: today) }
        return (store, replies)
    }

    @Test func aRedFlagToldOfOnesOwnDayIsCaredForThenNoted() {
        let (store, replies) = pregnantChat(["bit of pinkish spotting this morning"])
        #expect(replies[0].care?.level == .urgent, "\(replies[0].text)")
        #expect(replies[0].text.hasPrefix("This needs urgent care now"), "\(replies[0].text)")
        #expect(store.writes == [.flow("spotting", today)], "\(store.writes)")
        #expect(replies[0].text.contains("noted"), "\(replies[0].text)")
    }

    @Test func aRedFlagAskedAboutIsCaredForAndNotWritten() {
        let (store, replies) = pregnantChat(["is pinkish spotting at 20 weeks something to worry about?"])
        #expect(store.writes.isEmpty, "\(store.writes) \(replies[0].text)")
    }

    @Test(arguments: ["what should i do about it", "what do i do now?", "who do i call"])
    func askingWhatToDoJustAfterGetsTheSameCare(_ followUp: String) {
        let (_, replies) = pregnantChat(["bit of pinkish spotting this morning", followUp])
        #expect(replies[1].care?.level == .urgent, "\(replies[1].text)")
        #expect(replies[1].text.contains("maternity unit"), "\(replies[1].text)")
    }

    @Test func askingWhatToDoWithNoCareJustGivenIsNotACareAnswer() {
        let (_, replies) = pregnantChat(["had a lovely walk today", "what should i do"])
        #expect(replies[1].care == nil || replies[1].care!.level < .urgent, "\(replies[1].text)")
    }

    /// After an urgent answer and then a less urgent one, "what should I do?" gets the more
    /// urgent care.
    @Test func askingWhatToDoAfterTwoRedFlagsGetsTheMoreUrgentCare() {
        let (_, replies) = pregnantChat(["feel awful, temp is 38.4", "also a headache", "what should i do"], weeks: 26)
        #expect(replies[0].care?.level == .urgent, "\(replies[0].text)")
        #expect(replies[2].care?.level == .urgent, "\(replies.map(\.text))")
    }

    /// "What should I do about it?" just after a symptom was logged (no care needed) is about
    /// that symptom: the library's answer, never "outside what I can help with".
    @Test func askingWhatToDoAfterALoggedSymptomIsAnsweredAboutIt() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["bad cramps today", "what should i do about it"], store: store)
        #expect(replies[1].topic != nil, "\(replies.map(\.text))")
        #expect(!replies[1].text.contains("outside what I can help with"), "\(replies[1].text)")
    }
}
