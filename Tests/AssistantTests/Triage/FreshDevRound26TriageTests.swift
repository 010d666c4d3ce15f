@testable import Assistant
import CycleCore
import Content
import Testing

/// Triage found on the twenty-sixth development round: a discharge that changed colour or
/// smell sent to A&E by the learned emergency check, a side word of the shoulder read as
/// one-sided belly pain, and "this month" read as months without a period.
@Suite struct FreshDevRound26TriageTests {
    let assistant = AssistantFixture.assistant
    let today = AssistantFixture.today

    func assessment(_ message: String, _ context: TriageContext = .none) -> TriageAssessment? {
        assistant.triage(message, context: context, today: today)
    }

    @Test(arguments: ["discharge smells kinda fishy and its a greyish colour", "my discharge has gone a yellowish green"])
    func aDischargeThatChangedIsAnAppointment(message: String) {
        #expect(assessment(message)?.level == .appointment, "\(String(describing: assessment(message)?.rules))")
    }

    @Test func dischargeWithNoSmellIsNoAppointment() {
        #expect(assessment("creamy discharge, no smell or itch")?.rules.contains("unusual-discharge") != true)
    }

    /// "Pain in the tip of my right shoulder" is a shoulder's side, not one-sided belly pain.
    @Test func theShouldersSideIsNoOneSidedBellyPain() {
        let rules = assessment("got my bfp last week, now a weird pain in the tip of my right shoulder and my tummy is a bit sore",
                               TriageContext(pregnant: true, week: 5))?.rules ?? []
        #expect(!rules.contains("ectopic-shoulder"), "\(rules)")
    }

    @Test func oneSidedBellyPainWithShoulderTipPainIsStillAnAmbulance() {
        let level = assessment("6 weeks pregnant, sharp pain low down on my right side and pain in my shoulder tip", TriageContext(pregnant: true, week: 6))?.level
        #expect(level == .ambulance)
    }

    @Test func aPeriodThisMonthIsNoMonthsWithoutOne() {
        let rules = assessment("last period began on the 9th of this month and finished on the 13th")?.rules ?? []
        #expect(!rules.contains("periods-stopped"), "\(rules)")
        #expect(assessment("no period for 4 months now and not pregnant")?.rules.contains("periods-stopped") == true)
    }

    /// "Paracetamol works fine" is no work that PMS affects.
    @Test func aRemedyThatWorksIsNoWorkAffected() {
        #expect(assessment("pms headache the day before my period, paracetamol works fine")?.rules.contains("severe-pms") != true)
        #expect(assessment("my pms rage the week before my period means i end up off work")?.rules.contains("severe-pms") == true)
    }
}
