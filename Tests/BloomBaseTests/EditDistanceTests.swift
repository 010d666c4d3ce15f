@testable import BloomBase
import Testing

/// Edit distances, with and without adjacent swaps, by characters, scalars and bytes.
@Suite struct EditDistanceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let a: String, b: String
        /// Levenshtein distance, then optimal string alignment distance.
        let levenshtein: Int, withSwaps: Int
        var testDescription: String { "\(a) → \(b)" }
    }

    static let cases: [Case] = [
        Case(a: "", b: "", levenshtein: 0, withSwaps: 0),
        Case(a: "", b: "abc", levenshtein: 3, withSwaps: 3),
        Case(a: "x", b: "", levenshtein: 1, withSwaps: 1),
        Case(a: "period", b: "period", levenshtein: 0, withSwaps: 0),
        Case(a: "kitten", b: "sitting", levenshtein: 3, withSwaps: 3),
        Case(a: "form", b: "from", levenshtein: 2, withSwaps: 1),
        Case(a: "folate", b: "foalte", levenshtein: 2, withSwaps: 1),
        Case(a: "period", b: "perido", levenshtein: 2, withSwaps: 1),
        Case(a: "abcd", b: "badc", levenshtein: 3, withSwaps: 2),
        // No letter is edited twice: "ca" → "abc" is three edits, not a swap and an insertion.
        Case(a: "ca", b: "abc", levenshtein: 3, withSwaps: 3),
        Case(a: "renaissance", b: "renaisance", levenshtein: 1, withSwaps: 1),
        Case(a: "Period", b: "period", levenshtein: 1, withSwaps: 1),
        // Characters, not bytes: an accented letter is one letter, in either Unicode form.
        Case(a: "café", b: "cafe", levenshtein: 1, withSwaps: 1),
        Case(a: "café", b: "cafe\u{301}", levenshtein: 0, withSwaps: 0),
        Case(a: "naïve", b: "naive", levenshtein: 1, withSwaps: 1),
        Case(a: "日本語", b: "日本", levenshtein: 1, withSwaps: 1),
        Case(a: "語本日", b: "本語日", levenshtein: 2, withSwaps: 1),
        Case(a: "👋🏽 hi", b: "👋 hi", levenshtein: 1, withSwaps: 1),
        // A carriage return and the line feed after it are one character.
        Case(a: "\r\n", b: "\n\r", levenshtein: 2, withSwaps: 2),
        Case(a: "a\r\nb", b: "a\nb", levenshtein: 1, withSwaps: 1),
    ]

    @Test(arguments: cases)
    func distancesByCharacter(_ test: Case) {
        #expect(EditDistance.between(test.a, test.b, counting: .insertDeleteSubstitute) == test.levenshtein)
        #expect(EditDistance.between(test.a, test.b, counting: .withAdjacentSwaps) == test.withSwaps)
        // Symmetric.
        #expect(EditDistance.between(test.b, test.a, counting: .insertDeleteSubstitute) == test.levenshtein)
        #expect(EditDistance.between(test.b, test.a, counting: .withAdjacentSwaps) == test.withSwaps)
    }

    @Test func aLimitGivesNilBeyondIt() {
        #expect(EditDistance.between("abcdef", "uvwxyz", counting: .withAdjacentSwaps, atMost: 2) == nil)
        #expect(EditDistance.between("a", "abcd", counting: .withAdjacentSwaps, atMost: 2) == nil)
        #expect(EditDistance.between("", "abc", counting: .withAdjacentSwaps, atMost: 2) == nil)
        #expect(EditDistance.between("kitten", "sitting", counting: .insertDeleteSubstitute, atMost: 3) == 3)
        #expect(EditDistance.between("kitten", "sitting", counting: .insertDeleteSubstitute, atMost: 2) == nil)
        #expect(EditDistance.between("form", "from", counting: .withAdjacentSwaps, atMost: 1) == 1)
        #expect(EditDistance.between("form", "from", counting: .insertDeleteSubstitute, atMost: 1) == nil)
    }

    @Test func scalarsAreTheCallersToChoose() {
        // By scalars, a decomposed accent is a letter of its own.
        let composed = Array("café".unicodeScalars), decomposed = Array("cafe\u{301}".unicodeScalars)
        #expect(EditDistance.between(composed, decomposed, counting: .withAdjacentSwaps) == 2)
        #expect(EditDistance.between(Array("naïve".unicodeScalars), Array("naive".unicodeScalars), counting: .withAdjacentSwaps) == 1)
    }

    @Test func byBytesIsByCharactersForASCIIText() {
        // Made-up words from a small alphabet (so many pairs are near), upper case too.
        var state: UInt64 = 11
        func word() -> String {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let letters = Array("abcAB"), length = Int(state >> 60)
            return String((0..<length).map { letters[Int((state >> UInt64(5 * $0 % 55)) % 5)] })
        }
        for _ in 0..<2_000 {
            let a = word(), b = word()
            for edits in [EditDistance.Edits.insertDeleteSubstitute, .withAdjacentSwaps] {
                #expect(EditDistance.between(a, b, counting: edits) == EditDistance.between(Array(a), Array(b), counting: edits), "\(a) \(b)")
                #expect(EditDistance.between(a, b, counting: edits, atMost: 2) == EditDistance.between(Array(a), Array(b), counting: edits, atMost: 2))
            }
        }
    }

    @Test func onlyTextOfOneByteCharactersIsReadByByte() {
        #expect(EditDistance.isSingleByteCharacters("period 3!"))
        #expect(EditDistance.isSingleByteCharacters(""))
        #expect(!EditDistance.isSingleByteCharacters("café"))
        #expect(!EditDistance.isSingleByteCharacters("a\r\nb"))
    }
}
