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

/// "ill wait till friday": "I'll" typed without its apostrophe is read as "i will" before a
/// verb, and stays the adjective after a word that makes it one ("feeling ill", "im so ill").
@Suite struct IllWithoutTheApostropheTests {
    let normalizer = TextNormalizer(vocabulary: ["period", "wait", "till", "friday", "fine", "test", "health", "thinking", "sleep"])

    @Test(arguments: [
        ("ok ill wait till friday", ["ok", "i", "will", "wait", "till", "friday"]),
        ("ill just test tomorrow", ["i", "will", "just", "test", "tomorrow"]),
        ("so ill be fine", ["so", "i", "will", "be", "fine"]),
    ])
    func illBeforeAVerbIsIWill(message: String, tokens: [String]) {
        let normalized = normalizer.normalize(message)
        #expect(normalized.tokens == tokens)
        #expect(normalized.typed.count == normalized.tokens.count)
    }

    @Test(arguments: ["feeling ill just want to sleep", "im so ill today", "it made me ill just thinking about it", "been ill do you think its that", "ill health"])
    func illAfterAWordOfBeingIllStaysTheAdjective(message: String) {
        #expect(normalizer.normalize(message).tokens.contains("ill"))
        var memo = TextNormalizer.Memo()
        #expect(normalizer.normalize(message, memo: &memo) == normalizer.normalize(message))
    }
}
