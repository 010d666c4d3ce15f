@testable import Assistant
import CycleCore
import Testing

/// A question asked out of curiosity ("…I haven't had any, just curious") tells no situation:
/// it gets the information and what to do if it happens, not "urgent care now"; the same
/// question from someone who has it still gets the care. Written for this suite.
@Suite struct CuriosityTests {
    func reply(_ message: String, weeks: Int) -> Reply {
        let today = AssistantFixture.today
        let store = InMemoryStore(mode: .pregnancy, pregnancy: PregnancyDating(dueDate: today + (40 - weeks) * 7))
        var conversation = Conversation()
        return AssistantFixture.assistant.respond(to: message, in: &conversation, store: store, today: today)
    }

    @Test(arguments: ["is bleeding in early pregnancy normal? i havent had any, just curious",
                      "just wondering, is it normal to get spotting at 12 weeks?"])
    func aQuestionAskedOutOfCuriosityGetsNoUrgentCare(_ message: String) {
        let answer = reply(message, weeks: 12)
        #expect(answer.care.map { $0.level < .urgent } ?? true, "\(answer.text)")
        #expect(!answer.text.hasPrefix("This needs urgent care now"), "\(answer.text)")
    }

    /// A long question whose situation is told inside it keeps its care, "just wondering" or not.
    @Test func aLongQuestionThatTellsItsSituationKeepsItsCare() {
        let answer = reply("im 25 weeks and keep getting really bad headaches most days this week and im so tired at work, just wondering if i should take time off and whether i can", weeks: 25)
        #expect(answer.care.map { $0.level >= .gpToday } == true, "\(answer.text)")
    }

    @Test func theSameBleedingToldAsHappeningStillGetsCare() {
        let answer = reply("i'm spotting today at 12 weeks, is that normal?", weeks: 12)
        #expect(answer.care.map { $0.level >= .urgent } == true, "\(answer.text)")
    }
}
