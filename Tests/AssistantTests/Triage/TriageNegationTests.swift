@testable import Assistant
import Content
import Testing

/// Symptoms a message denies are left out of triage; absences that are the worry, and
/// negations that do not clear the symptom, are kept.
@Suite struct TriageNegationTests {
    func kept(_ text: String) -> String? {
        TriageNegation.withoutDenied(text.split(separator: " ").map(String.init))?.joined(separator: " ")
    }

    @Test func deniedSymptomsAreLeftOut() {
        #expect(kept("no bleeding just mild cramps at 6 weeks") == "just mild cramps at 6 weeks")
        #expect(kept("i do not feel dizzy or faint just tired") == "i do just tired")
        #expect(kept("no fever no pain just a runny nose") == "just a runny nose")
        #expect(kept("my periods have never been heavy") == "my periods have")
    }

    @Test func aDeniedSymptomWithWhereOrWhatKindIsLeftOut() {
        #expect(kept("dull ache low on my right no shoulder pain not dizzy") == "dull ache low on my right")
        #expect(kept("no headache no blurry vision just puffy ankles") == "just puffy ankles")
        #expect(kept("mild cramps nothing one sided") == "mild cramps")
        #expect(kept("no one sided pain but i feel faint") == "but i feel faint")
    }

    /// "Rock hard and sore, no fever, no red patches": the signs of mastitis said to be absent
    /// are left out, so an engorged breast is not read as mastitis.
    @Test func deniedSignsOfAnInfectedBreastAreLeftOut() {
        #expect(kept("boobs rock hard and sore no fever no red patches") == "boobs rock hard and sore")
        #expect(kept("theyre not red or hot and i dont have a temperature") == "theyre and i dont have a temperature")
        #expect(kept("no lumps just full") == "just full")
        #expect(kept("a red patch on my left boob") == nil)
    }

    @Test func absencesThatAreTheWorryStay() {
        #expect(kept("i have not felt the baby move since yesterday") == nil)
        #expect(kept("no period for 6 months") == nil)
        #expect(kept("it will not stop bleeding") == nil)
        #expect(kept("the bleeding is not stopping") == nil)
    }

    @Test func aNegationTurnedRoundStays() {
        #expect(kept("i have never had pain like this before") == nil)
        #expect(kept("no bleeding until today") == nil)
        #expect(kept("never had cramps this bad") == nil)
    }

    @Test func triageIgnoresDeniedRedFlagsButNotRealOnes() {
        let assistant = AssistantFixture.assistant
        let pregnant = TriageContext(pregnant: true, week: 6)
        let denied = assistant.triage("no bleeding, just mild period-like cramps, is that normal?", context: pregnant, today: AssistantFixture.today)
        #expect((denied?.level ?? .selfCare) == .selfCare)
        let real = assistant.triage("no pain but I'm bleeding bright red", context: pregnant, today: AssistantFixture.today)
        #expect(real?.level == .urgent)
        let heavy = assistant.triage("not dizzy but soaking a pad every hour", context: TriageContext(), today: AssistantFixture.today)
        #expect(heavy.map { $0.level >= .urgent } == true)
    }

    @Test func engorgedBreastsWithTheSignsOfInfectionDeniedAreNotMastitis() {
        let assistant = AssistantFixture.assistant
        let afterBirth = TriageContext(postpartum: true, postpartumWeeks: 1)
        let engorged = assistant.triage("boobs are rock hard and sore, no fever, no red patches", context: afterBirth, today: AssistantFixture.today)
        #expect(engorged?.rule != "mastitis", "\(String(describing: engorged))")
        let infected = assistant.triage("one boob is rock hard with a red hot patch and i feel fluey", context: afterBirth, today: AssistantFixture.today)
        #expect(infected?.rule == "mastitis", "\(String(describing: infected))")
    }
}
