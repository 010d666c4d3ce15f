import Foundation
@testable import Language
import Testing

/// The quick text tests the normaliser leans on give what the slower ones they replaced gave.
@Suite struct ASCIITextTests {
    static let texts: [String] = [
        "", "a", "when is my period", "Cramps + 500ml!", "laters 👋 off to bed", "café", "cafe\u{301}", "naïve",
        "\u{212A}g", "why\u{37E}", String(repeating: "long text ", count: 40), String(repeating: "é", count: 20),
        "tab\tand\nnew line", "\u{7F}", "\u{80}",
    ]

    @Test func isASCIIAgreesWithCheckingEveryByte() {
        for text in Self.texts + Self.texts.map({ $0 + "x" }) {
            #expect(ASCIIText.isASCII(text) == text.utf8.allSatisfy { $0 < 0x80 }, "\(text)")
            // A bridged or sliced string, whose bytes may not sit in one buffer.
            #expect(ASCIIText.isASCII(String(text[...])) == text.utf8.allSatisfy { $0 < 0x80 })
        }
    }

    @Test func apostrophesAreTrimmedAsFoundationTrimsThem() {
        let words = ["'abc'", "''", "'", "a'b", "'\u{301}x", "x'\u{301}", "é'", "'é", "don't", "''hi'", "plain", "", "'\u{212A}'"]
        for word in words {
            #expect(TextNormalizer.trimmingApostrophes(word) == word.trimmingCharacters(in: CharacterSet(charactersIn: "'")), "\(word)")
            #expect(TextNormalizer.trimmingApostrophes(word).unicodeScalars.elementsEqual(word.trimmingCharacters(in: CharacterSet(charactersIn: "'")).unicodeScalars), "\(word)")
        }
    }

    @Test func foldingLowersASCIIAsFoundationDoes() {
        for text in Self.texts + ["MiXeD Case 36.5°C", "ALL CAPS"] {
            let reference = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
            if ASCIIText.isASCII(text) { #expect(TextNormalizer.fold(text) == reference, "\(text)") }
        }
    }

    @Test func joiningBySpacesGivesWhatTheStandardJoinGives() {
        let lists: [[String]] = [[], [""], ["", ""], ["a"], ["when", "is", "my", "period"], ["", "x", ""], ["café", "👋", "cafe\u{301}"],
                                 Self.texts, [String(repeating: "long", count: 30), "x"]]
        for words in lists {
            #expect(NormalizedText.joined(words) == words.joined(separator: " "), "\(words)")
            #expect(NormalizedText.joined(words).utf8.elementsEqual(words.joined(separator: " ").utf8), "\(words)")
        }
    }

    @Test func theListOfDeletionsHoldsEachDeletionOnce() {
        for word in ["", "a", "aa", "ball", "llama", "renaissance", "bookkeeper", "aaab", "café", "coffee", "Mississippi"] {
            let list = SpellingCorrector.deletionList(of: word)
            #expect(Set(list) == SpellingCorrector.oneDeletions(of: word), "\(word)")
            #expect(Set(list).count == list.count, "\(word)")
        }
    }

    @Test func loweringGivesWhatLowercasedGives() {
        for text in Self.texts + ["ABC", "aBc", "ÉCOLE", "Kg", "\u{212A}g", "already lower"] {
            #expect(ASCIIText.lowercased(text) == text.lowercased(), "\(text)")
            #expect(ASCIIText.lowercased(text).utf8.elementsEqual(text.lowercased().utf8), "\(text)")
        }
    }
}
