@testable import Assistant
import Testing

/// Splitting a message into clauses on bytes (`SpeechActReader.splitASCII`) gives the pieces
/// splitting its `Character`s gave.
@Suite struct SpeechSplitASCIITests {
    @Test func byteSplitEqualsCharacterSplitOnEveryCorpusLine() {
        var pieces = 0
        for line in AssistantFixture.corpus {
            let ascii = SpeechActReader.splitASCII(line.utterance)
            if line.utterance.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(ascii == SpeechActReader.referenceSplit(line.utterance), "\(line.utterance)")
            } else {
                #expect(ascii == nil, "\(line.utterance)")
            }
            pieces += ascii?.count ?? 0
        }
        #expect(pieces > 3_000)
    }

    @Test(arguments: [
        "had cramps and a headache, also drank 3 glasses of water", "temp 36.3 today, opk was high",
        "my partner and I had a fight. And then cramps!", "me and my sister; both sick", "Cramps AND Headache?",
        "1,200 kcal, then 36,6 degrees.", "drank 2.5l. ok", "and", ", , ,", "  \tspaced \t out  and in  ",
        "what?! why; how.\nnext line.", "wait... and then", "hubby & I are fine + so is she", "x,1,2,y", ".", "",
        "I.e. this and that.", "she and i went, and he n me stayed", "Mum and I and my sister",
    ])
    func byteSplitEqualsCharacterSplit(text: String) {
        #expect(SpeechActReader.splitASCII(text) == SpeechActReader.referenceSplit(text))
    }

    @Test func textWithOtherCharactersOrCarriageReturnsIsLeftToTheCharacterSplit() {
        #expect(SpeechActReader.splitASCII("café and cramps") == nil)
        #expect(SpeechActReader.splitASCII("cramps\r\nheadache") == nil)
        #expect(SpeechActReader.split("cramps\r\nheadache") == SpeechActReader.referenceSplit("cramps\r\nheadache"))
    }
}
