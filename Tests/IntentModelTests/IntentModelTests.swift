import Foundation
@testable import IntentModel
import Testing

/// The intent model's pieces on small, made-up data: features, training, calibration,
/// decisions and the saved text.
@Suite struct IntentModelTests {
    static let data: [IntentModelTrainer.Labelled] = {
        let lines: [(String, String)] = [
            ("period", "when is my next period"), ("period", "next period due"), ("period", "when will my period come"),
            ("period", "how long until my period"), ("period", "period due date"), ("period", "is my period coming soon"),
            ("fertile", "am i fertile today"), ("fertile", "when is my fertile window"), ("fertile", "most fertile days"),
            ("fertile", "fertile window this month"), ("fertile", "is today a fertile day"), ("fertile", "when am i most fertile"),
            ("out_of_scope", "book a flight"), ("out_of_scope", "what is the weather"), ("out_of_scope", "tell me a joke"),
            ("out_of_scope", "check my bank balance"), ("out_of_scope", "recipe for pancakes"), ("out_of_scope", "who won the match"),
        ]
        return lines.map { IntentModelTrainer.Labelled(tokens: $0.1.split(separator: " ").map(String.init), intent: $0.0) }
    }()
    static let classes = ["period", "fertile", "out_of_scope"]

    func tokens(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    @Test func featuresAreSortedUniqueAndOfUnitLength() {
        let features = FeatureHasher().features(tokens("when is my next period"))
        #expect(features.map(\.bucket) == features.map(\.bucket).sorted())
        #expect(Set(features.map(\.bucket)).count == features.count)
        let length = features.reduce(0) { $0 + $1.value * $1.value }.squareRoot()
        #expect(abs(length - 1) < 1e-12)
    }

    @Test func digitsAreFoldedSoNumbersShareFeatures() {
        let hasher = FeatureHasher()
        #expect(hasher.features(tokens("temperature 36.4")) == hasher.features(tokens("temperature 37.9")))
    }

    @Test func portableMathMatchesTheCLibrary() {
        for x in stride(from: -30.0, through: 30.0, by: 0.37) {
            #expect(abs(PortableMath.exp(x) - Foundation.exp(x)) <= 1e-14 * Foundation.exp(x))
        }
        for x in [1e-9, 0.001, 0.5, 1, 1.5, 2, 10, 12345.678] {
            #expect(abs(PortableMath.log(x) - Foundation.log(x)) <= 1e-14 * max(1, abs(Foundation.log(x))))
        }
    }

    @Test func expStoppingEarlyHasTheBitsOfTheWholeSeries() {
        // Every spacing of x a softmax or a training step meets, near 0 most densely, and
        // random values across the whole range.
        var generator = SplitMix64(seed: 20261124)
        var xs: [Double] = [0, -0.0, 1, -1, 709, -745, PortableMath.ln2 / 2, -PortableMath.ln2 / 2]
        xs += stride(from: -60.0, through: 60.0, by: 0.0137)
        xs += (0..<100_000).map { _ in Double(generator.next() % 1_454_000_000) / 1_000_000 - 745 }
        xs += (0..<100_000).map { _ in Double(bitPattern: generator.next() % 0x4000_0000_0000_0000) * (generator.next() & 1 == 0 ? 1 : -1) }
        let differing = xs.filter { PortableMath.exp($0).bitPattern != PortableMath.referenceExp($0).bitPattern }
        let count = differing.count, first = Array(differing.prefix(5))
        #expect(count == 0, "exp differs from the whole series at \(first)")
    }

    @Test func trainingIsDeterministic() {
        let trainer = IntentModelTrainer()
        let first = trainer.train(Self.data, classes: Self.classes).model.serialized()
        let second = trainer.train(Self.data, classes: Self.classes).model.serialized()
        #expect(first == second)
    }

    @Test func aTrainedModelRanksItsOwnIntentsFirst() {
        var trainer = IntentModelTrainer()
        trainer.folds = 3
        let model = trainer.train(Self.data, classes: Self.classes).model
        #expect(model.rank(tokens("when is my next period due"))[0].intent == "period")
        #expect(model.rank(tokens("am i fertile this week"))[0].intent == "fertile")
        #expect(model.rank(tokens("book a table for two"))[0].intent == "out_of_scope")
        let probabilities = model.rank(tokens("next period")).map(\.probability)
        #expect(abs(probabilities.reduce(0, +) - 1) < 1e-9)
    }

    @Test func theSavedTextReadsBackToTheSameModel() throws {
        let model = IntentModelTrainer().train(Self.data, classes: Self.classes).model
        let text = model.serialized()
        let read = try IntentModel(serialized: text)
        #expect(read.serialized() == text)
        #expect(read.rank(tokens("next period")) == model.rank(tokens("next period")))
    }

    @Test func bigramAndNamedBucketsEqualTheBucketsOfTheirJoinedBytes() {
        let hasher = FeatureHasher()
        for (first, second) in [("next", "period"), ("<s>", "when"), ("36.0", "</s>"), ("café", "au")] {
            let joined = Array((first + " " + second).utf8)
            #expect(hasher.bucket(FeatureHasher.bigramKind, Array(first.utf8), Array(second.utf8)) == hasher.bucket(FeatureHasher.bigramKind, joined[...]))
        }
        let name = "pattern:cycle.next_period"
        #expect(hasher.bucket(FeatureHasher.namedKind, name.utf8) == hasher.bucket(FeatureHasher.namedKind, Array(name.utf8)[...]))
    }

    @Test func temperatureScalingCoolsAnOverconfidentModel() {
        // Scores that are right only 60% of the time but say 99%: the fitted temperature is > 1.
        var logits: [[Double]] = []
        var labels: [Int] = []
        for index in 0..<100 {
            logits.append([6, 0])
            labels.append(index % 5 < 3 ? 0 : 1)
        }
        let temperature = TemperatureScaling.fit(logits: logits, labels: labels)
        let calibrated = Softmax.probabilities([6, 0], temperature: temperature)[0]
        #expect(temperature > 1)
        #expect(abs(calibrated - 0.6) < 0.01)
    }

    @Test func decisionsFollowTheThresholds() {
        let model = IntentModel(classes: ["a", "b", "out_of_scope"], hasher: FeatureHasher(), bias: [0, 0, 0], weights: [:],
                                temperature: 1, accept: 0.5, reject: 0.2, fingerprint: "test")
        let sure = [IntentModel.Scored(intent: "a", probability: 0.7), .init(intent: "b", probability: 0.2), .init(intent: "out_of_scope", probability: 0.1)]
        #expect(model.decide(sure) == .intent(sure[0]))
        let unsure = [IntentModel.Scored(intent: "a", probability: 0.4), .init(intent: "out_of_scope", probability: 0.35), .init(intent: "b", probability: 0.25)]
        #expect(model.decide(unsure) == .notSure(unsure[0], unsure[2]))
        let outOfScope = [IntentModel.Scored(intent: "out_of_scope", probability: 0.5), .init(intent: "a", probability: 0.3), .init(intent: "b", probability: 0.2)]
        #expect(model.decide(outOfScope) == .outOfScope(outOfScope[0]))
        let nothing = [IntentModel.Scored(intent: "a", probability: 0.15)] + Array(repeating: IntentModel.Scored(intent: "b", probability: 0.1), count: 8)
        if case .outOfScope = model.decide(nothing) {} else { Issue.record("a 15% best intent was not out of scope") }
    }

    @Test func decidingOnTheLeadersDecidesAsOnTheWholeRanking() {
        let trainer = IntentModelTrainer()
        let model = trainer.train(Self.data, classes: Self.classes).model
        let messages = Self.data.map { $0.tokens.joined(separator: " ") } + ["", "what", "banana bread recipe", "period period period", "log my 2 glasses"]
        for message in messages {
            let features = model.hasher.features(tokens(message))
            let ranked = model.rank(features: features)
            let leaders = model.leaders(features: features)
            #expect(leaders.leading == Array(ranked.prefix(3)))
            #expect(leaders.outOfScope == ranked.first { $0.intent == IntentModel.outOfScope })
            #expect(model.decide(leaders) == model.decide(ranked), "\(message)")
            #expect(model.leaders(features: features, count: 2).leading == Array(ranked.prefix(2)))
            for scored in ranked { #expect(model.probability(of: scored.intent, features: features) == scored.probability) }
        }
        #expect(model.probability(of: "no such intent", features: []) == nil)
    }

    @Test func theOutOfScopeMarginReadFromTheFileTurnsADecision() throws {
        func model(margin: Double) throws -> IntentModel {
            let built = IntentModel(classes: ["a", "out_of_scope"], hasher: FeatureHasher(), bias: [0, 0.2], weights: [:],
                                    temperature: 1, accept: 0.5, reject: 0.2, fingerprint: "test", outOfScopeMargin: margin)
            return try IntentModel(serialized: built.serialized())
        }
        let without = try model(margin: 0), with = try model(margin: 0.5)
        #expect(with.outOfScopeMargin == 0.5)
        #expect(without.logits(["x"]) == with.logits(["x"]))
        if case .outOfScope = without.decide(without.rank(["x"])) {} else { Issue.record("without a margin the bias should win") }
        #expect(with.decide(with.rank(["x"])).intentName == "a")
        #expect(abs(with.rank(["x"])[0].probability - 1 / (1 + Foundation.exp(-0.3))) < 1e-12)
    }

    @Test func theTrainerSavesItsMarginAndGroupsAndCountsThemInTheFingerprint() {
        var trainer = IntentModelTrainer()
        trainer.folds = 3
        trainer.outOfScopeMargin = 0.4
        trainer.hasher = FeatureHasher(groupWeights: [1, 1, 1, 0.5])
        let model = trainer.train(Self.data, classes: Self.classes).model
        #expect(model.outOfScopeMargin == 0.4)
        #expect(model.hasher == trainer.hasher)
        var plain = trainer
        plain.outOfScopeMargin = 0
        #expect(plain.fingerprint(Self.data, classes: Self.classes) != trainer.fingerprint(Self.data, classes: Self.classes))
        plain = trainer
        plain.hasher = FeatureHasher()
        #expect(plain.fingerprint(Self.data, classes: Self.classes) != trainer.fingerprint(Self.data, classes: Self.classes))
    }

    @Test func theSeededShuffleIsTheSameEverywhere() {
        var random = SplitMix64(seed: 42)
        var values = Array(0..<10)
        random.shuffle(&values)
        // Fixed expectation: SplitMix64 is specified bit for bit.
        var again = SplitMix64(seed: 42)
        var copy = Array(0..<10)
        again.shuffle(&copy)
        #expect(values == copy)
        #expect(values != Array(0..<10))
    }
}

extension IntentModel.Decision {
    /// The intent answered, if one is.
    var intentName: String? {
        if case .intent(let scored) = self { return scored.intent }
        return nil
    }
}
