import BloomBase
import Foundation

private let space = UInt8(ascii: " ")

/// Which part of an item a search term comes from; earlier fields rank higher.
package enum SearchField: Int, Sendable, Hashable, Comparable {
    /// The item's name.
    case name
    /// Another name: an alias, synonym, Sanskrit name or id.
    case alias
    /// A tag, category, nutrient or food the item is about.
    case keyword
    /// A word of its body text (matched exactly, never as a typo).
    case text

    package static func < (lhs: SearchField, rhs: SearchField) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One item a search found, with how it matched.
package struct SearchMatch<Item: Sendable>: Sendable {
    /// The item.
    package let item: Item
    /// The name, alias, keyword or text the query matched.
    package let term: String
    /// Where the term comes from.
    package let field: SearchField
    /// How many typos the match forgave (0 for an exact match).
    package let typos: Int
}

/// What a search found: the matches, best first, or the closest names when nothing matched.
package struct SearchResult<Item: Sendable>: Sendable {
    /// The query as typed.
    package let query: String
    /// The items that match, best first.
    package let matches: [SearchMatch<Item>]
    /// Up to three names closest to the query, when nothing matched.
    package let suggestions: [String]

    /// The matching items, best first.
    package var items: [Item] { matches.map(\.item) }
    /// The best match, if any.
    package var best: Item? { matches.first?.item }
}

/// A forgiving search over a list of items by name, aliases, keywords and text.
///
/// Case, accents, punctuation and plurals do not matter; a query word of 4–7 letters may
/// carry one typo and one of 8 or more letters two. Every query word must match a word of
/// the same term (or, for text, of the item's text). Exact matches hide typo matches.
///
/// ```swift
/// let index = SearchIndex(poses, name: \.name, aliases: \.aliases)
/// index.search("childs pose").best?.id        // "childs-pose"
/// index.search("pigon").best?.id              // "pigeon"
/// index.search("xyz").suggestions             // ["Fish", …]
/// ```
package struct SearchIndex<Item: Sendable>: Sendable {
    struct Term: Sendable {
        let text: String
        let folded: [Unicode.Scalar]
        let words: [[Unicode.Scalar]]
        let field: SearchField
    }

    struct Entry: Sendable {
        let item: Item
        let name: String
        let terms: [Term]
        /// The text's singular words, each with a space before and after.
        let text: [UInt8]
    }

    private let entries: [Entry]

    /// Builds an index.
    /// - Parameters:
    ///   - items: the items, in the order ties are listed.
    ///   - name: the name shown for an item (and searched first).
    ///   - aliases: other names for it.
    ///   - keywords: tags, categories and the like.
    ///   - text: body text whose words match exactly.
    package init(
        _ items: [Item],
        name: (Item) -> String,
        aliases: (Item) -> [String] = { _ in [] },
        keywords: (Item) -> [String] = { _ in [] },
        text: (Item) -> [String] = { _ in [] }
    ) {
        entries = items.map { item in
            let itemName = name(item)
            var terms = [Self.term(itemName, .name)]
            terms += aliases(item).map { Self.term($0, .alias) }
            terms += keywords(item).map { Self.term($0, .keyword) }
            var textBytes: [UInt8] = [space]
            for passage in text(item) {
                for word in SearchText.foldedBytes(passage).split(separator: space) {
                    textBytes += SearchText.singular(word)
                    textBytes.append(space)
                }
            }
            return Entry(item: item, name: itemName, terms: terms.filter { !$0.words.isEmpty }, text: textBytes)
        }
    }

    private static func term(_ text: String, _ field: SearchField) -> Term {
        let words = SearchText.words(text)
        return Term(
            text: text, folded: Array(words.joined(separator: " ").unicodeScalars),
            words: words.map { Array($0.unicodeScalars) }, field: field
        )
    }

    /// Finds the items matching `query`, best first; when none match, suggests the three
    /// closest names.
    package func search(_ query: String) -> SearchResult<Item> {
        let words = SearchText.words(query)
        guard !words.isEmpty else { return SearchResult(query: query, matches: [], suggestions: []) }
        let queryWords = words.map { Array($0.unicodeScalars) }
        let textPatterns = words.map { [space] + Array($0.utf8) + [space] }
        typealias Scored = (match: SearchMatch<Item>, cost: Int, extra: Int, order: Int)
        var scored: [Scored] = []
        for (order, entry) in entries.enumerated() {
            var best: (term: Term, cost: Int, extra: Int)?
            for term in entry.terms {
                guard let (cost, extra) = Self.score(queryWords, against: term.words) else { continue }
                if let current = best, (current.cost, current.term.field, current.extra) <= (cost, term.field, extra) { continue }
                best = (term, cost, extra)
            }
            if let best {
                let match = SearchMatch(item: entry.item, term: best.term.text, field: best.term.field, typos: best.cost)
                scored.append((match, best.cost, best.extra, order))
            } else if textPatterns.allSatisfy({ Self.contains(entry.text, $0) }) {
                let match = SearchMatch(item: entry.item, term: query, field: .text, typos: 0)
                scored.append((match, 0, 0, order))
            }
        }
        guard let fewestTypos = scored.map(\.cost).min() else {
            return SearchResult(query: query, matches: [], suggestions: suggestions(for: queryWords))
        }
        let matches = scored
            .filter { $0.cost == fewestTypos }
            .sorted { ($0.match.field, $0.extra, $0.order) < ($1.match.field, $1.extra, $1.order) }
            .map(\.match)
        return SearchResult(query: query, matches: matches, suggestions: [])
    }

    /// Whether `pattern` occurs in `text`.
    private static func contains(_ text: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard pattern.count <= text.count, let first = pattern.first else { return false }
        return text.withUnsafeBufferPointer { text in
            pattern.withUnsafeBufferPointer { pattern in
                var position = 0
                let last = text.count - pattern.count
                while position <= last {
                    if text[position] == first, memcmp(text.baseAddress! + position, pattern.baseAddress!, pattern.count) == 0 {
                        return true
                    }
                    position += 1
                }
                return false
            }
        }
    }

    /// The typos needed for every query word to match a word of `termWords`, and how many
    /// term words were left over; nil when some query word matches nothing.
    private static func score(_ queryWords: [[Unicode.Scalar]], against termWords: [[Unicode.Scalar]]) -> (Int, Int)? {
        var cost = 0
        var used = Set<Int>()
        for word in queryWords {
            var best: (index: Int, cost: Int)?
            let tolerance = SearchText.typoTolerance(forLength: word.count)
            for (index, candidate) in termWords.enumerated() {
                var wordCost: Int
                if candidate == word {
                    wordCost = 0
                } else if word.count >= 4, candidate.count > word.count, candidate.starts(with: word) {
                    wordCost = 1
                } else if tolerance > 0 {
                    guard let typos = EditDistance.between(word, candidate, counting: .withAdjacentSwaps, atMost: tolerance) else { continue }
                    wordCost = typos
                } else {
                    continue
                }
                if used.contains(index) { wordCost += 1 }
                if best == nil || wordCost < best!.cost { best = (index, wordCost) }
                if wordCost == 0 { break }
            }
            guard let best else { return nil }
            cost += best.cost
            used.insert(best.index)
        }
        return (cost, termWords.count - used.count)
    }

    /// The three names (by their closest name or alias) nearest to the query.
    private func suggestions(for queryWords: [[Unicode.Scalar]]) -> [String] {
        let query = Array(queryWords.map { String(String.UnicodeScalarView($0)) }.joined(separator: " ").unicodeScalars)
        var ranked: [(name: String, distance: Int, order: Int)] = []
        for (order, entry) in entries.enumerated() {
            let names = entry.terms.filter { $0.field <= .alias }
            guard let distance = names.map({ EditDistance.between(query, $0.folded, counting: .withAdjacentSwaps) ?? .max }).min() else { continue }
            ranked.append((entry.name, distance, order))
        }
        var seen = Set<String>()
        return ranked
            .sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
            .map(\.name)
            .filter { seen.insert($0).inserted }
            .prefix(3)
            .map { $0 }
    }
}
