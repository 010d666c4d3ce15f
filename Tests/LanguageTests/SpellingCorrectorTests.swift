@testable import Language
import Testing

/// Words read only as typed (`SpellingCorrector.exactOnly`) are known but never a correction's
/// result: a typo or an unknown word is not turned into an alarm.
@Suite struct SpellingCorrectorExactOnlyTests {
    let vocabulary: Set<String> = ["oded", "cut", "cramp", "pain", "owes"]

    @Test func aWordIsNeverCorrectedIntoAWordReadOnlyAsTyped() {
        let corrector = SpellingCorrector(vocabulary: vocabulary, exactOnly: ["oded", "cut"])
        #expect(corrector.correct("owed") == "owes")
        #expect(corrector.correct("cute") == "cute")
        #expect(corrector.correct("oded") == "oded")
    }

    @Test func withoutTheListTheSameWordsAreCorrected() {
        let corrector = SpellingCorrector(vocabulary: vocabulary)
        #expect(corrector.correct("cute") == "cut")
        #expect(corrector.correct("crmp") == "cramp")
    }
}
