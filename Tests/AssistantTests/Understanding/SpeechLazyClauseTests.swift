@testable import Assistant
import Testing

/// Reading a message's clauses with their analysis left until it is needed
/// (`SpeechActReader.read(_:normalize:analyze:)`) gives the same reading, clause by clause, as
/// analysing every clause at once (`read(_:analyze:)`), and the same analysis when it is read.
@Suite struct SpeechLazyClauseTests {
    static let extra = [
        "I've had brown spotting for 3 days after my period ended, and some cramps. Is that normal?",
        "my sister drank 3 coffees and felt sick", "bloated and nauseous today", "no cramps today, just tired",
        "I usually get cramps, but what helps?", "what if my period doesn't come next week, when should I test?",
        "temp 36.4 and opk high", "talked to my doctor about my heavy periods", "log cramps and a headache",
        "", "   ", "and", "hi, thanks", "weight 64, water 2 litres", "I used to get migraines every month.",
    ]

    @Test func lazyReadingEqualsReadingEveryClauseOnEveryCorpusLine() {
        let assistant = AssistantFixture.assistant
        let analyzer = assistant.analyzer
        let today = AssistantFixture.today
        let reader = SpeechActReader()
        var clauses = 0, analysedLater = 0
        for text in AssistantFixture.corpus.map(\.utterance) + Self.extra {
            var analysed = 0
            let reference = reader.read(text) { analyzer.analyze($0, today: today, profiles: ["sam"]) }
            let lazy = reader.read(text) { analyzer.normalizer.normalize($0) } analyze: { _, normalized in
                analysed += 1
                return analyzer.analyze(normalized, today: today, profiles: ["sam"])
            }
            let before = analysed
            #expect(lazy.act == reference.act, "\(text)")
            #expect(lazy.clauses.map(\.act) == reference.clauses.map(\.act), "\(text)")
            #expect(lazy.clauses.map(\.text) == reference.clauses.map(\.text), "\(text)")
            for (fast, slow) in zip(lazy.clauses, reference.clauses) {
                #expect(fast.message.normalized == slow.message.normalized, "\(text)")
                #expect(fast.message.entities == slow.message.entities, "\(text)")
                #expect(fast.message.stems == slow.message.stems, "\(text)")
                #expect(fast.message.vagueDays == slow.message.vagueDays, "\(text)")
                clauses += 1
            }
            // Each clause is analysed at most once, however often its message is read.
            _ = lazy.clauses.map(\.message)
            #expect(analysed <= lazy.clauses.count, "\(text)")
            analysedLater += analysed - before
        }
        #expect(clauses > 4_000)
        // Leaving the analysis until needed spares many clauses (questions never need it).
        #expect(analysedLater > 500)
    }
}
