@testable import Assistant
import Content
import CycleCore
import Testing

/// A workout told by its kind and length with no verb ("yoga 30 mins, feel great") is what
/// was done: it is logged as exercise with its minutes, not read as a
/// request. A kind with no length, or asked about, writes nothing.
@Suite struct WorkoutWithoutAVerbTests {
    func writes(_ message: String) -> [JournalWrite] {
        let store = InMemoryStore()
        _ = AssistantFixture.chat([message], store: store)
        return store.writes
    }

    func exercise(_ message: String) -> [(String, Int)] {
        writes(message).compactMap { write in
            if case let .exercise(activity, minutes, _) = write { return (activity, minutes) }
            return nil
        }
    }

    @Test func aKindAndALengthAreLoggedAsExercise() {
        let yoga = exercise("yoga 25 mins this morning, feel great")
        #expect(yoga.count == 1 && yoga.first?.0 == "yoga" && yoga.first?.1 == 25, "\(yoga)")
    }

    @Test func aKindWithoutALengthOrAskedAboutWritesNothing() {
        #expect(exercise("yoga tonight maybe").isEmpty)
        #expect(writes("is 30 mins of yoga a day enough?").isEmpty)
    }
}
