import IntentModel
import Language

/// How well each intent's phrase patterns (`intents.json`) match a message: the pattern
/// engine's scores, given to the intent model as features ("keep patterns as features").
///
/// A pattern's score grows with how many words and entities it matched and how much of the
/// message it covered, so "when is my next period" (four words of one pattern) beats a single
/// keyword; an intent's score is its best pattern's.
struct PatternScores: Sendable {
    /// Every rule's patterns in one list, the intent each belongs to, and their index. (Two
    /// lists, not one of pairs: reading a pair out of a list copies its pattern, a retain per
    /// field, for every candidate of every message.)
    private let patterns: [Pattern]
    private let intentOfPattern: [Int]
    private let index: PatternIndex
    private let intents: [String]
    /// Each intent's feature name ("pattern:<intent>"), built once.
    private let featureNames: [String]

    /// - Parameter rules: each intent and its patterns, in `intents.json` order.
    init(rules: [(id: String, patterns: [Pattern])]) {
        let patterns = rules.enumerated().flatMap { index, rule in rule.patterns.map { (intent: index, pattern: $0) } }
        self.patterns = patterns.map(\.pattern)
        self.intentOfPattern = patterns.map(\.intent)
        self.index = PatternIndex(self.patterns)
        self.intents = rules.map(\.id)
        self.featureNames = rules.map { "pattern:" + $0.id }
    }

    /// The intents any pattern matched, with their scores (in `intents.json` order).
    func scores(_ message: AnalyzedMessage) -> [(name: String, value: Double)] {
        let scores = intentScores(message)
        return scores.indices.filter { scores[$0] > 0 }.map { (intents[$0], scores[$0]) }
    }

    /// Every intent's score, 0 when no pattern matched, in `intents.json` order.
    private func intentScores(_ message: AnalyzedMessage) -> [Double] {
        let content = max(1, message.stems.reduce(0) { Self.stopwords.contains($1) ? $0 : $0 + 1 })
        var scores = [Double](repeating: 0, count: intents.count)
        for candidate in index.candidates(for: message) {
            let intent = intentOfPattern[candidate]
            guard let found = patterns[candidate].match(message) else { continue }
            let coverage = min(1, Double(found.covered) / Double(content))
            scores[intent] = max(scores[intent], 0.12 * found.weight + 0.25 * coverage)
        }
        return scores
    }

    /// How much a pattern score counts against the n-grams (whose vector has length 1):
    /// chosen by 5-fold cross-validation on the training data (0 → 83.2%, 1 → 90.4%,
    /// 2 → 91.6%, 3 → 91.9%), the smaller of the near-equal best, since the patterns were
    /// written while reading the corpus and cross-validation flatters them.
    static let featureWeight = 2.0

    /// The scores as the intent model's named features ("pattern:<intent>").
    func features(_ message: AnalyzedMessage) -> [FeatureHasher.Named] {
        let scores = intentScores(message)
        return scores.indices.filter { scores[$0] > 0 }.map { FeatureHasher.Named(name: featureNames[$0], value: scores[$0] * Self.featureWeight) }
    }

    /// Words too common to count toward how much of a message a pattern covers.
    static let stopwords: WordTable<Bool> = WordList.patternScoresStopwords.table
}
