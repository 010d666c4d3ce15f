import BloomBase
import Testing

/// Singular forms, by each reader's rules.
@Suite struct SingularTests {
    /// Search's rules ("tomatoes" → "tomato").
    static let search = Singular(esEndings: [.sses, .ches, .shes, .xes, .zes, .oes])
    /// The assistant's patterns' rules (letters only).
    static let patterns = Singular(esEndings: [.sses, .shes, .ches, .xes], lettersOnly: true)
    /// The quantity reader's rules.
    static let quantities = Singular(esEndings: [.ches, .shes, .sses, .xes, .zzes], shortWordsLoseES: true)

    /// A word, then its singular by search's, the patterns' and the quantity reader's rules.
    static let table: [(String, String, String, String)] = [
        ("cramps", "cramp", "cramp", "cramp"),
        ("poses", "pose", "pose", "pose"),
        ("berries", "berry", "berry", "berry"),
        ("pies", "pie", "pie", "pie"),
        ("watches", "watch", "watch", "watch"),
        ("washes", "wash", "wash", "wash"),
        ("glasses", "glass", "glass", "glass"),
        ("boxes", "box", "box", "box"),
        ("quizzes", "quizz", "quizze", "quizz"),
        ("sizes", "siz", "size", "size"),
        ("tomatoes", "tomato", "tomatoe", "tomatoe"),
        ("glass", "glass", "glass", "glass"),
        ("virus", "virus", "virus", "virus"),
        ("pelvis", "pelvis", "pelvis", "pelvis"),
        ("bus", "bus", "bus", "bus"),
        ("yes", "yes", "yes", "yes"),
        ("xes", "xes", "xes", "x"),
        ("ies", "ies", "ies", "ies"),
        ("period", "period", "period", "period"),
        ("", "", "", ""),
        ("s", "s", "s", "s"),
        ("PERIODS", "PERIODS", "PERIODS", "PERIODS"),
        ("Periods", "Period", "Period", "Period"),
        ("x2s", "x2s", "x2s", "x2s"),
        ("abc2s", "abc2", "abc2s", "abc2"),
        ("it's", "it'", "it's", "it'"),
        // Not ASCII: the length in characters, and letters as Unicode has them.
        ("cafés", "café", "café", "café"),
        ("naïves", "naïve", "naïve", "naïve"),
        ("ñus", "ñus", "ñus", "ñus"),
        ("éés", "éé", "éés", "éés"),
        ("日本s", "日本", "日本s", "日本s"),
        ("日本語s", "日本語", "日本語", "日本語"),
        ("über2s", "über2", "über2s", "über2"),
    ]

    @Test(arguments: table)
    func singularForms(_ row: (word: String, search: String, patterns: String, quantities: String)) {
        #expect(Self.patterns.of(row.word) == row.patterns)
        #expect(Self.quantities.of(row.word) == row.quantities)
        // Search counts bytes: "éés" is five.
        let bytes = Self.search.of(bytes: Array(row.word.utf8)[...])
        #expect(String(decoding: bytes, as: UTF8.self) == row.search)
    }

    @Test func byBytesIsByCharactersForASCIIWords() {
        for row in Self.table where row.0.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(String(decoding: Self.search.of(bytes: Array(row.0.utf8)[...]), as: UTF8.self) == Self.search.of(row.0))
        }
    }

    @Test func aDecomposedAccentIsPartOfItsLetter() {
        // "e" and a combining accent are one character: "cafe\u{301}s" has five.
        #expect(Self.patterns.of("cafe\u{301}s") == "cafe\u{301}")
        #expect(Self.patterns.of("e\u{301}e\u{301}s") == "e\u{301}e\u{301}s")
    }
}
