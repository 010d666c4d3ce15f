@testable import Assistant
import CycleCore
import Testing

/// A short question that names nothing of Bloom's own, asked in a conversation about health,
/// carries that conversation's domain (`CarriedDomain`), and one just after a topic answer
/// follows that topic (written for this suite, in the style of dev12's conversations).
@Suite struct ConversationCarriesTheDomainTests {
    let today = AssistantFixture.today

    func describe(_ reply: Reply) -> String {
        "\(reply.route.map { "\($0.route.rawValue) (\($0.rule))" } ?? "-") \(reply.intent) \(reply.topic ?? "-"): \(reply.text)"
    }

    func pregnantStore(weeks: Int) -> InMemoryStore {
        InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + (40 - weeks) * 7))
    }

    @Test func aQuestionAboutAReferralInTalkAboutTryingIsInTheDomain() {
        let store = InMemoryStore(mode: .ttc)
        let replies = TopicFixture.chat(["how long do most couples try before ivf", "should we be getting referred?"], store: store)
        #expect(replies[1].route?.route == .general, "\(describe(replies[1]))")
        #expect(replies[1].text.lowercased().contains("referr"), "\(describe(replies[1]))")
        #expect(store.writes.isEmpty, "\(store.writes)")
    }

    /// Alone, from someone only tracking a cycle, it names nothing of Bloom's; from someone
    /// trying, a question about getting care is about the trying.
    @Test func theSameQuestionAloneIsOutsideBloomUnlessThePersonIsTrying() {
        let replies = TopicFixture.chat(["should we be getting referred?"], store: InMemoryStore())
        #expect(replies[0].route?.route == .outOfScope, "\(describe(replies[0]))")
        let trying = TopicFixture.chat(["should we be getting referred?"], store: InMemoryStore(mode: .ttc))
        #expect(trying[0].route?.route == .general, "\(describe(trying[0]))")
    }

    @Test func aQuestionThatPointsBackJustAfterATopicFollowsIt() {
        let store = pregnantStore(weeks: 9)
        let replies = TopicFixture.chat(["when does morning sickness start", "when does it usually ease off?"], store: store)
        #expect(replies[1].route?.rule == RouteReader.leansOnTheLastTopic, "\(describe(replies[1]))")
        #expect(replies[1].topic?.contains("sickness") == true, "\(describe(replies[1]))")
    }

    /// After an answer asked ahead ("what if I can't keep anything down?"), the topic it
    /// carried is the one "it" points back at.
    @Test func aQuestionThatPointsBackAfterCareAskedAheadFollowsItsTopic() {
        let store = pregnantStore(weeks: 9)
        let replies = TopicFixture.chat(["8 weeks and sick as a dog, threw up twice this morning", "what if i can't keep anything down",
                                         "when does it usually ease off?"], store: store)
        #expect(replies[2].route?.route == .general, "\(describe(replies[2]))")
        #expect(replies[2].topic?.contains("sickness") == true || replies[2].topic?.contains("hyperemesis") == true, "\(describe(replies[2]))")
    }

    @Test func aFollowUpNamingOnlyAStageFollowsTheTopic() {
        let store = pregnantStore(weeks: 21)
        let replies = TopicFixture.chat(["which side should i sleep on when pregnant", "what about in the 3rd trimester, same thing?"], store: store)
        #expect(replies[0].topic == "sleep-position-pregnancy", "\(describe(replies[0]))")
        #expect(replies[1].topic == "sleep-position-pregnancy", "\(describe(replies[1]))")
    }

    @Test func whatIsSaferJustAfterAMedicineQuestionIsAboutMedicines() {
        let replies = TopicFixture.chat(["can i take ibuprofen in the two week wait", "whats safer then"], store: InMemoryStore(mode: .ttc))
        #expect(replies[0].guardKind == .medication, "\(describe(replies[0]))")
        #expect(replies[1].guardKind == .medication, "\(describe(replies[1]))")
    }

    /// A question about something else leans on nothing: it stays outside, and a health word
    /// two turns back does not make a shopping question Bloom's.
    @Test(arguments: ["any good brunch spots in leeds?", "what time does the big tesco shut"])
    func aQuestionAboutSomethingElseStaysOutside(_ question: String) {
        let replies = TopicFixture.chat(["when does morning sickness start", question], store: pregnantStore(weeks: 9))
        #expect(replies[1].route?.route == .outOfScope, "\(describe(replies[1]))")
    }

    @Test func theConversationsDomainReachesOnlyTwoTurnsBack() {
        let replies = TopicFixture.chat(["how long do most couples try before ivf", "what's the capital of peru", "what's the tallest mountain",
                                         "should we be getting referred?"], store: InMemoryStore())
        #expect(replies[3].route?.route == .outOfScope, "\(describe(replies[3]))")
    }
}

/// "When will my periods come back if I'm breastfeeding?" asks when periods return after a
/// pause, which the library answers; the person's predictions count on from a running cycle.
@Suite struct PeriodsComingBackTests {
    let today = AssistantFixture.today

    @Test func periodsComingBackAfterABirthAreTheLibrarys() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today - 42))
        let reply = TopicFixture.chat(["when will my periods come back if im breastfeeding"], store: store)[0]
        #expect(reply.route?.route == .general, "\(reply.route?.rule ?? "-"): \(reply.text)")
        #expect(reply.topic != nil, "\(reply.text)")
    }

    @Test func aPeriodComingBackInARunningCycleIsTheirNextOne() {
        let reply = TopicFixture.chat(["when is my period coming back"], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.route == .ownData, "\(reply.route?.rule ?? "-"): \(reply.text)")
    }

    @Test func aPauseNamedMakesItAReturn() {
        let reply = TopicFixture.chat(["when will my period come back after stopping the pill"], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.route == .general, "\(reply.route?.rule ?? "-"): \(reply.text)")
    }
}

/// "How long till its due anyway" just after Bloom gave the next period's dates asks the same
/// of the person's records again (`RoutingStage`).
@Suite struct AskedAgainOfTheRecordsTests {
    @Test func aQuestionLeaningOnDatesJustGivenAsksForThemAgain() {
        let replies = TopicFixture.chat(["when is my next period due", "how long till its due anyway"], store: TopicFixture.cycleStore())
        #expect(replies[1].route?.route == .ownData, "\(replies[1].route?.rule ?? "-"): \(replies[1].text)")
        #expect(replies[1].intent == replies[0].intent, "\(replies[1].intent): \(replies[1].text)")
    }
}

/// "When's it actually due?" just after a topic about PMS asks for the person's own dates, as
/// the model reads it: leaning on the last topic is only for questions nothing else places.
@Suite struct LeaningKeepsQuestionsOfTheRecordsTests {
    @Test func whensItDueAfterATopicStillGivesTheirDates() {
        let replies = TopicFixture.chat(["so bloated today and my boobs are sore", "is that normal this close to my period?", "when's it actually due"],
                                        store: TopicFixture.cycleStore())
        #expect(replies[2].route?.route == .ownData, "\(replies[2].route?.rule ?? "-"): \(replies[2].text)")
    }
}

/// "I usually get creamy cm after I ovulate, is that a good sign?" … "today its more sticky
/// though": the discharge the question named anchors the type told next (`FactAnchors`).
@Suite struct DischargeNamedJustBeforeTests {
    @Test func aTypeToldJustAfterAQuestionAboutDischargeIsLogged() {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["i usually get loads of creamy cm after i ovulate, is that a good sign?", "today its more sticky though"], store: store)
        #expect(store.writes.contains { if case .discharge = $0 { true } else { false } }, "\(store.writes)")
    }

    @Test func withoutDischargeNamedTheWordIsNoDischarge() {
        let store = InMemoryStore(mode: .ttc)
        _ = TopicFixture.chat(["what phase am i in?", "today its more sticky though"], store: store)
        #expect(!store.writes.contains { if case .discharge = $0 { true } else { false } }, "\(store.writes)")
    }
}

/// "Had my baby 6 weeks ago. Up 3 times feeding last night, maybe 4 and a half hours sleep all
/// in": the length of sleep is the night named before it, not the day the message named first.
@Suite struct SleepLengthTakesTheNightNamedTests {
    let today = AssistantFixture.today

    func nights(_ message: String) -> [Day] {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today - 42))
        _ = TopicFixture.chat([message], store: store)
        return store.writes.compactMap { if case let .sleepLength(_, night) = $0 { night } else { nil } }
    }

    @Test func aLengthAfterLastNightIsLastNights() {
        let nights = nights("hi, had my baby 6 weeks ago and my friend said to try this. up 3 times with him feeding last night, maybe 4 and a half hours sleep all in")
        #expect(nights == [today - 1], "\(nights)")
    }

    @Test func aDayNamedAfterTheNightEndsIt() {
        let nights = nights("cramps on monday night, period started today, slept 7 hours")
        #expect(nights == [today - 1], "\(nights)")
    }
}
