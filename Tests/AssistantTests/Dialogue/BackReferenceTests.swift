@testable import Assistant
import CycleCore
import Testing

/// "Leg cramps woke me up last night" … "how do I stop them?": a short question that points
/// back at what was just told asks about it (written for this suite).
@Suite struct BackReferenceTests {
    let today = AssistantFixture.today

    func pregnantStore(weeks: Int = 20) -> InMemoryStore {
        InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + (40 - weeks) * 7))
    }

    @Test func aQuestionThatPointsBackAsksAboutTheSymptomJustLogged() {
        let store = pregnantStore()
        let replies = TopicFixture.chat(["leg cramps woke me up last night", "is that normal at 20 weeks?", "how do i stop them"], store: store)
        #expect(replies[1].topic == "leg-cramps-pregnancy", "\(replies[1].topic ?? "-"): \(replies[1].text)")
        #expect(replies[2].topic == "leg-cramps-pregnancy", "\(replies[2].topic ?? "-"): \(replies[2].text)")
        // Questions never write: the cramps were logged once, by the statement.
        #expect(store.writes == [.symptom("leg-cramps", severity: nil, today - 1)], "\(store.writes)")
    }

    @Test func aQuestionNamingItsOwnSubjectIsReadAsItIs() {
        let replies = TopicFixture.chat(["leg cramps woke me up last night", "is it normal for the baby to kick this much?"], store: pregnantStore(weeks: 28))
        #expect(replies[1].topic != "leg-cramps-pregnancy", "\(replies[1].topic ?? "-"): \(replies[1].text)")
    }

    @Test func aLibraryAnswerAboutSomethingElseEndsTheSubject() {
        let replies = TopicFixture.chat(["leg cramps woke me up last night", "is swimming ok at 20 weeks?", "how do i stop them"], store: pregnantStore())
        #expect(replies[1].topic == "swimming-in-pregnancy")
        #expect(replies[2].topic != "leg-cramps-pregnancy", "\(replies[2].topic ?? "-"): \(replies[2].text)")
    }

    @Test func theSubjectIsForgottenAfterAFewTurns() {
        let replies = TopicFixture.chat(["leg cramps woke me up last night", "hi", "thanks", "ok", "hello", "how do i stop them"], store: pregnantStore())
        #expect(replies[5].topic != "leg-cramps-pregnancy", "\(replies[5].topic ?? "-"): \(replies[5].text)")
    }
}
