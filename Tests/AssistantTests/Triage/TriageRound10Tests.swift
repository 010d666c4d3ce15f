@testable import Assistant
import Content
import CycleCore
import Testing

/// Three misreadings found on the tenth development set of vignettes: a fall whose words name
/// a pet (the pet-on-the-bump exception cancelled the person's own fall), "first pregnancy" said
/// of this pregnancy (read as an earlier one, so the tightenings now were capped), and a claim
/// someone repeats, asked about as true or not (read as the person's labour now).
@Suite struct TriageRound10Tests {
    let assistant = AssistantFixture.assistant

    func level(_ message: String, week: Int) -> CareLevel? {
        assistant.triage(message, context: TriageContext(pregnant: true, week: week), today: AssistantFixture.today)?.level
    }

    @Test func aFallOfThePersonsOwnIsCheckedEvenWhenItNamesThePet() {
        #expect(level("went flying over the cat on the stairs and landed on my side, 30 weeks, feel ok", week: 30) == .urgent)
        #expect(level("tripped over my sons scooter and fell on my front", week: 25) == .urgent)
    }

    @Test func aPetOrAToddlerOnTheBumpStaysBelowUrgent() {
        #expect((level("the dog jumped up on my bump this morning", week: 28) ?? .selfCare) < .urgent)
        #expect((level("my toddler sat on my bump, is baby ok?", week: 22) ?? .selfCare) < .urgent)
    }

    @Test func thisBeingAFirstPregnancyDoesNotMakeTheTighteningsPast() {
        let message = "having regular tightenings, 5 in the last hour, its my first pregnancy so no idea if this is normal"
        #expect(level(message, week: 30) == .urgent)
    }

    @Test func anEarlierPregnancyIsStillThePast() {
        let message = "in my first pregnancy i had regular tightenings from 30 weeks, could that happen again?"
        #expect((level(message, week: 24) ?? .selfCare) <= .appointment)
    }

    @Test func aClaimAskedAboutAsTrueIsNoSituation() {
        #expect((level("my mum reckons labour comes on fast with your second, is that true?", week: 27) ?? .selfCare) < .urgent)
        #expect((level("people say tightenings after 30 weeks mean labour is close, is that a myth?", week: 31) ?? .selfCare) < .urgent)
    }

    @Test func aClaimBesideTheRedFlagOfTheMomentLeavesItsLevel() {
        #expect(level("bleeding at 7 weeks, my sister says it means miscarriage, is that true", week: 7) == .urgent)
    }
}
