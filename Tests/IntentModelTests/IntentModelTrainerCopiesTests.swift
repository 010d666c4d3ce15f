@testable import IntentModel
import Testing

/// Augmented copies (`IntentModelTrainer.Labelled.copyOf`) and probes in cross-validation: a
/// copy trains only the folds its original is trained in, is never scored, and a probe is
/// scored by the model its original was held out from.
@Suite struct IntentModelTrainerCopiesTests {
    /// A made-up word of letters for `index` (digits would be folded into one feature).
    static func word(_ index: Int, _ salt: Int) -> String {
        let letters = Array("bcdfghjklmnpqrstvwxz")
        return String([letters[index % 20], "a", letters[(index / 20 + salt) % 20], "o", letters[(index * 7 + salt) % 20]])
    }
    /// Messages no two of which share a word: a held-out one can only be guessed, never known.
    static let originals: [IntentModelTrainer.Labelled] = (0..<60).map { index in
        IntentModelTrainer.Labelled(tokens: [word(index, 0), word(index, 5)], intent: (index &* 2_654_435_761) >> 9 & 1 == 0 ? "a" : "b")
    }
    /// An exact copy of every original: if a copy trained the model its original is held out
    /// from, that original would be scored as if it had been seen.
    static let copies: [IntentModelTrainer.Labelled] = originals.enumerated().map { index, item in
        IntentModelTrainer.Labelled(tokens: item.tokens, intent: item.intent, copyOf: index)
    }
    static let classes = ["a", "b"]

    @Test func theMadeUpWordsAreAllDifferent() {
        #expect(Set(Self.originals.flatMap(\.tokens)).count == 120)
    }

    @Test func aCopyNeverTrainsTheModelItsOriginalIsHeldOutFrom() {
        let trainer = IntentModelTrainer()
        let plain = trainer.crossValidate(Self.originals, classes: Self.classes)
        let augmented = trainer.crossValidate(Self.originals + Self.copies, classes: Self.classes)
        // Only originals are scored, in order.
        #expect(augmented.logits.count == Self.originals.count)
        #expect(augmented.labels == plain.labels)
        // Unseen words: held-out scores are guesses, with copies as without them.
        #expect(plain.accuracy < 0.8)
        #expect(augmented.accuracy < 0.8)
        // The same copies are learned when they are allowed to be: the final model knows them.
        let model = trainer.train(Self.originals + Self.copies, classes: Self.classes, temperature: 1).model
        let right = Self.originals.filter { model.rank($0.tokens).first?.intent == $0.intent }.count
        #expect(right == Self.originals.count)
    }

    @Test func probesAreScoredByTheModelTheirOriginalWasHeldOutFrom() {
        let trainer = IntentModelTrainer()
        let validation = trainer.crossValidate(Self.originals, classes: Self.classes, probes: [Self.copies])
        let probes = try! #require(validation.probes.first)
        #expect(validation.probes.count == 1)
        #expect(probes.labels == validation.labels)
        // An exact copy of a held-out original gets exactly its original's held-out scores.
        #expect(probes.logits == validation.logits)
        #expect(probes.temperature == validation.temperature)
        // Probes change nothing about the originals' cross-validation.
        #expect(trainer.crossValidate(Self.originals, classes: Self.classes).logits == validation.logits)
    }

    @Test func copiesAreTrainedOnAndChangeTheFingerprint() {
        let trainer = IntentModelTrainer()
        #expect(trainer.fingerprint(Self.originals, classes: Self.classes) != trainer.fingerprint(Self.originals + Self.copies, classes: Self.classes))
    }
}
