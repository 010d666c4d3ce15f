import JSON
/// What Bloom must never say, by category (`guardrails.json`).
package struct Guardrails: Sendable, Hashable, Codable {
    /// What the file is for.
    package var about: String
    /// The output rules, by category.
    package var output: [GuardrailCategory: GuardrailRules]

    /// Creates guardrails from rules per category.
    package init(about: String = "", output: [GuardrailCategory: GuardrailRules]) {
        self.about = about
        self.output = output
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case about, output
    }

    /// Decodes the file's `about` and `output` (other top-level sections are left to their owners).
    /// - Throws: `DecodingError` naming an unknown category or a malformed rule set.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        about = try container.decodeIfPresent(String.self, forKey: .about) ?? ""
        let categories = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .output)
        var output: [GuardrailCategory: GuardrailRules] = [:]
        for key in categories.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            guard let category = GuardrailCategory(rawValue: key.stringValue) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: categories,
                    debugDescription: "unknown guardrail category; expected one of \(GuardrailCategory.allWords)")
            }
            output[category] = try categories.decode(GuardrailRules.self, forKey: key)
        }
        self.output = output
    }

    /// Encodes the guardrails as the file writes them.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(about, forKey: .about)
        var categories = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .output)
        for category in GuardrailCategory.allCases {
            if let rules = output[category] { try categories.encode(rules, forKey: AnyCodingKey(category.rawValue)) }
        }
    }
}

/// A kind of thing Bloom must never say.
package enum GuardrailCategory: String, KnowledgeVocabulary, Comparable {
    /// Telling someone what condition they have.
    case diagnosis
    /// Recommending a medicine or a dose.
    case dose
    /// Calling a day safe for unprotected sex.
    case safeDay
    /// Reassuring about a symptom Bloom cannot examine.
    case reassurance

    package static func < (lhs: GuardrailCategory, rhs: GuardrailCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The phrases and patterns of one guardrail category.
package struct GuardrailRules: Sendable, Hashable, Codable {
    /// Why the category exists.
    package var why: String
    /// Phrases matched case-insensitively on word boundaries.
    package var phrases: [String]
    /// ICU regular expressions matched against the lower-cased text.
    package var patterns: [String]

    /// Creates a rule set.
    package init(why: String = "", phrases: [String], patterns: [String] = []) {
        self.why = why
        self.phrases = phrases
        self.patterns = patterns
    }
}

