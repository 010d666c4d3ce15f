import IntentModel

/// Picks the intent of a message with the learned intent model (`IntentModel`, trained by
/// `swift run IntentTrainer` on `Knowledge/assistant/intents.json`'s examples, the labelled
/// corpus and `out-of-scope.txt`, and calibrated on held-out folds).
///
/// The model's features are the message's word and character n-grams plus, for each intent
/// whose phrase patterns match, that intent's pattern score (`PatternScores`): patterns are
/// features, never overrides. The calibrated probability decides: at or above the model's
/// `accept` threshold the best intent is answered; between `reject` and `accept` the answer is
/// `chat.not_sure`, offering the two best readings; when `out_of_scope` wins or nothing
/// reaches `reject`, the message is out of scope. Guards and entities (days, amounts,
/// symptoms…) stay pattern-based.
package struct IntentClassifier: Sendable {
    /// One intent's rules.
    package struct Rule: Sendable {
        package let id: String
        package let patterns: [Pattern]
        package let examples: [String]
    }

    /// The intent chosen and how sure the classifier is.
    package struct Classification: Sendable, Equatable {
        package let intent: String
        /// The calibrated probability of `intent` (for out of scope and not sure: of the best
        /// reading's class as the model ranked it).
        package let confidence: Double
        /// The runner-up, for debugging and the confusion report.
        package let runnerUp: String?
        /// When `intent` is `chat.not_sure`: the two readings offered, best first.
        package var readings: [String] = []
    }

    package static let outOfScope = IntentModel.outOfScope
    /// The answer that offers the two best readings when the model is not sure.
    package static let notSure = "chat.not_sure"

    package let rules: [Rule]
    package let model: IntentModel
    let patternScores: PatternScores
    /// How each intent is named when offered as a reading (`assistant/readings.json`).
    package let readingNames: [String: String]

    /// - Parameters:
    ///   - rules: the intents in `intents.json` order.
    ///   - model: the trained model (its classes are the rules' intents and `out_of_scope`).
    ///   - readingNames: how each intent is named when offered as a reading.
    package init(rules: [Rule], model: IntentModel, readingNames: [String: String]) {
        self.rules = rules
        self.model = model
        self.readingNames = readingNames
        self.patternScores = PatternScores(rules: rules.map { ($0.id, $0.patterns) })
    }

    /// Every intent ranked by the model's calibrated probability for `message`.
    package func rank(_ message: AnalyzedMessage) -> [IntentModel.Scored] {
        model.rank(features: features(message))
    }

    /// The model's features of `message` (its n-grams and named features), hashed once: the
    /// learned crisis check scores the same features (`CrisisCheck`).
    func features(_ message: AnalyzedMessage) -> [FeatureHasher.Feature] {
        model.hasher.features(message.normalized.tokens, named: Self.namedFeatures(message, patternScores: patternScores))
    }

    /// The model's named features for `message`: each matching intent's pattern score, then
    /// one feature per kind of entity found (`entityFeatures`).
    static func namedFeatures(_ message: AnalyzedMessage, patternScores: PatternScores) -> [FeatureHasher.Named] {
        var named = patternScores.features(message)
        named.append(contentsOf: entityFeatures(message))
        return named
    }

    /// How much an entity-kind feature counts against the n-grams (whose vector has length 1):
    /// chosen by 5-fold cross-validation on the training data (0 → 93.12%, 0.3 → 93.10% best
    /// class but 92.38% vs 92.27% right after the thresholds, fewer "not sure"; 0.6 let more
    /// out-of-scope requests through).
    static let entityFeatureWeight = 0.3

    /// One feature per kind of entity in `message` ("entity:symptom", "entity:day"…), in order
    /// of first appearance: a symptom, food or pose no training line named still reads as one.
    static func entityFeatures(_ message: AnalyzedMessage) -> [FeatureHasher.Named] {
        guard !message.entities.isEmpty else { return [] }
        var kinds: [EntityKind] = []
        for entity in message.entities where !kinds.contains(entity.kind) { kinds.append(entity.kind) }
        return kinds.map { entityFeature[$0]! }
    }

    /// Each kind's feature, built once (a message's names are then not concatenated anew).
    static let entityFeature: [EntityKind: FeatureHasher.Named] = Dictionary(
        uniqueKeysWithValues: EntityKind.allCases.map { ($0, FeatureHasher.Named(name: "entity:" + $0.rawValue, value: entityFeatureWeight)) }
    )

    /// Classifies `message` from its normalised tokens and pattern scores.
    package func classify(_ message: AnalyzedMessage) -> Classification {
        decide(rank(message))
    }

    /// `classify` for features `features(_:)` gave.
    func classify(features: [FeatureHasher.Feature]) -> Classification {
        decide(model.leaders(features: features))
    }

    /// Classifies `message` as `classify` does, with the intents `excluded` names left out of
    /// the ranking ("…and I'm not even pregnant" rules out the pregnancy intents).
    package func classify(_ message: AnalyzedMessage, excluding excluded: (String) -> Bool) -> Classification {
        decide(rank(message).filter { !excluded($0.intent) })
    }

    /// The classification the model's thresholds give a ranking (best first).
    private func decide(_ ranked: [IntentModel.Scored]) -> Classification {
        decide(IntentModel.Leaders(ranked: ranked))
    }

    /// The classification the model's thresholds give the start of a ranking.
    private func decide(_ leaders: IntentModel.Leaders) -> Classification {
        let ranked = leaders.leading
        let runnerUp = ranked.count > 1 ? ranked[1].intent : nil
        switch model.decide(leaders) {
        case .intent(let best):
            return Classification(intent: best.intent, confidence: Self.rounded(best.probability), runnerUp: runnerUp)
        case .notSure(let first, let second):
            return Classification(intent: Self.notSure, confidence: Self.rounded(first.probability), runnerUp: first.intent,
                                  readings: [first.intent, second.intent])
        case .outOfScope(let outOfScope):
            let best = ranked.first { $0.intent != Self.outOfScope }?.intent
            return Classification(intent: Self.outOfScope, confidence: Self.rounded(outOfScope.probability), runnerUp: best)
        }
    }

    static func rounded(_ probability: Double) -> Double { (min(0.99, probability) * 100).rounded() / 100 }
}
