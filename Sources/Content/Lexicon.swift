/// A word list with synonyms, e.g. symptoms or moods (`lexicons/*.json`).
package struct Lexicon: Sendable, Hashable, Codable {
    /// The entries in file order.
    package var entries: [LexiconEntry]

    /// Creates a lexicon.
    package init(entries: [LexiconEntry]) { self.entries = entries }

    /// The entry with `id`, if any.
    package func entry(id: String) -> LexiconEntry? { entries.first { $0.id == id } }
}

/// One lexicon word with the other ways people say it.
package struct LexiconEntry: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "cramps".
    package var id: String
    /// The canonical name.
    package var name: String
    /// Other words and misspellings, e.g. "period pain", "krampz".
    package var synonyms: [String]
    /// A grouping, e.g. "pain"; in `foods.json` it is "food" or "nutrient".
    package var category: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(id: String, name: String, synonyms: [String], category: String) {
        self.id = id
        self.name = name
        self.synonyms = synonyms
        self.category = category
    }
}
