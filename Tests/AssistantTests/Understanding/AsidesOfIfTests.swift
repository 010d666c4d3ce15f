@testable import Assistant
import CycleCore
import Testing

/// "…if I'm honest", "…if that matters": an "if" that comments on what is said sets no
/// condition. The aside is taken out of its clause before the clause is read
/// (`SpeechActReader.withoutAsides`), so a mood told with it is told, and a day listed with it
/// repeats the items before it.
@Suite struct AsidesOfIfTests {
    @Test func anAsideIsTakenOutOfItsClause() {
        #expect(SpeechActReader.withoutAsides("bit anxious about the whole thing if I'm honest") == "bit anxious about the whole thing")
        #expect(SpeechActReader.withoutAsides("16th if that matters, forgot") == "16th, forgot")
        #expect(SpeechActReader.withoutAsides("if it hurts i'll call") == "if it hurts i'll call")
    }

    @Test func aMoodToldWithAnAsideIsNoHypothetical() {
        let reading = SpeechActReader().read("bit anxious about the whole thing if im honest") { text in
            AssistantFixture.assistant.analyzer.analyze(text, today: AssistantFixture.today, profiles: [])
        }
        #expect(!reading.clauses.contains { $0.act == .hypothetical }, "\(reading.clauses.map(\.act))")
    }

    @Test func aDayListedWithAnAsideRepeatsTheItemsBeforeIt() {
        let store = TopicFixture.cycleStore(mode: .ttc)
        _ = TopicFixture.chat(["we bd on the 15th and 16th if that matters, forgot to log those"], store: store)
        let writes = store.writes
        let days = writes.compactMap { write -> Day? in if case let .sex(_, day) = write { day } else { nil } }
        #expect(days.count == 2, "\(writes)")
    }

    @Test func theQuestionMarkOfAnAsideAsksNothingOfTheClause() {
        #expect(SpeechActReader.withoutAsides("did a test, bfn, if that helps?") == "did a test, bfn,")
        let writes = AssistantFixture.writes("did a test this morning, bfn, if that helps?")
        #expect(writes.contains { if case .pregnancyTest = $0 { true } else { false } }, "\(writes)")
    }

    @Test func theWholeMessageIsReadWithoutItsAside() {
        // The intent model read "if im honest" as a condition of something outside the domain.
        let understanding = AssistantFixture.assistant.understand("is 37.9 classed as a fever if im honest", today: AssistantFixture.today)
        #expect(understanding.classification.intent != IntentClassifier.outOfScope, "\(understanding.classification)")
        let reply = TopicFixture.chat(["is 37.9 classed as a fever if im honest"], store: TopicFixture.cycleStore(mode: .ttc)).last!
        #expect(reply.topic == "fever-or-temperature-shift", "\(reply.topic ?? "-"): \(reply.text)")
    }

    @Test func aRealConditionStaysImagined() {
        #expect(AssistantFixture.writes("if my period comes tomorrow i'll log it").isEmpty)
        #expect(AssistantFixture.writes("if it helps the cramps ill try a hot bath").isEmpty)
    }
}
