import CycleCore
import Language
import Testing

@Suite struct TextNormalizerTests {
    let normalizer = TextNormalizer(vocabulary: ["period", "cramps", "started", "pregnant", "temperature"])

    @Test func asciiAndAccentedTextSplitTheSameWay() {
        #expect(normalizer.normalize("My period's started 2026-03-03, temp 36.6°C!").tokens
            == ["my", "period", "started", "2026-03-03", "temperature", "36.6", "°", "c"])
        #expect(normalizer.normalize("Crámps at 3/4 & 50% (ugh)").tokens == ["cramps", "at", "3/4", "50", "%", "ugh"])
    }

    @Test func contractionsAndLaySpellingsAreExpanded() {
        #expect(normalizer.normalize("what's up, I'm preggo and can't sleep").tokens
            == ["what", "is", "up", "i", "am", "pregnant", "and", "cannot", "sleep"])
    }

    @Test func typosAreCorrectedTowardKnownWordsButShortWordsAreLeftAlone() {
        #expect(normalizer.normalize("crampps startd").tokens == ["cramps", "started"])
        #expect(normalizer.normalize("cat").tokens == ["cat"])
    }
}
