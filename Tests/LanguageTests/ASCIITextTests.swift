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
}
