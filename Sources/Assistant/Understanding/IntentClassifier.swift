/// Picks the intent of a message from data: each intent's phrase patterns and example
/// utterances (`Knowledge/assistant/intents.json`).
///
/// A pattern's confidence grows with how many words and entities it matched and how much of
/// the message it covered, so "when is my next period" (four words of one pattern) beats a
/// single keyword. An example's confidence is its TF-IDF cosine similarity to the message.
/// An intent's confidence is the better of the two; the best intent wins, and below the
/// confidence floor the answer is `out_of_scope`.
public struct IntentClassifier: Sendable {
    /// One intent's rules.
    public struct Rule: Sendable {
        public let id: String
        public let patterns: [Pattern]
        public let examples: [String]
    }

    /// The intent chosen and how sure the classifier is.
    public struct Classification: Sendable, Equatable {
        public let intent: String
        public let confidence: Double
        /// The runner-up, for debugging and the confusion report.
        public let runnerUp: String?
    }

    public static let outOfScope = "out_of_scope"

    public let rules: [Rule]
    public let floor: Double
    private let similarity: ExampleSimilarity
    /// Every rule's patterns in one list, with the rule each belongs to, and their index.
    private let patterns: [(rule: Int, pattern: Pattern)]
    private let index: PatternIndex

    /// - Parameters:
    ///   - rules: the intents in priority order (earlier wins a tie).
    ///   - floor: below this confidence the message is out of scope.
    ///   - tokenize: turns an example into normalised tokens (the same normaliser as messages).
    public init(rules: [Rule], floor: Double, tokenize: (String) -> [String]) {
        self.rules = rules
        self.floor = floor
        let patterns = rules.enumerated().flatMap { index, rule in rule.patterns.map { (rule: index, pattern: $0) } }
        self.patterns = patterns
        self.index = PatternIndex(patterns.map(\.pattern))
        self.similarity = ExampleSimilarity(
            examples: rules.enumerated().flatMap { index, rule in rule.examples.map { (index, tokenize($0).map(Stemmer.stem)) } }
        )
    }

    /// Classifies `message`.
    public func classify(_ message: AnalyzedMessage) -> Classification {
        let content = max(1, message.stems.filter { !Stopwords.all.contains($0) }.count)
        // Scores are not capped while ranking, so a longer, more specific match still beats a
        // shorter one that would also reach the confidence ceiling; confidence is capped at 0.99.
        var scores = [Double](repeating: 0, count: rules.count)
        for candidate in index.candidates(for: message) {
            let (rule, pattern) = patterns[candidate]
            guard let found = pattern.match(message) else { continue }
            let coverage = min(1, Double(found.covered) / Double(content))
            scores[rule] = max(scores[rule], 0.42 + 0.12 * found.weight + 0.25 * coverage)
        }
        for (index, value) in similarity.bestSimilarity(to: message.stems) {
            scores[index] = max(scores[index], value * 0.95)
        }
        var order = Array(scores.indices)
        order.sort { scores[$0] > scores[$1] || (scores[$0] == scores[$1] && $0 < $1) }
        guard let top = order.first, scores[top] >= floor else {
            let runner = order.first.flatMap { scores[$0] > 0 ? rules[$0].id : nil }
            let confidence = 1 - min(0.99, order.first.map { scores[$0] } ?? 0)
            return Classification(intent: Self.outOfScope, confidence: (confidence * 100).rounded() / 100, runnerUp: runner)
        }
        let runnerUp = order.count > 1 && scores[order[1]] > 0 ? rules[order[1]].id : nil
        return Classification(intent: rules[top].id, confidence: (min(0.99, scores[top]) * 100).rounded() / 100, runnerUp: runnerUp)
    }
}

/// Words too common to carry meaning in similarity and coverage.
enum Stopwords {
    static let all: Set<String> = [
        "a", "an", "the", "i", "me", "my", "you", "your", "we", "our", "us", "is", "am", "are", "was", "were",
        "be", "been", "do", "doe", "did", "to", "of", "in", "on", "at", "for", "with", "it", "this", "that",
        "and", "or", "so", "just", "please", "can", "could", "would", "will", "should", "there", "some", "any",
        "have", "ha", "had", "what", "how", "bloom", "hey", "hi", "um", "uh", "really", "very", "bit", "get",
        "got", "im", "oh", "like", "lol", "pls", "now", "today", "then", "about", "tell",
    ]
}

/// TF-IDF cosine similarity between a message and every intent's examples.
struct ExampleSimilarity: Sendable {
    /// stem → (intent index, example index, weight).
    private let postings: [String: [(intent: Int, example: Int, weight: Double)]]
    private let idf: [String: Double]
    private let exampleIntents: [Int]

    init(examples: [(intent: Int, stems: [String])]) {
        var documentFrequency: [String: Int] = [:]
        let documents = examples.map { Set($0.stems.filter { !Stopwords.all.contains($0) }) }
        for document in documents { for stem in document { documentFrequency[stem, default: 0] += 1 } }
        let count = Double(max(1, documents.count))
        var idf: [String: Double] = [:]
        for (stem, frequency) in documentFrequency { idf[stem] = log(1 + count / Double(frequency)) }
        var postings: [String: [(Int, Int, Double)]] = [:]
        for (exampleIndex, document) in documents.enumerated() {
            let norm = document.reduce(0) { $0 + idf[$1]! * idf[$1]! }.squareRoot()
            guard norm > 0 else { continue }
            for stem in document {
                postings[stem, default: []].append((examples[exampleIndex].intent, exampleIndex, idf[stem]! / norm))
            }
        }
        self.postings = postings
        self.idf = idf
        self.exampleIntents = examples.map(\.intent)
    }

    /// For each intent with any overlap, the best cosine similarity of one of its examples.
    func bestSimilarity(to stems: [String]) -> [Int: Double] {
        let terms = Set(stems.filter { !Stopwords.all.contains($0) })
        // Unknown words count against similarity with a typical weight, so a long message that
        // shares one word with an example is not mistaken for it.
        let unknownWeight = 2.0
        let norm = terms.reduce(0) { $0 + pow2(idf[$1] ?? unknownWeight) }.squareRoot()
        guard norm > 0 else { return [:] }
        var dots: [Int: Double] = [:]
        for term in terms {
            guard let list = postings[term], let weight = idf[term] else { continue }
            for posting in list { dots[posting.example, default: 0] += posting.weight * weight / norm }
        }
        var best: [Int: Double] = [:]
        for (example, value) in dots {
            let intent = exampleIntents[example]
            best[intent] = max(best[intent] ?? 0, value)
        }
        return best
    }
}

private func pow2(_ value: Double) -> Double { value * value }
private func log(_ value: Double) -> Double { Foundation.log(value) }

import Foundation
