@testable import Assistant
import CycleCore
import Testing

/// What a chat sweep found after the round-4 retrain: hours slept with no times are asked
/// about, not saved as a made-up night or an odd note; "am I gaining too much weight?" is
/// answered by the library, never by the calorie budget; "…and also when I ovulate" is a
/// second question; "the chills" are no calm mood. (Confirmations naming symptoms in words: `ConfirmationLineTests` and
/// `ChatViewTests`.)
@Suite struct SweepFollowUpTests {
    @Test func hoursSleptWithNoTimesAreAskedAboutAndTheTimesThenSaveTheNight() {
        let store = InMemoryStore()
        let replies = TopicFixture.chat(["i slept like 4 hours last night", "1am to 5am"], store: store)
        #expect(replies[0].text.contains("times"), "\(replies[0].text)")
        // Nothing is saved until the times are given, and then only the night.
        #expect(store.writes.count == 1, "\(store.writes)")
        guard case let .sleep(bedtime, wake, morning)? = store.writes.first else {
            Issue.record("expected a night, got \(store.writes)")
            return
        }
        #expect(bedtime == 3600 && wake == 5 * 3600, "\(bedtime) \(wake)")
        #expect(morning == AssistantFixture.today)
    }

    @Test func aNightWithItsTimesIsStillSavedAtOnce() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["slept from 11pm to 6:30am last night"], store: store)
        #expect(store.writes.count == 1, "\(store.writes)")
        if case .sleep? = store.writes.first {} else { Issue.record("\(store.writes)") }
    }

    @Test func aQuestionJudgingAWeightGainInPregnancyGetsTheWeightGainTopicNotTheBudget() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: AssistantFixture.today - 7 * 24))
        for message in ["am i gaining too much weight", "am i gaining weight too fast"] {
            let reply = TopicFixture.chat([message], store: store)[0]
            #expect(reply.topic == "eating-for-two", "\(message) → \(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
            #expect(!reply.text.contains("kcal"), "\(message) → \(reply.text)")
        }
        #expect(store.writes.isEmpty)
    }

    @Test func aWeightGainBeforeAPeriodOutsidePregnancyGetsThePMSTopicNotEatingForTwo() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["is it normal to gain weight before my period"], store: store)[0]
        #expect(reply.topic == "pms-symptoms", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func judgingAWeightGainNeedsAGainAWeightAndAJudgement() {
        #expect(Assistant.asksToJudgeAWeightGain(["am", "i", "gaining", "too", "much", "weight"]))
        #expect(Assistant.asksToJudgeAWeightGain(["is", "it", "normal", "to", "have", "gained", "6", "kg"]))
        #expect(!Assistant.asksToJudgeAWeightGain(["how", "much", "weight", "have", "i", "gained"]))
        #expect(!Assistant.asksToJudgeAWeightGain(["is", "it", "normal", "to", "feel", "tired"]))
    }

    @Test func aShortWhenClauseAfterAQuestionIsASecondQuestion() {
        let reply = TopicFixture.chat(["can u tell me when my next period is and also when i ovulate"], store: TopicFixture.cycleStore())[0]
        #expect(reply.parts == ["cycle.next_period", "cycle.ovulation"], "\(reply.parts): \(reply.text)")
        #expect(Assistant.continuesTheAsking("and also when i ovulate"))
        // A longer "when I…" clause is a statement of its own, not a continuation.
        #expect(!Assistant.continuesTheAsking("and when i ovulate i get bad cramps"))
    }

    @Test func aStatementAfterAQuestionStillKeepsTheMessageWhole() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["when is my next period, when i ovulate i get cramps"], store: store)[0]
        #expect(reply.parts.isEmpty, "\(reply.parts): \(reply.text)")
    }

    @Test func theChillsAreNotTheMoodCalm() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["got the chills and a sore throat today"], store: store)
        #expect(!store.writes.contains { if case .mood = $0 { true } else { false } }, "\(store.writes)")
        let relaxed = InMemoryStore()
        _ = TopicFixture.chat(["feeling pretty chill today"], store: relaxed)
        #expect(relaxed.writes.contains { if case .mood("calm", _) = $0 { true } else { false } }, "\(relaxed.writes)")
    }
}
