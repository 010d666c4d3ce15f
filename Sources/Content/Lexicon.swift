/// A word list with synonyms, e.g. symptoms or moods (`lexicons/*.json`).
public struct Lexicon: Sendable, Hashable, Codable {
    /// The entries in file order.
    public var entries: [LexiconEntry]

    /// Creates a lexicon.
    public init(entries: [LexiconEntry]) { self.entries = entries }

    /// The entry with `id`, if any.
    public func entry(id: String) -> LexiconEntry? { entries.first { $0.id == id } }
}

/// One lexicon word with the other ways people say it.
public struct LexiconEntry: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "cramps".
    public var id: String
    /// The canonical name.
    public var name: String
    /// Other words and misspellings, e.g. "period pain", "krampz".
    public var synonyms: [String]
    /// A grouping, e.g. "pain"; in `foods.json` it is "food" or "nutrient".
    public var category: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(id: String, name: String, synonyms: [String], category: String) {
        self.id = id
        self.name = name
        self.synonyms = synonyms
        self.category = category
    }
}
