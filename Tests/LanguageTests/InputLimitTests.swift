@testable import Language
import Testing

/// Issue 16, item 9: spelling correction and message reading have bounded cost.
@Suite struct InputLimitTests {
    let corrector = SpellingCorrector(vocabulary: ["contractions", "pregnancy", "temperature"])

    @Test func aWordLongerThanTheCapIsLeftUncorrected() {
        #expect(corrector.correct("contractionz") == "contractions")
        let long = String(repeating: "contractionz", count: 3)  // 36 letters
        #expect(long.count > SpellingCorrector.longestCorrectedWord)
        #expect(corrector.correct(long) == long)
        let thousand = String(repeating: "a", count: 1000)
        #expect(corrector.correct(thousand) == thousand)
    }

    @Test func aMessageLongerThanTheCapIsNamedAndOnlyItsStartIsRead() {
        let normalizer = TextNormalizer(vocabulary: ["period"])
        let long = String(repeating: "250ml ", count: 20_000)
        #expect(TextNormalizer.messageTooLong(long)?.contains("at most 4000") == true)
        #expect(TextNormalizer.messageTooLong("when is my period") == nil)
        let tokens = normalizer.normalize(long).tokens
        #expect(tokens.count <= TextNormalizer.longestMessage)
        #expect(tokens.count > 1000)
    }
}
