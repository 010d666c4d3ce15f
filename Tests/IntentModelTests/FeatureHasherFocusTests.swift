@testable import IntentModel
import Testing

/// The focus group (`FeatureHasher.Group.focus`): a message's last words and their pairs, the
/// same features whatever background comes before them, saved and read back with the model.
@Suite struct FeatureHasherFocusTests {
    func tokens(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }
    let hasher = FeatureHasher(groupWeights: [1, 1, 1, 0.3, 0.3, 0, 0, 0.5], focusWords: 4)

    @Test func theFocusGroupHoldsTheLastWordsAndTheirPairs() {
        let groups = hasher.quickBuckets(tokens("i am 34 and my last period was weird when should i test"))
        let expected = ["when", "should", "i", "test", "when should", "should i", "i test"].map { hasher.bucket("f", $0) }.sorted()
        #expect(groups[FeatureHasher.Group.focus.rawValue].sorted() == expected)
        #expect(hasher.referenceBuckets(tokens("i am 34 and my last period was weird when should i test"))[FeatureHasher.Group.focus.rawValue].sorted() == expected)
    }

    @Test func backgroundBeforeTheRequestLeavesTheFocusGroupAsTheRequestAlone() {
        let short = hasher.quickBuckets(tokens("when should i test"))[FeatureHasher.Group.focus.rawValue].sorted()
        let long = hasher.quickBuckets(tokens("we have been trying for a year when should i test"))[FeatureHasher.Group.focus.rawValue].sorted()
        #expect(short == long)
        #expect(!short.isEmpty)
    }

    @Test func unweightedTheFocusGroupAddsNothingAndIsNotSaved() throws {
        let plain = FeatureHasher(groupWeights: [1, 1, 1, 0.3, 0.3])
        #expect(plain.quickBuckets(tokens("when should i test"))[FeatureHasher.Group.focus.rawValue].isEmpty)
        let model = IntentModel(classes: ["a", "b"], hasher: plain, bias: [0, 0], weights: [5: [(0, 1)]], temperature: 1, accept: 0.5, reject: 0.2, fingerprint: "f")
        let text = model.serialized()
        // Written as before the focus group existed: seven group weights, no `focus` line.
        #expect(text.contains("groups 1.0000 1.0000 1.0000 0.3000 0.3000 0.0000 0.0000\n"))
        #expect(!text.contains("focus "))
    }

    @Test func aModelWithTheFocusGroupIsReadBackWithItsLength() throws {
        let model = IntentModel(classes: ["a", "b"], hasher: hasher, bias: [0, 0], weights: [5: [(0, 1)]], temperature: 1, accept: 0.5, reject: 0.2, fingerprint: "f")
        let text = model.serialized()
        #expect(text.contains("focus 4\n"))
        let read = try IntentModel(serialized: text)
        #expect(read.hasher == hasher)
        #expect(read.hasher.focusWords == 4)
        #expect(read.serialized() == text)
        #expect(read.rank(tokens("we have been trying for a year when should i test")) == model.rank(tokens("we have been trying for a year when should i test")))
    }

    @Test func theFocusLengthIsPartOfTheFingerprint() {
        var trainer = IntentModelTrainer(), other = IntentModelTrainer()
        trainer.hasher = hasher
        other.hasher = FeatureHasher(groupWeights: hasher.groupWeights, focusWords: 5)
        let data = [IntentModelTrainer.Labelled(tokens: ["a"], intent: "x")]
        #expect(trainer.fingerprint(data, classes: ["x"]) != other.fingerprint(data, classes: ["x"]))
    }
}
