import BloomBase
import CycleCore
import Foundation

/// One topic a search found, with its score.
package struct TopicHit: Sendable {
    /// The topic.
    package let topic: Topic
    /// Its BM25F score for the query (higher is better; only comparable within one query).
    package let score: Double
    /// The share (0–1) of the query's weighted term mass that the topic contains.
    package let coverage: Double
}

/// What a topic search found: hits best first, and whether the best one fits.
package struct TopicSearchResult: Sendable {
    /// The topics that share any term with the query, best first (at most the limit asked).
    package let hits: [TopicHit]
    /// The query's terms after synonyms, stop words and stemming (word pairs as "first+second").
    package var terms: [String] { termParts.map { part in part.second.map { part.first + "+" + $0 } ?? part.first } }
    /// Whether the best hit is a confident answer: its figures say so, or the message is
    /// one of the ways of asking the topic lists (`askedAsListed`).
    package var fits: Bool { fit.fits || askedAsListed }
    /// Whether the message is asked, word for word, as the best topic lists one of its
    /// questions ("could I be pregnant?"): a short question of one content word scores too
    /// low to fit on its figures, though the topic was written for it.
    package var askedAsListed = false
    /// The figures that decide whether the best hit fits.
    package let fit: TopicFit
    /// Whether the runner-up scored close enough to the best one to offer it too.
    package let close: Bool
    /// The query's terms as words and pairs of words (joined only when `terms` is read).
    let termParts: [(first: String, second: String?)]

    init(hits: [TopicHit], termParts: [(first: String, second: String?)], fit: TopicFit, close: Bool) {
        self.hits = hits
        self.termParts = termParts
        self.fit = fit
        self.close = close
    }

    /// The best hit, if any.
    package var best: TopicHit? { hits.first }
    /// The second hit, if any.
    package var runnerUp: TopicHit? { hits.count > 1 ? hits[1] : nil }

    /// The same result with at most `limit` hits (`fits` and `close` read only the first two).
    package func limited(to limit: Int) -> TopicSearchResult {
        limit >= hits.count || limit < 2 && hits.count < 2 ? self
            : TopicSearchResult(hits: Array(hits.prefix(max(limit, 0))), termParts: termParts, fit: fit, close: close && limit > 1)
    }
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
package struct TopicIndex: Sendable {
    /// BM25 saturation: how fast repeated words stop adding score.
    package static let k1 = 1.2
    /// Field weights: questions, title, answer.
    package static let weights = (questions: 1.0, title: 1.5, answer: 0.35)
    /// Length normalisation per field.
    package static let b = (questions: 0.6, title: 0.5, answer: 0.75)
    /// The best hit fits when it holds at least this share of the query's weighted terms
    /// (long messages are read by `TopicFit`)…
    package static let minimumCoverage = TopicFit.minimumCoverage
    /// …and scores at least this much.
    package static let minimumScore = 2.0
    /// A query word no topic has counts this share of the rarest word's weight toward coverage
    /// (unknown words are often names, history or typos rather than the question).
    package static let unknownWordShare = 0.5
    /// The runner-up is offered when it scores at least this share of the best.
    package static let closeRatio = 0.8
    /// Whether adjacent word pairs are terms too.
    package static let bigrams = true
    /// How much a word pair counts next to a word (pairs never count toward coverage).
    package static let bigramWeight = 0.5
    /// How much more a topic for the message's mode scores.
    package static let modeBoost = 1.2

    /// One term of the index: a word, or two adjacent words (by their term ids), which counts
    /// for more than the two words apart ("back pain", "period pain").
    enum Term: Equatable {
        case word(String)
        case pair(Int32, Int32)
    }

    package let library: TopicLibrary
    /// Every term, by term id: ids are given in order of first appearance through the library
    /// (a text's words, then its pairs), so the same library gives the same ids.
    let terms: [Term]
    /// Every term's postings (read per term when first needed from the checked-in file).
    let postings: Postings
    /// Term id → the range of its postings in the flat posting arrays (`postingStart[id]..<postingStart[id + 1]`).
    /// Reads every term's postings: for tests and the file writer, not for searching.
    var postingStart: [Int32] { postings.flat.start }
    /// Per posting: the topic's position in the library (every posting; see `postingStart`).
    var postingTopic: [Int32] { postings.flat.topics }
    /// Per posting: how often the term occurs in the topic's questions, title and answer
    /// (every posting; see `postingStart`).
    var postingCounts: [(questions: Float, title: Float, answer: Float)] { postings.flat.counts }
    /// Per topic: how many terms its questions, title and answer hold.
    let lengths: [(questions: Float, title: Float, answer: Float)]
    /// Synonym phrases as normalised words, sorted (first word, then longest rest first).
    let synonymList: [(first: String, rest: [String], replacement: [String])]

    /// Word → term id.
    private let wordIDs: [String: Int32]
    /// A pair of word ids → the pair's term id.
    private let pairIDs: PairTable
    /// Each field's mean length over the topics (at least 1), for BM25F's length normalisation.
    private let averageLengths: (questions: Double, title: Double, answer: Double)
    private let maxIDF: Double
    /// Each topic's modes as bits (`Mode.allCases` order), by position.
    private let topicModes: [UInt8]
    /// Synonym phrases by their first word: the rest of the phrase (longest first) and the
    /// words it stands for.
    private let synonyms: [String: [(rest: [String], replacement: [String])]]

    /// The words a one-word synonym stands for ("tww" → two, week, wait), or nil when the
    /// word is no synonym of its own.
    package func replacement(ofWord word: String) -> [String]? {
        synonyms[word]?.first { $0.rest.isEmpty }?.replacement
    }

    /// The key of two adjacent words' ids in the dictionary the index is built with.
    static func pairKey(_ first: Int32, _ second: Int32) -> UInt64 { UInt64(UInt32(first)) << 32 | UInt64(UInt32(second)) }

    /// Builds the index.
    /// - Parameters:
    ///   - library: the topics and their retrieval vocabulary.
    ///   - tokenize: text → normalised words (the same function queries go through).
    package init(library: TopicLibrary, tokenize: (String) -> [String]) {
        var synonymList: [(first: String, rest: [String], replacement: [String])] = []
        for (phrase, replacement) in library.synonyms {
            let words = tokenize(phrase)
            guard let first = words.first else { continue }
            synonymList.append((first, Array(words.dropFirst()), replacement.split(separator: " ").map(String.init)))
        }
        synonymList.sort(by: TopicIndex.synonymOrder)
        var synonyms: [String: [(rest: [String], replacement: [String])]] = [:]
        for entry in synonymList { synonyms[entry.first, default: []].append((entry.rest, entry.replacement)) }
        var wordIDs: [String: Int32] = [:]
        var pairIDs: [UInt64: Int32] = [:]
        var terms: [Term] = []
        var lists: [[(topic: Int32, counts: (questions: Float, title: Float, answer: Float))]] = []
        let stop = library.stopWords
        func add(_ term: Term) -> Int32 {
            terms.append(term)
            lists.append([])
            return Int32(terms.count - 1)
        }
        /// A text's term ids: its words, then (with bigrams) its adjacent pairs.
        func ids(_ text: String) -> [Int32] {
            let words = TopicIndex.words(tokenize(text), weights: nil, synonyms: synonyms, stopWords: stop).map { word in
                if let id = wordIDs[word.term] { return id }
                let id = add(.word(word.term))
                wordIDs[word.term] = id
                return id
            }
            guard TopicIndex.bigrams, words.count > 1 else { return words }
            var out = words
            for index in 1..<words.count {
                let key = TopicIndex.pairKey(words[index - 1], words[index])
                if let id = pairIDs[key] { out.append(id); continue }
                let id = add(.pair(words[index - 1], words[index]))
                pairIDs[key] = id
                out.append(id)
            }
            return out
        }
        var lengths: [(questions: Float, title: Float, answer: Float)] = []
        for (position, topic) in library.topics.enumerated() {
            let fields = [topic.questions.flatMap(ids), ids(topic.title), ids(topic.answer)]
            var counts: [Int32: (questions: Float, title: Float, answer: Float)] = [:]
            var order: [Int32] = []
            for (field, list) in fields.enumerated() {
                for id in list {
                    if counts[id] == nil { counts[id] = (0, 0, 0); order.append(id) }
                    switch field {
                    case 0: counts[id]!.questions += 1
                    case 1: counts[id]!.title += 1
                    default: counts[id]!.answer += 1
                    }
                }
            }
            for id in order { lists[Int(id)].append((Int32(position), counts[id]!)) }
            lengths.append((Float(fields[0].count), Float(fields[1].count), Float(fields[2].count)))
        }
        var start: [Int32] = [0]
        var topics: [Int32] = []
        var postingCounts: [(questions: Float, title: Float, answer: Float)] = []
        for list in lists {
            for posting in list {
                topics.append(posting.topic)
                postingCounts.append(posting.counts)
            }
            start.append(Int32(topics.count))
        }
        self.init(library: library, terms: terms, postingStart: start, postingTopic: topics, postingCounts: postingCounts,
                  lengths: lengths, synonymList: synonymList)
    }

    /// The index from its parts (built from the library or read from a precomputed file):
    /// derives the lookups (idf and term frequencies are worked out per query).
    init(library: TopicLibrary, terms: [Term], postingStart: [Int32], postingTopic: [Int32],
         postingCounts: [(questions: Float, title: Float, answer: Float)], lengths: [(questions: Float, title: Float, answer: Float)],
         synonymList: [(first: String, rest: [String], replacement: [String])]) {
        self.init(library: library, terms: terms, postings: Postings(start: postingStart, topics: postingTopic, counts: postingCounts),
                  lengths: lengths, synonymList: synonymList)
    }

    /// The index from its parts, with its postings in either form.
    init(library: TopicLibrary, terms: [Term], postings: Postings, lengths: [(questions: Float, title: Float, answer: Float)],
         synonymList: [(first: String, rest: [String], replacement: [String])]) {
        self.library = library
        self.terms = terms
        self.postings = postings
        self.lengths = lengths
        self.synonymList = synonymList
        var synonyms: [String: [(rest: [String], replacement: [String])]] = [:]
        for entry in synonymList { synonyms[entry.first, default: []].append((entry.rest, entry.replacement)) }
        self.synonyms = synonyms
        var wordIDs: [String: Int32] = [:]
        wordIDs.reserveCapacity(terms.count / 3)
        for (id, term) in terms.enumerated() {
            if case let .word(word) = term { wordIDs[word] = Int32(id) }
        }
        self.wordIDs = wordIDs
        self.pairIDs = PairTable(terms)
        // idf and each posting's tf are worked out by `search` for the query's terms only: a
        // question touches a few hundred of the ~100,000 postings, and this runs at start-up.
        let n = Double(max(1, library.count))
        self.maxIDF = log(1 + (n + 0.5) / 0.5)
        func mean(_ values: [Float]) -> Double { values.isEmpty ? 1 : max(1, Double(values.reduce(0, +)) / Double(values.count)) }
        self.averageLengths = (questions: mean(lengths.map(\.questions)), title: mean(lengths.map(\.title)), answer: mean(lengths.map(\.answer)))
        // From the library's summaries: a library read from the compiled index decodes no topic here.
        self.topicModes = library.entries.map { TopicIndex.modeBits($0.modes) }
    }

    /// A term's inverse document frequency (BM25's, always positive).
    /// - Parameter documents: how many topics hold the term (its postings).
    @inline(__always) private func idf(documents: Int) -> Double {
        let n = Double(max(1, library.count))
        let df = Double(documents)
        return log(1 + (n - df + 0.5) / (df + 0.5))
    }

    /// A posting's field-weighted, length-normalised term frequency (BM25F's tf).
    @inline(__always) private func tf(topic: Int, counts: (questions: Float, title: Float, answer: Float)) -> Double {
        let (wq, wt, wa) = TopicIndex.weights
        let (bq, bt, ba) = TopicIndex.b
        let average = averageLengths
        let length = lengths[topic]
        var tf = 0.0
        if counts.questions > 0 { tf += wq * Double(counts.questions) / (1 - bq + bq * Double(length.questions) / average.questions) }
        if counts.title > 0 { tf += wt * Double(counts.title) / (1 - bt + bt * Double(length.title) / average.title) }
        if counts.answer > 0 { tf += wa * Double(counts.answer) / (1 - ba + ba * Double(length.answer) / average.answer) }
        return tf
    }

    /// A term's text: the word, or "first+second" for a pair.
    func name(of id: Int32) -> String {
        switch terms[Int(id)] {
        case let .word(word): return word
        case let .pair(first, second): return name(of: first) + "+" + name(of: second)
        }
    }

    /// Synonyms in a fixed order: by first word, then longest rest first, then by words.
    static func synonymOrder(_ a: (first: String, rest: [String], replacement: [String]), _ b: (first: String, rest: [String], replacement: [String])) -> Bool {
        if a.first != b.first { return a.first < b.first }
        if a.rest.count != b.rest.count { return a.rest.count > b.rest.count }
        if a.rest != b.rest { return a.rest.lexicographicallyPrecedes(b.rest) }
        return a.replacement.lexicographicallyPrecedes(b.replacement)
    }

    /// Modes as bits, one per case of `Mode.allCases`.
    static func modeBits<S: Sequence>(_ modes: S) -> UInt8 where S.Element == Mode {
        var bits: UInt8 = 0
        for mode in modes { bits |= 1 << UInt8(Mode.allCases.firstIndex(of: mode) ?? 0) }
        return bits
    }

    /// The query's words (no pairs) with their weights: synonyms applied, stop words dropped,
    /// words made singular.
    /// Units of measure, which after a number are read as units, not as slang a synonym expands.
    static let unitWords: Set<String> = ["cm", "mm", "ml", "kg", "g", "lb", "lbs", "oz", "mg", "mcg"]

    static func words(_ tokens: [String], weights: [Double]?, synonyms: [String: [(rest: [String], replacement: [String])]], stopWords: Set<String>) -> [(term: String, weight: Double)] {
        var out: [(term: String, weight: Double)] = []
        out.reserveCapacity(tokens.count)
        var at = 0
        while at < tokens.count {
            let weight = weights.map { $0[min(at, $0.count - 1)] } ?? 1
            var replaced = false
            // "26 cm", "2.5 cm": a unit after a number is no slang ("cm" is cervical mucus).
            let aUnit = at > 0 && tokens[at - 1].first?.isNumber == true && TopicIndex.unitWords.contains(tokens[at])
            if !aUnit, let options = synonyms[tokens[at]] {
                for option in options where at + option.rest.count < tokens.count || option.rest.isEmpty {
                    guard option.rest.count < tokens.count - at,
                          option.rest.indices.allSatisfy({ tokens[at + 1 + $0] == option.rest[$0] }) else { continue }
                    for word in option.replacement where !stopWords.contains(word) { out.append((singular(word), weight)) }
                    at += 1 + option.rest.count
                    replaced = true
                    break
                }
            }
            if replaced { continue }
            let word = tokens[at]
            if word.utf8.count > 1 && word.count > 1 || word.first?.isNumber == true, !stopWords.contains(word) {
                out.append((singular(word), weight))
            }
            at += 1
        }
        return out
    }

    /// A word's term: made singular, then the key of its word family ("ovulates",
    /// "ovulating" and "ovulation" are one term; `WordFamily`), so a question meets a topic
    /// whichever form of a word each uses.
    static func singular(_ word: String) -> String {
        WordFamily.key(word.utf8.last == UInt8(ascii: "s") ? SearchText.singular(word) : word)
    }

    /// One term of a query: its id (-1 when no topic has it), whether it is a pair, its weight.
    struct QueryTerm {
        var id: Int32
        var pair: Bool
        var weight: Double
        /// The word, for a word no topic has (pairs no topic has are dropped).
        var unknown: String?
    }

    /// The query's terms with weights, each term once (at its highest weight), words before pairs.
    func queryTerms(_ tokens: [String], weights: [Double]?) -> [QueryTerm] {
        let words = TopicIndex.words(tokens, weights: weights, synonyms: synonyms, stopWords: library.stopWords)
        var query: [QueryTerm] = []
        query.reserveCapacity(words.count * 2)
        var ids: [Int32] = []
        ids.reserveCapacity(words.count)
        func add(_ term: QueryTerm) {
            for index in query.indices where query[index].id == term.id && query[index].pair == term.pair && query[index].unknown == term.unknown {
                query[index].weight = max(query[index].weight, term.weight)
                return
            }
            query.append(term)
        }
        for word in words {
            let id = wordIDs[word.term] ?? -1
            ids.append(id)
            add(QueryTerm(id: id, pair: false, weight: word.weight, unknown: id < 0 ? word.term : nil))
        }
        guard TopicIndex.bigrams, words.count > 1 else { return query }
        for index in 1..<words.count where ids[index - 1] >= 0 && ids[index] >= 0 {
            guard let pair = pairIDs.id(ids[index - 1], ids[index]) else { continue }
            add(QueryTerm(id: pair, pair: true, weight: TopicIndex.bigramWeight * min(words[index - 1].weight, words[index].weight), unknown: nil))
        }
        return query
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
    /// - Complexity: O(postings of the query's terms), plus O(candidates × limit) to rank.
    ///   - outside: topics that fit none of these modes score `factor` times as much (a person
    ///     who is not pregnant asking about cramps should not land on pregnancy cramps).
    package func search(tokens: [String], weights: [Double]? = nil, limit: Int = 3, boost: [String: Double] = [:], modes: Set<Mode> = [],
                       outside: (modes: Set<Mode>, factor: Double)? = nil, minimumScore: Double = TopicIndex.minimumScore) -> TopicSearchResult {
        let query = queryTerms(tokens, weights: weights)
        let count = library.count
        var scores = [Double](repeating: 0, count: count)
        var matched = [Double](repeating: 0, count: count)
        var seen = [Bool](repeating: false, count: count)
        var candidates: [Int] = []
        var total = 0.0
        let k1 = TopicIndex.k1
        for term in query {
            guard term.id >= 0 else {
                if !term.pair { total += term.weight * (maxIDF * TopicIndex.unknownWordShare) }
                continue
            }
            let list = postings.list(Int(term.id))
            let termIDF = idf(documents: list.topics.count)
            if !term.pair { total += term.weight * termIDF }
            let weight = term.weight
            var posting = list.counts.startIndex
            for topic in list.topics {
                let i = Int(topic)
                if !seen[i] { seen[i] = true; candidates.append(i) }
                let tf = tf(topic: i, counts: list.counts[posting])
                posting += 1
                scores[i] += weight * termIDF * tf / (k1 + tf)
                if !term.pair { matched[i] += weight * termIDF }
            }
        }
        if !modes.isEmpty {
            let bits = TopicIndex.modeBits(modes)
            for position in candidates where scores[position] > 0 && topicModes[position] & bits != 0 {
                scores[position] *= TopicIndex.modeBoost
            }
        }
        if let outside, !outside.modes.isEmpty {
            let bits = TopicIndex.modeBits(outside.modes)
            for position in candidates where topicModes[position] & bits == 0 { scores[position] *= outside.factor }
        }
        for (id, factor) in boost {
            guard let position = library.position(of: id), scores[position] > 0 else { continue }
            scores[position] *= factor
        }
        // The best `limit` candidates, by score then library order (a partial insertion sort:
        // the limit is small and most candidates fall out at the first comparison).
        func before(_ a: Int, _ b: Int) -> Bool { scores[a] != scores[b] ? scores[a] > scores[b] : a < b }
        var top: [Int] = []
        top.reserveCapacity(limit + 1)
        if limit > 0 {
            for i in candidates where scores[i] > 0 {
                if top.count == limit, let last = top.last, !before(i, last) { continue }
                var at = top.count
                while at > 0 && before(i, top[at - 1]) { at -= 1 }
                top.insert(i, at: at)
                if top.count > limit { top.removeLast() }
            }
        }
        let hits = top.map { TopicHit(topic: library.topic(at: $0), score: scores[$0], coverage: total > 0 ? matched[$0] / total : 0) }
        let fit = self.fit(query, hits: hits, best: top.first, minimumScore: minimumScore)
        let close = fit.fits && hits.count > 1 && hits[1].score >= TopicIndex.closeRatio * hits[0].score
        let parts = query.map { term -> (first: String, second: String?) in
            if let unknown = term.unknown { return (unknown, nil) }
            switch terms[Int(term.id)] {
            case let .word(word): return (word, nil)
            case let .pair(first, second): return (name(of: first), name(of: second))
            }
        }
        return TopicSearchResult(hits: hits, termParts: parts, fit: fit, close: close)
    }
}
