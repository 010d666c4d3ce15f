@testable import Assistant
import CycleCore
import Testing

/// Over-triage found by using the chat in pregnancy: ordinary sickness, questions that only
/// mention the baby, and movements not yet felt in the first trimester were sent to urgent care
/// or a same-day GP. Each case here keeps the real red flag next to it, so narrowing a rule can
/// never hide one.
@Suite struct TriageOverTriageTests {
    /// The reply to `message` from a profile `week` weeks into a pregnancy.
    static func reply(_ message: String, week: Int) -> Reply {
        let dating = PregnancyDating(lmp: AssistantFixture.today - week * 7)
        return TopicFixture.chat([message], store: InMemoryStore(mode: .pregnancy, pregnancy: dating))[0]
    }

    static func describe(_ reply: Reply) -> String {
        "\(reply.triage.map { "\($0.level) \($0.rule)" } ?? "no triage"): \(reply.text)"
    }

    @Test func aMorningOfSicknessIsNotASameDayGPVisit() {
        let reply = Self.reply("felt sick all morning, threw up twice", week: 10)
        #expect((reply.triage?.level ?? .selfCare) < .gpToday, "\(Self.describe(reply))")
    }

    @Test(arguments: ["been vomiting all day and can't keep water down", "throwing up several times a day and losing weight"])
    func sicknessThatStopsEatingOrDrinkingIsStillChecked(message: String) {
        let reply = Self.reply(message, week: 10)
        #expect((reply.triage?.level ?? .selfCare) >= .gpToday, "\(Self.describe(reply))")
    }

    @Test(arguments: ["is brie not bad for the baby", "can i still do yoga with the baby", "is this ok for the baby"])
    func aQuestionThatMentionsTheBabyIsNotAboutMovements(message: String) {
        let reply = Self.reply(message, week: 28)
        #expect(reply.triage?.rule != "reduced-movements", "\(Self.describe(reply))")
        #expect((reply.triage?.level ?? .selfCare) < .urgent, "\(Self.describe(reply))")
    }

    @Test(arguments: ["the baby has been really still today", "baby's movements have slowed down since yesterday", "baby hasn't kicked all day"])
    func fewerMovementsLaterInPregnancyAreStillUrgent(message: String) {
        let reply = Self.reply(message, week: 30)
        #expect((reply.triage?.level ?? .selfCare) >= .urgent, "\(Self.describe(reply))")
    }

    @Test(arguments: ["i havent felt the baby move yet", "baby hasn't moved much today"])
    func movementsNotFeltInTheFirstTrimesterGoToTheMidwifeNotUrgentCare(message: String) {
        let reply = Self.reply(message, week: 13)
        #expect(reply.triage?.level == .appointment, "\(Self.describe(reply))")
        #expect(reply.text.contains("16 and 24 weeks"))
    }

    @Test func bleedingInTheFirstTrimesterStillOutranksTheMovementsNote() {
        let reply = Self.reply("baby hasn't moved and I'm bleeding bright red", week: 13)
        #expect((reply.triage?.level ?? .selfCare) >= .urgent, "\(Self.describe(reply))")
    }
}
