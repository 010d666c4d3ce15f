/// Whether the best topic of a search is a confident answer, and the figures that decided it.
///
/// A short question fits when the best topic holds most of its weighted words (`coverage`).
/// A long, rambling message ("my period was supposed to come today and it hasn't, I've been
/// really stressed at work lately, should I be worried?") naturally has low coverage: its
/// history and feelings are words no topic holds. It fits instead when the best topic scores
/// well, stands clear of the runner-up, and the message names most of the topic's own key
/// words (its title's words), so nonsense and out-of-scope questions, which share a word or
/// two with some topic by chance, still get "no topic fits".
package struct TopicFit: Sendable, Equatable {
    /// The best hit's score (0 when there is no hit).
    package let score: Double
    /// The runner-up's score (0 when there is none).
    package let runnerUpScore: Double
    /// The share (0–1) of the query's weighted word mass the best topic holds.
    package let coverage: Double
    /// The share (0–1) of the best topic's title words the query holds.
    package let keyCoverage: Double
    /// How many distinct words (known or not) the query has after stop words and synonyms.
    package let words: Int
    /// The score the best hit needs (lower for a follow-up).
    package let minimumScore: Double

    /// The best hit fits when it holds at least this share of the query's weighted terms.
    package static let minimumCoverage = 0.45
    /// A query with at least this many words is long: coverage is read with `longCoverage`.
    package static let longWords = 6
    /// The coverage a long query's best hit needs, when the other signals agree.
    package static let longCoverage = 0.2
    /// The score a long query's best hit needs.
    package static let longScore = 4.5
    /// The share of the topic's title words a long query must name…
    package static let longKeyCoverage = 0.5
    /// …or else the share of the runner-up's score the best must exceed.
    package static let longMargin = 1.1
    /// A short query (fewer than `longWords`) whose best hit covers less than this share of
    /// the topic's title words needs `shortScore` to fit: one shared word by chance ("egg",
    /// "cup") should not carry a question about cooking to a pregnancy topic.
    package static let shortKeyCoverage = 0.3
    /// See `shortKeyCoverage`.
    package static let shortScore = 5.0
    /// …or to hold nearly every word of the query (then nothing in it is off the topic).
    package static let shortFullCoverage = 0.9

    /// Whether the best hit is a confident answer.
    package var fits: Bool {
        guard score > 0, score >= minimumScore else { return false }
        if coverage >= TopicFit.minimumCoverage {
            return words >= TopicFit.longWords || keyCoverage >= TopicFit.shortKeyCoverage || score >= TopicFit.shortScore
                || coverage >= TopicFit.shortFullCoverage
        }
        guard words >= TopicFit.longWords, coverage >= TopicFit.longCoverage, score >= TopicFit.longScore else { return false }
        return keyCoverage >= TopicFit.longKeyCoverage || score >= TopicFit.longMargin * runnerUpScore
    }

    /// No hit: nothing fits.
    static let none = TopicFit(score: 0, runnerUpScore: 0, coverage: 0, keyCoverage: 0, words: 0, minimumScore: TopicIndex.minimumScore)
}

extension TopicIndex {
    /// The fit of a search's best hit.
    /// - Parameters:
    ///   - query: the query's terms.
    ///   - hits: the hits, best first.
    ///   - minimumScore: the score the best hit needs.
    func fit(_ query: [QueryTerm], hits: [TopicHit], best position: Int?, minimumScore: Double) -> TopicFit {
        guard let best = hits.first, let position else { return .none }
        var words = 0
        var named = 0
        for term in query where !term.pair {
            words += 1
            if term.id >= 0, titleHolds(Int(term.id), topic: position) { named += 1 }
        }
        // A title of n words is indexed as n words and n - 1 pairs.
        let titleWords = TopicIndex.bigrams ? (Int(lengths[position].title) + 1) / 2 : Int(lengths[position].title)
        let keyCoverage = titleWords > 0 ? min(1, Double(named) / Double(titleWords)) : 0
        return TopicFit(score: best.score, runnerUpScore: hits.count > 1 ? hits[1].score : 0, coverage: best.coverage,
                        keyCoverage: keyCoverage, words: words, minimumScore: minimumScore)
    }

    /// Whether the topic at `topic`'s title holds the term `id` (a binary search of the term's
    /// postings, which are in library order).
    private func titleHolds(_ id: Int, topic: Int) -> Bool {
        let list = postings.list(id)
        var low = list.topics.startIndex
        var high = list.topics.endIndex
        let target = Int32(topic)
        while low < high {
            let middle = (low + high) / 2
            if list.topics[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low < list.topics.endIndex && list.topics[low] == target && list.counts[low - list.topics.startIndex + list.counts.startIndex].title > 0
    }
}

extension TopicSearchResult {
    /// This result with the best hit's score judged against `minimumScore` instead: for a
    /// message whose subject the caller knows by other means ("I think I might be pregnant"
    /// has one searchable word, and a common one), coverage alone decides the fit.
    package func withMinimumScore(_ minimumScore: Double) -> TopicSearchResult {
        let fit = TopicFit(score: fit.score, runnerUpScore: fit.runnerUpScore, coverage: fit.coverage, keyCoverage: fit.keyCoverage,
                           words: fit.words, minimumScore: minimumScore)
        return TopicSearchResult(hits: hits, termParts: termParts, fit: fit, close: close)
    }
}
