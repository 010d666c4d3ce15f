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
}
