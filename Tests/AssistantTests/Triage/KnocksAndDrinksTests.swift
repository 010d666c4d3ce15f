@testable import Assistant
import Content
import CycleCore
import Testing

/// A light knock with the baby moving as usual, or a toddler landing on the bump, is no fall;
/// a drink of water is not waters; "not as wriggly as usual" is a change in movements.
/// Phrasings written for this suite.
@Suite struct KnocksAndDrinksTests {
    let assistant = AssistantFixture.assistant

    func level(_ message: String, week: Int) -> CareLevel? {
        assistant.triage(message, context: TriageContext(pregnant: true, week: week), today: AssistantFixture.today)?.level
    }

    @Test func aLightKnockWithNormalMovementsIsNotUrgent() {
        #expect((level("caught my bump on the door handle, just a light knock, she's wriggling like normal", week: 27) ?? .selfCare) < .urgent)
        #expect((level("my little boy landed on my bump climbing on the sofa, baby kicking as usual since", week: 30) ?? .selfCare) < .urgent)
    }

    @Test func aHardFallStillIs() {
        #expect(level("fell down the last few stairs and landed on my bump", week: 30) == .urgent)
    }

    @Test func aDrinkOfWaterIsNotWaters() {
        #expect(level("dull headache this morning, had some water and a lie down and it's gone", week: 18) != .urgent)
        #expect(level("think my waters have gone, trickling when i stand", week: 30) == .urgent)
    }

    @Test func notAsWrigglyAsUsualIsAChangeInMovements() {
        #expect(level("he's not as wriggly as usual today, probably nothing", week: 29) == .urgent)
    }
}

/// Early labour told without the word "contraction": pains coming in waves, regular pains.
@Suite struct LabourInOwnWordsTests {
    let assistant = AssistantFixture.assistant

    @Test func painsComingInWavesBefore37WeeksAreCheckedNow() {
        let level = assistant.triage("since lunch i've had pains coming in waves, pretty regular now, and a lot of pressure low down",
                                     context: TriageContext(pregnant: true, week: 31), today: AssistantFixture.today)?.level
        #expect(level == .urgent)
    }

    @Test func painsThatEaseWithRestAreNot() {
        let level = assistant.triage("had some pains coming in waves but they settled after a bath and a rest",
                                     context: TriageContext(pregnant: true, week: 31), today: AssistantFixture.today)?.level
        #expect((level ?? .selfCare) < .urgent)
    }
}
