import Content
import CycleCore
import Foundation
import Language

/// Finds the library topic a message asks about, with the assistant's normaliser (so typos
/// and lay spellings are corrected the same way for the library and the message).
///
/// Long messages are weighted by sentence: the sentence that asks (it has a "?" or opens with
/// a question word) counts fully, the history around it less, so three sentences of
/// background still land on the topic asked. A short follow-up ("and if it's brown?") is
/// searched together with the title of the topic talked about last.
struct TopicRetriever: Sendable {
    private let box: LazyIndex
    let normalizer: TextNormalizer

    /// The index, built on first use (start-up does not pay for it until a topic is needed).
    var index: TopicIndex { box.value }

    /// Builds the index once, on first use, from any thread.
    final class LazyIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var built: TopicIndex?
        private let build: @Sendable () -> TopicIndex
        init(_ build: @escaping @Sendable () -> TopicIndex) { self.build = build }
        var value: TopicIndex {
            lock.lock()
            defer { lock.unlock() }
            if let built { return built }
            let index = build()
            built = index
            return index
        }
    }

    /// Words that open a question sentence.
    static let questionWords: Set<String> = [
        "what", "how", "when", "why", "where", "which", "who", "is", "are", "am", "can", "could", "should",
        "would", "will", "do", "does", "did", "has", "have", "any", "anyone", "was", "were",
    ]
    /// How much a sentence that does not ask counts, next to one that does.
    static let historyWeight = 0.4
    /// How much the last topic's words count in a follow-up, next to the follow-up's own.
    static let followUpContextWeight = 0.15
    /// Messages with more words than this are weighted by sentence.
    static let longMessage = 20

    init(knowledge: Knowledge, normalizer: TextNormalizer) {
        self.normalizer = normalizer
        let library = knowledge.topics
        self.box = LazyIndex { TopicIndex(library: library, tokenize: normalizer.tokenizer()) }
    }

    /// Whether `message` reads as a short follow-up to the last answer.
    static func isFollowUp(_ tokens: [String]) -> Bool {
        guard let first = tokens.first, tokens.count <= 8 else { return false }
        if first == "and" || first == "also" || first == "but" { return true }
        let opening = tokens.prefix(2).joined(separator: " ")
        return ["what about", "how about", "what if", "same for", "is that", "does that", "and if"].contains(opening)
    }

    /// Ranks topics for `message`.
    /// - Parameter lastTopic: the topic answered last in this conversation, for follow-ups.
    func search(_ message: AnalyzedMessage, lastTopic: String? = nil, limit: Int = 3, mode: Mode? = nil) -> TopicSearchResult {
        let tokens = message.normalized.tokens
        let modes = TopicRetriever.modes(of: message, profile: mode)
        if let lastTopic, TopicRetriever.isFollowUp(tokens), let topic = index.library.topic(id: lastTopic) {
            let context = normalizer.normalize(topic.title + " " + (topic.questions.first ?? "")).tokens
            let weights = Array(repeating: TopicRetriever.followUpContextWeight, count: context.count) + Array(repeating: 1.0, count: tokens.count)
            return index.search(tokens: context + tokens, weights: weights, limit: limit, modes: modes, minimumScore: TopicIndex.minimumScore / 2)
        }
        if tokens.count > TopicRetriever.longMessage, let (long, weights) = weighted(message.normalized.original) {
            return index.search(tokens: long, weights: weights, limit: limit, modes: modes)
        }
        return index.search(tokens: tokens, weights: TopicRetriever.correctionWeights(message.normalized), limit: limit, modes: modes)
    }

    /// How much a word the spelling corrector changed counts: a guess ("peru" read as "per")
    /// should not carry a question to a topic on its own.
    static let correctedWeight = 0.5

    /// Per-token weights: lower for words the corrector changed; nil when it changed none.
    static func correctionWeights(_ text: NormalizedText) -> [Double]? {
        var weights: [Double]?
        for index in text.tokens.indices where text.typed[index] != text.tokens[index] && text.typed[index].count >= 4
            && !text.typed[index].contains(where: { !$0.isLetter }) {
            if weights == nil { weights = Array(repeating: 1, count: text.tokens.count) }
            weights![index] = correctedWeight
        }
        return weights
    }

    static let pregnancyWords: Set<String> = ["pregnant", "pregnancy", "trimester", "midwife", "bump", "antenatal", "prenatal", "expecting"]
    static let tryingWords: Set<String> = ["ttc", "trying", "conceive", "conceiving", "fertile", "fertility", "ovulation", "opk"]

    /// The modes a message is about: what it says, else the profile's mode (cycle tracking
    /// prefers nothing, as its topics are the general ones).
    static func modes(of message: AnalyzedMessage, profile: Mode?) -> Set<Mode> {
        var modes: Set<Mode> = []
        if message.mentions(pregnancyWords) || message.first(.week) != nil { modes.insert(.pregnancy) }
        if message.mentions(tryingWords) { modes.insert(.ttc) }
        if modes.isEmpty, let profile, profile != .cycle { modes.insert(profile) }
        return modes
    }

    /// The message's words with a weight each: full for sentences that ask, less for the rest;
    /// nil when every sentence asks (or none does).
    func weighted(_ text: String) -> ([String], [Double])? {
        let sentences = text.split(omittingEmptySubsequences: true) { ".!?\n".contains($0) }
        guard sentences.count > 1 else { return nil }
        var asks: [Bool] = []
        var parts: [[String]] = []
        for sentence in sentences {
            let end = sentence.endIndex
            let question = end < text.endIndex && text[end] == "?"
            let words = normalizer.normalize(String(sentence)).tokens
            parts.append(words)
            asks.append(question || words.first.map(TopicRetriever.questionWords.contains) == true)
        }
        guard asks.contains(true), asks.contains(false) else { return nil }
        var tokens: [String] = []
        var weights: [Double] = []
        for (words, asking) in zip(parts, asks) {
            tokens += words
            weights += Array(repeating: asking ? 1 : TopicRetriever.historyWeight, count: words.count)
        }
        return (tokens, weights)
    }
}
