@testable import Assistant
import Content
import CycleCore
import Testing

/// Everyday questions whose words pulled the intent model towards the person's own data (the
/// next period, a mood log, a period end, luteal food ideas) reach the library answer they ask
/// for, and write nothing; their near neighbours keep their own answers.
@Suite struct EverydayTopicRoutingTests {
    func ask(_ message: String, store: InMemoryStore = TopicFixture.cycleStore()) -> Reply {
        AssistantFixture.chat([message], store: store)[0]
    }

    @Test func askingWhetherMoodinessBeforeAPeriodIsRealGetsPMSSymptoms() {
        let store = TopicFixture.cycleStore()
        let reply = ask("my bf thinks i'm moody before my period lol is that real", store: store)
        #expect(reply.topic == "pms-symptoms", "\(reply.intent): \(reply.text)")
        #expect(reply.text.hasPrefix("PMS symptoms"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// "Give birth" puts a question in the domain: it was "outside what I can help with". The
    /// learned crisis check is concerned by "the least painful way…": the topic answers it
    /// squarely, so it comes first, with the support line after it (it was the line alone).
    @Test(arguments: ["what's the most painless way to give birth?", "which pain relief options are there when giving birth",
                      "what's the least painful way to give birth?"])
    func askingAboutPainInBirthGetsThePainReliefOptions(message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(reply.topic == "pain-relief-in-labour", "\(reply.intent): \(reply.text)")
        #expect(reply.guardKind != .crisis)
        #expect(store.writes.isEmpty)
    }

    /// The crisis check's concern about a question the library answers squarely keeps its
    /// support line, after the topic.
    @Test func aSquarelyAnsweredQuestionTheCrisisCheckIsConcernedByKeepsTheSupportLine() {
        let birth = ask("what's the least painful way to give birth?")
        #expect(birth.topic == "pain-relief-in-labour" && birth.text.contains("116 123"), "\(birth.text)")
    }

    @Test func askingWhetherAMothersMenopauseAgeIsOneselfGetsMenopauseAge() {
        let store = TopicFixture.cycleStore()
        let reply = ask("so my mum says her periods stopped at 45, will mine?", store: store)
        #expect(reply.topic == "menopause-age", "\(reply.intent): \(reply.text)")
        #expect(reply.text.hasPrefix("What age menopause happens"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func wakingAtNightAskedAboutHormonesGetsWhatBloomCanSayAndDoAboutSleep() {
        let store = TopicFixture.cycleStore()
        let reply = ask("i keep waking at 3am, is that hormonal", store: store)
        let text = reply.text.lowercased()
        #expect(text.contains("bloom log sleep") && text.contains("how did i sleep"), "\(reply.intent): \(reply.text)")
        // It names the topics that touch sleep, and diagnoses nothing.
        #expect(reply.text.contains("\"PMS symptoms\"") && reply.text.contains("\"Poor sleep in perimenopause\""), "\(reply.text)")
        #expect(text.contains("can't tell what is waking you"), "\(reply.text)")
        #expect(!text.contains("outside what i can help with") && !text.contains("can't help with that"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    /// Waking is how the story starts, not what it asks about: the bleeding or the pain is.
    @Test(arguments: [
        "my cycle is normally regular but i woke up at 4am to really heavy bleeding a week after my period, what is it",
        "woke up with awful cramps again, is it hormonal?",
    ])
    func wakingToAnotherComplaintIsNotAnsweredAsBrokenSleep(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(!reply.text.contains("can't tell what is waking you"), "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func wakingAtNightAskedAboutTheMenopauseGetsPoorSleepInPerimenopause() {
        let store = TopicFixture.cycleStore()
        let reply = ask("i keep waking at 3am, is that the menopause", store: store)
        #expect(reply.topic == "perimenopause-sleep", "\(reply.intent): \(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test(arguments: [
        "what shouldn't i eat when we're trying to concieve",
        "what should i not eat while ttc",
        "what foods should I avoid when trying to conceive",
        "what shouldn't I eat when we're trying",
    ])
    func askingWhatToAvoidWhenTryingGetsGettingReady(_ message: String) {
        let store = TopicFixture.cycleStore()
        let reply = ask(message, store: store)
        #expect(reply.topic == "preconception-checklist", "\(reply.intent): \(reply.text)")
        #expect(reply.text.hasPrefix("Getting ready before trying"), "\(reply.text)")
        #expect(reply.text.contains("Coffee and caffeine when trying"), "\(reply.text)")
        #expect(store.writes.isEmpty)
    }

    @Test func nearNeighboursKeepTheirAnswers() {
        #expect(ask("when is my next period").intent == "cycle.next_period")
        let logged = ask("log my mood as low")
        #expect(logged.intent == "log.mood" && logged.topic == nil, "\(logged.intent): \(logged.text)")
        let ended = ask("my period ended yesterday")
        #expect(ended.intent == "log.period_end", "\(ended.intent): \(ended.text)")
        // One food asked about while trying keeps its food-safety item.
        let sushi = ask("should i avoid sushi when trying to conceive")
        #expect(sushi.topic != "preconception-checklist", "\(sushi.intent): \(sushi.text)")
        // Pregnant: what to avoid is the pregnancy food-safety list.
        let pregnancyAvoid = ask("what foods should I avoid", store: TopicFixture.cycleStore(mode: .pregnancy))
        #expect(pregnancyAvoid.intent == "nutrition.avoid" && pregnancyAvoid.topic == nil, "\(pregnancyAvoid.intent): \(pregnancyAvoid.text)")
        let luteal = ask("what should I eat in my luteal phase")
        #expect(luteal.intent == "nutrition.suggest" && luteal.text.contains("luteal phase"), "\(luteal.intent): \(luteal.text)")
        let pregnant = ask("what should I eat when pregnant")
        #expect(pregnant.intent == "nutrition.suggest" && !pregnant.text.contains("Getting ready before trying"), "\(pregnant.intent): \(pregnant.text)")
    }
}

@Suite struct EverydayTopicRoutingBoundaryTests {
    @Test func askingWhatHelpsMoodsBeforeAPeriodIsNotAnsweredWithTheSymptomList() {
        let reply = AssistantFixture.chat(["what helps with being moody before my period"], store: TopicFixture.cycleStore())[0]
        #expect(reply.topic != "pms-symptoms", "\(reply.intent) \(reply.topic ?? "-"): \(reply.text)")
    }
}
