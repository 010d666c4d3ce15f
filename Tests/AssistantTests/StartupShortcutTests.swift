@testable import Assistant
import Content
import Foundation
import Testing

/// The short cuts that make start-up and each message cheaper give exactly what the plain
/// code gives, over every text the shipped Knowledge holds (so they can never drift from it).
@Suite struct StartupShortcutTests {
    /// Every text the assistant normalises while building: lexicon names, topic questions,
    /// titles and answers, synonyms, intent patterns and examples, and the corpus.
    static let texts: [String] = {
        let assistant = AssistantFixture.assistant
        let knowledge = assistant.knowledge
        var texts: [String] = []
        for lexicon in [knowledge.symptoms, knowledge.moods, knowledge.flows, knowledge.discharge, knowledge.foods] {
            for entry in lexicon.entries { texts += [entry.name] + entry.synonyms }
        }
        for topic in knowledge.topics.topics { texts += [topic.title, topic.answer] + topic.questions }
        for (phrase, replacement) in knowledge.topics.synonyms { texts += [phrase, replacement] }
        for rule in assistant.classifier.rules { texts += rule.examples + rule.patterns.map(\.description) }
        texts += AssistantFixture.corpus.map(\.utterance)
        // Contractions, apostrophes, accents, units, numbers and dates, typos.
        texts += ["I can't sleep, what's up?", "Café au lait’s fine", "500ml of water at 36.6c", "20w3d", "3/3 and 2026-03-03",
                  "wen is my nxt perod", "CRAMPS!!! since 3rd", "it's 38°c, 40% sure", "the baby's kicks"]
        return texts
    }()

    @Test func rememberingTokenizerReadsEveryTextAsNormalizeDoes() {
        let normalizer = AssistantFixture.assistant.analyzer.normalizer
        let tokenize = normalizer.tokenizer()
        var checked = 0
        // Twice over, so the second pass reads every word from memory.
        for _ in 0..<2 {
            for text in Self.texts {
                #expect(tokenize(text) == normalizer.normalize(text).tokens, "\(text)")
                checked += 1
            }
        }
        #expect(checked > 5_000)
    }

    /// The stemmer as it was before its byte-level path, kept here as the reference.
    static func referenceStem(_ word: String) -> String {
        guard word.count > 3, word.allSatisfy(\.isLetter) else { return word }
        if word.hasSuffix("ies") && word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("sses") || word.hasSuffix("shes") || word.hasSuffix("ches") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") {
            return String(word.dropLast())
        }
        return word
    }

    @Test func byteStemmerAgreesWithTheCharacterRulesOnEveryWord() {
        var words: Set<String> = ["ies", "pies", "cries", "Cries", "PERIODS", "bus", "glass", "this", "boxes", "washes", "cafés",
                                  "naïve", "x2s", "it's", "abcs", "sses", "ches"]
        for text in Self.texts {
            for word in text.split(whereSeparator: { $0 == " " }) { words.insert(String(word)) }
            for token in AssistantFixture.assistant.analyzer.normalizer.normalize(text).tokens { words.insert(token) }
        }
        for word in words {
            #expect(Stemmer.stem(word) == Self.referenceStem(word), "\(word)")
        }
    }

    @Test func patternsSplitLikeCharacters() {
        for text in ["^ when * [my|the] next period|periods $", "a||b", " spaced  out ", "{day} ** {symptom}", "é|e"] {
            #expect(Pattern.split(text, on: UInt8(ascii: " ")) == text.split(separator: " ").map(String.init))
            #expect(Pattern.split(text, on: UInt8(ascii: "|")) == text.split(separator: "|").map(String.init))
        }
    }

    @Test func phraseSearchFindsWhatContainsFinds() {
        let phrases = [" trying to conceive ", " pregnant ", " due in june ", " not pregnant ", " hpt ", " é ", " a  b "]
        for text in Self.texts.prefix(2_000) {
            let normalized = " " + AssistantFixture.assistant.analyzer.normalizer.normalize(text).text + " "
            for phrase in phrases {
                #expect(ModeAnnouncement.holds(normalized, phrase) == normalized.contains(phrase), "\(normalized) / \(phrase)")
            }
        }
        #expect(ModeAnnouncement.holds(" we are trying to conceive ", " trying to conceive "))
        #expect(!ModeAnnouncement.holds(" trying ", " trying to conceive "))
    }
}
