/// Words a message may mention (`AnalyzedMessage.mentions`), written as a list and kept as
/// word ids (`WordIDs`): asking whether a message mentions one of them is a bit test per word,
/// where a `Set<String>` hashed every word of the message again for every question asked of it.
struct MentionWords: ExpressibleByArrayLiteral, Sendable {
    /// The words, as written.
    let words: [String]
    /// Their ids, ascending.
    let ids: [Int32]
    /// One more than the largest id: a message looked up before this one was made may not know them.
    let limit: Int32

    init(_ words: some Sequence<String>) {
        self.words = Array(words)
        ids = WordIDs.shared.intern(self.words).sorted()
        limit = (ids.last ?? -1) + 1
    }

    init(arrayLiteral words: String...) {
        self.init(words)
    }

    /// Whether `word` is one of the words.
    func contains(_ word: String) -> Bool { words.contains(word) }

    /// These words and `more`.
    func union(_ more: [String]) -> MentionWords {
        MentionWords(words + more.filter { !contains($0) })
    }

    /// These words without `other`'s.
    func subtracting(_ other: MentionWords) -> MentionWords {
        MentionWords(words.filter { !other.contains($0) })
    }
}
