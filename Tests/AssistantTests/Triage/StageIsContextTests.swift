@testable import Assistant
import CycleCore
import Testing

/// "im 8 weeks postpartum" alone got "This needs urgent care now": the learned emergency check
/// learned from red-flag vignettes that open with the stage. How far along someone is, is
/// context (`StageContext`); the check reads what they tell beside it, and the rules still read
/// the week (written for this suite, in the style of dev12's postpartum messages).
@Suite struct StageIsContextTests {
    @Test(arguments: [
        ("im 8 weeks postpartum", "postpartum:8"),
        ("8 weeks postpartum and did a 20 min postnatal yoga video this morning", "postpartum:8"),
        ("33 weeks and my hips and knees ached all night, only got about 4 hrs sleep", "pregnant:33"),
        ("2 wks pp and went for a 30 min walk with the pram", "postpartum:2"),
    ])
    func aStageBesideAnOrdinaryDayGetsNoCare(message: String, context: String) throws {
        let care = try AssistantFixture.triage(message, in: context)
        #expect(care.map { $0.level >= .gpToday } != true, "\(String(describing: care))")
    }

    @Test(arguments: [
        ("2 weeks postpartum and went all woozy on the kitchen tiles", "postpartum:2"),
        ("8 weeks postpartum, soaking a pad an hour and feel faint", "postpartum:8"),
        ("34 weeks and a pounding headache with flashing lights", "pregnant:34"),
        // Reduced movements told only as an absence: the stage is what makes it one.
        ("nothing since i woke up and its nearly midday, had cold water and a biscuit, still nothing. 31 weeks", "pregnant:31"),
    ])
    func aRedFlagBesideTheStageStillGetsCare(message: String, context: String) throws {
        let care = try AssistantFixture.triage(message, in: context)
        #expect(care.map { $0.level >= .gpToday } == true, "\(String(describing: care))")
    }

    @Test func theStageAtTheStartOfAStatementIsAnAsideAndWhatFollowsIsLogged() {
        let today = AssistantFixture.today
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + 7 * 7))
        let reply = TopicFixture.chat(["33 weeks and my hips and knees ached all night, only got about 4 hrs sleep"], store: store)[0]
        #expect(reply.acts.first == .log, "\(reply.acts)")
        #expect(store.writes.contains(.symptom("joint-pain", severity: nil, today - 1)) || store.writes.contains(.symptom("joint-pain", severity: nil, today)),
                "\(store.writes)")
    }

    @Test func leavingOutTheStageKeepsWhatIsTold() {
        #expect(StageContext.leavingOutStages(["im", "8", "weeks", "postpartum", "and", "did", "yoga"]) == ["im", "and", "did", "yoga"])
        #expect(StageContext.leavingOutStages(["33", "weeks", "today"]).isEmpty)
        #expect(StageContext.leavingOutStages(["bleeding", "for", "2", "weeks", "now"]) == ["bleeding", "for", "2", "weeks", "now"])
        #expect(StageContext.leavingOutStages(["day", "6", "pp", "and", "tired"]) == ["and", "tired"])
    }

    /// Peeing often is what pregnancy does; said with its frequency ("every half hour") it read
    /// to the check like contractions timed.
    @Test func peeingOftenInPregnancyGetsNoCare() throws {
        let care = try AssistantFixture.triage("and ive been weeing every half hour today", in: "pregnant:21")
        #expect(care == nil, "\(String(describing: care))")
        let infection = try AssistantFixture.triage("weeing every half hour and it burns, temp 38.5 and pain in my back", in: "pregnant:21")
        #expect(infection.map { $0.level >= .gpToday } == true, "\(String(describing: infection))")
    }
}
