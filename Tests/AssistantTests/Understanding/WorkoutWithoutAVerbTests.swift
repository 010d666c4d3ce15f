@testable import Assistant
import Content
import CycleCore
import Testing

/// A workout told by its kind and length with no verb ("yoga 30 mins, feel great", "an hour
/// on the exercise bike") is what was done: it is logged as exercise with its minutes, not read as a
/// request. A kind with no length, or asked about, writes nothing.
@Suite struct WorkoutWithoutAVerbTests {
    func writes(_ message: String) -> [JournalWrite] { AssistantFixture.writes(message) }

    func exercise(_ message: String) -> [(String, Int)] {
        writes(message).compactMap { write in
            if case let .exercise(activity, minutes, _) = write { return (activity, minutes) }
            return nil
        }
    }

    @Test func aKindAndALengthAreLoggedAsExercise() {
        let yoga = exercise("yoga 25 mins this morning, feel great")
        #expect(yoga.count == 1 && yoga.first?.0 == "yoga" && yoga.first?.1 == 25, "\(yoga)")
        let swim = exercise("swim 40 mins this morning before work")
        #expect(swim.count == 1 && swim.first?.0 == "swim" && swim.first?.1 == 40, "\(swim)")
        let ride = exercise("an hour on the exercise bike this evening")
        #expect(ride.count == 1 && ride.first?.0 == "cycle" && ride.first?.1 == 60, "\(ride)")
    }

    @Test func theKindInOneClauseAndItsLengthInTheNextAreOneWorkout() {
        let run = exercise("went for a run after the school drop off, about 35 mins")
        #expect(run.count == 1 && run.first?.0 == "run" && run.first?.1 == 35, "\(run)")
        // A length with a verb of its own is not the workout's.
        #expect(exercise("went for a swim, then slept 9 hours").allSatisfy { $0.1 < 60 })
    }

    /// "Pilates class, 50 mins": a length after a comma measures the clause before; it was read
    /// as two requests and nothing was logged.
    @Test(arguments: [("pilates class, 50 mins", "pilates", 50), ("swim, 1.5hrs", "swim", 90), ("spin class, about an hour", "cycle", 60)])
    func aLengthAfterACommaMeasuresTheWorkoutBeforeIt(message: String, activity: String, minutes: Int) {
        let logged = exercise(message)
        #expect(logged.count == 1 && logged.first?.0 == activity && logged.first?.1 == minutes, "\(logged)")
    }

    @Test func onlyALengthOfTimeJoinsTheClauseBefore() {
        #expect(SpeechActReader.isOnlyALength("50 mins") && SpeechActReader.isOnlyALength("for 45 minutes")
            && SpeechActReader.isOnlyALength("about an hour") && SpeechActReader.isOnlyALength("1.5hrs"))
        #expect(!SpeechActReader.isOnlyALength("then slept 9 hours") && !SpeechActReader.isOnlyALength("50")
            && !SpeechActReader.isOnlyALength("is that normal"))
        #expect(SpeechActReader.split("pilates class, 50 mins").map(\.text) == ["pilates class 50 mins"])
        #expect(SpeechActReader.split("50 mins. pilates").count == 2)
    }

    @Test func aKindWithoutALengthOrAskedAboutWritesNothing() {
        #expect(exercise("yoga tonight maybe").isEmpty)
        #expect(writes("run the garden sprinklers for 20 minutes").isEmpty)
        #expect(writes("is 30 mins of yoga a day enough?").isEmpty)
    }
}

/// A clause of fillers alone ("oh, and also…") says nothing and asks nothing: the statement
/// after it is logged as if it stood alone.
@Suite struct FillerClauseTests {
    @Test(arguments: ["oh and also backache since last night", "ok and also a 20 min swim after work"])
    func aStatementAfterAFillerIsLogged(message: String) {
        let store = InMemoryStore()
        _ = AssistantFixture.chat([message], store: store)
        #expect(store.writes.count == 1, "\(message): \(store.writes)")
    }

    @Test func theTwoReadingsOfAMessageAgree() {
        let reader = SpeechActReader()
        let assistant = AssistantFixture.assistant
        let analyze = { (text: String) in assistant.analyzer.analyze(assistant.analyzer.normalizer.normalize(text), today: AssistantFixture.today, profiles: []) }
        let text = "oh, and also cramps today and um a headache"
        let eager = reader.read(text, analyze: analyze).clauses.map(\.act)
        let lazy = reader.read(text, normalize: { assistant.analyzer.normalizer.normalize($0) }, analyze: { clause, _ in analyze(clause) }).clauses.map(\.act)
        #expect(eager == lazy)
        #expect(!eager.contains(.request), "\(eager)")
    }
}
