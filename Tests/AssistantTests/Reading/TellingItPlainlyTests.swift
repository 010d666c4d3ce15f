@testable import Assistant
import CycleCore
import Testing

/// Statements and questions from a development set written in people's own words that were
/// misread: protection denied without naming it, a request for a remedy read as the person's
/// records (and logged), a reading told by the scales read as someone's words, and a flow
/// compared with the past but told for today.
@Suite struct TellingItPlainlyTests {
    @Test(arguments: ["nope didnt use anything 😬", "we used nothing", "didn't use any"])
    func protectionDeniedWithoutNamingItAnswersTheQuestion(answer: String) {
        let store = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat(["we had sex on saturday night", answer], store: store)
        #expect(store.writes.contains { if case .sex(protected: false, _) = $0 { true } else { false } }, "\(store.writes)")
    }

    /// A question asked with the answer ("…can I still get the morning after pill?") is answered,
    /// not swallowed as the answer to "protected or unprotected?".
    @Test func aQuestionBesideTheAnswerIsStillAsked() {
        let store = InMemoryStore(mode: .cycle)
        let replies = TopicFixture.chat(["we had sex on saturday night", "nope didnt use anything, can i still get the morning after pill?"], store: store)
        #expect(replies[1].acts.contains(.question), "\(replies[1].acts)")
        #expect(replies[1].intent != "log.sex", "\(replies[1].text)")
    }

    @Test func usingAnythingElseIsNoDenial() {
        let message = AssistantFixture.assistant.analyzer.analyze("we used a condom, did we need anything else", today: AssistantFixture.today, profiles: [])
        #expect(LogAnswers.protection(in: message) == true)
    }

    @Test(arguments: ["anything quick for the cramps before my meeting", "anything for cramps?", "anything to help with nausea"])
    func askingForARemedyIsAGeneralQuestionThatWritesNothing(message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
    }

    @Test func aWeightTheScalesSaidIsLogged() {
        let store = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat(["scales said 143.6 lbs today, must be the pre period water"], store: store)
        #expect(store.writes.contains { if case .weight = $0 { true } else { false } }, "\(store.writes)")
    }

    /// "More than before" was read as a request ("more info"), so the flow was not logged.
    @Test func aFlowComparedWithThePastButToldForTodayIsLogged() {
        let store = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat(["its pretty heavy bleeding today, more than before"], store: store)
        #expect(store.writes.contains { if case .flow("heavy", _) = $0 { true } else { false } }, "\(store.writes)")
        let general = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat(["my periods are heavier than usual this month"], store: general)
        #expect(general.writes.isEmpty, "\(general.writes)")
    }

    /// "Before I was pregnant" tells of the past: no positive test to book an appointment for.
    @Test func aPregnancyBeforeIsNoPositiveTestNow() {
        let reply = TopicFixture.chat(["its pretty heavy bleeding today, more than before i was pregnant"], store: InMemoryStore(mode: .cycle))[0]
        #expect(reply.care?.rule != "positive-test-booking", "\(reply.text)")
    }

    @Test(arguments: ["is that hormonal this close to my period", "could it be related to my cycle"])
    func askingWhetherSomethingIsUsualBeforeAPeriodAsksInGeneral(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.route == .general, "\(String(describing: reply.route)) \(reply.text)")
    }
}

/// More of what the development set written in people's own words found misread: a correction
/// with its explanation after it, a feeling now about something ahead, and how long until
/// the person's own period.
@Suite struct CorrectionsFeelingsAndCountdownsTests {
    @Test func aCorrectionExplainedAfterwardsReplacesTheReading() {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["bbt was 97.6 this morning", "oh sorry its 97.8 not 97.6, read it wrong without my glasses on"], store: store)
        let readings = store.writes.compactMap { write -> Double? in if case let .temperature(celsius, _) = write { celsius } else { nil } }
        #expect(readings.count == 1, "\(store.writes)")
        #expect(readings.first.map { abs($0 - 36.56) < 0.01 } == true, "\(readings)")
    }

    @Test func aLongMessageWithANewValueAfterTheFirstWordsIsNoCorrection() {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["bbt was 97.6 this morning", "sorry to bother you again, i forgot to say i also had 2 coffees and 1 glass of wine"], store: store)
        #expect(store.writes.contains { if case .temperature = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test(arguments: ["feeling really anxious about my smear test tomorrow"])
    func aFeelingNowAboutSomethingAheadIsLogged(message: String) {
        let store = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat([message], store: store)
        #expect(store.writes.contains { $0.isMood }, "\(store.writes)")
    }

    @Test(arguments: ["worried ill get cramps tomorrow", "i will probably feel anxious tomorrow", "im worried about my tortoise, hes not going into hibernation properly"])
    func aFeelingAheadIsNotLogged(message: String) {
        let store = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat([message], store: store)
        #expect(!store.writes.contains { $0.isMood }, "\(store.writes)")
    }

    @Test func howLongTillTheirPeriodGivesTheirDates() {
        let reply = TopicFixture.chat(["how long till its due"], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.route == .ownData, "\(String(describing: reply.route)) \(reply.text)")
        let general = TopicFixture.chat(["how long until you ovulate after a period"], store: TopicFixture.cycleStore())[0]
        #expect(general.route?.route != .ownData, "\(general.text)")
    }
}

/// "First period since having my daughter started yesterday" was read as the daughter's; the
/// person after "since" or "having" is an object. "After my son was born I barely slept for a
/// year" stays a story of the past, never a night's entry.
@Suite struct SomeoneNamedAsAnObjectTests {
    @Test func aPeriodSinceHavingABabyIsThePersonsOwn() {
        let store = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat(["first period since having my daughter started yesterday"], store: store)
        #expect(store.writes.contains { if case .periodStart = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test func aYearAfterABirthIsNoEntry() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: AssistantFixture.today + 140))
        _ = TopicFixture.chat(["after my son was born i barely slept for a year"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }
}

/// What a review of this session's readings found they must not do.
@Suite struct ReviewedReadingLimitsTests {
    @Test func aDoseBesideWordsOfCrisisKeepsTheCrisisReply() {
        let reply = TopicFixture.chat(["took 2 paracetamol earlier, thinking of taking the whole lot tonight, everyone's better off without me"],
                                      store: InMemoryStore(mode: .cycle))[0]
        #expect(reply.guardKind == .crisis || reply.crisisConcern, "\(reply.text)")
    }

    @Test func aQuestionAfterAReadingIsNoCorrection() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: AssistantFixture.today + 140))
        _ = TopicFixture.chat(["temp 36.8 this morning", "sorry, is 37.4 classed as a fever at 20 weeks or is that still ok"], store: store)
        let readings = store.writes.compactMap { write -> Double? in if case let .temperature(celsius, _) = write { celsius } else { nil } }
        #expect(readings == [36.8], "\(store.writes)")
    }

    @Test func someoneElsesSymptomsSinceAnEventAreTheirs() {
        let store = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat(["since my daughter started nursery she's had a temperature and diarrhoea"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    @Test func whatIsPredictedAheadIsNotLogged() {
        let store = InMemoryStore(mode: .cycle)
        _ = TopicFixture.chat(["so worried for tomorrow because i know i will bleed heavy and cramp all day"], store: store)
        #expect(!store.writes.contains { if case .flow = $0 { true } else if case .symptom = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test func aSpotOfSomethingElseBesideRealSpotsStillGetsCare() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: AssistantFixture.today + 196))
        let reply = TopicFixture.chat(["10 weeks, a few pink spots on my pad, how would i spot signs of a miscarriage?"], store: store)[0]
        #expect(reply.care != nil, "\(reply.text)")
    }

    @Test func anythingIEatIsToldNotAsked() {
        let reply = TopicFixture.chat(["anything i eat comes straight back up, 10 weeks"], store: InMemoryStore(mode: .cycle))[0]
        #expect(!reply.acts.contains(.question), "\(reply.acts)")
    }

    @Test func howLongABleedLastsAsksInGeneral() {
        let reply = TopicFixture.chat(["how long until the bleeding stops after a miscarriage"], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.route != .ownData, "\(reply.text)")
    }
}
