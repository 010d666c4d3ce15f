@testable import Assistant
import Content
import CycleCore
import Testing

/// A question about a light flow is not answered as a heavy period; a weight question with the
/// person's own figure still reaches the weight topic, and a real weight log still logs. A
/// question judging a weight gain ("am I gaining too much weight?") is the library's, never the
/// calorie budget's: weight gain in pregnancy, or PMS before a period.
@Suite struct FlowAndWeightQuestionTests {
    static let assistant = AssistantFixture.assistant

    static func ask(_ message: String, mode: Mode = .cycle) -> Reply {
        TopicFixture.chat([message], store: TopicFixture.cycleStore(mode: mode), assistant: assistant)[0]
    }

    @Test func aLightFlowQuestionIsNotAnsweredAsAHeavyPeriod() {
        let reply = Self.ask("is light flow on day one normal")
        #expect(reply.topic != nil, "\(reply.intent): \(reply.text)")
        #expect(!(reply.topic ?? "").contains("heavy"), "\(reply.topic ?? "-"): \(reply.text)")
        #expect(["light-period", "how-much-blood-normal", "normal-period-length", "counting-cycle-day-one"].contains(reply.topic ?? ""), "\(reply.topic ?? "-")")
        #expect(reply.actions.isEmpty)
    }

    /// A light flow asked about without a day ("really light lately, should I worry?") gets
    /// the light-period topic, not the description of a heavy period.
    @Test(arguments: ["my periods been really light lately should i worry", "periods have been super light the last few months, should i be worried",
                      "my period has got so light recently, anything to worry about?"])
    func aLightFlowWorryReachesTheLightPeriodTopic(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(!reply.text.contains("heavy if you need to change"), "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.topic == "light-period", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// Asking for reminders in the words the reminders are asked for keeps that answer.
    @Test(arguments: ["anything due today?", "any reminders?", "what have you got me down to be reminded about"])
    func aReminderRequestStillShowsReminders(_ message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.intent == "show.reminders", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
    }

    @Test(arguments: ["what counts as a heavy period", "is my flow too heavy"])
    func aHeavyFlowQuestionStillGetsTheHeavyPeriodAnswer(_ message: String) {
        let reply = Self.ask(message)
        #expect(reply.topic == "heavy-periods-signs", "\(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.actions.isEmpty)
    }

    @Test func aWeightQuestionWithAFigureReachesTheWeightTopic() {
        let reply = Self.ask("i wonder if my weight of 70kg affects my cycle")
        #expect(["missed-period-weight", "weight-and-fertility"].contains(reply.topic ?? ""), "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
        #expect(reply.actions.isEmpty, "a question writes nothing")
    }

    @Test func aWeightLogStillLogs() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["weight 70kg today"], store: store, assistant: Self.assistant)[0]
        #expect(reply.intent == "log.weight", "\(reply.intent): \(reply.text)")
        #expect(reply.topic == nil)
        #expect(reply.actions.contains { $0.kind == "weight" }, "\(reply.actions)")
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

    @Test func aPregnantPersonAskingAboutWeightGainedGetsTheWeightGainTopic() {
        let store = AskedAheadTriageTests.pregnantStore()
        let reply = TopicFixture.chat(["how much weight should i have gained by now"], store: store)[0]
        #expect(reply.text.hasPrefix("Eating for two and weight gain"), "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }
}
