@testable import Assistant
import CycleCore
import Testing

/// Found on the twenty-second development round: hands at the throat and pills saved up, pounds
/// that are money, a count said roughly, tea the meal, a migraine that "kicked off", a flow a
/// clause or two from its period, a test read to its conclusion, a denial of someone else's,
/// "is that normal?" after a test, and a length asked about in general.
@Suite struct FreshDevRound22Tests {
    let today = AssistantFixture.today

    /// Both got "outside what I can help with".
    @Test(arguments: ["my partner grabs me round the throat when we argue and im scared of what hell do next",
                      "been saving up my co-codamol for a while now, i know what theyre for"])
    func violenceAtTheThroatAndPillsSavedUpAreACrisis(message: String) {
        #expect(AssistantFixture.assistant.understand(message, today: today).guardKind == .crisis, "\(message)")
    }

    @Test(arguments: ["saving up for a new car, i know what its for", "he grabbed me a coffee on the way round, so kind",
                      "scared of what the scan will show tomorrow"])
    func savingAndGrabbingInOtherSensesAreNoCrisis(message: String) {
        #expect(AssistantFixture.assistant.understand(message, today: today).guardKind != .crisis, "\(message)")
    }

    /// "Best air fryer under 100 pounds" logged a weight of 45.36 kg.
    @Test func poundsWithoutWeighingAreMoney() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["best air fryer under 100 pounds"], store: store)[0]
        #expect(store.writes.isEmpty, "\(store.writes) \(reply.text)")
    }

    @Test func poundsBesideWeighingAreAWeight() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["weighed myself this morning, 142 pounds"], store: store)[0]
        let logged = store.writes.compactMap { if case let .weight(kilograms, _) = $0 { kilograms } else { nil } }
        #expect(logged.count == 1 && abs(logged[0] - 64.41) < 0.01, "\(store.writes) \(reply.text)")
    }

    /// "Smoked about 4 cigs" counted 5: the verb as one smoke and the cigs as four.
    @Test(arguments: [("smoked about 4 cigs today", "tobacco", 4), ("had like 3 coffees today", "caffeine", 3),
                      ("had 2 coffees and like 3 teas today", "caffeine", 5)])
    func aCountSaidRoughlyCountsOnce(message: String, kind: String, count: Int) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        let counted = store.writes.compactMap { if case let .lifestyle(logged, number, _, _) = $0, logged == kind { number } else { nil } }
        #expect(counted == [count], "\(store.writes) \(reply.text)")
    }

    /// "A 20 min walk with the kids after tea" logged a caffeine drink beside the walk.
    @Test(arguments: ["then a 20 min walk with the kids after tea", "heartburn today, its awful since i had my tea"])
    func teaTheMealIsNoDrink(message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(!store.writes.contains { if case .lifestyle = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    @Test func aCupOfTeaIsStillADrink() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["had 2 cups of tea today"], store: store)[0]
        #expect(store.writes.contains { if case .lifestyle("caffeine", 2, _, _) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// It asked "Do you want me to save migraine for today?".
    @Test func aMigraineThatKickedOffIsLogged() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["migraine kicked off at work, the strip lights were unbearable"], store: store)[0]
        #expect(store.writes == [.symptom("migraine", severity: nil, today)], "\(reply.text)")
    }

    /// "Light so far" two clauses after the period lost its flow: "6 days early" stood between.
    @Test func aCountingClauseDoesNotPartAFlowFromItsPeriod() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["period came today, 6 days early, light so far"], store: store)[0]
        #expect(store.writes.contains(.flow("light", today)), "\(store.writes) \(reply.text)")
    }

    /// A clause of a length is no counting clause: "my period is usually heavy and lasts five
    /// days. this month it came light…" compares a past period with the usual (a real question
    /// was read as a period to log once "light" took "period" from two clauses back).
    @Test func aLengthBetweenClausesPartsTheFlowFromItsAnchor() {
        let understanding = AssistantFixture.assistant.understand("my period is usually heavy and lasts five days. this month it came light and only lasted 3 days",
                                                                 today: today)
        let clause = understanding.speech.clauses.first { $0.text.contains("came light") }
        #expect(clause.map { !$0.message.hasEntity(.flow) } ?? false, "\(understanding.speech.clauses.map(\.text))")
    }

    /// "Its heavy already" two messages after "af showed up today" asked how heavy the flow was.
    @Test func aFlowAFewMessagesAfterThePeriodStartIsItsFlow() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["af showed up today, so early 😭", "feeling so sad", "its heavy already"], store: store)
        #expect(store.writes.contains(.flow("heavy", today)), "\(store.writes) \(replies.map(\.text))")
    }

    @Test func heavyLongAfterThePeriodStartIsNoFlow() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["af showed up today", "what day am i on", "how long is my cycle", "when do i ovulate", "its heavy"], store: store)
        #expect(!store.writes.contains(.flow("heavy", today)), "\(store.writes) \(replies.map(\.text))")
    }

    /// "Faint line so negative" was offered as a low test.
    @Test func aTestReadToItsConclusionIsThatResult() {
        let message = AssistantFixture.assistant.understand("still did a cheapie out of habit, faint line so negative", today: today).message
        #expect(message.all(.opk).map(\.id) == ["negative"])
        let described = AssistantFixture.assistant.understand("faint line on the opk today", today: today).message
        #expect(described.all(.opk).map(\.id) == ["low"])
    }

    /// "So bloated today my work trousers won't do up" was read as a denial.
    @Test func aDenialOfSomethingElsesDoingLeavesTheItem() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["so bloated today my work trousers wont do up 🙃"], store: store)[0]
        #expect(store.writes == [.symptom("bloating", severity: nil, today)], "\(reply.text)")
    }

    @Test func anItemDeniedIsStillDenied() {
        let store = TopicFixture.cycleStore()
        _ = TopicFixture.chat(["cramps today? no, didnt have any"], store: store)
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    /// A mode read where the message names none set nothing and asked "which one would you
    /// like?"; the smokes told were not logged.
    @Test func aPlanToStartTryingIsNoModeToSetAndItsItemsAreLogged() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["3 cigs today, trying to quit before we start trying"], store: store)[0]
        #expect(store.writes.contains { if case .lifestyle("tobacco", 3, _, _) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
        #expect(!store.writes.contains { if case .mode = $0 { true } else { false } })
    }

    @Test func startTryingNamesTrying() {
        let said = AssistantFixture.assistant.understand("we're going to start trying next year, anything i should do first?", today: today).message
        #expect(Assistant.namesTrying(said))
        let other = AssistantFixture.assistant.understand("i'll start trying to run again next week", today: today).message
        #expect(!Assistant.namesTrying(other))
    }

    /// "Is that normal?" after a negative test got the pregnancy-mode reply.
    @Test func isThatNormalAfterATestAsksAboutTheTest() {
        #expect(BackReference.subject(of: [.pregnancyTest(positive: false, faint: false, today)], today: today)?.words == "a negative pregnancy test")
        let assistant = AssistantFixture.assistant
        let asked = assistant.understand("is that normal?", today: today)
        #expect(BackReference.resolved(asked, subject: "a negative pregnancy test", routeReader: assistant.routeReader) == "is a negative pregnancy test normal?")
        // "When should I see someone about it?" asks about what brought the test on (dev17).
        let seeing = assistant.understand("when should i see someone about it", today: today)
        #expect(BackReference.resolved(seeing, subject: "a negative pregnancy test", routeReader: assistant.routeReader) == nil)
    }

    /// "Is an 8 day luteal phase too short" got today's cycle day and phase.
    @Test func aLengthJudgedWithAnArticleIsAskedInGeneral() {
        #expect(RouteReader.judgesALengthInGeneral(["is", "an", "8", "day", "luteal", "phase", "too", "short"]))
        #expect(RouteReader.judgesALengthInGeneral(["is", "a", "35", "day", "cycle", "normal"]))
        #expect(!RouteReader.judgesALengthInGeneral(["is", "my", "8", "day", "luteal", "phase", "too", "short"]))
        #expect(!RouteReader.judgesALengthInGeneral(["had", "a", "5", "day", "period"]))
    }

    /// "Another 2 just now" after "3 glasses of water so far" got the Braxton Hicks answer.
    @Test func anotherCountAfterWaterIsMoreWater() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let replies = TopicFixture.chat(["3 glasses of water so far", "another 2 just now"], store: store)
        let water = store.writes.compactMap { if case let .water(milliliters, _) = $0 { milliliters } else { nil } }
        #expect(water == [750, 500], "\(store.writes) \(replies.map(\.text))")
    }

    @Test func anotherWithNothingBeforeItLogsNothing() {
        let store = TopicFixture.cycleStore()
        _ = TopicFixture.chat(["another 2 just now"], store: store)
        #expect(store.writes.isEmpty)
    }

    /// "Well it just did lol, started this afternoon" after a question about the period coming
    /// early got "Sure. What should I log?".
    @Test func itJustDidAfterTheMessageAboutThePeriodIsThePeriod() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["if my period came 5 days early would that be something to worry about",
                                         "well it just did lol, started this afternoon"], store: store)
        #expect(store.writes.contains(.periodStart(today)), "\(store.writes) \(replies.map(\.text))")
    }

    @Test func ItPronounReadsOnlyStatements() {
        #expect(ItPronoun.resolvedPeriod(["it", "just", "did", "lol"]) == "my period just came lol")
        #expect(ItPronoun.resolvedPeriod(["its", "here"]) == "my period is here")
        #expect(ItPronoun.resolvedPeriod(["is", "it", "here", "yet"]) == nil)
        #expect(ItPronoun.resolvedPeriod(["it", "said", "36.5"]) == nil)
        #expect(ItPronoun.resolvedSymptom(["but", "tonight", "its", "really", "bad"], symptom: "heartburn") == "but tonight my heartburn is really bad")
        #expect(ItPronoun.resolvedSymptom(["is", "it", "bad"], symptom: "heartburn") == nil)
    }

    /// "But tonight its really bad", three turns after heartburn was named, got the closest
    /// topic about infection after a miscarriage.
    @Test func itsReallyBadAfterASymptomIsThatSymptom() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let replies = TopicFixture.chat(["my mum keeps telling me heartburn means a hairy baby lol", "is that true?", "i do get it most nights to be fair",
                                         "but tonight its really bad"], store: store)
        #expect(store.writes.contains { if case .symptom("heartburn", _, _) = $0 { true } else { false } }, "\(store.writes) \(replies.map(\.text))")
    }

    /// "Wait no the migraine was yesterday not today, today its just a normal headache" got
    /// "OK, I haven't logged anything" and left the migraine on today.
    @Test func aClauseThatMovesTheLastItemMovesItAndTheRestIsLogged() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["migraine kicked off at work", "wait no the migraine was yesterday not today, today its just a normal headache"], store: store)
        #expect(store.writes.suffix(2) == [.symptom("migraine", severity: nil, today - 1), .symptom("headache", severity: nil, today)], "\(store.writes) \(replies.map(\.text))")
    }

    /// "5 vodkas … last night and smoked about 4 cigs" put the smokes on today.
    @Test func smokesToldAfterANightOutAreThatNights() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["5 vodkas at my cousins do last night and smoked about 4 cigs 😬"], store: store)[0]
        #expect(store.writes.contains { if case .lifestyle("tobacco", 4, _, today - 1) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    @Test func aNightsSleepDoesNotCarryToWhatFollows() {
        let store = TopicFixture.cycleStore()
        _ = TopicFixture.chat(["slept badly last night and drank 2 coffees"], store: store)
        #expect(store.writes.contains { if case .lifestyle("caffeine", 2, _, today) = $0 { true } else { false } }, "\(store.writes)")
    }

    /// "My period just came" was read as about a thing: "just" was taken for the subject's noun.
    @Test(arguments: ["my period just came", "my temp finally went up this morning"])
    func anAdverbBeforeTheVerbLeavesTheSubjectThePersons(message: String) {
        let speech = AssistantFixture.assistant.understand(message, today: today).speech
        #expect(speech.clauses.map(\.act) == [.log], "\(speech.clauses.map(\.act))")
    }

    @Test func aThingWithAnAdverbIsStillAThing() {
        let speech = AssistantFixture.assistant.understand("my sourdough just looks flat", today: today).speech
        #expect(speech.clauses.map(\.act) == [.aboutAThing], "\(speech.clauses.map(\.act))")
    }

    /// "Feeling so loving towards everyone today 🥰" logged happy beside loving.
    @Test func aFaceBesideAMoodInWordsIsThatMood() {
        let message = AssistantFixture.assistant.understand("feeling so loving towards everyone today, hormones are a trip 🥰", today: today).message
        #expect(message.all(.mood).map(\.id) == ["loving"])
    }

    @Test func aFaceAloneIsStillAMood() {
        let message = AssistantFixture.assistant.understand("feeling 🥰 today", today: today).message
        #expect(message.all(.mood).map(\.id) == ["happy"])
    }

    /// "How many weeks counts as full term" got "outside what I can help with".
    @Test func fullTermIsTheDomains() {
        let reply = TopicFixture.chat(["how many weeks counts as full term"], store: TopicFixture.pregnantStore(weeks: 20))[0]
        #expect(!reply.text.contains("outside what I can help with"), "\(reply.text)")
    }

    /// "My cycle to work is 12 miles", "the due date on my council tax bill", "mot test results":
    /// a word of Bloom's beside a cue for its other sense made the request a health question.
    @Test(arguments: ["best road bike under 800 quid, my cycle to work is 12 miles each way",
                      "the due date on my council tax bill has passed, what happens if im a week late",
                      "mot test results came back with an advisory on the brake pads, is that urgent"])
    func wordsInAnotherSenseMakeNoHealthQuestion(message: String) {
        let understanding = AssistantFixture.assistant.understand(message, today: today)
        #expect(!AssistantFixture.assistant.routeReader.isInDomain(understanding.message), "\(message)")
    }

    @Test(arguments: ["my cycle is 35 days, is that ok", "my test was negative again this cycle", "due date is in march and im 3 days late"])
    func theSameWordsInBloomsSenseAreStillTheDomains(message: String) {
        let understanding = AssistantFixture.assistant.understand(message, today: today)
        #expect(AssistantFixture.assistant.routeReader.isInDomain(understanding.message), "\(message)")
    }
}
