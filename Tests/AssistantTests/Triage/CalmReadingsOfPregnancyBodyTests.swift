@testable import Assistant
import Content
import CycleCore
import Testing

/// Things a pregnant body does that are not red flags, in words written for this suite, each
/// with its red-flag side beside it: gums that bleed when brushing (a dentist, not the maternity
/// unit), a baby's kick to the ribs (not a blow to the bump), a question about the chance that
/// what happened to someone else happens to oneself, and a tightening that stops with rest or
/// walking (not the learned fallback's urgent care).
@Suite struct CalmReadingsOfPregnancyBodyTests {
    func assessment(_ message: String, _ context: String) throws -> TriageAssessment? { try AssistantFixture.triage(message, context) }
    func level(_ message: String, _ context: String) throws -> CareLevel { try AssistantFixture.careLevel(message, context) }

    @Test(arguments: ["my gums bleed every time i brush my teeth", "bit of blood in the sink when i floss, gums are sore"])
    func gumsThatBleedWhenBrushingGoToADentist(message: String) throws {
        let found = try assessment(message, "pregnant:18")
        #expect(found?.level == .appointment && found?.rule == "bleeding-gums", "\(String(describing: found))")
    }

    @Test func bleedingFromBelowBesideBleedingGumsIsStillUrgent() throws {
        #expect(try level("gums bleed when i brush and i've had some spotting on my pad today", "pregnant:18") >= .urgent)
    }

    @Test func aKickToTheRibsIsTheBabysNotABlow() throws {
        #expect(try level("she kicked me in the ribs so hard i gasped", "pregnant:31") < .urgent)
        #expect(try level("i fell down the stairs and landed on my bump", "pregnant:31") == .urgent)
    }

    @Test func theChanceOfWhatHappenedToSomeoneElseIsAskedAhead() throws {
        #expect(try level("my cousin's waters went at 29 weeks, what are the chances that happens to me?", "pregnant:26") < .urgent)
        #expect(try level("my waters just went and it's 29 weeks", "pregnant:29") == .urgent)
    }

    @Test func aTighteningThatStopsWhenWalkingIsNotTheFallback() throws {
        let found = try assessment("belly goes hard for a few seconds now and then, it stopped when i walked about", "pregnant:33")
        #expect(found?.rule != "emergency-check", "\(String(describing: found))")
    }

    /// Cramps said to be mild, or a night sweat with "fine otherwise", are not the learned
    /// fallback's urgent care; a red flag beside them still has its rule.
    @Test func mildCrampsAndFineOtherwiseAreNotTheFallback() throws {
        let mild = try assessment("9 weeks. bloated and crampy, only a little, like my period is about to start. no blood", "pregnant:9")
        #expect(mild?.rule != "emergency-check" && (mild?.level ?? .selfCare) < .urgent, "\(String(describing: mild))")
        let sweats = try assessment("a week after the birth, drenched in sweat every night, temp 36.8 and fine otherwise", "postpartum:1")
        #expect(sweats?.rule != "emergency-check" && (sweats?.level ?? .selfCare) < .urgent, "\(String(describing: sweats))")
        #expect(try level("cramping a little and bleeding bright red", "pregnant:9") >= .gpToday)
    }

    /// What someone keeps asking about ("my mum keeps asking what we'd do if labour starts
    /// early") is asked ahead; what the person then says is happening keeps its level.
    @Test func whatSomeoneKeepsAskingIsAskedAhead() throws {
        let asked = try assessment("my partner keeps asking what we should do if my waters break early", "pregnant:30")
        #expect(asked == nil || asked?.askedAheadOf != nil || (asked?.level ?? .selfCare) < .urgent, "\(String(describing: asked))")
        #expect(try level("my partner keeps asking what to do if my waters break, and now they have", "pregnant:30") >= .urgent)
    }

    /// "If" after a word of not knowing or asking means "whether": "not sure if my waters have
    /// gone" tells what may be happening, never a question asked ahead.
    @Test(arguments: ["not sure if my waters have gone, there's a trickle", "wondering if my waters went, my pants are soaked",
                      "dont know if im bleeding or its discharge, the pad is soaked red"])
    func anIfOfNotKnowingTellsWhatMayBeHappening(_ message: String) throws {
        let found = try assessment(message, "pregnant:34")
        #expect(found?.askedAheadOf == nil && (found?.level ?? .selfCare) >= .urgent, "\(message) → \(String(describing: found))")
    }

    @Test func anIfThatImaginesStillImagines() {
        #expect(SituationReader.imagines(["what", "do", "i", "do", "if", "my", "waters", "go"]))
        #expect(!SituationReader.imagines(["not", "sure", "if", "my", "waters", "went"]))
        #expect(!SituationReader.imagines(["dont", "know", "if", "im", "bleeding"]))
        #expect(SituationReader.imagines(["how", "do", "i", "know", "if", "my", "waters", "have", "gone"]))
    }

    /// "…if my waters break? I think they just have": a clause that says only that it has
    /// happened is read with the clause it points back at.
    @Test func aClauseSayingOnlyThatItHappenedTellsTheOneBefore() throws {
        #expect(try level("what do i do if my waters break, i think they just have", "pregnant:30") >= .urgent)
        #expect(try level("what do i do if my waters break", "pregnant:30") < .urgent)
        let said = { (text: String) in AssistantFixture.assistant.understand(text, today: AssistantFixture.today).speech.clauses[0] }
        #expect(SituationReader.saysOnlyThatItHappened(said("and now they have")))
        #expect(!SituationReader.saysOnlyThatItHappened(said("they have a new car")))
    }
}
