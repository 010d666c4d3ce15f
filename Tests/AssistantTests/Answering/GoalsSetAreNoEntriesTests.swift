@testable import Assistant
import Testing

/// "Set my water goal to 2 litres" logged 2 litres drunk: an instruction that names a goal asks
/// for a setting (`SpeechActReader.goalWords`), and the answer speaks of the goal.
@Suite struct GoalsSetAreNoEntriesTests {
    @Test func aGoalSetWritesNothingAndSpeaksOfTheGoal() {
        let store = TopicFixture.cycleStore()
        let reply = TopicFixture.chat(["set my water goal to 2 litres"], store: store).last!
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(reply.text.contains("goal"), "\(reply.text)")
    }

    @Test func anInstructionToLogAnAmountStillLogsIt() {
        let store = TopicFixture.cycleStore()
        _ = TopicFixture.chat(["log 2 litres of water"], store: store)
        #expect(store.writes.contains { if case .water = $0 { true } else { false } }, "\(store.writes)")
    }
}
