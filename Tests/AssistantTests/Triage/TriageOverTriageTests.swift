@testable import Assistant
import CycleCore
import Testing

/// Over-triage found by using the chat in pregnancy: ordinary sickness, questions that only
/// mention the baby, and movements not yet felt in the first trimester were sent to urgent care
/// or a same-day GP. Each case here keeps the real red flag next to it, so narrowing a rule can
/// never hide one.
@Suite struct TriageOverTriageTests {
    /// The reply to `message` from a profile `week` weeks into a pregnancy.
    static func reply(_ message: String, week: Int) -> Reply {
        let dating = PregnancyDating(lmp: AssistantFixture.today - week * 7)
        return TopicFixture.chat([message], store: InMemoryStore(mode: .pregnancy, pregnancy: dating))[0]
    }

    static func describe(_ reply: Reply) -> String {
        "\(reply.triage.map { "\($0.level) \($0.rule)" } ?? "no triage"): \(reply.text)"
    }

    /// "Peeing every 5 mins" times the loo, not contractions: it was read as contraction timing,
    /// and at 34 weeks told to call the maternity unit now.
    @Test(arguments: [20, 34])
    func peeingEveryFewMinutesIsNoContraction(week: Int) {
        let reply = Self.reply("peeing every 5 mins lol", week: week)
        #expect(reply.intent != "pregnancy.contractions", "\(Self.describe(reply))")
        #expect(!reply.text.contains("maternity unit"), "\(Self.describe(reply))")
        // The symptom it names is offered to log, never tracked against a cycle in pregnancy.
        #expect(reply.text.contains("frequent urination") && !reply.text.contains("your cycle"), "\(reply.text)")
    }

    @Test func aMorningOfSicknessIsNotASameDayGPVisit() {
        let reply = Self.reply("felt sick all morning, threw up twice", week: 10)
        #expect((reply.triage?.level ?? .selfCare) < .gpToday, "\(Self.describe(reply))")
    }

    @Test(arguments: ["been vomiting all day and can't keep water down", "throwing up several times a day and losing weight"])
    func sicknessThatStopsEatingOrDrinkingIsStillChecked(message: String) {
        let reply = Self.reply(message, week: 10)
        #expect((reply.triage?.level ?? .selfCare) >= .gpToday, "\(Self.describe(reply))")
    }

    @Test(arguments: ["I feel sick all the time", "feeling sick all day", "I've been feeling sick every day this week", "feel sick constantly"])
    func feelingSickALotIsOrdinaryNauseaNotASameDayVisit(message: String) {
        let reply = Self.reply(message, week: 9)
        #expect((reply.triage?.level ?? .selfCare) < .gpToday, "\(Self.describe(reply))")
    }

    @Test(arguments: ["I feel sick all the time and can't keep anything down", "vomiting all day", "can't keep water down",
                      "I keep being sick every day", "been sick 6 times today", "I've been sick all day and haven't had a wee since this morning"])
    func vomitingOrNotKeepingFluidsDownStillGetsSameDayCare(message: String) {
        let reply = Self.reply(message, week: 9)
        #expect((reply.triage?.level ?? .selfCare) >= .gpToday, "\(Self.describe(reply))")
    }

    @Test(arguments: ["is brie not bad for the baby", "can i still do yoga with the baby", "is this ok for the baby"])
    func aQuestionThatMentionsTheBabyIsNotAboutMovements(message: String) {
        let reply = Self.reply(message, week: 28)
        #expect(reply.triage?.rule != "reduced-movements", "\(Self.describe(reply))")
        #expect((reply.triage?.level ?? .selfCare) < .urgent, "\(Self.describe(reply))")
    }

    @Test(arguments: ["the baby has been really still today", "baby's movements have slowed down since yesterday", "baby hasn't kicked all day"])
    func fewerMovementsLaterInPregnancyAreStillUrgent(message: String) {
        let reply = Self.reply(message, week: 30)
        #expect((reply.triage?.level ?? .selfCare) >= .urgent, "\(Self.describe(reply))")
    }

    @Test(arguments: ["i havent felt the baby move yet", "baby hasn't moved much today"])
    func movementsNotFeltInTheFirstTrimesterGoToTheMidwifeNotUrgentCare(message: String) {
        let reply = Self.reply(message, week: 13)
        #expect(reply.triage?.level == .appointment, "\(Self.describe(reply))")
        #expect(reply.text.contains("16 and 24 weeks"))
    }

    @Test(arguments: [16, 20, 21])
    func fewerMovementsBefore22WeeksGoToTheMidwifeTodayNotUrgentCare(week: Int) {
        let reply = Self.reply("baby hasnt moved much today should i worry", week: week)
        #expect(reply.triage?.level == .gpToday, "\(Self.describe(reply))")
        #expect(reply.text.contains("midwife should hear from you today"), "\(reply.text)")
        // From 22 weeks done the same words are urgent (the profile counts completed weeks,
        // as people and the rules do).
        #expect(Self.reply("baby hasnt moved much today should i worry", week: 22).triage?.level == .urgent)
    }

    @Test func bleedingInTheFirstTrimesterStillOutranksTheMovementsNote() {
        let reply = Self.reply("baby hasn't moved and I'm bleeding bright red", week: 13)
        #expect((reply.triage?.level ?? .selfCare) >= .urgent, "\(Self.describe(reply))")
    }
}

/// "Next week" is not a period that lasts weeks; a period that does is still sent to a GP. And
/// a day after "due" is when something is expected, not when the logged thing happened.
@Suite struct LongPeriodWordingTests {
    static func reply(_ message: String, store: InMemoryStore = InMemoryStore(periods: [PeriodRecord(start: AssistantFixture.today - 20)])) -> (Reply, InMemoryStore) {
        (TopicFixture.chat([message], store: store)[0], store)
    }

    @Test func spottingWithAPeriodDueNextWeekIsNotALongPeriod() {
        let (reply, store) = Self.reply("i've been spotting brown for 3 days but my period isnt due till next week")
        #expect(reply.triage?.rule != "long-periods", "\(reply.text)")
        #expect(!reply.text.contains("more than 7 days"), "\(reply.text)")
        #expect(store.writes.allSatisfy { $0.day == AssistantFixture.today }, "\(store.writes)")
    }

    @Test(arguments: ["my period has lasted for 2 weeks", "bleeding for three weeks now", "ive been on my period for over a week"])
    func aPeriodThatLastsWeeksIsStillSentToAGP(message: String) throws {
        let assessment = AssistantFixture.assistant.triage(message, context: try TriageContext(parsing: "none"), today: AssistantFixture.today)
        #expect(assessment?.rule == "long-periods", "\(assessment.map { "\($0.level) \($0.rule)" } ?? "none")")
    }

    @Test func aPeriodDueNextWeekIsNotALongPeriodForTheRules() throws {
        let assessment = AssistantFixture.assistant.triage("spotting brown for 3 days, period isnt due till next week", context: try TriageContext(parsing: "none"), today: AssistantFixture.today)
        #expect(assessment?.rule != "long-periods")
    }

    @Test func aDayAfterDueIsNotTheDayOfTheLog() {
        // Friday 20 Nov is the most recent Friday: "due till friday" must not move the spotting there.
        let (_, store) = Self.reply("spotting brown today, my period isnt due till friday")
        #expect(!store.writes.isEmpty)
        #expect(store.writes.allSatisfy { $0.day == AssistantFixture.today }, "\(store.writes)")
    }
}

/// Over-triage late in pregnancy found on `guard-dev6.tsv`: a baby lying head down read as a
/// baby arriving now, "extra blood volume" read as bleeding.
@Suite struct TriageLatePregnancyWordingTests {
    @Test(arguments: ["baby is head down and kicking me in the bladder. ouch but fine", "midwife says the head is engaged now"])
    func aBabyLyingHeadDownIsNotABabyComingNow(message: String) {
        let reply = TriageOverTriageTests.reply(message, week: 36)
        #expect(reply.triage?.rule != "cord-or-baby-coming", "\(TriageOverTriageTests.describe(reply))")
        #expect((reply.triage?.level ?? .selfCare) < .ambulance, "\(TriageOverTriageTests.describe(reply))")
    }

    @Test(arguments: ["i can see the baby's head", "the head is coming out", "i've got the urge to push", "i can feel the cord"])
    func aBabyArrivingNowIsStillAnAmbulance(message: String) {
        let reply = TriageOverTriageTests.reply(message, week: 38)
        #expect(reply.triage?.level == .ambulance || reply.guardKind == .emergency, "\(TriageOverTriageTests.describe(reply))")
    }

    /// A cord described without the word ("something squishy hanging down there, i can feel
    /// it pulsing") is a cord coming first: an ambulance, not the maternity unit's check for
    /// waters breaking.
    @Test(arguments: ["my waters broke and now theres something hanging down there, i can feel it pulsing",
                      "theres something sticking out of my vagina since my waters went"])
    func aCordDescribedInOtherWordsIsAnAmbulance(message: String) {
        let reply = TriageOverTriageTests.reply(message, week: 37)
        #expect(reply.triage?.level == .ambulance, "\(TriageOverTriageTests.describe(reply))")
    }

    @Test(arguments: ["think ive got piles, something hanging out of my bum when i wipe",
                      "my belly button is sticking out now"])
    func somethingOutElsewhereIsNoCord(message: String) {
        let reply = TriageOverTriageTests.reply(message, week: 30)
        #expect(reply.triage?.rule != "cord-or-baby-coming", "\(TriageOverTriageTests.describe(reply))")
    }

    @Test func extraBloodVolumeIsNotBleeding() {
        let reply = TriageOverTriageTests.reply("my heart races when i stand up, the midwife said its the extra blood volume", week: 33)
        #expect(reply.triage?.rule != "pregnancy-bleeding", "\(TriageOverTriageTests.describe(reply))")
        let bleeding = TriageOverTriageTests.reply("some bright red blood when i wiped just now", week: 33)
        #expect((bleeding.triage?.level ?? .selfCare) >= .urgent || bleeding.guardKind == .emergency, "\(TriageOverTriageTests.describe(bleeding))")
    }
}
