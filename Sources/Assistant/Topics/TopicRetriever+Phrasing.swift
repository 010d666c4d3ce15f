import Content
import Foundation
import Language

extension TopicRetriever {
    /// How much a short question's likeness to one of a topic's ways of asking adds to the
    /// topic's score: a topic asked the same way scores up to this share more.
    static let phrasingWeight = 0.5
    /// The likeness a way of asking needs to count: most of the words the same (a question
    /// sharing "is it safe to take" with another is not asked the same way).
    static let phrasingThreshold = 0.6

    /// How alike a short question and a topic's ways of asking are: the largest share of words
    /// (all of them, question words too) one of its questions has in common with the message
    /// (Jaccard, 0–1).
    ///
    /// The index leaves out words like "how", "know" and "have", which is right for finding
    /// topics but loses how a thing is asked: "how do you know if you have endometriosis?"
    /// shares only "endometriosis" with every endometriosis topic, and its signs answer it
    /// because one of their questions is asked just that way.
    func phrasingLikeness(_ tokens: Set<String>, _ topic: Topic) -> Double {
        guard !tokens.isEmpty else { return 0 }
        var best = 0.0
        for question in phrasings.tokens(of: topic, normalizer) {
            let shared = question.intersection(tokens).count
            guard shared > 0 else { continue }
            best = max(best, Double(shared) / Double(question.union(tokens).count))
        }
        return best
    }

    /// Each topic's ways of asking as sets of normalised words, made on first use per topic.
    final class Phrasings: @unchecked Sendable {
        private let lock = NSLock()
        private var byTopic: [String: [Set<String>]] = [:]

        func tokens(of topic: Topic, _ normalizer: TextNormalizer) -> [Set<String>] {
            lock.lock()
            defer { lock.unlock() }
            if let known = byTopic[topic.id] { return known }
            let made = topic.questions.map { Set(normalizer.normalize($0).tokens.filter(TopicRetriever.isAWord)) }
            byTopic[topic.id] = made
            return made
        }
    }

    /// Whether a token is a word or number, not punctuation.
    static func isAWord(_ token: String) -> Bool {
        token.contains { $0.isLetter || $0.isNumber }
    }
}
