import Content
import JSON

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
        /// The rule knows what the emergency guard fears and answers it at its own level
        /// (movements not yet felt at 12 weeks): true lets it stand below the guard.
        let overridesGuard: Bool?
        /// The rule is about the person's history ("after a previous ectopic…"): it reads the
        /// whole message, however long ago the history is said to be.
        var readsHistory: Bool? = nil
        /// After a birth, the rule applies only this many weeks after it, `[from, to]`, when
        /// the weeks are known (bleeding after the birth, up to 12 weeks).
        var postpartumWeeks: [Int]? = nil
    }

    struct ModifierEntry: Decodable {
        let id: String
        let cap: CareLevel
        let reason: String
        let patterns: [String]
        let unless: [String]?
        /// The modifier reads a question about what could happen ("what if…", "how would I
        /// know…"), not something that happened: when it lowers an urgent level, the answer
        /// says to get urgent care if it does happen.
        let asksAhead: Bool?
        /// The modifier reads a pattern that is still the person's present ("every period I
        /// pass huge clots"): the capped level is advice for now, so the answer gives it as
        /// the reply's care, and self-care still applies below it.
        let ongoing: Bool?
    }

    struct Fallback: Decodable {
        let level: CareLevel
        let reason: String
        /// What a message says that clears what only the learned check read ("fine once I
        /// rest"): with one of these the fallback does not apply.
        let notWhen: [String]?
    }

    let version: Int
    let fallback: Fallback
    let fever: [String]
    let possiblyPregnant: [String]
    let pregnancyNamed: [String]
    let pregnancyAvoided: [String]
    let pregnantNow: [String]
    let notPregnant: [String]
    let postpartum: [String]
    let rules: [RuleEntry]
    let modifiers: [ModifierEntry]
}

extension TriageFile: JSONReadable {
    init(json: JSONNode) throws {
        var concepts: [String: [String]] = [:]
        if let node = try json.optional("concepts") {
            for (name, patterns) in try node.members() { concepts[name] = try patterns.strings() }
        }
        let fallbackNode = try json.required("fallback")
        let raw = TriageFile(
            version: try json.required("version").int(),
            fallback: Fallback(level: try fallbackNode.required("level").word(CareLevel.self), reason: try fallbackNode.required("reason").string(),
                               notWhen: try fallbackNode.optional("notWhen")?.strings()),
            fever: try json.required("fever").strings(),
            possiblyPregnant: try json.required("possiblyPregnant").strings(),
            pregnancyNamed: try json.required("pregnancyNamed").strings(),
            pregnancyAvoided: try json.required("pregnancyAvoided").strings(),
            pregnantNow: try json.required("pregnantNow").strings(),
            notPregnant: try json.required("notPregnant").strings(),
            postpartum: try json.required("postpartum").strings(),
            rules: try json.required("rules").elements().map { rule in
                RuleEntry(
                    id: try rule.required("id").string(), level: try rule.required("level").word(CareLevel.self),
                    all: try rule.required("all").elements().map { try $0.strings() }, reason: try rule.required("reason").string(),
                    when: try rule.optional("when")?.word(TriageCondition.self), weeks: try rule.optional("weeks")?.elements().map { try $0.int() },
                    unless: try rule.optional("unless")?.strings(), overridesGuard: try rule.optional("overridesGuard")?.bool(),
                    readsHistory: try rule.optional("readsHistory")?.bool(),
                    postpartumWeeks: try rule.optional("postpartumWeeks")?.elements().map { try $0.int() })
            },
            modifiers: try json.required("modifiers").elements().map { modifier in
                ModifierEntry(
                    id: try modifier.required("id").string(), cap: try modifier.required("cap").word(CareLevel.self),
                    reason: try modifier.required("reason").string(), patterns: try modifier.required("patterns").strings(),
                    unless: try modifier.optional("unless")?.strings(), asksAhead: try modifier.optional("asksAhead")?.bool(),
                    ongoing: try modifier.optional("ongoing")?.bool())
            })
        self = try raw.expandingConcepts(concepts)
    }
}

extension TriageFile {
    /// The file as `Decodable` reads it: the same fields, then the concepts expanded, as
    /// `init(json:)` does.
    init(from decoder: any Decoder) throws {
        struct Raw: Decodable {
            let version: Int
            let fallback: Fallback
            let fever, possiblyPregnant, pregnancyNamed, pregnancyAvoided, pregnantNow, notPregnant, postpartum: [String]
            let rules: [RuleEntry]
            let modifiers: [ModifierEntry]
            let concepts: [String: [String]]?
        }
        let raw = try Raw(from: decoder)
        self = try TriageFile(version: raw.version, fallback: raw.fallback, fever: raw.fever, possiblyPregnant: raw.possiblyPregnant,
                              pregnancyNamed: raw.pregnancyNamed, pregnancyAvoided: raw.pregnancyAvoided, pregnantNow: raw.pregnantNow,
                              notPregnant: raw.notPregnant, postpartum: raw.postpartum, rules: raw.rules, modifiers: raw.modifiers)
            .expandingConcepts(raw.concepts ?? [:])
    }

    /// This file with each "@name" of a concept in a rule's groups and exceptions replaced by
    /// the concept's patterns. A concept names the many ways people say one thing
    /// ("@passedOut": "fainted", "passed out", "keeled over"…), written once in `concepts` and
    /// used by every rule that needs it. A reading ("@fever", "@severeBloodPressure") stays as
    /// it is (`TriageGroup.reading`).
    /// - Throws: `AssistantDataError` when a rule names a concept the file does not define.
    func expandingConcepts(_ concepts: [String: [String]]) throws -> TriageFile {
        func expanded(_ patterns: [String], _ owner: String) throws -> [String] {
            try patterns.flatMap { pattern -> [String] in
                guard pattern.hasPrefix("@"), TriageGroup.reading(pattern) == nil else { return [pattern] }
                guard let concept = concepts[String(pattern.dropFirst())] else {
                    throw AssistantDataError(file: "triage/rules.json", problem: "\(owner) names \(pattern), which is no concept")
                }
                return concept
            }
        }
        let rules = try self.rules.map { rule in
            RuleEntry(id: rule.id, level: rule.level, all: try rule.all.map { try expanded($0, rule.id) }, reason: rule.reason, when: rule.when,
                      weeks: rule.weeks, unless: try rule.unless.map { try expanded($0, rule.id) }, overridesGuard: rule.overridesGuard,
                      readsHistory: rule.readsHistory, postpartumWeeks: rule.postpartumWeeks)
        }
        return TriageFile(version: version, fallback: fallback, fever: fever, possiblyPregnant: possiblyPregnant, pregnancyNamed: pregnancyNamed,
                          pregnancyAvoided: pregnancyAvoided, pregnantNow: pregnantNow, notPregnant: notPregnant, postpartum: postpartum,
                          rules: rules, modifiers: modifiers)
    }
}

extension JSONNode {
    /// One word of a string-valued enum, read directly; a word that is not one goes through
    /// `Decodable` for its error message.
    func word<T: RawRepresentable & Decodable>(_ type: T.Type) throws -> T where T.RawValue == String {
        if let value = T(rawValue: try string()) { return value }
        return try decode(T.self)
    }
}

/// Where a triage rule applies.
package enum TriageCondition: String, Sendable, Decodable {
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
    /// Neither pregnant, after a birth, nor trying to conceive: emergency contraception is
    /// for someone who does not want a pregnancy.
    case notTrying = "not-trying"
}

/// One compiled rule: every group must have a matching pattern, no exception may match, and
/// the context must fit.
struct TriageRule: Sendable {
    let id: String
    let level: CareLevel
    /// Each group holds alternatives (positions in the engine's pattern table) or a reading.
    let groups: [TriageGroup]
    let unless: [Int]
    let condition: TriageCondition?
    let weeks: ClosedRange<Int>?
    let reason: String
    /// Whether the rule's level stands when the emergency guard fired and it is below the
    /// fallback level (otherwise the guard's level wins).
    let overridesGuard: Bool
    /// Whether the rule is about the person's history and reads the whole message
    /// (`TriageFile.RuleEntry.readsHistory`).
    var readsHistory = false
    /// The weeks after a birth the rule applies in, when they are known
    /// (`TriageFile.RuleEntry.postpartumWeeks`).
    var postpartumWeeks: ClosedRange<Int>? = nil
}

/// One compiled modifier: when it matches (and no exception does), levels are capped.
struct TriageModifier: Sendable {
    let id: String
    let cap: CareLevel
    let reason: String
    let patterns: [Int]
    let unless: [Int]
    /// See `TriageFile.ModifierEntry.asksAhead`.
    let asksAhead: Bool
    /// See `TriageFile.ModifierEntry.ongoing`.
    let ongoing: Bool
}

/// One group of a rule: alternatives, any of which says the symptom, or a reading of the
/// message's numbers.
enum TriageGroup: Sendable {
    /// Positions in the engine's pattern table.
    case patterns([Int])
    /// A fever: a word of fever, or a temperature at or above the threshold (`@fever`).
    case fever
    /// A blood pressure reading with either number at or above these (`@highBloodPressure`:
    /// 140/90, NICE's threshold for high blood pressure in pregnancy; `@severeBloodPressure`:
    /// 160/110, its severe hypertension; `@veryHighBloodPressure`: 180/120, which the NHS says
    /// needs a doctor the same day).
    case bloodPressure(systolic: Int, diastolic: Int)

    /// The reading a group of one "@name" stands for, or nil when it names none.
    static func reading(_ name: String) -> TriageGroup? {
        switch name {
        case "@fever": .fever
        case "@highBloodPressure": .bloodPressure(systolic: 140, diastolic: 90)
        case "@severeBloodPressure": .bloodPressure(systolic: 160, diastolic: 110)
        case "@veryHighBloodPressure": .bloodPressure(systolic: 180, diastolic: 120)
        default: nil
        }
    }
}
