@testable import Assistant
@testable import IntentModel
import Testing

/// The feature hasher's quicker bucket computation (`FeatureHasher.quickBuckets`) gives the
/// model exactly the features, to the bit, that hashing every padded n-gram gave.
@Suite struct FeatureHasherQuickTests {
    @Test func quickFeaturesEqualReferenceFeaturesOnEveryCorpusLine() {
        let assistant = AssistantFixture.assistant
        let hasher = assistant.classifier.model.hasher
        let everyGroup = FeatureHasher(groupWeights: [1, 1, 1, 1, 1, 1, 1, 1])
        for line in AssistantFixture.corpus {
            let message = assistant.analyzer.analyze(line.utterance, today: AssistantFixture.today, profiles: [])
            let named = IntentClassifier.namedFeatures(message, patternScores: assistant.classifier.patternScores)
            let tokens = message.normalized.tokens
            #expect(hasher.features(tokens, named: named) == hasher.referenceFeatures(tokens, named: named), "\(line.utterance)")
            #expect(everyGroup.quickBuckets(tokens).map { $0.sorted() } == everyGroup.referenceBuckets(tokens).map { $0.sorted() }, "\(line.utterance)")
        }
    }

    @Test(arguments: [
        [], ["a"], ["ab"], ["i", "had", "36.6", "°c"], ["café", "crème", "brûlée"], ["naïve", "x"], ["2026-03-03", "3rd"],
        ["a", "a", "a", "a"], ["supercalifragilistic"], ["日本", "語"],
    ])
    func quickFeaturesEqualReferenceFeatures(tokens: [String]) {
        for hasher in [FeatureHasher(), FeatureHasher(bits: 12, groupWeights: [1, 0.5, 2]), FeatureHasher(bits: 12, groupWeights: [1, 0.5, 2, 1, 0.5, 0.7, 0.3]), FeatureHasher(bits: 12, groupWeights: [1, 1, 1, 0.3, 0.3, 0, 0, 0.5], focusWords: 3)] {
            #expect(hasher.features(tokens) == hasher.referenceFeatures(tokens))
            #expect(hasher.quickBuckets(tokens).map { $0.sorted() } == hasher.referenceBuckets(tokens).map { $0.sorted() })
        }
    }
}
