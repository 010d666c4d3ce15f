@testable import Assistant
import Content
import CycleCore
import Foundation
import Testing

/// Triage in conversation: the level-specific answers that replace the single emergency
/// answer, with the reason in plain words, crisis unchanged, and the cases the issue names.
@Suite struct TriageAnswerTests {
    static func reply(_ message: String, mode: Mode = .cycle) -> Reply {
        TopicFixture.chat([message], store: InMemoryStore(mode: mode))[0]
    }

    @Test(arguments: [
        ("32 weeks, headache and my left leg is weak", Mode.pregnancy, CareLevel.ambulance, "stroke"),
        ("positive test on monday, now pain on one side and pain in my shoulder tip", .ttc, .ambulance, "ectopic"),
        ("I have a fever and I'm bleeding", .cycle, .urgent, "infection"),
        ("I'm 30 weeks pregnant and the baby hasn't moved all day", .pregnancy, .urgent, "movements"),
        ("soaking a pad every hour for 3 hours", .cycle, .urgent, "too much blood"),
    ])
    func redFlagsGetTheirLevelAndTheReason(message: String, mode: Mode, level: CareLevel, reasonWord: String) {
        let reply = Self.reply(message, mode: mode)
        #expect(reply.triage?.level == level, "\(reply.triage.map { "\($0.level) \($0.rule)" } ?? "none"): \(reply.text)")
        #expect(reply.text.contains("This is because"))
        #expect(reply.text.contains(reasonWord))
        #expect(!reply.filtered)
    }

    @Test func theAmbulanceLevelSaysCallNowAndNothingElse() {
        let reply = Self.reply("crushing chest pain and I can't breathe")
        #expect(reply.text.hasPrefix("Call an ambulance now"))
        #expect(!reply.text.contains("not a clinician"))
    }

    @Test(arguments: [
        "my gynaecologist said the old spotting was normal, should I worry?",
        "the scan said baby is on the 10th percentile, is that bad?",
        "I have a cold and a runny nose",
    ])
    func whatTheIssueSawOverTriagedIsNotSentToUrgentCare(message: String) {
        let reply = Self.reply(message, mode: .pregnancy)
        #expect((reply.triage?.level ?? .selfCare) < .urgent, "\(reply.triage.map { "\($0.level) \($0.rule)" } ?? "none"): \(reply.text)")
    }

    /// A fever is one of CDC's urgent maternal warning signs in pregnancy and the year after;
    /// outside them, a fever alone (or someone else's) is not sent to urgent care, and a fever
    /// with what makes it urgent (bleeding, pelvic pain, a tampon in) still is.
    @Test(arguments: [
        ("temp was 38.2 when i woke up and i feel achy, is it flu", Mode.cycle, false),
        ("my boyfriend's temperature is 38.6 tonight, should he take something", .ttc, false),
        ("temp was 38.2 when i woke up and i feel achy, is it flu", .pregnancy, true),
        ("temperature of 38.4 with bleeding and pelvic pain", .cycle, true),
        ("got a bfp three days ago and now my temperature is 38.3 and everything aches", .ttc, true),
    ])
    func aFeverIsARedFlagInPregnancyOrWithWhatMakesItOne(message: String, mode: Mode, urgent: Bool) {
        let reply = Self.reply(message, mode: mode)
        #expect(((reply.triage?.level ?? .selfCare) >= .urgent) == urgent, "\(reply.triage.map { "\($0.level) \($0.rule)" } ?? "none"): \(reply.text)")
    }

    /// A previous ectopic is the person's own history said as such, not any "had" in a message
    /// that names an ectopic; a positive test with no pregnancy seen on a scan needs the early
    /// pregnancy unit's follow-up the same day.
    @Test func anEctopicInTheHistoryAndAPregnancyNotSeenOnAScanAreReadAsSaid() {
        #expect(Self.reply("bfp this morning, previous ectopic on the left side", mode: .ttc).triage?.rule == "ectopic-history")
        // The history is what the rule is about, however long ago the clause says it was.
        #expect(Self.reply("i had an ectopic three years ago and got a bfp this morning", mode: .ttc).triage?.rule == "ectopic-history")
        #expect(Self.reply("my mum had an ectopic once, could that happen to me? we had sex last week", mode: .ttc).triage?.rule != "ectopic-history")
        let notSeen = Self.reply("beta hcg was positive but the scan found no sac in the womb yet, no pain at all", mode: .ttc)
        #expect(notSeen.triage?.rule == "pregnancy-not-seen-on-scan", "\(notSeen.triage.map { "\($0.level) \($0.rule)" } ?? "none")")
        #expect(notSeen.triage?.level == .gpToday)
    }

    @Test func aClinicianHavingCheckedThisSymptomLowersTheLevelAndSaysSo() {
        let reply = Self.reply("I had some spotting at 7 weeks, the early pregnancy unit scanned me and said everything was fine", mode: .pregnancy)
        #expect(reply.triage?.level == .appointment)
        #expect(reply.triage?.modifier == "clinician-reassured")
        #expect(reply.text.contains("a clinician has already checked this"))
        #expect(reply.text.contains("get urgent care"))
    }

    @Test func somethingNewAfterReassuranceIsNotLowered() {
        let reply = Self.reply("the midwife said the spotting was normal but now I'm bleeding heavily and feel faint", mode: .pregnancy)
        #expect(reply.triage?.level == .ambulance)
    }

    @Test func crisisStaysTheCrisisAnswer() {
        let reply = Self.reply("I want to end my life", mode: .pregnancy)
        #expect(reply.guardKind == .crisis)
        #expect(reply.text.contains("988"))
        #expect(reply.text.contains("Samaritans"))
    }

    @Test func everyLevelTemplateRendersInBothModesAndPassesTheFilter() throws {
        let assistant = TopicFixture.assistant
        for level in CareLevel.allCases where level != .pharmacist {
            for mode in ["cycle", "pregnancy"] {
                let variants = assistant.templates.variants(for: "triage.\(level.rawValue)", attributes: ["mode": mode])
                #expect(!variants.isEmpty, "no template for \(level) in \(mode)")
                for variant in variants {
                    let text = try variant.render(["reason": .string("a reason"), "modifierReason": .null, "topicBlock": .null])
                    #expect(assistant.knowledge.outputFilter.check(text) == nil, "\(level) \(mode): \(text)")
                }
            }
        }
    }

    @Test func everyRuleHasAReasonThatReadsAfterBecause() {
        for rule in TopicFixture.assistant.triageEngine.rules {
            #expect(!rule.reason.isEmpty && rule.reason.first!.isLowercase, "\(rule.id)")
            #expect(TopicFixture.assistant.knowledge.outputFilter.check(rule.reason) == nil, "\(rule.id)")
        }
    }
}
