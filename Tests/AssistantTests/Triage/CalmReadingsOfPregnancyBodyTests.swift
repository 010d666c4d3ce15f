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
    let assistant = AssistantFixture.assistant

    func assessment(_ message: String, _ context: String) throws -> TriageAssessment? {
        try assistant.triage(message, context: TriageContext(parsing: context), today: AssistantFixture.today)
    }

    func level(_ message: String, _ context: String) throws -> CareLevel {
        try assessment(message, context)?.level ?? .selfCare
    }

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
}
