@testable import Assistant
import CycleCore
import Content
import Testing

/// Found on the thirtieth development round: tablets counted "to see how many would do it", a
/// cushion pictured on a baby's face, steering off a bridge and "I've planned how" missed by the
/// crisis guard; "spotting my mate on bench press" logged spotting; water counted by its place
/// ("on my 4th glass"); "what do I do till they get here" after an ambulance answer; "ok and
/// what do you reckon I do about it then" answered with Bloom's help; a heavy bleed with
/// everything going fuzzy; feet puffed up after a long shift sent to urgent care.
@Suite struct FreshDevRound30Tests {
    let today = AssistantFixture.today

    func writes(_ messages: [String], _ store: InMemoryStore = TopicFixture.cycleStore()) -> ([JournalWrite], [Reply]) { TopicFixture.writes(messages, store) }

    func level(_ message: String, _ context: TriageContext = TriageContext()) -> CareLevel? {
        AssistantFixture.assistant.triage(message, context: context, today: today)?.level
    }

    /// A plan, tablets counted for an overdose, harm to a baby pictured and steering off a
    /// bridge are a crisis; nothing told beside them is written.
    @Test(arguments: ["been properly counting my tablets and working out how many would do it, not idle thinking",
                      "hours of screaming and i picture pressing a cushion on her face, it frightens me",
                      "crossing the bypass bridge each day i think about steering straight off it",
                      "if this next test is a bfn thats it for me, ive planned how"])
    func crisisToldInEverydayWordsIsACrisis(message: String) {
        let (written, replies) = writes([message], TopicFixture.cycleStore(mode: .ttc))
        #expect(replies[0].guardKind == .crisis, "\(replies[0].intent): \(replies[0].text)")
        #expect(written.isEmpty, "\(written)")
    }

    /// Plans and drives of everyday life are no crisis.
    @Test(arguments: ["we have planned how", "worked out how to fix the boiler", "thinking about driving into town later for the sales"])
    func everydayPlansAreNoCrisis(message: String) {
        let (_, replies) = writes([message])
        #expect(replies[0].guardKind != .crisis, "\(replies[0].text)")
    }

    /// Spotting someone at the gym is no bleeding.
    @Test func spottingAtTheGymIsNoBleeding() {
        let (written, replies) = writes(["when im spotting my mate on bench press where should my hands be"])
        #expect(written.isEmpty, "\(written) \(replies[0].text)")
    }

    /// "On my 4th glass of water" counts the day's water so far: what it adds to the water
    /// already logged is written, and "make that 5" counts from the same start.
    @Test func waterCountedByItsPlaceAddsWhatIsNotYetLogged() throws {
        let alone = TopicFixture.cycleStore()
        _ = writes(["on my 4th glass of water today, go me"], alone)
        #expect(try alone.water(on: today) == 1000)
        let chat = TopicFixture.cycleStore()
        _ = writes(["on my 4th glass of water today, go me", "make that 5, just had another with my lunch"], chat)
        #expect(try chat.water(on: today) == 1250)
        let store = TopicFixture.cycleStore()
        let (_, replies) = writes(["had 2 glasses of water this morning", "on my 4th glass of water today", "make that 5, just had another"], store)
        let total = try store.water(on: today)
        #expect(total == 1250, "\(total) \(store.writes) \(replies.map(\.text))")
        let counted = TopicFixture.cycleStore()
        let (_, again) = writes(["had 2 glasses of water this morning", "thats my 2nd glass of water"], counted)
        #expect(try counted.water(on: today) == 500, "\(again[1].text)")
    }

    /// Someone else's glasses, or a glass of wine, are no water.
    @Test func otherCountsAreNoWater() throws {
        let store = TopicFixture.cycleStore()
        _ = writes(["my sister is on her 4th glass of water", "on my 3rd glass of wine lol"], store)
        #expect(try store.water(on: today) == 0)
    }

    /// "What do I do till they get here?" after an ambulance answer: what to do while waiting.
    @Test func whatToDoWhileWaitingForTheAmbulance() {
        let replies = TopicFixture.chat(["im bleeding so much, its gone through my pad and my jeans in 20 mins and im going all faint",
                                         "my husband's calling them now", "what do i do till they get here"],
                                        store: TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[2].text.contains("Unlock the front door"), "\(replies[2].text)")
        #expect(replies[2].care?.level == .ambulance, "\(String(describing: replies[2].care))")
    }

    /// "Ok and what do you reckon I do about it then" after sickness was logged asks what
    /// helps with it: the library's answer about sickness, not Bloom's help.
    @Test func aWhatToDoAfterLeadInWordsAsksAboutWhatWasLogged() {
        let (_, replies) = writes(["sick 6 times today, even tiny sips of squash are coming back", "ok and what do you reckon i do about it then"],
                                  TopicFixture.pregnantStore(weeks: 9))
        #expect(replies[1].text.lowercased().contains("sickness"), "\(replies[1].text)")
        #expect(!replies[1].text.contains("Here's what I can help with"), "\(replies[1].text)")
    }

    /// Heavy bleeding with everything going fuzzy on standing is an ambulance.
    @Test func heavyBleedingWithEverythingGoingFuzzyIsAnAmbulance() {
        #expect(level("flooding through a pad in 15 mins flat, everything goes fuzzy when i try to get up so im stuck on the bathroom lino") == .ambulance)
    }

    /// A bump knocked gently with the baby moving as usual needs no urgent care; a fall still does.
    @Test func aGentleKnockIsNoInjury() {
        let context = TriageContext(pregnant: true, week: 30)
        #expect((level("bumped my belly gently on the kitchen counter, shes been kicking away as usual since", context) ?? .selfCare) < .urgent)
        #expect(level("fell down the stairs and landed on my bump", context) == .urgent)
    }

    /// Periods that drag on, clots most months and pain painkillers barely touch are worth a
    /// GP appointment; a period a week early is no long period.
    @Test(arguments: ["for 4 months my periods keep dragging to day 9 or 10, not dizzy just fed up",
                      "most months i leak onto the bedsheets, and theres clots wider than a 10p",
                      "every single period i have to take time off, painkillers barely touch it and its been like this a year"])
    func periodsWorthAnAppointment(message: String) {
        #expect(level(message) == .appointment, "\(message)")
    }

    @Test func aPeriodAWeekEarlyIsNoLongPeriod() {
        #expect(level("period arrived this morning, almost a whole week early?? light for now") == nil)
    }

    /// Feet puffed up after a long shift are common; a face or hands puffing up are not.
    @Test func feetPuffedUpAfterAShiftAreNotUrgent() {
        let context = TriageContext(pregnant: true, week: 20)
        #expect((level("feet and ankles puffed up after a long shift on the shop floor", context) ?? .selfCare) < .urgent)
        #expect(level("my face and hands have puffed up since this morning", context) == .urgent)
    }

    /// Statements the round found unwritten, each with what it tells.
    @Test func whatTheseStatementsTellIsWritten() {
        #expect(writes(["lunchtime reformer pilates, a full hour"]).0 == [.exercise(activity: "pilates", minutes: 60, today)])
        #expect(writes(["so sad today and no reason why, teared up at a dog food advert 🙃"]).0 == [.mood("sad", today)])
        #expect(writes(["period arrived this morning, almost a whole week early?? light for now"]).0 == [.periodStart(today), .flow("light", today)])
        #expect(writes(["mates 30th last night, 3 glasses of wine for me"]).0.map(\.day) == [today - 1])
        #expect(writes(["libido thru the roof today 😏"], TopicFixture.cycleStore(mode: .ttc)).0 == [.symptom("high-libido", severity: nil, today)])
    }

    /// A cup of tea is no menstrual cup: "normal" beside it is no flow.
    @Test func aCupOfTeaAnchorsNoFlow() {
        let (written, replies) = writes(["oh and a cup of builders tea, normal not decaf"], TopicFixture.pregnantStore(weeks: 20))
        #expect(!written.contains { if case .flow = $0 { true } else { false } }, "\(written) \(replies[0].text)")
    }

    /// "And 2 more since lunch" after glasses of water counts two more glasses.
    @Test func twoMoreAfterGlassesOfWaterAreWater() throws {
        let store = TopicFixture.pregnantStore(weeks: 20)
        _ = writes(["3 glasses of water down so far", "and 2 more since lunch"], store)
        #expect(try store.water(on: today) == 1250)
    }

    /// A reading told alone just after a temperature was logged is a temperature, on its day.
    @Test func aReadingAloneAfterATemperatureIsOne() {
        let (written, replies) = writes(["temp was 36.82 this morning btw, still up", "oh and yesterdays was 36.78 i forgot to put it in"],
                                        TopicFixture.cycleStore(mode: .ttc))
        #expect(written == [.temperature(celsius: 36.82, today), .temperature(celsius: 36.78, today - 1)], "\(written) \(replies[1].text)")
    }

    /// "Today, started about an hour ago" answers "Shall I log cramps for today?" with a yes.
    @Test func todaySaidBackIsAYes() {
        let (written, replies) = writes(["cramps", "today, started about an hour ago"], InMemoryStore())
        #expect(written == [.symptom("cramps", severity: nil, today)], "\(written) \(replies[1].text)")
    }

    /// Sex just logged as protected, then "the condom came off": the care about emergency
    /// contraception, and the entry changed to unprotected.
    @Test func aCondomThatCameOffChangesTheEntryBesideTheCare() {
        let store = TopicFixture.cycleStore()
        let replies = TopicFixture.chat(["we had sex on tuesday, used a condom", "oh actually no the condom came off halfway, so i guess unprotected"], store: store)
        #expect(store.writes.last == .sex(protected: false, today - 5), "\(store.writes) \(replies[1].text)")
        #expect(replies[1].care?.level == .gpToday, "\(String(describing: replies[1].care))")
    }

    /// A red, swollen calf with the other leg "normal": urgent care, and the swelling kept.
    @Test func aSideComparedIsToldNotAsked() {
        let (written, replies) = writes(["left calf is puffy and red and it kills to put weight on it, other leg is normal"], TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[0].care?.level == .urgent, "\(replies[0].text)")
        #expect(written == [.symptom("swelling", severity: nil, today)], "\(written)")
    }

    /// A plan to wait for an appointment puts urgent care off: the advice stands.
    @Test func aPlanToWaitGetsTheCareAgain() {
        let (_, replies) = writes(["left calf is puffy and red and it kills to put weight on it, other leg is normal",
                                   "i was gonna wait for my midwife appt on friday"], TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[1].text.hasPrefix("That doesn't change my advice"), "\(replies[1].text)")
    }

    /// "Do I ring the GP now or wait?" after a positive test asks what comes next, not about contractions.
    @Test func ringingTheGPAfterAPositiveTestIsWhatComesNext() {
        let (_, replies) = writes(["OMG faint line on a frer this morning!!! 8dpo 😭😭", "do i ring the gp now or wait"], TopicFixture.cycleStore(mode: .ttc))
        #expect(!replies[1].text.contains("Contraction"), "\(replies[1].text)")
    }

    /// A smear of red on the loo paper at 20 weeks: urgent care, and the spotting kept.
    @Test func aSmearOnTheLooPaperIsSpotting() {
        let (written, replies) = writes(["20 wks and theres a smear of fresh red on the loo paper just now, zero pain"], TopicFixture.pregnantStore(weeks: 20))
        #expect(replies[0].care?.level == .urgent, "\(replies[0].text)")
        #expect(written == [.flow("spotting", today)], "\(written)")
    }

    /// Questions asked in general are the library's: a thing of the body that does something,
    /// a claim a friend made, and a drink's daily allowance in pregnancy (not the energy budget).
    @Test func questionsAskedInGeneralAreTheLibrarys() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        let replies = TopicFixture.chat(["does bbt drop right before af shows"], store: store)
        #expect(!replies[0].text.contains("By my estimate"), "\(replies[0].text)")
        let claim = TopicFixture.chat(["mate swears pineapple core helps implantation, any truth in that lol"], store: store)
        #expect(!claim[0].text.contains("I only keep a log of your own days"), "\(claim[0].text)")
        let caffeine = TopicFixture.chat(["now im pregnant whats my daily caffeine allowance"], store: TopicFixture.pregnantStore(weeks: 20))
        #expect(!caffeine[0].text.contains("kcal"), "\(caffeine[0].text)")
    }
}
