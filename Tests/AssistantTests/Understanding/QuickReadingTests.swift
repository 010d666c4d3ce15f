@testable import Assistant
import Language
import Testing

/// The shortcuts that keep a message cheap to read give what the plain readings give: a
/// memo of words already normalised, sentences split byte by byte, and `mentions` answered
/// from word ids.
@Suite struct QuickReadingTests {
    static let crafted = [
        "Spotting since Tuesday. I've written letters to the kids just in case. Is spotting normal?",
        "temp 36.4. opk high; cramps!\nwhen is my period", "line one\r\nline two. line three", "36.5. then 37.1.",
        "...", "a. b. c", "ok", "Café crème. Naïve question? été", "no cramps today, honestly. 12.5 kg. done", "¿que? si. no",
    ]

    @Test func aMemoNormalisesEachMessageAsWithoutOne() {
        let normalizer = AssistantFixture.assistant.analyzer.normalizer
        // One memo for everything: a word always reads the same, whatever message it came in.
        var memo = TextNormalizer.Memo()
        for text in AssistantFixture.corpus.map(\.utterance) + QuickReadingTests.crafted {
            #expect(normalizer.normalize(text, memo: &memo) == normalizer.normalize(text), "\(text)")
        }
    }

    @Test func theSpeechReadersPhraseListsAreFoundAsEachListAlone() {
        let normalizer = AssistantFixture.assistant.analyzer.normalizer
        let lists = SpeechActReader.phraseListsByName
        var found = 0
        for text in AssistantFixture.corpus.map(\.utterance) + QuickReadingTests.crafted {
            let tokens = normalizer.normalize(text).tokens
            let phrases = SpeechActReader.phraseLists.found(in: tokens)
            for list in PhraseLists.List.allCases {
                let reference = PhraseLists.referenceOccurs(lists[list] ?? [], in: tokens)
                #expect(phrases.contains(list) == reference, "\(list) in \(text)")
                if reference { found += 1 }
            }
        }
        // The lists are found often enough for the comparison to mean something.
        #expect(found > 1_000)
        #expect(SpeechActReader.phraseLists.found(in: ["what", "if", "i", "will"]).contains(.future))
        #expect(!SpeechActReader.phraseLists.found(in: ["worried"]).contains(.future))
    }

    @Test func sentencesAreSplitByBytesAsByCharacters() {
        for text in AssistantFixture.corpus.map(\.utterance) + QuickReadingTests.crafted {
            #expect(Assistant.sentencesToScore(text).map(String.init) == Assistant.referenceSentencesToScore(text).map(String.init), "\(text)")
            for sentence in Assistant.referenceSentencesToScore(text).map(String.init) {
                let words = sentence.split(whereSeparator: { !$0.isLetter && $0 != "'" }).count
                #expect(Assistant.isLongEnoughToScore(sentence) == (words >= Assistant.fewestWordsToScore), "\(sentence)")
            }
        }
        #expect(Assistant.sentencesToScore("line one\r\nline two. and three").map(String.init) == ["line one\r\nline two", " and three"])
    }

    @Test func mentionsByWordIDsAnswersAsTheWordsDo() {
        let assistant = AssistantFixture.assistant
        let lists: [[String]] = [
            ["period", "periods", "af"], ["cramp", "cramps"], ["i", "my", "me"], ["was", "had", "feeling"], ["pregnant", "ttc"],
            ["headache", "headaches", "tired"], ["when", "how", "what"],
        ]
        let messages = AssistantFixture.corpus.prefix(1_500).map { assistant.analyzer.analyze($0.utterance, today: AssistantFixture.today, profiles: []) }
        // Words no list or pattern had when the messages were read: compared as text.
        let late = MentionWords(["zzlateword\(messages.count)", "cramps", "period"])
        for message in messages {
            for list in lists.map(MentionWords.init) + [late] {
                let expected = message.stems.contains(where: list.words.contains) || message.normalized.tokens.contains(where: list.words.contains)
                #expect(message.mentions(list) == expected, "\(message.normalized.text): \(list.words)")
            }
        }
    }
}
