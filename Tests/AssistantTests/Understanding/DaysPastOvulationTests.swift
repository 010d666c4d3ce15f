@testable import Assistant
import CycleCore
import Testing

/// A count of days past ovulation or an embryo transfer ("8dpo", "12 dpo", "5dpt") says when,
/// as a day does: a clause of one is a statement, not a request ("8dpo and bfn").
@Suite struct DaysPastOvulationTests {
    @Test func aCountOfDaysPastOvulationIsReadInEitherSpelling() {
        #expect(SpeechActReader.countsDaysPastOvulation(["8dpo"]) && SpeechActReader.countsDaysPastOvulation(["at", "12", "dpo"]))
        #expect(SpeechActReader.countsDaysPastOvulation(["5dpt"]))
        #expect(!SpeechActReader.countsDaysPastOvulation(["dpo"]) && !SpeechActReader.countsDaysPastOvulation(["what", "is", "dpo"]))
    }

    @Test func aClauseOfOneIsAStatement() {
        let store = InMemoryStore(mode: .ttc, periods: [PeriodRecord(start: AssistantFixture.today - 25)])
        let reply = AssistantFixture.chat(["8dpo and bfn"], store: store)[0]
        #expect(reply.acts == [.log, .log], "\(reply.acts)")
    }
}
