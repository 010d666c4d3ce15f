/// A closed set of words one Knowledge field may use, decoded with an error that lists them.
///
/// Conforming enums get a `Decodable` implementation whose failure reads
/// "expected one of beginner, intermediate, advanced, found 'easy'".
package protocol KnowledgeVocabulary: RawRepresentable, CaseIterable, Codable, Sendable, Hashable
where RawValue == String {}

extension KnowledgeVocabulary {
    /// Decodes one of the vocabulary's words.
    /// - Throws: `DecodingError.dataCorrupted` listing the valid words when the text is not one.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let word = try container.decode(String.self)
        guard let value = Self(rawValue: word) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected one of \(Self.allWords), found '\(word)'"
            )
        }
        self = value
    }

    /// Every valid word, comma-separated, e.g. "beginner, intermediate, advanced".
    package static var allWords: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Open vocabularies (tags, themes) that the validator checks but loading accepts.
package enum KnowledgeTags {
    /// The tags a pose may carry (SCHEMA.md).
    package static let poseTags: Set<String> = [
        "cramps", "lower-back", "sleep", "stress", "pelvic-floor", "energy", "hips", "digestion",
        "headache", "fatigue", "posture", "balance",
    ]

    /// The themes an affirmation may carry (SCHEMA.md).
    package static let affirmationThemes: Set<String> = [
        "rest", "strength", "body", "patience", "hope", "calm", "self-worth", "energy", "gratitude",
        "connection", "change", "birth",
    ]
}
