@testable import Assistant
import CycleCore
import Content
import Testing

/// Found on the twenty-third development round: common complaints that self-care usually helps
/// got no level of care at all, a rope ready and an ex's threat were no crisis, and "low in my
/// tummy" was logged as a low mood.
@Suite struct FreshDevRound23Tests {
    let today = AssistantFixture.today

    /// Each got no care: only breast engorgement had a self-care rule.
    @Test(arguments: [
        ("heartburn every evening at the moment, cant get comfy", 22, "pregnancy-heartburn"),
        ("i go lightheaded if i stand up too fast, passes in a few secs", 20, "dizzy-on-standing"),
        ("a bit bunged up the last couple of days", 24, "constipation"),
        ("had a headache this morning but it went after paracetamol and a pint of water", 25, "mild-headache-gone"),
        ("leg cramps in bed last night, my calf went rock hard", 30, "pregnancy-leg-cramps"),
    ])
    func aCommonPregnancyComplaintToldNowGetsSelfCare(message: String, weeks: Int, rule: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.pregnantStore(weeks: weeks))[0]
        #expect(reply.care?.level == .selfCare && reply.care?.rule == rule, "\(String(describing: reply.care)) \(reply.text)")
        #expect(reply.text.contains("usually something self-care helps with"), "\(reply.text)")
    }

    @Test(arguments: [
        ("usual period cramps today, ibuprofen is taking the edge off", "period-pain-eased"),
        ("little twinges on my right side around the middle of my cycle, lasts a day", "ovulation-twinge"),
        ("sore boobs and bloated, af is due in a few days", "premenstrual-symptoms"),
    ])
    func aCommonCycleComplaintToldNowGetsSelfCare(message: String, rule: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.care?.level == .selfCare && reply.care?.rule == rule, "\(String(describing: reply.care)) \(reply.text)")
    }

    /// Relief that did not come, a red flag beside the complaint, a past that is over and a
    /// general question get no self-care.
    @Test(arguments: [
        "cramps today and ibuprofen isnt touching them",
        "cramps so bad today i nearly passed out, ibuprofen helped a bit",
        "i had heartburn in my last pregnancy, will i get it again",
        "what helps with heartburn in pregnancy",
    ])
    func noSelfCareWithoutAComplaintThatSelfCareHelpsNow(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.pregnantStore(weeks: 22))[0]
        #expect(reply.care?.level != .selfCare, "\(String(describing: reply.care)) \(reply.text)")
    }

    /// A more urgent rule still wins over the self-care one it shares words with.
    @Test(arguments: [
        ("leg cramp and now my calf is red, hot and swollen", 30),
        ("heartburn and a bad headache, and my face looks puffy", 30),
        ("headache since yesterday that paracetamol hasnt shifted", 25),
        ("heartburn tonight and i went all woozy and clammy in the kitchen", 30),
    ])
    func aRedFlagBesideACommonComplaintKeepsItsCare(message: String, weeks: Int) {
        let reply = TopicFixture.chat([message], store: TopicFixture.pregnantStore(weeks: weeks))[0]
        #expect((reply.care?.level ?? .selfCare) >= .gpToday, "\(String(describing: reply.care)) \(reply.text)")
    }

    /// Both got no care: the rope told with a plan, and a threat told while hiding.
    @Test(arguments: ["ive got the rope ready in the garage and im going to do it when he leaves for work",
                      "my ex has a key and said hell finish me off if i keep the baby, im hiding in the bathroom"])
    func aRopeReadyAndAThreatToFinishMeOffAreACrisis(message: String) {
        #expect(AssistantFixture.assistant.understand(message, today: today).guardKind == .crisis, "\(message)")
    }

    /// Read as a crisis only by the learned check, it fell below the guard's line when the
    /// check was trained again this round: the words are the guard's now.
    @Test func notThinkingOneWillStillBeHereIsACrisis() {
        #expect(AssistantFixture.assistant.understand("dont think ill still be here by christmas tbh and im ok with that", today: today).guardKind == .crisis)
        #expect(AssistantFixture.assistant.understand("dont think ill still be here by christmas, were moving to spain in december", today: today).guardKind != .crisis)
    }

    @Test(arguments: ["got the rope ready for the tree swing this weekend", "hiding the christmas presents from him in the loft",
                      "this hill is going to finish me off lol"])
    func ropesAndHidingInOtherSensesAreNoCrisis(message: String) {
        #expect(AssistantFixture.assistant.understand(message, today: today).guardKind != .crisis, "\(message)")
    }

    /// "Mild pulling feeling low in my tummy" logged a low mood.
    @Test func lowInMyTummyIsAPlaceNotAMood() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let reply = TopicFixture.chat(["7dpo, mild pulling feeling low in my tummy on and off"], store: store)[0]
        #expect(!store.writes.contains(.symptom("low-mood", severity: nil, today)), "\(store.writes) \(reply.text)")
    }

    @Test func feelingLowInMyselfIsStillAMood() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["feeling low in myself today"], store: store)[0]
        #expect(store.writes.contains(.symptom("low-mood", severity: nil, today)), "\(store.writes) \(reply.text)")
    }

    /// "Make that 5 hours…" got "I'm not able to help with that one": "make that" was no word
    /// of correction.
    @Test func makeThatGivesTheLastEntryItsNewValue() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["only slept 4 hours last night, feeling so irritable", "make that 5 hours, forgot i dozed off again around 6"], store: store)
        #expect(store.writes.contains(.sleepLength(minutes: 300, night: today - 1)), "\(store.writes) \(replies.map(\.text))")
        #expect(!store.writes.contains(.sleepLength(minutes: 240, night: today - 1)), "\(store.writes)")
    }

    /// "Actually she said 11 stone 5" got "I can't help with that one": its first number, 11,
    /// was read as the new weight in kilograms.
    @Test func aWeightSaidWholeCorrectsTheWeight() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["weighed at the midwife this morning, 11 stone 3", "actually she said 11 stone 5, i misheard her"], store: store)
        let weights = store.writes.compactMap { if case let .weight(kilograms, _) = $0 { kilograms } else { nil } }
        #expect(weights.count == 1 && abs(weights[0] - 72.1) < 0.1, "\(store.writes) \(replies.map(\.text))")
    }

    /// "2 coffees so far and its not even 11" logged 11 coffees: "not" read as a correction.
    @Test func notEvenBeforeATimeCorrectsNothing() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["2 coffees so far and its not even 11"], store: store)[0]
        let counted = store.writes.compactMap { if case let .lifestyle("caffeine", count, _, _) = $0 { count } else { nil } }
        #expect(counted == [2], "\(store.writes) \(reply.text)")
    }

    /// It moved both items to yesterday and logged the cramps a second time.
    @Test func aClauseThatMovesOneItemLeavesTheOtherWhereItWas() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["cramps and bloating today", "actually the bloating was yesterday, cramps are today tho"], store: store)
        let symptoms = store.writes.filter { if case .symptom = $0 { true } else { false } }
        #expect(symptoms.count == 2 && symptoms.contains(.symptom("bloating", severity: nil, today - 1)) && symptoms.contains(.symptom("cramps", severity: nil, today)),
                "\(store.writes) \(replies.map(\.text))")
    }

    /// "Scratch that its my sister with the headache not me" explained how to undo instead.
    @Test func scratchThatItsMySisterTakesTheEntryBack() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["bad headache today", "scratch that its my sister with the headache not me lol, im fine"], store: store)
        #expect(!store.writes.contains { if case .symptom("headache", _, _) = $0 { true } else { false } }, "\(store.writes) \(replies.map(\.text))")
    }

    /// "I get dizzy if I stand up too fast" was read as imagined, so it told no situation.
    @Test(arguments: ["i get dizzy if i stand up too fast", "i go lightheaded if i skip lunch"])
    func whatHappensWheneverSomethingDoesIsAHabit(message: String) {
        let acts = AssistantFixture.assistant.understand(message, today: today).speech.clauses.map(\.act)
        #expect(acts.first == .habit, "\(acts)")
    }

    @Test(arguments: ["if i get dizzy at work what should i do", "i worry ill faint if i stand up too fast"])
    func anIfThatImaginesStaysHypothetical(message: String) {
        let acts = AssistantFixture.assistant.understand(message, today: today).speech.clauses.map(\.act)
        #expect(!acts.contains(.habit), "\(acts)")
    }

    /// "cd1 today, cramps and back pain and the flow is medium" logged all but the start.
    @Test func cycleDayOneBesideOtherItemsIsAPeriodStart() {
        let store = InMemoryStore(mode: .cycle)
        let reply = TopicFixture.chat(["cd1 today, cramps and back pain and the flow is medium"], store: store)[0]
        #expect(store.writes.contains(.periodStart(today)) && store.writes.contains(.flow("medium", today)), "\(store.writes) \(reply.text)")
    }

    @Test func aLaterCycleDayIsNoStart() {
        let store = InMemoryStore(mode: .ttc)
        let reply = TopicFixture.chat(["cd8, ewcm today and feeling good"], store: store)[0]
        #expect(!store.writes.contains { if case .periodStart = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    /// "Did a pregnancy test yesterday just in case, negative" was read as imagined.
    @Test func aTestDoneJustInCaseIsLogged() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["did a pregnancy test yesterday just in case, negative"], store: store)[0]
        #expect(store.writes.contains { if case .pregnancyTest(positive: false, _, _) = $0 { true } else { false } }, "\(store.writes) \(reply.text)")
    }

    @Test func inCaseBeforeWhatMightHappenStaysImagined() {
        let acts = AssistantFixture.assistant.understand("what should i pack in case my waters break early", today: today).speech.clauses.map(\.act)
        #expect(!acts.contains(.log), "\(acts)")
    }

    /// "Back in 2023 i had endo surgery, can it grow back" got "outside what I can help with".
    @Test func endoIsInTheDomain() {
        let reply = TopicFixture.chat(["back in 2023 i had endo surgery, can it grow back"], store: TopicFixture.cycleStore())[0]
        #expect(reply.route?.inDomain == true && !reply.text.contains("outside what I can help with"), "\(reply.text)")
    }

    /// Severe period pain that painkillers do not relieve is no self-care case (a real question
    /// got self-care for it while this round was built).
    @Test(arguments: ["my cramps are severe this cycle and nothing i take gives any relief",
                      "cramps are unbearable today, ibuprofen helped a little"])
    func severePeriodPainGetsNoSelfCare(message: String) {
        let reply = TopicFixture.chat([message], store: TopicFixture.cycleStore())[0]
        #expect(reply.care?.level != .selfCare, "\(String(describing: reply.care)) \(reply.text)")
    }

    /// A day of a period named in passing is no start to write or offer.
    @Test func theFirstDayOfACycleNamedInPassingIsNoStart() {
        let store = InMemoryStore(mode: .cycle)
        let reply = TopicFixture.chat(["bloods were taken on the first day of my cycle last week, will that throw off the results"], store: store)[0]
        #expect(store.writes.isEmpty && !reply.text.contains("Shall I log your period"), "\(store.writes) \(reply.text)")
    }
}
