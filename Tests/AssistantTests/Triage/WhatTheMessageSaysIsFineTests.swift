@testable import Assistant
import Content
import CycleCore
import Testing

/// A red flag the message itself clears is none: a symptom denied with where it is ("no chest
/// pain"), a drink of water that is not the waters, movements said to be normal, someone
/// else's story that has ended well, and a claim asked about.
@Suite struct WhatTheMessageSaysIsFineTests {
    func assessment(_ message: String, _ context: String) throws -> TriageAssessment? {
        try AssistantFixture.triage(message, in: context)
    }

    @Test func aDeniedSymptomSaidWithWhereItIsIsLeftOut() {
        #expect(TriageNegation.withoutDenied(["a", "bit", "tired", "no", "chest", "pain"]) == ["a", "bit", "tired"])
        #expect(TriageNegation.withoutDenied(["not", "breathless", "just", "tired"]) == ["just", "tired"])
        // The absence that is the worry stays.
        #expect(TriageNegation.withoutDenied(["i", "cannot", "breathe", "and", "my", "chest", "hurts"]) == nil)
    }

    @Test func movementsSaidToBeNormalAreNoWorry() {
        #expect(TriageNegation.withoutReassuredMovements(["tightenings", "stopped", "baby", "moving", "normally"]) == ["tightenings", "stopped"])
        // "Normally" before the movement contrasts with now.
        #expect(TriageNegation.withoutReassuredMovements(["she", "normally", "kicks", "loads", "after", "dinner"]) == nil)
    }

    @Test(arguments: [
        ("a bit tired today, no chest pain", "pregnant:20"),
        ("a bit breathless walking up the stairs, fine at rest, no chest pain", "pregnant:18"),
        ("bit of a headache today, had some water and it's gone", "pregnant:16"),
        ("bump went tight a few times this afternoon, not painful, stopped once i sat down. baby moving normally", "pregnant:31"),
        ("my colleague said if your hands swell it's pre-eclampsia, is that true? mine are fine", "pregnant:33"),
        ("my friend went into labour at 34 weeks last week and her baby is doing great. how common is prem labour?", "pregnant:37"),
    ])
    func aMessageThatClearsItsRedFlagGetsNoUrgentCare(_ message: String, _ context: String) throws {
        let found = try assessment(message, context)
        #expect(found == nil || found?.askedAheadOf != nil || (found?.level ?? .selfCare) < .urgent, "\(message) → \(String(describing: found))")
    }

    @Test(arguments: [
        ("drank some water and then my waters went", "pregnant:38", CareLevel.urgent),
        ("my waters have gone and there's green in it", "pregnant:38", CareLevel.urgent),
        ("tired today and i have chest pain", "pregnant:20", CareLevel.urgent),
        ("my friend collapsed and she is not doing great, what do i do", "none", CareLevel.urgent),
        ("my wife had a big bleed an hour ago and she doesnt look good, what do i do", "pregnant:30", CareLevel.urgent),
        ("my mum says you bleed loads with twins, is that true? im bleeding loads right now", "pregnant:33", CareLevel.urgent),
    ])
    func theRedFlagItDoesNotClearKeepsItsLevel(_ message: String, _ context: String, _ least: CareLevel) throws {
        let found = try assessment(message, context)
        #expect(found?.askedAheadOf == nil && (found?.level ?? .selfCare) >= least, "\(message) → \(String(describing: found))")
    }
}

/// To a pregnant person "the baby" is hers: a question about harming it is Bloom's, and gets
/// its topic, not the out-of-scope reply.
@Suite struct TheBabyInPregnancyIsBloomsTests {
    func reply(_ message: String, pregnant: Bool) -> Reply {
        var conversation = Conversation()
        let today = AssistantFixture.today
        let store = pregnant ? InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + 140)) : InMemoryStore()
        return AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test(arguments: ["can i hurt the baby by sleeping on my stomach", "is sleeping on my stomach bad for the baby"])
    func aSleepPositionQuestionReachesItsTopic(_ message: String) {
        let answer = reply(message, pregnant: true)
        #expect(answer.topic == "sleep-position-pregnancy", "\(message) → \(answer.text)")
    }

    @Test func breathlessnessToldAsAStatementIsBlooms() {
        let answer = reply("get out of breath going up the stairs now at 36 weeks but im fine when im sitting", pregnant: true)
        #expect(!answer.text.contains("outside what I can help with"), "\(answer.text)")
    }

    @Test func outsidePregnancyABabyAloneIsNotBlooms() {
        let answer = reply("any ideas for a baby shower gift", pregnant: false)
        #expect(answer.topic == nil, "\(answer.text)")
    }
}
