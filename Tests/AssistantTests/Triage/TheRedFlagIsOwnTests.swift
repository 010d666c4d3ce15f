@testable import Assistant
import Content
import CycleCore
import Testing

/// Triage gives its level to the person's own situation: a red flag said only in a question
/// about people in general, in something imagined or in a programme watched, beside a
/// situation that carries none, gets the information and what to do if it happens. A red flag
/// the person is unsure of, a question about what is happening to them, and someone else's
/// emergency told now keep the level.
@Suite struct TheRedFlagIsOwnTests {
    func assessment(_ message: String, _ context: String) throws -> TriageAssessment? {
        try AssistantFixture.triage(message, in: context)
    }

    @Test(arguments: [
        ("how many pads an hour is too much bleeding when youre pregnant? im not bleeding at all, just wondering", "pregnant:14"),
        ("does sex cause bleeding in pregnancy? no bleeding here, just curious", "pregnant:18"),
        ("watched a birth documentary last night. what should we do if my waters go and the cord comes out first?", "pregnant:36"),
        ("putting numbers on the fridge. who do i ring if i think im in labour at 3am?", "pregnant:30"),
    ])
    func aRedFlagOnlyAskedAboutGetsTheInformation(_ message: String, _ context: String) throws {
        let found = try assessment(message, context)
        #expect(found == nil || found?.askedAheadOf != nil, "\(message) → \(String(describing: found))")
    }

    /// Someone else's emergency that is over ("my aunt had a huge bleed after her baby… will
    /// that happen to me?") is their story: the information, not an ambulance. Told still going
    /// on ("…she's awake now but muddled"), it keeps its level.
    @Test func someoneElsesPastEmergencyIsTheirStory() throws {
        let past = try assessment("my aunt had a huge bleed after her second baby and needed blood, will that happen to me?", "pregnant:30")
        #expect(past == nil || past?.askedAheadOf != nil || (past?.level ?? .selfCare) < .urgent, "\(String(describing: past))")
        let recovered = try assessment("my cousin had a fit after her baby from eclampsia, shes totally fine now. does it run in families?", "pregnant:22")
        #expect(recovered == nil || recovered?.askedAheadOf != nil || (recovered?.level ?? .selfCare) < .urgent, "\(String(describing: recovered))")
        let ongoing = try assessment("3 days after the birth my sister had a seizure in the kitchen, shes awake now but muddled", "postpartum:1")
        #expect(ongoing?.askedAheadOf == nil && (ongoing?.level ?? .selfCare) >= .urgent, "\(String(describing: ongoing))")
        let unwell = try assessment("my sister had a seizure an hour after her baby was born, shes not well at all now", "none")
        #expect(unwell?.askedAheadOf == nil && (unwell?.level ?? .selfCare) >= .urgent, "\(String(describing: unwell))")
    }

    /// Someone else's event told in the past tense with nothing of when ("my wife's waters
    /// went") is their emergency now when the message asks what to do or says it was minutes
    /// or hours ago; asked whether it could happen to the person, it is their story.
    @Test func someoneElsesEventIsNowUnlessComparedWithTheirOwn() throws {
        for message in ["my wifes waters went, what do we do", "my wife's waters went an hour ago"] {
            let now = try assessment(message, "pregnant:38")
            #expect(now?.askedAheadOf == nil && (now?.level ?? .selfCare) >= .urgent, "\(message) → \(String(describing: now))")
        }
        let story = try assessment("my friends waters broke at 30 weeks and her baby was in nicu for weeks. what are the chances that happens to me?", "pregnant:24")
        #expect(story == nil || story?.askedAheadOf != nil || (story?.level ?? .selfCare) < .urgent, "\(String(describing: story))")
    }

    /// Any past verb tells someone else's story when the message goes on to ask about it
    /// ("my friend fainted… is that common?"); said alone ("my wife collapsed") it may be
    /// happening now and keeps its level.
    @Test func someoneElsesEventInAnyPastVerbAskedAboutIsTheirStory() throws {
        let asked = try assessment("my mate fainted at 12 weeks pregnant in the queue at the bank, is that common", "pregnant:20")
        #expect(asked == nil || asked?.askedAheadOf != nil || (asked?.level ?? .selfCare) < .urgent, "\(String(describing: asked))")
        let told = try assessment("my wife collapsed in the kitchen", "none")
        #expect(told?.askedAheadOf == nil && (told?.level ?? .selfCare) >= .urgent, "\(String(describing: told))")
    }

    @Test(arguments: [
        ("what do we do", true), ("what should i do now", true), ("what shall we do", true),
        ("what do i do if my waters go", false), ("what do you think", false), ("what did she do", false),
    ])
    func aQuestionAsksWhatToDoNow(_ text: String, _ asks: Bool) {
        let clause = AssistantFixture.assistant.understand(text, today: AssistantFixture.today).speech.clauses[0]
        #expect(SituationReader.asksWhatToDoNow(clause) == asks, "\(text)")
    }

    @Test(arguments: [
        ("i think my waters might have gone, there was a big gush at the shops and its still trickling", "pregnant:36", CareLevel.urgent),
        ("27 weeks, only felt her kick twice since this morning is that ok or should i wait", "pregnant:27", CareLevel.urgent),
        ("im bleeding really heavily and i think im going to faint", "none", CareLevel.ambulance),
        ("bled again after sex two days after my period ended. pressure low in my tummy, I also had a fever?", "none", CareLevel.urgent),
        ("my friend collapsed in the loo, shes bleeding a lot and not answering me properly. what do i do", "none", CareLevel.urgent),
    ])
    func theOwnSituationKeepsItsLevel(_ message: String, _ context: String, _ least: CareLevel) throws {
        let found = try assessment(message, context)
        #expect(found?.askedAheadOf == nil && (found?.level ?? .selfCare) >= least, "\(message) → \(String(describing: found))")
    }

    @Test func aSymptomSaidToBeFineIsNoRedFlag() {
        #expect(TriageNegation.withoutDenied(["headache", "this", "morning", "but", "my", "vision", "is", "fine"]) == ["headache", "this", "morning", "but", "my", "is", "fine"])
        // A doctor's word about a past symptom is not a denial of it.
        #expect(TriageNegation.withoutDenied(["the", "spotting", "was", "normal"]) == nil)
    }
}
