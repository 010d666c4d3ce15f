import Language

/// Finds known phrases (lexicon names and synonyms) in a token list, longest match first.
struct PhraseIndex: Sendable, Equatable {
    struct Entry: Sendable, Hashable {
        let kind: EntityKind
        let id: String
        let tokens: [String]
    }

    /// First token (stemmed) → entries starting with it, longest first.
    private(set) var byFirstToken: [String: [Entry]] = [:] {
        didSet { firstTokens = nil }
    }
    /// `byFirstToken` as a `WordTable` (each stem of a message is looked up; a dictionary's
    /// seeded hash costs several times as much). Nil once `add` changes the index: the
    /// dictionary is read then.
    private var firstTokens: WordTable<[Entry]>?

    init() {}

    /// An index with these lists, as `byFirstToken` of another gave them (compiled tables).
    init(byFirstToken: [String: [Entry]]) {
        self.byFirstToken = byFirstToken
        self.firstTokens = WordTable(byFirstToken)
    }

    static func == (lhs: PhraseIndex, rhs: PhraseIndex) -> Bool {
        lhs.byFirstToken == rhs.byFirstToken
    }

    mutating func add(_ kind: EntityKind, id: String, phrase: String, normalizer: (String) -> [String]) {
        let tokens = normalizer(phrase).map(Stemmer.stem)
        guard let first = tokens.first else { return }
        let entry = Entry(kind: kind, id: id, tokens: tokens)
        var list = byFirstToken[first, default: []]
        guard !list.contains(entry) else { return }
        list.append(entry)
        list.sort { $0.tokens.count > $1.tokens.count }
        byFirstToken[first] = list
    }

    /// Every phrase occurrence in `stems`, keeping the longest at each position and not
    /// letting two spans of the same kind overlap.
    func find(in stems: [String], tokens: [String]) -> [EntitySpan] {
        var spans: [EntitySpan] = []
        var coveredUntil: [EntityKind: Int] = [:]
        for position in stems.indices {
            let stem = stems[position]
            guard let candidates = firstTokens != nil ? firstTokens![stem] : byFirstToken[stem] else { continue }
            for entry in candidates where position + entry.tokens.count <= stems.count {
                guard let length = Self.matchedLength(of: entry.tokens, at: position, stems: stems, tokens: tokens) else { continue }
                if let until = coveredUntil[entry.kind], position < until { continue }
                spans.append(EntitySpan(
                    kind: entry.kind, start: position, length: length, id: entry.id,
                    text: NormalizedText.joined(Array(tokens[position..<(position + length)]))
                ))
                coveredUntil[entry.kind] = position + length
            }
        }
        return Self.withoutWordsOfLongerPhrases(spans)
    }

    /// Words of degree that may stand inside a phrase without changing what it names: "face
    /// is so oily" is "face is oily", "back is really killing me" is "back is killing me".
    static let degreeWords: Set<String> = ["so", "really", "very", "super", "soo", "sooo", "proper", "well", "absolutely", "actually", "literally"]

    /// How many of the message's words, from `position`, the phrase `phrase` (stems) takes:
    /// its words in order, with words of degree (`degreeWords`) allowed between them (never
    /// before the first). Nil when the words there are not the phrase.
    static func matchedLength(of phrase: [String], at position: Int, stems: [String], tokens: [String]) -> Int? {
        if stems[position..<(position + phrase.count)].elementsEqual(phrase) { return phrase.count }
        guard phrase.count > 1 else { return nil }
        var cursor = position
        for (index, stem) in phrase.enumerated() {
            if index > 0 { while cursor < stems.count, stems[cursor] != stem, degreeWords.contains(tokens[cursor]) { cursor += 1 } }
            guard cursor < stems.count, stems[cursor] == stem else { return nil }
            cursor += 1
        }
        return cursor - position
    }

    /// The kinds whose phrases are read apart ("upset" a mood, "upset stomach" a symptom), and
    /// of which a phrase inside a longer phrase of another kind is not said on its own.
    static let entryKinds: Set<EntityKind> = [.symptom, .mood, .discharge, .flow]

    /// `spans` without an entry whose words lie strictly inside a longer entry of another
    /// kind: "upset stomach" is nausea, not a sad mood; "light bleeding between periods" is
    /// spotting, not a light flow; "no discharge" is dry, not a change in discharge.
    static func withoutWordsOfLongerPhrases(_ spans: [EntitySpan]) -> [EntitySpan] {
        let entries = spans.filter { entryKinds.contains($0.kind) }
        guard entries.count > 1 else { return spans }
        return spans.filter { span in
            guard entryKinds.contains(span.kind) else { return true }
            return !entries.contains { other in
                other.kind != span.kind && other.length > span.length
                    && other.start <= span.start && span.start + span.length <= other.start + other.length
            }
        }
    }
}
