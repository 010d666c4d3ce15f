@testable import Assistant
import CycleCore
import Testing

/// "Leg cramps woke me up last night" … "how do I stop them?": a short question that points
/// back at what was just told asks about it (written for this suite).
@Suite struct BackReferenceTests {
    let today = AssistantFixture.today

    func pregnantStore(weeks: Int = 20) -> InMemoryStore {
        InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + (40 - weeks) * 7))
    }

    @Test func aQuestionThatPointsBackAsksAboutTheSymptomJustLogged() {
        let store = pregnantStore()
        let replies = TopicFixture.chat(["leg cramps woke me up last night", "is that normal at 20 weeks?", "how do i stop them"], store: store)
        #expect(replies[1].topic == "leg-cramps-pregnancy", "\(replies[1].topic ?? "-"): \(replies[1].text)")
        #expect(replies[2].topic == "leg-cramps-pregnancy", "\(replies[2].topic ?? "-"): \(replies[2].text)")
        // Questions never write: the cramps were logged once, by the statement.
        #expect(store.writes == [.symptom("leg-cramps", severity: nil, today - 1)], "\(store.writes)")
    }

    /// "Could that be implantation??" just after spotting was logged got tips for trying.
    @Test func aQuestionOfWhatTheThingToldMayBePointsBack() {
        let replies = TopicFixture.chat(["tiny bit of pink spotting when i wiped, 8dpo", "could that be implantation??"], store: TopicFixture.cycleStore(mode: .ttc))
        #expect(replies[1].topic?.contains("implantation") == true, "\(replies[1].topic ?? "-"): \(replies[1].text)")
        #expect(BackReference.asksWhatItIs(["might", "it", "be", "a", "uti"]))
        #expect(!BackReference.asksWhatItIs(["is", "it", "normal", "for", "the", "baby", "to", "kick"]))
    }

    @Test func aQuestionNamingItsOwnSubjectIsReadAsItIs() {
        let replies = TopicFixture.chat(["leg cramps woke me up last night", "is it normal for the baby to kick this much?"], store: pregnantStore(weeks: 28))
        #expect(replies[1].topic != "leg-cramps-pregnancy", "\(replies[1].topic ?? "-"): \(replies[1].text)")
    }

    @Test func anAnswerAboutWhatWasToldKeepsItAsTheSubject() {
        let replies = TopicFixture.chat(["bad cramps today", "anything that might help?", "is that normal?"],
                                        store: InMemoryStore.cycles(from: today - 60, lengths: [28, 28]))
        #expect(replies[1].topic != nil, "\(replies[1].intent): \(replies[1].text)")
        #expect(replies[2].topic != nil && !replies[2].text.contains("pregnancy mode"), "\(replies[2].intent) \(replies[2].topic ?? "-"): \(replies[2].text)")
    }

    /// "This close to my period" is when, not what: the question still points back at the
    /// bloating just told.
    @Test(arguments: ["is that normal before my period?", "is that normal this close to my period?"])
    func aTimeOfTheCycleFramesTheQuestionAndKeepsTheSubject(_ question: String) {
        let store = InMemoryStore.cycles(from: today - 60, lengths: [28, 28])
        let replies = TopicFixture.chat(["so bloated today i look about 6 months gone lol", question], store: store)
        #expect(replies[1].topic == "pms-symptoms", "\(replies[1].topic ?? "-"): \(replies[1].text)")
        #expect(store.writes == [.symptom("bloating", severity: nil, today)], "\(store.writes)")
    }

    /// "What if it was my face and hands too?" imagines more of the swelling just told: the
    /// pre-eclampsia signs and when to call, asked ahead, and nothing written.
    @Test func whatIfItWasPointsBackToo() {
        let store = pregnantStore(weeks: 30)
        let replies = TopicFixture.chat(["my ankles are a bit swollen after being on my feet all day at work", "what if it was my face and hands too"], store: store)
        #expect(replies[1].text.lowercased().contains("pre-eclampsia"), "\(replies[1].intent): \(replies[1].text)")
        #expect(replies[1].care == nil, "asked ahead: \(String(describing: replies[1].care))")
        #expect(store.writes == [.symptom("swelling", severity: 1, today)], "\(store.writes)")
    }

    @Test func aLibraryAnswerAboutSomethingElseEndsTheSubject() {
        let replies = TopicFixture.chat(["leg cramps woke me up last night", "is swimming ok at 20 weeks?", "how do i stop them"], store: pregnantStore())
        #expect(replies[1].topic == "swimming-in-pregnancy")
        #expect(replies[2].topic != "leg-cramps-pregnancy", "\(replies[2].topic ?? "-"): \(replies[2].text)")
    }

    @Test func theSubjectIsForgottenAfterAFewTurns() {
        let replies = TopicFixture.chat(["leg cramps woke me up last night", "hi", "thanks", "ok", "hello", "how do i stop them"], store: pregnantStore())
        #expect(replies[5].topic != "leg-cramps-pregnancy", "\(replies[5].topic ?? "-"): \(replies[5].text)")
    }

    @Test func aMoodPointedBackAtInTheCycleGetsTheLibraryNotPregnancyWeeks() {
        let store = InMemoryStore.cycles(from: today - 80, lengths: [28, 28])
        let replies = TopicFixture.chat(["feeling really irritable today", "is that normal at this point in my cycle?"], store: store)
        #expect(replies[1].topic == "pms-symptoms", "\(replies[1].intent) \(replies[1].topic ?? "-"): \(replies[1].text)")
        #expect(!replies[1].intent.hasPrefix("pregnancy."))
    }

    @Test func thatOpeningAClauseDoesNotPointBack() {
        let replies = TopicFixture.chat(["bad cramps today", "anything that might help?"], store: InMemoryStore.cycles(from: today - 60, lengths: [28, 28]))
        // Answered about the cramps by what was just logged, not read as "anything cramps might help".
        #expect(replies[1].topic != nil, "\(replies[1].intent): \(replies[1].text)")
        #expect(BackReference.opensAClause(["anything", "that", "might", "help"], at: 1))
        #expect(!BackReference.opensAClause(["is", "that", "normal"], at: 1))
    }
}

/// "Any tips?" follows the profile's mode: the model reads a bare request for tips as tips for
/// conceiving; only someone trying, or a message that names trying, gets those (issue 48).
@Suite struct TipsFollowTheModeTests {
    let today = AssistantFixture.today

    @Test func aBareRequestForTipsFromSomeoneTrackingGetsSelfCare() {
        let reply = AssistantFixture.chat(["any tips?"], store: InMemoryStore.cycles(from: today - 80, lengths: [28, 28]))[0]
        #expect(reply.intent == IntentID.wellnessSelfcare.rawValue, "\(reply.intent): \(reply.text)")
        #expect(!reply.text.contains("trying to conceive"))
    }

    @Test func anythingThatMightHelpAfterALoggedMoodAnswersAboutTheMood() {
        let replies = AssistantFixture.chat(["feeling really irritable today", "anything that might help?"], store: InMemoryStore.cycles(from: today - 80, lengths: [28, 28]))
        #expect(replies[1].topic == "pms-symptoms", "\(replies[1].intent) \(replies[1].topic ?? "-"): \(replies[1].text)")
        #expect(!replies[1].text.contains("trying to conceive"))
    }

    @Test func someoneTryingOrAMessageNamingTryingStillGetsConceptionTips() {
        let trying = AssistantFixture.chat(["any tips?"], store: InMemoryStore.cycles(from: today - 60, lengths: [28, 28], mode: .ttc))
        #expect(trying[0].intent == IntentID.ttcTips.rawValue, "\(trying[0].intent): \(trying[0].text)")
        let named = AssistantFixture.chat(["any tips for getting pregnant sooner?"], store: InMemoryStore.cycles(from: today - 60, lengths: [28, 28]))
        #expect(named[0].intent == IntentID.ttcTips.rawValue, "\(named[0].intent): \(named[0].text)")
    }

    @Test func anythingThatMightHelpAfterALoggedSymptomAnswersAboutIt() {
        let replies = AssistantFixture.chat(["bad cramps today", "any tips?"], store: InMemoryStore.cycles(from: today - 60, lengths: [28, 28]))
        #expect(replies[1].topic != nil && replies[1].text.lowercased().contains("pain"), "\(replies[1].intent) \(replies[1].topic ?? "-"): \(replies[1].text)")
    }
}
