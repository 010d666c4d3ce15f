@testable import Assistant
import CycleCore
import Testing

/// A question about something that would need urgent care if it happened ("what happens when
/// my waters break?") is answered as a question, and never with "mention it at your next
/// appointment": it says to get urgent care if it does happen. A question about something an
/// appointment answers keeps the appointment wording, and something said to have happened long
/// ago keeps its own.
@Suite struct AskedAheadTriageTests {
    static func reply(_ message: String, store: InMemoryStore) -> Reply {
        TopicFixture.chat([message], store: store)[0]
    }

    static func pregnantStore() -> InMemoryStore {
        InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: AssistantFixture.today - 7 * 34))
    }

    @Test func aQuestionAboutWatersBreakingInPregnancySaysToCallTheMaternityUnitIfItHappens() {
        let store = Self.pregnantStore()
        let reply = Self.reply("what happens when my waters break", store: store)
        #expect(reply.text.contains("If it does happen, don't wait for an appointment: call your maternity unit"), "\(reply.text)")
        #expect(!reply.text.contains("Mention it at your next appointment"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// "I think my waters might have broken" guesses at what has happened: "might have" is no
    /// plan, and the message is the urgent situation it tells, not a question asked ahead.
    @Test(arguments: ["i think my waters might have broken", "my waters may have gone, not sure"])
    func aGuessAtWhatHasHappenedIsNoQuestionAhead(message: String) {
        let reply = Self.reply(message, store: Self.pregnantStore())
        #expect(reply.care?.level == .urgent, "\(reply.care.map { "\($0.level)" } ?? "none") \(reply.text)")
        #expect(!reply.text.contains("asking in general"), "\(reply.text)")
    }

    @Test func anAskedAheadUrgentQuestionOutsidePregnancySaysToGetUrgentCareIfItHappens() {
        let reply = Self.reply("what happens when my waters break", store: InMemoryStore(mode: .cycle))
        #expect(reply.text.contains("If it does happen, don't wait for an appointment: get urgent care"), "\(reply.text)")
        #expect(!reply.text.contains("Mention it at your next appointment"), "\(reply.text)")
    }

    @Test func theEngineRecordsTheLevelAQuestionAheadWasLoweredFrom() throws {
        let assistant = AssistantFixture.assistant
        let context = TriageContext(pregnant: true, week: 34)
        let assessment = try #require(assistant.triage("what happens when my waters break", context: context, today: AssistantFixture.today))
        #expect(assessment.level == .appointment)
        #expect((assessment.askedAheadOf ?? .selfCare) >= .urgent, "\(assessment)")
        // The same words said as happening now are urgent, with nothing lowered.
        let now = try #require(assistant.triage("my waters just broke", context: context, today: AssistantFixture.today))
        #expect(now.level >= .urgent, "\(now)")
        #expect(now.askedAheadOf == nil)
    }
}
