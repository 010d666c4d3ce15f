@testable import Assistant
import CycleCore
import Testing

/// A long message whose whole reading leaves the model unsure is read by its last sentence,
/// when that sentence stands on its own.
@Suite struct LastSentenceReadingTests {
    let assistant = AssistantFixture.assistant

    func intent(_ message: String) -> String {
        assistant.understand(message, today: AssistantFixture.today).classification.intent
    }

    @Test func theLastSentenceIsTakenApartFromDecimalsAndShortTails() {
        #expect(Assistant.lastSentence(of: "ugh. my car broke down again today. when is my next period?") == " when is my next period")
        #expect(Assistant.lastSentence(of: "when is my next period") == nil)
        #expect(Assistant.lastSentence(of: "my temp was 36.45 this morning") == nil)
        // Too short to stand alone, or pointing back into the message.
        #expect(Assistant.lastSentence(of: "had two glasses of water, add them") == nil)
        #expect(Assistant.lastSentence(of: "my bank app keeps logging me out, can you help") == nil)
        #expect(Assistant.lastSentence(of: "my car's mot is coming up, when exactly is it due") == nil)
    }

    @Test func theByteSearchFindsWhatTheCharacterSearchFinds() {
        let edges = ["", ".", "...", "a. b c d", "a.\nb c d e", "x, one two three four", "x,1 two three four", "end. 36.4 today is it",
                     "ok!!  when is it due ?? ", "tabs.\tnext period when\t", "one\r\ntwo three four five", "café. when is my period due",
                     "fine; how long is my cycle", "ends with comma, ,", "   ", "a;b;c;d e f"]
        for message in edges + AssistantFixture.corpus.map(\.utterance) {
            #expect(Assistant.lastSentence(of: message) == Assistant.referenceLastSentence(of: message), "\(message)")
        }
    }

    @Test(arguments: [
        ("parents evening ran late and the kids were a nightmare at bedtime. what does my strain look like", "scores.strain"),
        ("i keep forgetting what my readings looked like last month, can you show my chart", "show.chart"),
        ("the neighbours had a party till 3 and the dog barked at every taxi. how did my sleep come out", "scores.sleep"),
    ])
    func aRequestAfterHistoryIsReadFromItsLastSentenceWhenTheWholeLeavesTheModelUnsure(message: String, expected: String) {
        // The whole message alone leaves the model unsure or reads it as out of scope…
        let whole = assistant.classifier.classify(assistant.analyzer.analyze(message, today: AssistantFixture.today, profiles: []))
        #expect(whole.intent != expected || whole.confidence < Assistant.sureOfTheWholeMessage, "\(whole)")
        // …and its last sentence answers.
        #expect(intent(message) == expected)
    }

    @Test func anOutOfScopeRequestAfterHistoryStaysOutOfScope() {
        #expect(intent("my period app says im due friday. anyway whats the weather like in leeds tomorrow") == IntentClassifier.outOfScope)
        #expect(intent("work was manic today. can you book me a table for two at the italian on friday") == IntentClassifier.outOfScope)
    }
}
