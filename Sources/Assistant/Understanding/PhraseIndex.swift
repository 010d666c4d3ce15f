/// Finds known phrases (lexicon names and synonyms) in a token list, longest match first.
struct PhraseIndex: Sendable {
    struct Entry: Sendable, Hashable {
        let kind: EntityKind
        let id: String
        let tokens: [String]
    }

    /// First token (stemmed) → entries starting with it, longest first.
    private var byFirstToken: [String: [Entry]] = [:]

    /// Every single word that appears in a phrase (for the spelling corrector's vocabulary).
    private(set) var words: Set<String> = []

    mutating func add(_ kind: EntityKind, id: String, phrase: String, normalizer: (String) -> [String]) {
        let tokens = normalizer(phrase).map(Stemmer.stem)
        guard let first = tokens.first else { return }
        let entry = Entry(kind: kind, id: id, tokens: tokens)
        var list = byFirstToken[first, default: []]
        guard !list.contains(entry) else { return }
        list.append(entry)
        list.sort { $0.tokens.count > $1.tokens.count }
        byFirstToken[first] = list
        words.formUnion(normalizer(phrase))
    }

    /// Every phrase occurrence in `stems`, keeping the longest at each position and not
    /// letting two spans of the same kind overlap.
    func find(in stems: [String], tokens: [String]) -> [EntitySpan] {
        var spans: [EntitySpan] = []
        var coveredUntil: [EntityKind: Int] = [:]
        for position in stems.indices {
            guard let candidates = byFirstToken[stems[position]] else { continue }
            for entry in candidates where position + entry.tokens.count <= stems.count {
                guard Array(stems[position..<(position + entry.tokens.count)]) == entry.tokens else { continue }
                if let until = coveredUntil[entry.kind], position < until { continue }
                spans.append(EntitySpan(
                    kind: entry.kind, start: position, length: entry.tokens.count, id: entry.id,
                    text: tokens[position..<(position + entry.tokens.count)].joined(separator: " ")
                ))
                coveredUntil[entry.kind] = position + entry.tokens.count
            }
        }
        return spans
    }
}
