@testable import Assistant
import Content
import CycleCore
import Testing

/// Triage reads the situation now (`Assistant.situationNow`, `PastTime`): in a message of
/// several clauses, one that asks in general or tells a past that is over adds no red flag; a
/// past that is still going does. Movements said to be as usual are no change in them, unless
/// the message contrasts them with now.
@Suite struct TriageSituationNowTests {
    let assistant = AssistantFixture.assistant

    func level(_ message: String, _ context: TriageContext) -> CareLevel? {
        assistant.triage(message, context: context, today: AssistantFixture.today)?.level
    }

    @Test func aClauseAskingInGeneralAddsNoRedFlagToWhatIsTold() {
        let message = "what causes reduced baby movements? she is kicking away fine, i was just reading about it"
        #expect((level(message, TriageContext(pregnant: true, week: 27)) ?? .selfCare) < .gpToday)
    }

    @Test func aPastThatIsOverIsNoSituationNow() {
        let message = "i had some bleeding at 7 weeks, the epu scan showed a heartbeat and it has all gone now. when is the 20 week scan?"
        let got = level(message, TriageContext(pregnant: true, week: 13))
        #expect((got ?? .selfCare) <= .appointment, "\(String(describing: got))")
    }

    /// A past checked and said fine, then a question that tells nothing of now: the clause that
    /// it "was fine" is that past's, and the question asks in general.
    @Test(arguments: [
        "had a scan at 7 weeks for some spotting and all was fine, just wondering is spotting common in first tri",
        "bled a bit at 8 weeks, went to epu and everything was fine. is it common to spot early on?",
        "ended up in a&e at 15 weeks with a kidney infection, all sorted with antibiotics and rechecked since. can that come back later on?",
        "last week i had reduced movements, went in, ctg was perfect and shes been wriggling loads since. how often should i be feeling her now?",
        "had some spotting at 12 weeks, went to the epu, scan was fine and its never come back. does it mean anything?",
    ])
    func aPastCheckedAndFineBeforeAGeneralQuestionIsNoSituationNow(_ message: String) {
        let got = level(message, TriageContext(pregnant: true, week: 25))
        #expect((got ?? .selfCare) <= .appointment, "\(String(describing: got))")
    }

    /// The answer's topic is for what is asked now, not the story told before it (it was a
    /// topic on a twin lost early, found by "scan at 7 weeks" and "spotting").
    @Test func theTopicBesideAPastThatIsOverIsWhatIsAskedNow() {
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(lmp: AssistantFixture.today - 7 * 12))
        let reply = AssistantFixture.chat(["had a scan at 7 weeks for some spotting and all was fine, just wondering is spotting common in first tri"], store: store)[0]
        #expect(reply.topic == "spotting-early-pregnancy", "\(String(describing: reply.topic)) \(reply.text)")
        #expect((reply.triage?.level ?? .selfCare) <= .appointment, "\(String(describing: reply.triage))")
    }

    /// The same past with the bleeding back, or a state told in the question, is now.
    @Test(arguments: [
        "had a scan at 7 weeks for some spotting and all was fine, but im bleeding again today",
        "had spotting at 7 weeks and the scan was fine. im bleeding right now, is that common?",
    ])
    func thePastWithTheTroubleBackIsASituationNow(_ message: String) {
        let got = level(message, TriageContext(pregnant: true, week: 13))
        #expect((got ?? .selfCare) >= .urgent, "\(String(describing: got))")
    }

    /// A trace or CTG said to be fine, and movements strong since, end a past scare; the
    /// "since" that tells the good news is not the trouble going on.
    @Test func aScareCheckedAndFineWithMovementsStrongSinceIsOver() {
        let message = "baby was quiet on saturday so we went in, the ctg was perfect and hes been kicking loads since"
        let got = level(message, TriageContext(pregnant: true, week: 33))
        #expect((got ?? .selfCare) <= .appointment, "\(String(describing: got))")
    }

    /// The person's own past long ago, with a question about this time, is history: the
    /// answer says what to do if it happens, not "go now".
    @Test func anOwnPastLongAgoWithAQuestionAheadIsNoSituationNow() {
        let message = "my waters went at 33 weeks with my first baby, what signs should i look out for this pregnancy"
        let got = level(message, TriageContext(pregnant: true, week: 22))
        #expect((got ?? .selfCare) <= .appointment, "\(String(describing: got))")
    }

    /// After pains name a birth: bleeding getting lighter after one is not bleeding in pregnancy.
    @Test func afterPainsNameABirth() {
        let context = assistant.triageEngine.context(for: assistant.analyzer.analyze("afterpains are awful when she feeds", today: AssistantFixture.today, profiles: []),
                                                     profile: TriageContext(pregnant: true, week: 40))
        #expect(context.postpartum && !context.pregnant)
    }

    @Test func aPastThatIsStillGoingIsASituationNow() {
        let message = "i had some bleeding at 7 weeks and i'm still bleeding today"
        #expect((level(message, TriageContext(pregnant: true, week: 13)) ?? .selfCare) >= .gpToday)
    }

    /// With nothing told of now, a past worth talking through gets an appointment, no more.
    @Test func aPastThatIsOverAloneIsWorthAnAppointmentAtMost() {
        let assessment = assistant.triage("had a fever of 38.6 last week with a cold, the gp saw me, it went after two days, all fine now. can i fly next month?",
                                          context: TriageContext(pregnant: true, week: 30), today: AssistantFixture.today)
        #expect((assessment?.level ?? .selfCare) <= .appointment, "\(String(describing: assessment))")
    }

    @Test func movementsSaidToBeAsUsualAreNoChange() {
        #expect((level("37 weeks, tightenings now and then, not getting closer, baby active", TriageContext(pregnant: true, week: 37)) ?? .selfCare) < .urgent)
        // Contrasted with now, they are a change.
        #expect(level("he usually kicks loads in the evening but tonight barely anything, 33 weeks", TriageContext(pregnant: true, week: 33)) == .urgent)
    }

    @Test func aReadingBetween38And43IsAFever() {
        #expect(level("38.2 when i woke up, 31 weeks", TriageContext(pregnant: true, week: 31)) == .urgent)
        #expect(level("temp 38.0 exactly and a sore throat, 22 wks", TriageContext(pregnant: true, week: 22)) == .urgent)
    }

    /// A birth the message names ends the pregnancy a profile still in pregnancy mode reads.
    @Test func aBirthNamedIsNoPregnancyToBleedIn() {
        let got = level("day 5 pp, bleeding like a normal period, changing my pad every 4 hours", TriageContext(pregnant: true, week: 41))
        #expect((got ?? .selfCare) < .urgent, "\(String(describing: got))")
    }

    /// An appointment-level situation told now gets the library's answer, the reason a GP
    /// appointment is worth it, and the level as the reply's care.
    @Test func anAppointmentLevelSituationCarriesItsCare() {
        let reply = TopicFixture.chat(["my periods are so heavy i have to stay home the first day every month, flooding through super tampons"],
                                      store: TopicFixture.cycleStore())[0]
        #expect(reply.care?.level == .appointment, "\(String(describing: reply.care))")
        #expect(reply.text.contains("worth booking an appointment"), "\(reply.text)")
    }

    /// From the eighth development round: a caesarean wound that opens or weeps, one leg
    /// warmer than the other, coughing up blood, "she's been really still", a car hitting the
    /// car, read in their own words.
    @Test(arguments: [
        ("had a c section 9 days ago and one end of the scar has opened up, theres pinky fluid", "postpartum:1", CareLevel.urgent),
        ("my left leg feels tight and its warmer than the right one, baby is 2 weeks old", "postpartum:2", CareLevel.urgent),
        ("coughed up some blood this morning and my chest feels tight, had him last week", "postpartum:1", CareLevel.ambulance),
        ("shes been really still all day today, 38+2", "pregnant:38", CareLevel.urgent),
        ("a van went into the back of us at a roundabout, seatbelt pressed on my bump, 29 weeks", "pregnant:29", CareLevel.urgent),
        ("c-sec scar is hot and weeping yellow stuff, day 9", "pregnant:41", CareLevel.urgent),
        ("my partner says i went rigid and was jerking for a minute, i cant remember it, 5 days after the birth", "postpartum:1", CareLevel.urgent),
    ])
    func aRedFlagInItsOwnWordsGetsItsLevel(_ message: String, _ context: String, _ least: CareLevel) throws {
        let found = assistant.triage(message, context: try TriageContext(parsing: context), today: AssistantFixture.today)
        #expect((found?.level ?? .selfCare) >= least, "\(message) → \(String(describing: found))")
    }

    @Test func aSymptomSaidFineWithoutALinkWordIsNoRedFlag() {
        let found = level("bad headache earlier but it went after paracetamol, vision fine, 33 weeks", TriageContext(pregnant: true, week: 33))
        #expect((found ?? .selfCare) < .urgent, "\(String(describing: found))")
        // Asked, it is still a question about bleeding.
        #expect(TriageNegation.saidToBeFine(["vision", "fine"], after: 0))
        #expect(TriageNegation.saidToBeFine(["is", "bleeding", "fine"], after: 1) == false)
    }

    /// "Makes me think I'm pregnant" is a doubt, and names no week: the rules for later
    /// pregnancy below urgent (overdue, breech) need the week.
    @Test func aDoubtedPregnancyWithNoWeekIsNotOverdue() {
        let found = assistant.triage("everything i read online makes me think im pregnant, what should i do", context: TriageContext(), today: AssistantFixture.today)
        #expect(found?.rules.contains("overdue") != true, "\(String(describing: found))")
        // Told the week, it still is.
        let overdue = assistant.triage("im 41 weeks pregnant and nothing is happening", context: TriageContext(), today: AssistantFixture.today)
        #expect(overdue?.rules.contains("overdue") == true, "\(String(describing: overdue))")
        // Unsure of the dates is still pregnant: bleeding keeps its level.
        let unsure = assistant.triage("i think im about 14 weeks pregnant and im bleeding quite a lot", context: TriageContext(), today: AssistantFixture.today)
        #expect((unsure?.level ?? .selfCare) >= .urgent, "\(String(describing: unsure))")
    }

    /// "Not pregnant" said is no possible pregnancy: the rules for a positive test do not read
    /// "pregnant … now" in it, while a positive test said still does.
    @Test func aPregnancyDeniedIsNoPositiveTestToBook() {
        let denied = assistant.triage("no period for about half a year now, and no im not pregnant, a bit of a dull ache sometimes. what could be going on?",
                                      context: TriageContext(), today: AssistantFixture.today)
        #expect(denied?.rules.contains("positive-test-booking") != true, "\(String(describing: denied))")
        let positive = assistant.triage("just did a test and its positive, im pregnant!", context: TriageContext(), today: AssistantFixture.today)
        #expect(positive?.rules.contains("positive-test-booking") == true, "\(String(describing: positive))")
    }

    @Test func longAgoIsReadFromAgesYearsAndPhrases() {
        let past = assistant.routeReader.words.pastTime
        #expect(past.isLongAgo(["i", "had", "one", "at", "19"]))
        #expect(past.isLongAgo(["back", "in", "2016"]))
        #expect(past.isLongAgo(["two", "years", "ago"]) || past.isLongAgo(["2", "years", "ago"]))
        #expect(!past.isLongAgo(["baby", "is", "2", "months"]))
        #expect(!past.isLongAgo(["at", "32", "weeks"]))
        // "At 33w", "at 14 dpo", "at 11 this morning": a week, a count or a time, not an age.
        #expect(!past.isLongAgo(["bleeding", "a", "little", "at", "33", "w"]))
        #expect(!past.isLongAgo(["tested", "at", "14", "dpo"]))
        #expect(!past.isLongAgo(["it", "started", "at", "11", "this", "morning"]))
        #expect(past.isAnEarlierWeek(["bled", "at", "8", "weeks"], currentWeek: 12))
        #expect(!past.isAnEarlierWeek(["bled", "at", "11", "weeks"], currentWeek: 12))
    }
}

/// A triage rule names a concept ("@passedOut") for the many ways people say one thing; the
/// file's concepts are expanded where they are named, and a rule naming none that exists is
/// refused.
@Suite struct TriageConceptTests {
    /// A rules file with one rule whose groups are `all` (JSON) and the given concepts (JSON).
    static func file(all: String, concepts: String) -> String {
        """
        {"version": 1, "fallback": {"level": "urgent", "reason": "r"}, "concepts": \(concepts),
         "fever": ["fever"], "possiblyPregnant": ["bfp"], "pregnancyNamed": ["pregnant"], "pregnancyAvoided": ["avoid"],
         "pregnantNow": ["im pregnant"], "notPregnant": ["not pregnant"], "postpartum": ["postpartum"],
         "rules": [{"id": "r1", "level": "ambulance", "all": \(all), "reason": "r"}],
         "modifiers": []}
        """
    }

    @Test func aConceptNamedInARuleIsReplacedByItsPatterns() throws {
        let text = Self.file(all: #"[["@passedOut", "swooned"]]"#, concepts: #"{"passedOut": ["fainted", "keeled * over"]}"#)
        let read = try AssistantData.read(TriageFile.self, file: "triage/rules.json", from: ["triage/rules.json": text])
        #expect(read.rules[0].all == [["fainted", "keeled * over", "swooned"]])
        let decoded = try AssistantData.decode(TriageFile.self, file: "triage/rules.json", from: ["triage/rules.json": text])
        #expect(decoded.rules[0].all == read.rules[0].all)
    }

    @Test func aConceptTheFileLacksIsRefused() {
        let text = Self.file(all: #"[["@nothing"]]"#, concepts: "{}")
        #expect(throws: (any Error).self) {
            try AssistantData.read(TriageFile.self, file: "triage/rules.json", from: ["triage/rules.json": text])
        }
    }

    @Test func theShippedRulesNameThePassingOutConceptForFainting() {
        let assistant = AssistantFixture.assistant
        let level = assistant.triage("my legs went to jelly and i keeled over in the kitchen", context: TriageContext(pregnant: true, week: 30),
                                     today: AssistantFixture.today)?.level
        #expect(level == .ambulance)
    }
}
