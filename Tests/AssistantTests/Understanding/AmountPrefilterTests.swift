@testable import Assistant
@testable import Language
import Testing

/// The number and quantity readers skip a text in which no number or amount can start, and
/// find in every other text what they find looking everywhere.
@Suite struct AmountPrefilterTests {
    @Test func skippingTextsWithNoAmountFindsTheSameOnEveryCorpusLine() {
        var found = 0
        for line in AssistantFixture.corpus {
            let normalized = AssistantFixture.assistant.analyzer.normalizer.normalize(line.utterance).text
            for text in [line.utterance, normalized] {
                let quick = ReadableText(text), every = ReadableText(text, lookingEverywhere: true)
                let numbers = NumberReader().numbers(in: every)
                #expect(NumberReader().numbers(in: quick) == numbers, "\(text)")
                let quantities = QuantityReader().quantities(in: every)
                #expect(QuantityReader().quantities(in: quick) == quantities, "\(text)")
                found += numbers.count + quantities.count
            }
        }
        #expect(found > 1_000)
    }

    @Test(arguments: ["a couple of glasses", "half a glass of water", "an hour of yoga", "a big glass", "twenty one", "1/2 cup",
                      "two coffees", "a dozen eggs", "36.6", "drank a glass then 2 more"])
    func everyKindOfAmountIsStillRead(text: String) {
        #expect(!QuantityReader().quantities(in: ReadableText(text)).isEmpty || !NumberReader().numbers(in: ReadableText(text)).isEmpty, "\(text)")
        #expect(QuantityReader().quantities(in: ReadableText(text)) == QuantityReader().quantities(in: ReadableText(text, lookingEverywhere: true)))
        #expect(NumberReader().numbers(in: ReadableText(text)) == NumberReader().numbers(in: ReadableText(text, lookingEverywhere: true)))
    }
}
