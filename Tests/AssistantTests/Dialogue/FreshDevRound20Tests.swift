@testable import Assistant
import CycleCore
import Testing

/// Found on the twentieth development round: a day added with "actually", a pint of milk read
/// as beer, a period taken back for spotting that kept its heavy flow, "just log it", a
/// take-back that explains itself, someone else's story opened by "a friend", and care read
/// across messages.
@Suite struct FreshDevRound20Tests {
    let today = AssistantFixture.today

    static func symptomDays(_ writes: [JournalWrite]) -> [Day] {
        writes.compactMap { if case let .symptom(_, _, day) = $0 { day } else { nil } }
    }

    @Test func actuallyTodayTooAddsTheDay() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["cramps yesterday and actually today too"], store: store)[0]
        #expect(Self.symptomDays(store.writes) == [today - 1, today], "\(reply.text)")
    }

    @Test(arguments: ["cramps yesterday, actually today", "cramps yesterday but actually today"])
    func actuallyAloneTakesTheDayBack(message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(Self.symptomDays(store.writes) == [today], "\(reply.text)")
    }

    @Test func daysOfTheMonthListedAsWellRepeatTheItems() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["and we bd on the 15th and 16th as well"], store: store)[0]
        #expect(store.writes.compactMap(\.day) == [Day(year: 2026, month: 11, day: 15)!, Day(year: 2026, month: 11, day: 16)!], "\(reply.text)")
    }

    @Test func aPintOfMilkIsNoDrink() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let reply = TopicFixture.chat(["heartburn is horrendous, sat bolt upright on the sofa with a pint of milk"], store: store)[0]
        #expect(store.writes == [.symptom("heartburn", severity: nil, today)], "\(reply.text)")
    }

    @Test(arguments: ["libido is non existent today, just want a cup of tea and my bed", "headache yesterday and today, think its caffeine withdrawal"])
    func aDrinkWishedForOrNamedForSomethingElseIsNoDrink(message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(!store.writes.contains { if case .lifestyle("caffeine", _, _, _) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// "Need another" counted a third coffee.
    @Test func aDrinkHadCountsAndAnotherWishedForDoesNot() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["had 2 coffees already and need another"], store: store)[0]
        #expect(store.writes.compactMap { if case let .lifestyle("caffeine", count, _, _) = $0 { count } else { nil } } == [2], "\(reply.text)")
    }

    /// "Til gone 2" read as a symptom gone: nothing was logged.
    @Test func goneBeforeAnHourIsATime() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["restless legs kept me up til gone 2 last night, couldnt stop twitching them"], store: store)[0]
        #expect(store.writes == [.symptom("restless-legs", severity: nil, today - 1)], "\(reply.text)")
    }

    @Test(arguments: ["i was up half the night, just couldnt drop off", "got up to pee about 4 times in the night"])
    func theNightJustGoneIsLastNight(message: String) {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(Self.symptomDays(store.writes) == [today - 1], "\(reply.text)")
    }

    @Test func aPintOfLagerIsStillADrink() {
        #expect(LogAnswers.drinkKind(TopicFixture.assistant.analyzer.analyze("had a pint of lager after work", today: today, profiles: [])) == "alcohol")
    }

    /// "Changed: flow spotting today" was said, and the heavy flow stayed in the journal.
    @Test func aPeriodTakenBackForSpottingKeepsOnlyTheSpotting() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["af showed up, bleeding pretty heavy", "no wait its not af, it was just a bit of spotting and its already stopped"],
                                        store: store)
        #expect(store.writes == [.flow("spotting", today)], "\(replies.map(\.text))")
    }

    @Test(arguments: ["just log it", "oh go on then log it"])
    func aSoftenedYesLogsWhatWasOffered(answer: String) {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let replies = TopicFixture.chat(["nausea", answer], store: store)
        #expect(store.writes == [.symptom("nausea", severity: nil, today)], "\(replies.map(\.text))")
    }

    @Test(arguments: [["really bad headache and feeling sick", "oh scratch that, i was typing what my daughter told me, shes off school with it. im fine"],
                      ["bfn this morning, 8dpo so not out yet", "ugh sorry ignore that, i havent even tested yet, that was my sister texting me her result"]])
    func aTakeBackThatExplainsItselfTakesTheEntryBack(messages: [String]) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(messages, store: store)
        #expect(!replies[0].actions.isEmpty, "\(replies[0].text)")
        #expect(store.writes.isEmpty, "\(replies.map(\.text))")
    }

    @Test func anExplanationWithATakeBackButNothingWrittenRemovesNothing() throws {
        let store = TopicFixture.cycleStore()
        _ = try store.apply([.periodEnd(today - 18)])
        let replies = TopicFixture.chat(["when is my period due", "ignore that, it was my sister asking"], store: store)
        #expect(store.writes == [.periodEnd(today - 18)], "\(replies.map(\.text))")
    }
}

/// Care and who it is for, found on the twentieth development round.
@Suite struct FreshDevRound20CareTests {
    /// "A friend had a seizure in her pregnancy, how common is eclampsia?" got an ambulance.
    @Test(arguments: ["a friend had a seizure in her pregnancy, how common is eclampsia",
                      "a girl at work had a fit when she was pregnant, how common is that"])
    func someoneElsesPastOpenedByAnArticleGetsNoEmergency(message: String) throws {
        let level = try AssistantFixture.careLevel(message, "pregnant:22")
        #expect(level < .urgent)
    }

    @Test func aFriendAndIStillTellsThePersonsOwnDay() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["a friend and i went for a 30 min run this morning"], store: store)[0]
        #expect(!store.writes.isEmpty, "\(reply.text)")
    }

    @Test func aPartnersReportOfShakingAndNoAnswerIsAnAmbulance() throws {
        let level = try AssistantFixture.careLevel("my girlfriend is 28 weeks and shes on the floor shaking and jerking, she wont answer me", "pregnant:28")
        #expect(level == .ambulance)
    }

    @Test func aFeverLastWeekThatHasGoneNeedsNoCare() throws {
        let level = try AssistantFixture.careLevel("had a temp of 38 last week with a cold, all gone now", "none")
        #expect(level <= .selfCare)
    }

    @Test func aFitDaysAfterTheBirthIsStillAnAmbulance() throws {
        let level = try AssistantFixture.careLevel("she gave birth 5 days ago and just had a fit, shaking all over, now really drowsy and confused. im her partner",
                                                   "postpartum:1")
        #expect(level == .ambulance)
    }

    /// Hourly changes for hours got an appointment (or the guard's urgent fallback).
    @Test func aPadEveryHourForHoursIsForADoctorToday() throws {
        #expect(try AssistantFixture.careLevel("day 2 of my period and ive changed a pad every hour since 8am, its 1pm now", "none") == .gpToday)
        #expect(try AssistantFixture.careLevel("i have to change my pad every hour for the first 2 days of every period", "none") < .gpToday)
    }

    @Test func twoProductsTogetherIsAHeavyPeriodSign() throws {
        #expect(try AssistantFixture.careLevel("on heavy days i have to wear a tampon and a pad together and im shattered all month", "none") == .appointment)
    }

    @Test func lightheadedOnStandingThatSettlesIsNoUrgentCare() throws {
        let level = try AssistantFixture.careLevel("bit lightheaded when i stand up too fast, 20 weeks, fine once im up and steady", "pregnant:20")
        #expect(level < .urgent)
    }

    /// At 19+0 the profile gave week 20, and a headache got the second half's care.
    @Test func thePregnancyProfileCountsCompletedWeeks() {
        let early = TopicFixture.chat(["mild headache this afternoon"], store: TopicFixture.pregnantStore(weeks: 19))[0]
        let later = TopicFixture.chat(["mild headache this afternoon"], store: TopicFixture.pregnantStore(weeks: 20))[0]
        #expect(early.care?.level != .gpToday, "\(early.text)")
        #expect(later.care?.level == .gpToday, "\(later.text)")
    }

    /// Changing a pad every hour got an appointment; feeling faint next is bleeding with faintness.
    @Test func faintnessAfterBleedingGivenAnAppointmentIsAnAmbulance() {
        let replies = TopicFixture.chat(["period came early today and its really heavy", "ive been changing my pad every hour since 10am and its nearly 3 now",
                                         "now i feel really faint and dizzy when i stand up"], store: TopicFixture.cycleStore())
        #expect(replies[2].care?.level == .ambulance, "\(replies.map(\.text))")
    }

    @Test func moreOfASituationJustGivenCareGetsTheCareAgain() {
        let replies = TopicFixture.chat(["hi its her husband on her phone, shes been throwing up since lunch and cant keep anything down",
                                         "not even sips of water, its been about 8 hours now", "ok ringing 111 now thanks"],
                                        store: TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[0].care.map { $0.level >= .gpToday } == true, "\(replies[0].text)")
        #expect(replies[1].care?.level == replies[0].care?.level, "\(replies[1].text)")
        #expect(replies[2].care == nil, "\(replies[2].text)")
    }

    @Test func playingTheCareDownGetsTheCareAgain() {
        let replies = TopicFixture.chat(["got a headache and feel all shivery today", "just took my temp and its 38.4",
                                         "its probly just a cold isnt it, ive had a runny nose all week and my son had the same thing. i dont want to waste anyones time"],
                                        store: TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[1].care?.level == .urgent, "\(replies[1].text)")
        #expect(replies[2].care?.level == .urgent, "\(replies[2].text)")
    }
}
