@testable import Assistant
import CycleCore
import Testing

/// "When did I ovulate?" after an ovulation test was logged says the estimate rests on that
/// test, in every wording: one wording said only "to narrow it down, log ovulation tests" to
/// someone who just had.
@Suite struct OvulationBasisTests {
    @Test(arguments: [0, 1, 2, 3])
    func theOvulationAnswerNamesTheTestItRestsOn(turnsBefore: Int) {
        let today = AssistantFixture.today
        let store = InMemoryStore(mode: .ttc, periods: [PeriodRecord(start: today - 40, end: today - 36), PeriodRecord(start: today - 12, end: today - 8)])
        let small = Array(repeating: "hi", count: turnsBefore)
        let replies = TopicFixture.chat(small + ["positive opk yesterday", "so when did i probably ovulate?"], store: store)
        let answer = replies.last!.text
        #expect(answer.contains("ovulation test"), "\(answer)")
        #expect(!answer.contains("To narrow it down"), "\(answer)")
    }
}
