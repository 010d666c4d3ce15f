@testable import Assistant
import CycleCore
import Testing

/// A workout told without its length ("went for a run this morning") is neither dropped nor
/// kept without minutes: Bloom asks how long, the answer logs it, and a bare no leaves it.
@Suite struct WorkoutLengthAskedTests {
    let today = AssistantFixture.today

    @Test func theLengthAskedForLogsTheWorkout() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["went for a run this morning", "about 40 mins"], store: store).map(\.text)
        #expect(replies[0].contains("How long"), "\(replies)")
        #expect(store.writes == [.exercise(activity: "run", minutes: 40, today)], "\(store.writes) \(replies)")
        let swim = InMemoryStore()
        _ = AssistantFixture.chat(["did 20 lengths in the pool", "half an hour"], store: swim)
        #expect(swim.writes == [.exercise(activity: "swim", minutes: 30, today)], "\(swim.writes)")
    }

    @Test func aBareNoToTheQuestionSavesNothing() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["went for a walk with the dog", "no"], store: store).map(\.text)
        #expect(store.writes.isEmpty, "\(store.writes)")
        #expect(replies[1].contains("nothing saved") || replies[1].contains("haven't logged"), "\(replies)")
    }

    @Test func aPlanOrAnInstructionAsksNothing() {
        let store = InMemoryStore()
        let replies = AssistantFixture.chat(["walk the dog later"], store: store).map(\.text)
        #expect(!replies[0].contains("How long"), "\(replies)")
        #expect(store.writes.isEmpty)
    }
}
