@testable import Assistant
import Content
import CycleCore
import Testing

/// Messages found wrong by using the chat: each now gets the answer it asks for, and a nearby
/// phrasing keeps its own.
@Suite struct ChatDefectFixesTests {
    func ask(_ message: String, store: InMemoryStore = TopicFixture.cycleStore()) -> Reply {
        AssistantFixture.chat([message], store: store)[0]
    }

    // MARK: A low mood is logged

    @Test(arguments: ["log my mood as low", "put my mood down as low"])
    func loggingAMoodAsLowLogsTheLowMoodFeelingLowLogs(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(store.writes == [.symptom("low-mood", severity: nil, AssistantFixture.today)], "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("How are you feeling?"), "\(reply.text)")
        // The same record as "feeling low".
        let felt = TopicFixture.cycleStore()
        _ = ask("feeling low", store: felt)
        #expect(felt.writes == store.writes)
    }

    @Test func aMoodLabelledLowIsOfferedForLoggingAsOtherMoodLabelsAre() {
        let store = TopicFixture.cycleStore()
        let replies = AssistantFixture.chat(["mood: low", "yes"], store: store)
        #expect(replies[0].text.contains("low mood") && store.writes.count <= 1, "\(replies[0].text)")
        #expect(store.writes == [.symptom("low-mood", severity: nil, AssistantFixture.today)], "\(replies.map(\.text))")
    }

    @Test(arguments: ["my iron is low", "is low mood before period normal?"])
    func lowThatIsNoMoodLogNeverWrites(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(store.writes.isEmpty, "\(reply.intent): \(reply.text)")
    }
    // MARK: When ovulation comes after a period

    @Test(arguments: ["how many days after my period do i ovulate", "when do i ovulate after my period ends"])
    func askingWhenOvulationComesAfterAPeriodGetsTheOvulationEstimate(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        let plain = ask("when do i ovulate")
        #expect(reply.intent == plain.intent && reply.text == plain.text, "\(reply.intent): \(reply.text)")
        #expect(reply.text.lowercased().contains("ovulation"), "\(reply.text)")
        #expect(!reply.text.lowercased().contains("safe"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: ["when is my next period", "how long after i ovulate does my period come"])
    func askingWhenTheNextPeriodComesKeepsTheNextPeriodAnswer(_ message: String) {
        let reply = ask(message)
        #expect(reply.intent == "cycle.next_period", "\(reply.intent): \(reply.text)")
    }
    // MARK: Tender breasts asked about

    @Test(arguments: [
        "my breasts are really tender before my period is that normal",
        "sore boobs since tuesday, normal?",
        "my boobs have been sore since tuesday is that normal",
    ])
    func askingWhetherSoreBreastsAreNormalGetsTheCyclicalBreastPainTopic(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(reply.topic == "breast-pain-before-period", "\(reply.intent): \(reply.text)")
        #expect(reply.text.contains("before a period"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func soreBreastsWithOtherPremenstrualSymptomsStillGetPMSSymptoms() {
        let reply = ask("bloating and sore boobs before af normal?")
        #expect(reply.topic == "pms-symptoms", "\(reply.intent): \(reply.text)")
    }

    @Test func soreBreastsAskedAboutInPregnancyGetTheEarlyPregnancyTopic() {
        let reply = ask("sore boobs since tuesday, normal?", store: TopicFixture.cycleStore(mode: .pregnancy))
        #expect(reply.topic == "early-pregnancy-breast-changes", "\(reply.intent): \(reply.text)")
    }

    @Test func soreBreastsSinceADayAskedAboutAreOfferedForLoggingAndWrittenOnlyOnYes() {
        let store = TopicFixture.cycleStore()
        let replies = AssistantFixture.chat(["sore boobs since tuesday, normal?"], store: store)
        #expect(replies[0].text.contains("Shall I log breast tenderness"), "\(replies[0].text)")
        #expect(store.writes.isEmpty)
        let confirmed = TopicFixture.cycleStore()
        _ = AssistantFixture.chat(["sore boobs since tuesday, normal?", "yes"], store: confirmed)
        #expect(confirmed.writes.count == 1, "\(confirmed.writes)")
    }

    @Test func soreBreastsSaidAsAStatementAreStillLogged() {
        let store = TopicFixture.cycleStore()
        let reply = ask("sore boobs today", store: store)
        #expect(store.writes.count == 1 && reply.topic == nil, "\(reply.intent): \(reply.text)")
    }

    @Test func pregnantAskingAboutTenderBreastsGetsThePregnancyAnswerNotPMS() {
        let store = TopicFixture.cycleStore(mode: .pregnancy)
        let reply = ask("my breasts are really tender is that normal", store: store)
        #expect(reply.topic != "pms-symptoms", "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    // MARK: When to test, asked after saying when

    @Test(arguments: ["had sex 3 days ago when could i test", "had sex a few days ago when do i test", "whats the earliest i can take a test"])
    func askingWhenToTestAfterSayingWhenSexWasGetsTheTestTimingTopicAndAsksNothing(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(reply.topic == "when-to-take-pregnancy-test", "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("protected or unprotected"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func theEarliestDrivingTestStaysOutOfScope() {
        let reply = ask("whats the earliest i can take my driving test")
        #expect(reply.intent == "out_of_scope", "\(reply.intent): \(reply.text)")
        #expect(reply.topic == nil, "\(reply.topic ?? ""): \(reply.text)")
    }

    @Test func questionsWithoutAQuestionMarkAreReadAsQuestions() {
        for message in ["had sex 3 days ago when could i test", "period is late could i be pregnant", "cramps since monday when will i feel better"] {
            #expect(AssistantFixture.assistant.understand(message, today: AssistantFixture.today).speech.act == .question, "\(message)")
        }
    }

    // MARK: A symptom asked about in pregnancy with "is that normal" after it

    @Test(arguments: [
        ("my back is killing me is that normal at this stage", "pelvic-girdle-pain"),
        ("heartburn every night is that normal", "heartburn-pregnancy"),
        ("my feet are so swollen is that normal", "swelling-in-pregnancy"),
    ])
    func aPregnancySymptomFollowedByIsThatNormalGetsItsTopicNotTheWeeksBody(_ message: String, _ topic: String) {
        let store = TopicFixture.cycleStore(mode: .pregnancy)
        let reply = ask(message, store: store)
        #expect(reply.topic == topic, "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func askingWhatIsHappeningToTheBodyThisWeekKeepsTheWeeksBody() {
        let reply = ask("whats happening to my body this week", store: TopicFixture.cycleStore(mode: .pregnancy))
        #expect(reply.intent == "pregnancy.body" && reply.topic == nil, "\(reply.intent): \(reply.text)")
    }
}

/// Questions the model was sure about that a rule then read as something else, or that named
/// the data while asking who can see it.
@Suite struct DataQuestionRoutingTests {
    func ask(_ message: String) -> Reply {
        AssistantFixture.chat([message], store: TopicFixture.cycleStore())[0]
    }

    @Test func aWeekAgainstLastWeekIsNotTheEndOfAPeriod() {
        let reply = ask("how does my sleep score this week compare to last week")
        #expect(reply.intent == "scores.week", "\(reply.intent): \(reply.text)")
    }

    @Test(arguments: ["when will this period end", "how much longer will this last"])
    func whenThePeriodEndsIsStillAnswered(_ message: String) {
        #expect(ask(message).intent == "cycle.period_end", "\(message)")
    }

    @Test(arguments: ["can anyone see the insights from my data", "can my employer see my sleep scores"])
    func whoCanSeeTheDataIsAPrivacyQuestion(_ message: String) {
        let reply = ask(message)
        #expect(reply.intent == "chat.privacy", "\(reply.intent): \(reply.text)")
    }

    @Test(arguments: ["show me my insights", "can i see my sleep scores", "does anyone else get insights like mine"])
    func askingForTheDataStillShowsIt(_ message: String) {
        let reply = ask(message)
        #expect(reply.intent != "chat.privacy", "\(reply.intent): \(reply.text)")
    }

    // MARK: What something looks like is a general question

    @Test func askingWhatCervicalMucusLooksLikeWhenFertileGetsTheTopicNotTheDates() {
        let reply = ask("what does cervical mucus look like when im fertile")
        #expect(reply.topic == "cervical-mucus-ttc", "\(reply.intent) \(reply.topic ?? ""): \(reply.text)")
        #expect(Assistant.asksWhatItIsLike(["what", "do", "contractions", "feel", "like"]))
        #expect(!Assistant.asksWhatItIsLike(["i", "feel", "like", "crying"]))
    }
}
