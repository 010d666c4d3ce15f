@testable import Assistant
import Content
import CycleCore
import Testing

/// Movements said to be quieter without a word for movement ("she's been really still",
/// "hardly felt him since lunch") are a change in movements, the same day; "they slow down at
/// the end" is no reassurance. Postpartum psychosis and toxic shock in people's own words.
/// Phrasings written for this suite.
@Suite struct MovementsSaidQuieterTests {
    let assistant = AssistantFixture.assistant

    func level(_ message: String, _ context: TriageContext) -> CareLevel? {
        assistant.triage(message, context: context, today: AssistantFixture.today)?.level
    }

    @Test(arguments: ["she's been really still since breakfast", "barely felt him all day, drank something cold and still nothing much",
                      "baby's been pretty sluggish since lunch", "normally a party at bedtime but tonight there's been nothing",
                      "his pattern has totally changed, mornings were his time and now hardly anything"])
    func movementsSaidQuieterAreCheckedTheSameDay(message: String) {
        #expect(level(message, TriageContext(pregnant: true, week: 34)) == .urgent, "\(message)")
    }

    @Test func slowingDownAtTheEndIsNoReassurance() {
        let message = "39 weeks and he's been really still since this morning, the midwife said they slow down at the end so probably fine?"
        #expect(level(message, TriageContext(pregnant: true, week: 39)) == .urgent)
    }

    @Test func aFutureClauseDoesNotMakeWhatHasHappenedImagined() {
        let message = "41 weeks tomorrow, sweep booked for friday, baby's been quiet all afternoon"
        #expect(level(message, TriageContext(pregnant: true, week: 40)) == .urgent)
    }

    @Test func movementsAsUsualAreNoChange() {
        #expect((level("she's been kicking away all evening like normal", TriageContext(pregnant: true, week: 34)) ?? .selfCare) < .urgent)
        #expect((level("baby is still breech at 36 weeks, what happens now", TriageContext(pregnant: true, week: 36)) ?? .selfCare) < .urgent)
    }

    /// Words of quiet said of the person, not the baby, are no change in movements.
    @Test(arguments: ["been so tired but still working full days", "my sleep pattern has changed completely",
                      "barely feel like eating anything", "more sluggish than usual myself"])
    func quietWordsAboutThePersonAreNoChangeInMovements(message: String) {
        #expect(assistant.triage(message, context: TriageContext(pregnant: true, week: 30), today: AssistantFixture.today)?.rule != "movements-said-quieter",
                "\(message)")
    }

    /// Asking on someone's behalf asks ahead; a present situation with a question about what
    /// to say is still the situation.
    @Test func askingForSomeoneElseIsNoEmergency() {
        let asked = "my sister is 31 weeks and keeps asking me what reduced movements feel like, what do i tell her"
        #expect((level(asked, TriageContext()) ?? .selfCare) < .urgent)
        let own = "soaking a pad every hour since this morning and 10 weeks pregnant, what do i tell them at triage"
        #expect((level(own, TriageContext(pregnant: true, week: 10)) ?? .selfCare) >= .urgent)
    }

    @Test func seeingThingsAndNoNeedForSleepAfterABirthIsUrgent() {
        let message = "9 days since the birth, not sleeping and i don't need to, full of plans, and i keep seeing shadows move"
        #expect(level(message, TriageContext(postpartum: true, postpartumWeeks: 1)) == .urgent)
    }

    @Test func aCupUserWithAFeverAndARashIsUrgent() {
        #expect((level("cup user, burning up since this morning, red rash on my chest and throwing up", TriageContext()) ?? .selfCare) >= .urgent)
        #expect(level("had a cup of tea and felt a bit dizzy", TriageContext()) != .urgent)
        #expect(level("my cup of tea went cold, burning up with a fever today", TriageContext()) != .urgent)
    }
}
