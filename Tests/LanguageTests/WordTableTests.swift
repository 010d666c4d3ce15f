import Foundation
@testable import Language
import Testing

/// `WordTable` finds exactly what a `Dictionary` of the same words finds.
@Suite struct WordTableTests {
    /// Words like the ones looked up, with near misses: prefixes, one letter changed, case,
    /// digits, accents written both ways, emoji and the empty word.
    static let words: [String] = {
        var words = ["the", "period", "periods", "perod", "cramps", "cramp", "a", "i", "", "36.5", "500ml", "tomorrow",
                     "Period", "café", "cafe\u{301}", "naïve", "🙂", "ttc", "bfp", "x", "xx", "xxx", "o'clock"]
        // 3,000 made-up words from a fixed sequence (a linear congruential generator).
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var state: UInt64 = 2026
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<3_000 {
            let length = 1 + next(12)
            words.append(String((0..<length).map { _ in letters[next(letters.count)] }))
        }
        return words
    }()

    @Test func findsWhatADictionaryFinds() {
        // Every other word in the table, valued by its place; the rest are looked up as misses.
        var dictionary: [String: Int] = [:]
        for (index, word) in Self.words.enumerated() where index % 2 == 0 { dictionary[word] = index }
        let table = WordTable(dictionary)
        #expect(table.count == dictionary.count)
        for word in Self.words + ["", "periodx", "caf", "cafe", "café", "CAFÉ", "nai\u{308}ve"] {
            #expect(table[word] == dictionary[word], "\(word)")
            #expect(table.contains(word) == (dictionary[word] != nil), "\(word)")
        }
    }

    @Test func aWordWrittenWithTheAccentApartIsTheSameWord() {
        // "café" with é as one scalar, looked up with e and a combining accent, as `String` compares.
        let table = WordTable(words: ["café"])
        #expect(table.contains("cafe\u{301}"))
        #expect(!table.contains("cafe"))
    }

    @Test func aSetOfWordsHoldsEachOnce() {
        let table = WordTable(words: ["cramps", "cramps", "headache", "naïve", "naïve"])
        #expect(table.count == 3)
        #expect(table.contains("cramps") && table.contains("headache") && table.contains("naïve"))
        #expect(!table.contains("cramp"))
        let empty = WordTable(words: [String]())
        #expect(empty.count == 0 && !empty.contains("") && !empty.contains("a"))
    }

    @Test func textThatIsNotASCIIButEqualsASCIITextIsTheSameWordBothWays() {
        // The Kelvin sign composes to "K" and the Greek question mark to ";": `String` calls
        // them equal to the ASCII text, so the table must find one when asked for the other.
        let kelvin = "\u{212A}g", greek = "why\u{37E}"
        #expect(kelvin == "Kg" && greek == "why;")
        let ascii = WordTable(["Kg": 1, "why;": 2])
        #expect(ascii[kelvin] == 1 && ascii[greek] == 2)
        let other = WordTable([kelvin: 1, greek: 2, "café": 3])
        #expect(other["Kg"] == 1 && other["why;"] == 2 && other[kelvin] == 1 && other["cafe\u{301}"] == 3)
        #expect(other.count == 3 && other["kg"] == nil)
        // Given both ways, the word is held once, as a dictionary holds it.
        #expect(WordTable(words: ["Kg", kelvin]).count == 1)
    }
}

extension WordTableTests {
    @Test func theScalarsTakenForASCIIAreExactlyThoseThatComposeToASCII() {
        // Every scalar past ASCII, composed as `String` compares text: those that become ASCII
        // are the ones `asciiEquivalent` knows, and each becomes the byte it gives.
        var composingToASCII: [UInt32] = [], wrong: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            let composed = text.precomposedStringWithCanonicalMapping
            let given = WordTable<Bool>.asciiEquivalent(of: scalar).map { String(UnicodeScalar($0)) }
            if composed.utf8.allSatisfy({ $0 < 0x80 }) {
                composingToASCII.append(value)
                if given != composed || text != composed { wrong.append("U+\(String(value, radix: 16))") }
            } else if given != nil {
                wrong.append("U+\(String(value, radix: 16))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(composingToASCII == [0x037E, 0x1FEF, 0x212A])
    }
}
