@testable import Assistant
import Content
import CycleCore
import Testing

/// Words of a red flag used in another sense, or told of a past that is over, get no urgent
/// care: "can't stand the smell of chicken" is a food aversion, not being unable to stand; a
/// miscarriage in March whose bleeding stopped long ago is history. Being unable to stand for
/// pain still is urgent. Phrasings written for this suite (development round 11).
@Suite struct FiguresOfSpeechInTriageTests {
    func level(_ message: String, _ context: String) throws -> CareLevel { try AssistantFixture.careLevel(message, context) }

    @Test(arguments: [
        ("cant stand the smell of chicken now, total aversion since this morning", "pregnant:20"),
        ("i cannot stand the sight of coffee at the moment", "pregnant:9"),
        ("can't stand him right now, hormones are wild", "none"),
    ])
    func notStandingASmellOrAPersonIsNoRedFlag(_ message: String, _ context: String) throws {
        #expect(try level(message, context) < .urgent, "\(message)")
    }

    @Test(arguments: [("severe tummy pain, i can barely stand", "pregnant:20"), ("agonising pain low down and i cant stand up straight", "none")])
    func notBeingAbleToStandForPainStillIs(_ message: String, _ context: String) throws {
        #expect(try level(message, context) >= .urgent, "\(message)")
    }

    @Test func aMiscarriageLongOverIsHistory() throws {
        let message = "i had a miscarriage in march, the bleeding stopped ages ago, when can we start trying again"
        #expect(try level(message, "ttc") < .urgent)
        #expect(try level("think im having a miscarriage, bleeding with clots since this morning", "pregnant:8") >= .urgent)
    }
}
