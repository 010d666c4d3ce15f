@testable import Assistant
import CycleCore
import Testing

/// Found on the nineteenth development round: hours of sleep "got" last night with no word of
/// sleep, someone else's temperature in a partner's report, "like normal" read as a flow, a
/// take-back with nothing said to take back, a day taken back for another in the same breath,
/// and care told over two messages.
@Suite struct FreshDevRound19Tests {
    let today = AssistantFixture.today

    static func sleep(_ writes: [JournalWrite]) -> [Int] {
        writes.compactMap { if case let .sleepLength(minutes, _) = $0 { minutes } else { nil } }
    }

    @Test(arguments: [("got about 6 and a half hours last night", 390), ("only managed 4.5 hrs last night, baby was up every hour", 270),
                      ("8 whole hours of sleep last night", 480)])
    func hoursGotLastNightAreTheNightsSleep(message: String, minutes: Int) {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(Self.sleep(store.writes) == [minutes], "\(reply.text)")
    }

    @Test func hoursOfSomethingElseLastNightAreNoSleep() {
        let store = TopicFixture.pregnantStore(weeks: 34)
        let reply = TopicFixture.chat(["had 3 hours of tightenings last night"], store: store)[0]
        #expect(Self.sleep(store.writes).isEmpty, "\(reply.text)")
    }

    /// The husband's report of his wife's fever was logged as the person's temperature.
    @Test func aPartnersReportOfHerTemperatureWritesNothing() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let replies = TopicFixture.chat(["hi its rob, jess's husband. shes 20 weeks and been throwing up all morning",
                                         "shes got a temp of 38.3 now as well"], store: store)
        #expect(store.writes.isEmpty, "\(replies.map(\.text))")
        #expect(replies[1].care.map { $0.level >= .urgent } == true, "\(replies[1].text)")
    }

    /// "Baby feels like normal" changed the spotting just logged to a medium flow.
    @Test func likeNormalIsNoFlow() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let replies = TopicFixture.chat(["noticed some pinkish spotting when i wiped just now, not much at all",
                                         "no pain or anything and baby feels like normal"], store: store)
        #expect(store.writes == [.flow("spotting", today)], "\(replies.map(\.text))")
    }

    /// A period end logged before the chat was removed by "scratch that" after a question.
    @Test(arguments: ["nah scratch that, its my husband whos got it", "scratch that", "forget that"])
    func aTakeBackWithNothingLoggedLatelyRemovesNothing(takeBack: String) throws {
        let store = TopicFixture.cycleStore()
        _ = try store.apply([.periodEnd(today - 18)])
        let replies = TopicFixture.chat(["is heartburn a pms thing", takeBack], store: store)
        #expect(store.writes == [.periodEnd(today - 18)], "\(replies.map(\.text))")
        #expect(!replies[1].text.hasPrefix("Removed"), "\(replies[1].text)")
    }

    @Test func aTakeBackAQuestionAfterAWriteStillTakesItBack() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["ive had heartburn since dinner", "is that a pms thing", "nah scratch that, its my husband whos got it"], store: store)
        #expect(replies[0].actions.isEmpty == false, "\(replies[0].text)")
        #expect(store.writes.isEmpty, "\(replies.map(\.text))")
    }

    @Test func undoStillTakesBackTheLatestEntryFromBeforeTheChat() throws {
        let store = TopicFixture.cycleStore()
        _ = try store.apply([.periodEnd(today - 18)])
        let reply = TopicFixture.chat(["undo"], store: store)[0]
        #expect(store.writes.isEmpty, "\(reply.text)")
    }

    @Test(arguments: [("we bd saturday, no actually friday", 20), ("we bd saturday no actually friday", 20)])
    func aDayTakenBackForAnotherIsNotTheDayLogged(message: String, day: Int) {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat([message], store: store)[0]
        #expect(store.writes.map(\.day) == [Day(year: 2026, month: 11, day: day)], "\(reply.text)")
    }

    @Test func aPendingDayAnsweredThenTakenBackIsTheSecondDay() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["we dtd the other day", "saturday i think... no actually friday"], store: store)
        #expect(store.writes.map(\.day) == [Day(year: 2026, month: 11, day: 20)], "\(replies.map(\.text))")
    }

    /// Soaking two pads an hour got urgent care, and dizziness after it urgent care again: the
    /// two together are heavy bleeding with faintness.
    @Test func faintnessAfterHeavyBleedingToldJustBeforeIsAnAmbulance() {
        let replies = TopicFixture.chat(["ive been soaking through 2 pads an hour for the last 2 hours",
                                         "now im really dizzy and clammy, had to sit down on the bathroom floor"], store: TopicFixture.cycleStore())
        #expect(replies[0].care?.level == .urgent, "\(replies[0].text)")
        #expect(replies[1].care?.level == .ambulance, "\(replies[1].text)")
    }

    @Test func whatIsToldAfterACareAnswerNeverLowersIt() {
        let replies = TopicFixture.chat(["ive been soaking through 2 pads an hour for the last 2 hours", "no cramps though"],
                                        store: TopicFixture.cycleStore())
        #expect(replies[1].care?.level == .urgent, "\(replies[1].text)")
    }

    /// Flutters that come and go at 20 weeks are how movements start: the facts, not a call today.
    @Test func movementsThatComeAndGoAt20WeeksAreNoCallToday() {
        let reply = TopicFixture.chat(["how many kicks should i be feeling at 20 weeks? i get flutters but not every day"],
                                      store: TopicFixture.pregnantStore(weeks: 20))[0]
        #expect(reply.care.map { $0.level < .gpToday } ?? true, "\(reply.text)")
    }

    @Test func babyBluesGoingOnForWeeksGetCareToday() {
        let reply = TopicFixture.chat(["had my baby 5 weeks ago, is this still baby blues? its been like this most days for a couple of weeks"],
                                      store: TopicFixture.pregnantStore(weeks: 45))[0]
        #expect(reply.care?.level == .gpToday, "\(reply.text)")
    }

    @Test func aPeriodDueAfterANegativeTestImaginedIsThePeriodsDate() {
        let reply = TopicFixture.chat(["and if its a bfn then when would af be due"], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.intent == IntentID.cycleNextPeriod.rawValue, "\(reply.text)")
    }

    @Test func monthsOfTryingAt37GetTheTopicOnWhenToSeeADoctor() {
        let reply = TopicFixture.chat(["im 37 and we've been ttc for 7 months with no luck"], store: TopicFixture.cycleStore(mode: .ttc))[0]
        #expect(reply.care?.level == .appointment, "\(reply.text)")
    }
}

/// More found on the nineteenth round: a yes that goes on describing what was offered, "nope,
/// nothing" for protection, swelling that has "gone" puffy, a choice between services after a
/// care answer, and a period start heard first by the emergency guard.
@Suite struct FreshDevRound19DialogueTests {
    let today = AssistantFixture.today

    @Test func aYesThatDescribesWhatWasOfferedConfirmsIt() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["heartburn", "yeah since dinner, that acid taste at the back of my throat"], store: store)
        #expect(store.writes == [.symptom("heartburn", severity: nil, today)], "\(replies.map(\.text))")
    }

    @Test func aYesAboutSomeoneElseConfirmsNothing() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["cramps", "yeah its my sister who has them tho"], store: store)
        #expect(store.writes.isEmpty, "\(replies.map(\.text))")
    }

    /// "Fixed: mood sad on Sat 21 Nov": the take-back of sex's day moved the mood told before.
    @Test func sexToldWithADayTakenBackMovesNoMoodLoggedBefore() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["feeling sad today", "we bd saturday, no actually friday"], store: store)
        #expect(store.writes.first == .mood("sad", today), "\(replies.map(\.text))")
        #expect(!store.writes.contains(.mood("sad", Day(year: 2026, month: 11, day: 21)!)), "\(replies.map(\.text))")
    }

    @Test func nothingUsedIsUnprotected() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["me and my bf had sex this morning", "nope, nothing"], store: store)
        #expect(store.writes == [.sex(protected: false, today)], "\(replies.map(\.text))")
    }

    @Test func swellingThatHasGonePuffyIsLoggedBesideTheCare() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let replies = TopicFixture.chat(["and now im seeing flashing lights and my face and hands have gone really puffy"], store: store)
        #expect(replies[0].care?.level == .urgent, "\(replies[0].text)")
        #expect(store.writes.contains(.symptom("swelling", severity: nil, today)), "\(store.writes)")
    }

    @Test func choosingBetweenServicesAfterACareAnswerGetsTheCareAgain() {
        let replies = TopicFixture.chat(["hi its rob, jess's husband. shes 20 weeks and been throwing up all morning, cant even keep water down",
                                         "shes got a temp of 38.3 now as well", "should i take her to a&e or ring the maternity unit"],
                                        store: TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[2].care?.level == .urgent, "\(replies[2].text)")
    }

    @Test func aPeriodStartWithAClotWorthAnAppointmentIsStillLogged() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["period showed up early today and its heavy, already passed a clot bigger than a 10p"], store: store)[0]
        #expect(reply.care?.level == .appointment, "\(reply.text)")
        #expect(store.writes.contains(.periodStart(today)), "\(store.writes)")
    }
}
