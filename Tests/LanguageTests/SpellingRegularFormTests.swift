@testable import Language
import Testing

/// A regular form of a known word (a plural, a past, an "-ing") is a word, not a typo: it is
/// left as typed rather than "corrected" into a neighbouring word of Bloom's vocabulary.
@Suite struct SpellingRegularFormTests {
    let corrector = SpellingCorrector(vocabulary: ["kill", "filled", "hear", "ears", "hope", "box", "boring",
                                                   "spot", "spotting", "bleeding", "bled", "pie", "lies"])

    @Test func aPastPluralOrIngOfAKnownWordIsLeftAsTyped() {
        #expect(corrector.correct("killed") == "killed")
        #expect(corrector.correct("hears") == "hears")
        #expect(corrector.correct("hoping") == "hoping")
        #expect(corrector.correct("boxing") == "boxing")
        #expect(corrector.correct("pies") == "pies")
    }

    @Test func aConsonantEnglishWouldDoubleStillMarksATypo() {
        // "spot" doubles its t: "spoting" is "spotting" mistyped, "bleding" is "bleeding".
        #expect(corrector.correct("spoting") == "spotting")
        #expect(corrector.correct("bleding") == "bleeding")
    }

    @Test func withoutTheKnownWordTheFormIsCorrectedAsBefore() {
        let narrower = SpellingCorrector(vocabulary: ["filled", "ears"])
        #expect(narrower.correct("killed") == "filled")
        #expect(narrower.correct("hears") == "ears")
    }
}
