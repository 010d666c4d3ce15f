import Foundation
@testable import Language
import Testing

/// Byte-level short cuts in Language give what the `Character` and Foundation code gives.
@Suite struct TextShortcutTests {
    static let samples = [
        "", " ", "\n", "plain", "  both ends  ", "\ttabbed\t", "line\n", "\r\nwindows\r\n", "\u{0B}vertical\u{0C}",
        " café ", "\u{00A0}no-break\u{00A0}", "ends in é", "é starts", "  \u{2003}em space", "x\u{301} ", " \u{301}x",
        "mixed \n middle\t stays", "\u{85}next line\u{2028}", "😀 ", " 🌸\n",
    ]

    @Test func trimmingEqualsFoundation() {
        for text in Self.samples {
            #expect(TextTrimming.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(text.debugDescription)")
            #expect(TextTrimming.trimmed(text, newlines: false) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    /// Deleting one `Character` at each position, as the corrector did before its byte path.
    static func referenceDeletions(_ word: String) -> Set<String> {
        let characters = Array(word)
        var result: Set<String> = []
        for index in characters.indices {
            var copy = characters
            copy.remove(at: index)
            result.insert(String(copy))
        }
        return result
    }

    @Test func oneDeletionsEqualCharacterDeletions() {
        for word in ["period", "Ovulation", "aa", "a", "", "abba", "naïve", "crème", "x2y", "mississippi"] {
            #expect(SpellingCorrector.oneDeletions(of: word) == Self.referenceDeletions(word), "\(word)")
        }
    }

    @Test func correctionStillFindsTheClosestWord() {
        let corrector = SpellingCorrector(vocabulary: ["period", "ovulation", "pregnant", "cramps", "naïve"])
        #expect(corrector.correct("perod") == "period")
        #expect(corrector.correct("ovulaton") == "ovulation")
        #expect(corrector.correct("pregnnat") == "pregnant")
        #expect(corrector.correct("naive") == "naïve")
        #expect(corrector.correct("xyzzy") == "xyzzy")
    }
}
