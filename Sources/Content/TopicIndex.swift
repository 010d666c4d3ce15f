import CycleCore
import Foundation

/// One topic a search found, with its score.
public struct TopicHit: Sendable {
    /// The topic.
    public let topic: Topic
    /// Its BM25F score for the query (higher is better; only comparable within one query).
    public let score: Double
    /// The share (0–1) of the query's weighted term mass that the topic contains.
    public let coverage: Double
}

/// What a topic search found: hits best first, and whether the best one fits.
public struct TopicSearchResult: Sendable {
    /// The topics that share any term with the query, best first (at most the limit asked).
    public let hits: [TopicHit]
    /// The query's terms after synonyms, stop words and stemming.
    public let terms: [String]
    /// Whether the best hit is a confident answer.
    public let fits: Bool
    /// Whether the runner-up scored close enough to the best one to offer it too.
    public let close: Bool

    /// The best hit, if any.
    public var best: TopicHit? { hits.first }
    /// The second hit, if any.
    public var runnerUp: TopicHit? { hits.count > 1 ? hits[1] : nil }
}

/// BM25F retrieval over the topic library: each topic's ways of asking, its title and (at a
/// lower weight) its answer, compared as normalised, synonym-mapped, singular words.
///
/// Words are made the same way for the library and the query by `tokenize` (the assistant
/// passes its `TextNormalizer`, so typos are corrected) and then by the library's synonyms
/// ("aunt flo" → "period", "opk" → "ovulation test") and stop words.
///
/// ```swift
/// let index = TopicIndex(library: knowledge.topics) { normalizer.normalize($0).tokens }
/// index.search(tokens: normalizer.normalize("when shud we dtd when ttc").tokens).best?.topic.id
/// ```
public struct TopicIndex: Sendable {
    /// BM25 saturation: how fast repeated words stop adding score.
    public static let k1 = 1.2
    /// Field weights: questions, title, answer.
    public static let weights = (questions: 1.0, title: 1.5, answer: 0.35)
    /// Length normalisation per field.
    public static let b = (questions: 0.6, title: 0.5, answer: 0.75)
    /// The best hit fits when it holds at least this share of the query's weighted terms…
    public static let minimumCoverage = 0.45
    /// …and scores at least this much.
    public static let minimumScore = 2.0
    /// A query word no topic has counts this share of the rarest word's weight toward coverage
    /// (unknown words are often names, history or typos rather than the question).
    public static let unknownWordShare = 0.5
    /// The runner-up is offered when it scores at least this share of the best.
    public static let closeRatio = 0.8
    /// Whether adjacent word pairs are terms too.
    public static let bigrams = true
    /// How much a word pair counts next to a word (pairs never count toward coverage).
    public static let bigramWeight = 0.5
    /// How much more a topic for the message's mode scores.
    public static let modeBoost = 1.2

    struct Posting: Sendable {
        let topic: Int32
        let questions: Float
        let title: Float
        let answer: Float
    }

    public let library: TopicLibrary
    private let postings: [String: [Posting]]
    private let idf: [String: Double]
    private let lengths: [(questions: Float, title: Float, answer: Float)]
    private let average: (questions: Double, title: Double, answer: Double)
    private let maxIDF: Double
    /// Each topic's modes, by position (read per search without copying the topics).
    private let topicModes: [Set<Mode>]
    /// Each topic's position in the library, by id.
    private let positions: [String: Int]
    /// Synonym phrases by their first word: the rest of the phrase (longest first) and the
    /// words it stands for.
    private let synonyms: [String: [(rest: [String], replacement: [String])]]

    /// Builds the index.
    /// - Parameters:
    ///   - library: the topics and their retrieval vocabulary.
    ///   - tokenize: text → normalised words (the same function queries go through).
    public init(library: TopicLibrary, tokenize: (String) -> [String]) {
        self.library = library
        var synonyms: [String: [(rest: [String], replacement: [String])]] = [:]
        for (phrase, replacement) in library.synonyms {
            let words = tokenize(phrase)
            guard let first = words.first else { continue }
            synonyms[first, default: []].append((Array(words.dropFirst()), replacement.split(separator: " ").map(String.init)))
        }
        for key in synonyms.keys { synonyms[key]!.sort { $0.rest.count > $1.rest.count } }
        self.synonyms = synonyms
        var postings: [String: [Posting]] = [:]
        var lengths: [(questions: Float, title: Float, answer: Float)] = []
        let stop = library.stopWords
        func terms(_ text: String) -> [String] {
            TopicIndex.terms(tokenize(text), synonyms: synonyms, stopWords: stop).map(\.term)
        }
        for (position, topic) in library.topics.enumerated() {
            var counts: [String: (q: Float, t: Float, a: Float)] = [:]
            let questionTerms = topic.questions.flatMap(terms)
            let titleTerms = terms(topic.title)
            let answerTerms = terms(topic.answer)
            for term in questionTerms { counts[term, default: (0, 0, 0)].q += 1 }
            for term in titleTerms { counts[term, default: (0, 0, 0)].t += 1 }
            for term in answerTerms { counts[term, default: (0, 0, 0)].a += 1 }
            for (term, count) in counts {
                postings[term, default: []].append(Posting(topic: Int32(position), questions: count.q, title: count.t, answer: count.a))
            }
            lengths.append((Float(questionTerms.count), Float(titleTerms.count), Float(answerTerms.count)))
        }
        let n = Double(max(1, library.topics.count))
        var idf: [String: Double] = [:]
        for (term, list) in postings {
            let df = Double(list.count)
            idf[term] = log(1 + (n - df + 0.5) / (df + 0.5))
        }
        self.postings = postings
        self.idf = idf
        self.lengths = lengths
        self.maxIDF = log(1 + (n + 0.5) / 0.5)
        topicModes = library.topics.map { Set($0.modes) }
        positions = Dictionary(library.topics.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        func mean(_ values: [Float]) -> Double { values.isEmpty ? 1 : max(1, Double(values.reduce(0, +)) / Double(values.count)) }
        average = (mean(lengths.map(\.questions)), mean(lengths.map(\.title)), mean(lengths.map(\.answer)))
    }

    /// The query's retrieval terms with their weights: synonyms applied (longest phrase
    /// first), stop words dropped, words made singular, repeats kept once at their highest weight.
    static func terms(_ tokens: [String], weights: [Double]? = nil, synonyms: [String: [(rest: [String], replacement: [String])]], stopWords: Set<String>, bigrams: Bool = TopicIndex.bigrams) -> [(term: String, weight: Double)] {
        var out: [(term: String, weight: Double)] = []
        var at = 0
        while at < tokens.count {
            let weight = weights.map { $0[min(at, $0.count - 1)] } ?? 1
            var replaced = false
            for option in synonyms[tokens[at]] ?? [] where at + option.rest.count < tokens.count || option.rest.isEmpty {
                guard option.rest.count < tokens.count - at,
                      option.rest.indices.allSatisfy({ tokens[at + 1 + $0] == option.rest[$0] }) else { continue }
                for word in option.replacement where !stopWords.contains(word) { out.append((singular(word), weight)) }
                at += 1 + option.rest.count
                replaced = true
                break
            }
            if replaced { continue }
            let word = tokens[at]
            if !stopWords.contains(word), word.count > 1 || word.first?.isNumber == true {
                out.append((singular(word), weight))
            }
            at += 1
        }
        guard bigrams, out.count > 1 else { return out }
        // Adjacent pairs ("back pain", "period pain") as terms of their own: a phrase shared
        // with a topic counts for more than its two words apart.
        var pairs: [(term: String, weight: Double)] = []
        for index in 1..<out.count {
            pairs.append((out[index - 1].term + "+" + out[index].term, TopicIndex.bigramWeight * min(out[index - 1].weight, out[index].weight)))
        }
        return out + pairs
    }

    /// A plural made singular; most words do not end in "s" and are returned as they are.
    static func singular(_ word: String) -> String {
        word.utf8.last == UInt8(ascii: "s") ? SearchText.singular(word) : word
    }

    /// The query's terms with weights, each term once.
    func queryTerms(_ tokens: [String], weights: [Double]?) -> [(term: String, weight: Double)] {
        var best: [String: Double] = [:]
        var order: [String] = []
        for (term, weight) in TopicIndex.terms(tokens, weights: weights, synonyms: synonyms, stopWords: library.stopWords) {
            if let known = best[term] { best[term] = max(known, weight) } else { best[term] = weight; order.append(term) }
        }
        return order.map { ($0, best[$0]!) }
    }

    /// Ranks topics for a query.
    /// - Parameters:
    ///   - tokens: the query's normalised words.
    ///   - weights: optional per-token weights (e.g. lower for sentences of history before the
    ///     question); the last weight repeats.
    ///   - limit: how many hits to return.
    ///   - boost: extra weight per topic id (e.g. the topic talked about last, for follow-ups).
    /// - Returns: hits best first, with `fits` and `close` decided by the confidence rule.
    ///   - modes: the modes the message or profile is about; topics for one of them score
    ///     `modeBoost` times higher (a pregnancy question prefers pregnancy topics).
    ///   - minimumScore: the score the best hit needs to fit (a follow-up, whose own words are
    ///     few, asks for less).
    public func search(tokens: [String], weights: [Double]? = nil, limit: Int = 3, boost: [String: Double] = [:], modes: Set<Mode> = [],
                       minimumScore: Double = TopicIndex.minimumScore) -> TopicSearchResult {
        let query = queryTerms(tokens, weights: weights)
        var scores = [Double](repeating: 0, count: library.topics.count)
        var matched = [Double](repeating: 0, count: library.topics.count)
        var total = 0.0
        let (wq, wt, wa) = TopicIndex.weights
        let (bq, bt, ba) = TopicIndex.b
        for (term, weight) in query {
            let pair = term.contains("+")
            if !pair { total += weight * (idf[term] ?? maxIDF * TopicIndex.unknownWordShare) }
            guard let list = postings[term], let termIDF = idf[term] else { continue }
            for posting in list {
                let i = Int(posting.topic)
                let length = lengths[i]
                var tf = 0.0
                if posting.questions > 0 { tf += wq * Double(posting.questions) / (1 - bq + bq * Double(length.questions) / average.questions) }
                if posting.title > 0 { tf += wt * Double(posting.title) / (1 - bt + bt * Double(length.title) / average.title) }
                if posting.answer > 0 { tf += wa * Double(posting.answer) / (1 - ba + ba * Double(length.answer) / average.answer) }
                scores[i] += weight * termIDF * tf / (TopicIndex.k1 + tf)
                if !pair { matched[i] += weight * termIDF }
            }
        }
        if !modes.isEmpty {
            for position in scores.indices where scores[position] > 0 && !topicModes[position].isDisjoint(with: modes) {
                scores[position] *= TopicIndex.modeBoost
            }
        }
        for (id, factor) in boost {
            guard let position = positions[id], scores[position] > 0 else { continue }
            scores[position] *= factor
        }
        var ranked: [Int] = []
        for i in scores.indices where scores[i] > 0 { ranked.append(i) }
        ranked.sort { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }
        let hits = ranked.prefix(limit).map { TopicHit(topic: library.topics[$0], score: scores[$0], coverage: total > 0 ? matched[$0] / total : 0) }
        let fits = hits.first.map { $0.score >= minimumScore && $0.coverage >= TopicIndex.minimumCoverage } ?? false
        let close = fits && hits.count > 1 && hits[1].score >= TopicIndex.closeRatio * hits[0].score
        return TopicSearchResult(hits: Array(hits), terms: query.map(\.term), fits: fits, close: close)
    }
}
