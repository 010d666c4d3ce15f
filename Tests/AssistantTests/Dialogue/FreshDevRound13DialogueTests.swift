@testable import Assistant
import CycleCore
import Testing

/// What dev13's conversations showed, by mechanism: a red flag's care stands through the
/// details and "should I wait?" that follow it; a denial on its own asks nothing; days of the
/// month listed after one named repeat its items; a question about the timing of sex just
/// logged places those days; a correction names the discharge's new type; a night's hours
/// told with its trouble and no word of sleep are the night's sleep.
@Suite struct FreshDevRound13DialogueTests {
    let today = AssistantFixture.today

    @Test func theCareOfBleedingInPregnancyStandsThroughTheDetailsAndWaitingAfterIt() {
        let replies = TopicFixture.chat(["a few spots of bright red blood on the tissue just now", "no pain or cramps",
                                         "should i just wait and see if it stops"], store: TopicFixture.pregnantStore(weeks: 20))
        #expect(replies.map { $0.care?.level } == [.urgent, .urgent, .urgent], "\(replies.map(\.text))")
        #expect(!replies[0].text.contains("doesn't change my advice"), "\(replies[0].text)")
        #expect(replies[1].text.hasPrefix("That doesn't change my advice."), "\(replies[1].text)")
        #expect(replies[2].text.hasPrefix("That doesn't change my advice."), "\(replies[2].text)")
        let asked = TopicFixture.chat(["a few spots of bright red blood on the tissue just now", "what should i do"], store: TopicFixture.pregnantStore(weeks: 20))
        #expect(asked[1].care?.level == .urgent && !asked[1].text.contains("doesn't change"), "\(asked[1].text)")
    }

    /// "No pain or cramps" on its own got the topic on pain after an abortion.
    @Test func aShortDenialOnItsOwnGetsNoTopic() {
        let store = InMemoryStore()
        let reply = TopicFixture.chat(["no pain or cramps"], store: store)[0]
        #expect(reply.topic == nil, "\(reply.topic ?? "") \(reply.text)")
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    @Test func daysOfTheMonthListedAfterOneNamedRepeatItsItems() {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["bd on the 14th, 16th and 17th"], store: store)
        let days = store.writes.compactMap { write -> Int? in if case let .sex(_, day) = write { day.dayOfMonth } else { nil } }
        #expect(days.sorted() == [14, 16, 17], "\(store.writes)")
        let cramps = InMemoryStore()
        _ = TopicFixture.chat(["cramps on the 20th, 21st and the 22nd"], store: cramps)
        #expect(cramps.writes.count == 3, "\(cramps.writes)")
    }

    /// "Was that decent timing?" after sex was logged got the sleep score.
    @Test func askingAboutTheTimingOfSexJustLoggedPlacesItsDay() {
        let replies = TopicFixture.chat(["we had sex last night", "was that decent timing?"], store: InMemoryStore(mode: .ttc))
        #expect(replies[1].intent == IntentID.cycleFertile.rawValue || replies[1].text.contains("window"), "\(replies[1].intent) \(replies[1].text)")
        #expect(!replies[1].text.lowercased().contains("sleep"), "\(replies[1].text)")
    }

    @Test func aCorrectionGivesTheDischargeItsNewType() {
        let store = InMemoryStore(mode: .ttc)
        let replies = TopicFixture.chat(["cm is watery today", "no wait, more creamy really, sorry"], store: store)
        #expect(store.writes == [.discharge("creamy", today)], "\(store.writes) \(replies.map(\.text))")
    }

    @Test func hoursGotBesideANightsTroubleAreTheNightsSleep() {
        let back = InMemoryStore()
        _ = TopicFixture.chat(["lower back is killing me, couldnt get comfy so only got about 6 hours"], store: back)
        #expect(back.writes.contains(.sleepLength(minutes: 360, night: today - 1)), "\(back.writes)")
        let sweats = InMemoryStore()
        _ = TopicFixture.chat(["awful night, woke up drenched in sweat at 3am and couldnt get back off. maybe 4 hours all in"], store: sweats)
        #expect(sweats.writes.contains(.sleepLength(minutes: 240, night: today - 1)), "\(sweats.writes)")
        let baby = InMemoryStore()
        _ = TopicFixture.chat(["baby woke 3 times, fed for 2 hours"], store: baby)
        #expect(!baby.writes.contains { if case .sleepLength = $0 { true } else { false } }, "\(baby.writes)")
    }

    @Test func bloodSeenWhenWipingIsSpotting() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["tiny bit of brown on the loo roll this morning, like old blood"], store: store)
        #expect(store.writes.contains(.flow("spotting", today)), "\(store.writes)")
    }

    /// "Is this still the baby blues?" was read as a question of the due date.
    @Test func whetherWhatIsFeltIsANamedConditionIsAskedOfTheLibrary() {
        let reply = TopicFixture.chat(["is this still the baby blues?"], store: InMemoryStore(mode: .pregnancy))[0]
        #expect(reply.route?.route == .general, "\(reply.route.map { "\($0.route)" } ?? "") \(reply.text)")
    }

    /// "When should we ask for help, I'm 36" from someone trying was out of scope.
    @Test func askingWhenToGetHelpIsInTheDomainOfSomeoneTrying() {
        let reply = TopicFixture.chat(["when should we ask for help, im 36"], store: InMemoryStore(mode: .ttc))[0]
        #expect(reply.route?.route != .outOfScope, "\(reply.text)")
    }

    /// A statement read as a question of kicks still writes the mood it tells, and a good mood
    /// gets no note meant for low ones.
    @Test func aGoodMoodToldBesideKicksIsLoggedWithoutALowMoodNote() {
        let store = TopicFixture.pregnantStore(weeks: 21)
        let reply = TopicFixture.chat(["baby kicked for ages after my orange juice this morning 🥰 so happy"], store: store)[0]
        #expect(store.writes.contains(.mood("happy", today)), "\(store.writes) \(reply.text)")
        #expect(!reply.text.lowercased().contains("low mood") && !reply.text.lowercased().contains("gentle with yourself"), "\(reply.text)")
    }

    /// "I'm 20 weeks" is how far along, not how long the anxiety has lasted.
    @Test func theWeeksOfAPregnancyAreNoLengthOfALowMood() throws {
        #expect(try AssistantFixture.careLevel("im 20 weeks and feeling anxious", "pregnant:20") < .gpToday)
        #expect(try AssistantFixture.careLevel("been feeling really low for the past 3 weeks and cant enjoy anything", "pregnant:20") >= .gpToday)
    }

    /// "Jeans won't do up" denies nothing loggable: the bloating beside it, right after
    /// today's headache, is written like any bare item there.
    @Test func aCommentThatDeniesNothingLoggableLeavesTheBareItemWritten() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["headache today", "also bloated af, jeans wont do up"], store: store)
        #expect(store.writes.contains { if case .symptom("bloating", _, today) = $0 { true } else { false } }, "\(store.writes)")
    }

    /// "Yeah at 4am this morning, woke me right up" answers "Shall I log leg cramps?": a yes
    /// that says when, with a comment, is still a yes (it was read as a new message).
    @Test func aYesThatSaysWhenWithACommentConfirmsTheOffer() {
        let store = TopicFixture.pregnantStore(weeks: 20)
        let replies = TopicFixture.chat(["leg cramps", "yeah at 4am this morning, woke me right up"], store: store)
        #expect(store.writes.contains { if case .symptom("leg-cramps", _, today) = $0 { true } else { false } }, "\(store.writes) \(replies.map(\.text))")
        #expect(!store.writes.contains { if case .periodStart = $0 { true } else { false } }, "\(store.writes)")
    }

    /// A correction that explains itself at some length names no new thing: it moves the entry.
    @Test func aLongerCorrectionOfTheDayMovesTheEntry() {
        let store = InMemoryStore()
        _ = TopicFixture.chat(["tiny bit of brown on the loo roll this morning, like old blood",
                               "oh wait no it was last night before bed, not this morning. nothing today"], store: store)
        #expect(store.writes == [.flow("spotting", today - 1)], "\(store.writes)")
    }
}
