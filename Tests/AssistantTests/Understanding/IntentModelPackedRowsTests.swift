@testable import Assistant
@testable import IntentModel
import Testing

/// Scoring from the packed hash table (`PackedRows`: one word per slot, then every row read in
/// a second pass) gives exactly the scores, to the bit, that reading the flat arrays gave.
@Suite struct IntentModelPackedRowsTests {
    @Test func packedScoresEqualReferenceScoresOnEveryCorpusLine() {
        let assistant = AssistantFixture.assistant
        let model = assistant.classifier.model
        var compared = 0
        for line in AssistantFixture.corpus {
            let message = assistant.analyzer.analyze(line.utterance, today: AssistantFixture.today, profiles: [])
            let named = IntentClassifier.namedFeatures(message, patternScores: assistant.classifier.patternScores)
            let features = model.hasher.features(message.normalized.tokens, named: named)
            let packed = model.logits(features), reference = model.referenceLogits(features)
            #expect(packed.map(\.bitPattern) == reference.map(\.bitPattern), "\(line.utterance)")
            compared += 1
        }
        #expect(compared > 3_000)
    }

    @Test func packedScoresEqualReferenceScoresForEveryBucketAndMissingOnes() {
        let model = AssistantFixture.assistant.classifier.model
        // Every bucket with weights alone, next to buckets with none (which add nothing).
        for bucket in model.buckets {
            for probe in [bucket, bucket &+ 1] {
                let features = [FeatureHasher.Feature(bucket: probe, value: 0.37)]
                #expect(model.logits(features).map(\.bitPattern) == model.referenceLogits(features).map(\.bitPattern), "\(probe)")
            }
        }
        let small = IntentModel(classes: ["a", "b"], hasher: FeatureHasher(bits: 4), bias: [0.5, -1], weights: [3: [(1, 2.0)], 7: [(0, -1.5), (1, 0.25)]],
                                temperature: 1, accept: 0.5, reject: 0.2, fingerprint: "")
        let features = [3, 5, 7].map { FeatureHasher.Feature(bucket: $0, value: 0.5) }
        #expect(small.logits(features) == [0.5 - 0.75, -1 + 1 + 0.125])
        #expect(small.logits(features) == small.referenceLogits(features))
    }
}
