import Language
import Testing

/// Long words may be two edits from the word meant, whichever two edits they are.
@Suite struct SpellingTwoEditTests {
    let corrector = SpellingCorrector(vocabulary: ["maintenance", "temperature", "contractions", "ovulation", "discharge"])

    @Test func twoSubstitutedLettersInALongWordAreCorrected() {
        #expect(corrector.correct("maintanence") == "maintenance")
        #expect(corrector.correct("tempereture") == "temperature")
        #expect(corrector.correct("contrectiuns") == "contractions")
    }

    @Test func twoEditsOfOtherKindsStillCorrect() {
        #expect(corrector.correct("temprature") == "temperature")
        #expect(corrector.correct("ovultaion") == "ovulation")
    }

    @Test func aLongWordThreeEditsAwayIsLeftAlone() {
        #expect(corrector.correct("mointanunce") == "mointanunce")
    }

    @Test func aShortWordGetsOnlyOneEdit() {
        // Seven letters: one edit at most, so two substitutions stay as typed.
        let short = SpellingCorrector(vocabulary: ["cramping"])
        #expect(short.correct("crampong") == "cramping")
        let seven = SpellingCorrector(vocabulary: ["nauseas"])
        #expect(seven.correct("neuseis") == "neuseis")
    }
}
