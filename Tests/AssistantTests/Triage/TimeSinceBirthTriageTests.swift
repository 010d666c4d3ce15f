@testable import Assistant
import Content
import Testing

/// How long ago a birth was decides how bleeding after it is read (in words written for this
/// suite): for 12 weeks it is bleeding after the birth; later it is a period again, with the
/// period rules. And relief a message says did not come never lowers a level.
@Suite struct TimeSinceBirthTriageTests {
    func assessment(_ message: String, _ context: String) throws -> TriageAssessment? { try AssistantFixture.triage(message, context) }
    func level(_ message: String, _ context: String) throws -> CareLevel { try AssistantFixture.careLevel(message, context) }

    @Test func heavyPeriodsMonthsAfterABirthAreAPeriodNotAHaemorrhage() throws {
        let found = try assessment("my periods came back at 8 months and now im passing clots bigger than a 50p on day 1", "postpartum:35")
        #expect(found?.level == .appointment, "\(String(describing: found))")
        #expect(found.map { !$0.rules.contains("postpartum-haemorrhage") && !$0.rules.contains("postpartum-clots") } ?? false)
    }

    @Test func theMessageSaysHowLongAgoTheBirthWasWhenTheProfileCannot() throws {
        // A pregnancy profile that no longer knows its week ("pregnant") and a message that
        // gives the baby's age: the age decides.
        let found = try assessment("he turned 10 months last week, my period is back and its really heavy with big clots", "pregnant")
        #expect(found?.level == .appointment, "\(String(describing: found))")
    }

    @Test func bleedingInTheTwelveWeeksAfterABirthIsStillAfterTheBirth() throws {
        #expect(try level("soaking through a maternity pad every hour with huge clots, 5 weeks pp", "postpartum") == .ambulance)
        #expect(try level("still passing clots most days and its getting heavier, 7 weeks after the birth", "postpartum:7") >= .gpToday)
    }

    @Test func soakingAPadAnHourIsUrgentAtAnyTime() throws {
        #expect(try level("soaking a pad every hour since this morning, 7 months pp", "postpartum:30") >= .urgent)
    }

    @Test func periodsAbsentWhileBreastfeedingAreExpectedButNotAfterStopping() throws {
        let feeding = try assessment("no period for 6 months, still breastfeeding, baby is 9 months", "postpartum:39")
        #expect((feeding?.level ?? .selfCare) < .appointment, "\(String(describing: feeding))")
        #expect(try level("no period for 5 months since i stopped breastfeeding, tests negative, baby is a year old", "postpartum:52") == .appointment)
    }

    /// Relief said not to have come is no relief: the exceptions and modifiers that read relief
    /// do not see it.
    @Test func reliefThatDidNotComeDoesNotLowerTheLevel() throws {
        #expect(try level("awful headache at 33 weeks and paracetamol has not helped at all", "pregnant:33") == .urgent)
        let eased = try assessment("headache since lunch at 33 weeks, took paracetamol and it's gone now", "pregnant:33")
        #expect((eased?.level ?? .selfCare) < .urgent, "\(String(describing: eased))")
        #expect(try level("pain in my chest and i cant breathe properly, its not better when i rest", "none") == .ambulance)
        #expect(try level("31 weeks, tightenings every few minutes and they dont ease when i lie down", "pregnant:31") >= .urgent)
    }

    @Test func watersSaidNotToHaveGoneAreNotLeaking() throws {
        let found = try assessment("my waters haven't gone yet, how will i know when they do?", "pregnant:38")
        #expect(found.map { !$0.rules.contains("fluid-leaking") } ?? true, "\(String(describing: found))")
    }

    /// A blood pressure reading in pregnancy or the weeks after birth gets the level NICE gives
    /// it (written for this suite).
    @Test func aBloodPressureReadingGetsItsLevel() throws {
        #expect(try level("my bp was 165/110 on the home monitor just now", "pregnant:34") == .urgent)
        #expect(try level("bp 150/100 at home this evening, feel fine", "pregnant:34") == .gpToday)
        #expect(try level("blood pressure 165/110 a week after the birth", "postpartum:1") == .urgent)
        #expect(try level("blood pressure 118/76 today, all good", "pregnant:34") < .gpToday)
        #expect(try level("bp 150/100 today", "none") < .gpToday)
    }

    /// A headache in the weeks after birth is checked as in later pregnancy.
    @Test func aHeadacheSoonAfterBirthIsChecked() throws {
        #expect(try level("headache all day today, had the baby 10 days ago", "postpartum:1") >= .gpToday)
    }

    /// An older child's age beside a pregnancy the message confirms is no birth just gone: the
    /// pregnancy rules still read it.
    @Test func anOlderChildsAgeLeavesAPregnancyAsItIs() throws {
        #expect(try level("20 weeks pregnant and bleeding bright red, my son is a year old so i cant rest", "pregnant:20") >= .urgent)
        #expect(try level("im 30 weeks and the baby hasnt moved today, my daughter is 2 months old... no sorry 2 years", "pregnant:30") >= .urgent)
    }
}
