@testable import Assistant
import Content
import CycleCore
import Foundation
@testable import IntentModel
import Testing

/// The learned emergency check (`EmergencyTraining`), the safety net under the triage rules:
/// the checked-in model is what the trainer makes from today's data; a red flag said in words
/// no rule holds gets the fallback level, while a question about one, a past event and an
/// ordinary message get none from it. Phrasings written for this suite.
@Suite struct EmergencyCheckTests {
    static func trainingSet() throws -> [IntentModelTrainer.Labelled] {
        let package = PackageFolder.root
        let guardSets = try EmergencyTraining.guardSetPaths.map { try String(contentsOf: package.appending(path: $0), encoding: .utf8) }
        let vignetteSets = try EmergencyTraining.vignettePaths.map { try String(contentsOf: package.appending(path: $0), encoding: .utf8) }
        let files = EmbeddedFiles.all
        let reader = try IntentTraining.Reader(knowledge: try Knowledge.load(), files: files)
        return try EmergencyTraining.trainingSet(files: files, corpusTSV: IntentModelFileTests.corpusTSV, guardSets: guardSets,
                                                 vignetteSets: vignetteSets, reader: reader)
    }

    @Test func theCheckedInEmergencyModelIsWhatTheTrainerMakesFromTodaysData() throws {
        try CheckedInModel.expectIsRetrained(path: EmergencyTraining.modelPath, trainer: EmergencyTraining.trainer, data: try Self.trainingSet(),
                                             classes: EmergencyTraining.classes, positive: EmergencyTraining.emergency, minimumPositives: 600)
    }

    static let assistant = AssistantFixture.assistant

    static func level(_ message: String, _ context: TriageContext) -> (CareLevel?, String?) {
        let assessment = assistant.triage(message, context: context, today: AssistantFixture.today)
        return (assessment?.level, assessment?.rule)
    }

    /// Each of these is read by no rule's patterns; the check alone sends them on.
    @Test(arguments: [
        ("went all swimmy and had to sit on the floor of the shower, 30 weeks", TriageContext(pregnant: true, week: 30)),
        ("my girlfriend is 34 weeks and she just went grey and slid down the wall, shes awake but mumbling", TriageContext(pregnant: true, week: 34)),
    ])
    func aRedFlagInWordsNoRuleHoldsGetsCare(message: String, context: TriageContext) {
        let (level, rule) = Self.level(message, context)
        #expect((level ?? .selfCare) >= .urgent, "\(message): \(String(describing: level)) \(rule ?? "-")")
    }

    /// Without the check no rule would place these: the level is the check's.
    @Test func theCheckAloneGivesTheLevelWhenNoRuleFires() {
        let (_, rule) = Self.level("went all swimmy and had to sit on the floor of the shower, 30 weeks", TriageContext(pregnant: true, week: 30))
        #expect(rule == Assistant.emergencyCheckRule, "\(rule ?? "-")")
    }

    /// What only the check read, the message itself says settles with rest: the fallback's
    /// `notWhen` (`Knowledge/triage/rules.json`). A rule's level is never lowered by it.
    @Test func aRedFlagTheMessageSaysSettlesWithRestGetsNoLevelFromTheCheck() {
        let settles = Self.level("32 weeks, i get a bit out of breath going up the stairs these days, fine once i rest", TriageContext(pregnant: true, week: 32))
        #expect(settles.1 != Assistant.emergencyCheckRule, "\(String(describing: settles))")
        let rule = Self.level("sudden chest pain going up the stairs, fine once i rest", TriageContext(pregnant: true, week: 32))
        #expect((rule.0 ?? .selfCare) >= .urgent, "\(String(describing: rule))")
    }

    @Test func aPainThatLastsAMomentGetsNoLevelFromTheCheck() {
        let momentary = Self.level("sharp pain in my groin when i roll over, it lasts a second and then it's gone, 22 weeks", TriageContext(pregnant: true, week: 24))
        #expect(momentary.1 != Assistant.emergencyCheckRule, "\(String(describing: momentary))")
        let rule = Self.level("sharp pain that lasts a second then goes, and now i'm bleeding quite a lot", TriageContext(pregnant: true, week: 24))
        #expect((rule.0 ?? .selfCare) >= .urgent, "\(String(describing: rule))")
    }

    @Test(arguments: [
        "what are the signs my waters have gone, how would i know",
        "my sister fainted at her baby shower last month, she was fine after",
        "what should i eat this week to help with tiredness",
        "can i dye my hair at 20 weeks",
    ])
    func aQuestionAPastOrAnOrdinaryMessageGetsNoEmergencyLevelFromTheCheck(message: String) {
        let (level, rule) = Self.level(message, TriageContext(pregnant: true, week: 30))
        #expect(rule != Assistant.emergencyCheckRule || (level ?? .selfCare) < .urgent, "\(message): \(String(describing: level)) \(rule ?? "-")")
    }
}
