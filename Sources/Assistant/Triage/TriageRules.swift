import Content

/// `Knowledge/triage/rules.json` as written: the rules, the modifiers and the words that
/// say a message is about a pregnancy, a birth or a fever.
struct TriageFile: Decodable {
    struct RuleEntry: Decodable {
        let id: String
        let level: CareLevel
        let all: [[String]]
        let reason: String
        let when: TriageCondition?
        let weeks: [Int]?
        let unless: [String]?
    }

    struct ModifierEntry: Decodable {
        let id: String
        let cap: CareLevel
        let reason: String
        let patterns: [String]
        let unless: [String]?
    }

    struct Fallback: Decodable {
        let level: CareLevel
        let reason: String
    }

    let version: Int
    let fallback: Fallback
    let fever: [String]
    let possiblyPregnant: [String]
    let pregnantNow: [String]
    let notPregnant: [String]
    let postpartum: [String]
    let rules: [RuleEntry]
    let modifiers: [ModifierEntry]
}

/// Where a triage rule applies.
public enum TriageCondition: String, Sendable, Decodable {
    /// Pregnant now.
    case pregnant
    /// After a birth.
    case postpartum
    /// Pregnant or after a birth.
    case obstetric
    /// Pregnant, trying, or the message names a late period or a positive test.
    case possiblyPregnant = "possibly-pregnant"
    /// Neither pregnant nor after a birth.
    case notPregnant = "not-pregnant"
}

/// One compiled rule: every group must have a matching pattern, no exception may match, and
/// the context must fit.
struct TriageRule: Sendable {
    let id: String
    let level: CareLevel
    /// Each group holds alternatives (positions in the engine's pattern table); `nil` marks
    /// the fever condition.
    let groups: [[Int]?]
    let unless: [Int]
    let condition: TriageCondition?
    let weeks: ClosedRange<Int>?
    let reason: String
}

/// One compiled modifier: when it matches (and no exception does), levels are capped.
struct TriageModifier: Sendable {
    let id: String
    let cap: CareLevel
    let reason: String
    let patterns: [Int]
    let unless: [Int]
}
