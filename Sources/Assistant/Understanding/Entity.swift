import CycleCore
import Language

/// The kinds of thing the assistant recognises in a message.
package enum EntityKind: String, Sendable, Hashable, CaseIterable, Codable {
    case day, number, temperature, volume, weight, duration, count, energy, week
    case symptom, mood, flow, discharge, opk, pose, routine, breathing, food, nutrient, phase, mode, profile
}

extension EntityKind {
    /// The kind's own bit in a set of kinds kept as one integer (`AnalyzedMessage.hasEntity`).
    var bit: UInt64 {
        let index: UInt64 = switch self {
        case .day: 0
        case .number: 1
        case .temperature: 2
        case .volume: 3
        case .weight: 4
        case .duration: 5
        case .count: 6
        case .energy: 7
        case .week: 8
        case .symptom: 9
        case .mood: 10
        case .flow: 11
        case .discharge: 12
        case .opk: 13
        case .pose: 14
        case .routine: 15
        case .breathing: 16
        case .food: 17
        case .nutrient: 18
        case .phase: 19
        case .mode: 20
        case .profile: 21
        }
        return 1 << index
    }
}

/// One thing found in a message: its kind, the token span it covers and its value.
package struct EntitySpan: Sendable, Hashable {
    package let kind: EntityKind
    /// First token index.
    package let start: Int
    /// Number of tokens.
    package let length: Int
    /// The canonical id for lexicon entities (e.g. "cramps", "childs-pose", "luteal").
    package let id: String?
    /// A numeric value: a number, °C, ml, kg, seconds, kcal, a week number.
    package let value: Double?
    /// A resolved day.
    package let day: Day?
    /// The words as they appear in the normalised message.
    package let text: String

    package init(kind: EntityKind, start: Int, length: Int, id: String? = nil, value: Double? = nil, day: Day? = nil, text: String) {
        self.kind = kind
        self.start = start
        self.length = length
        self.id = id
        self.value = value
        self.day = day
        self.text = text
    }
}

/// A message after normalising and entity extraction: what the classifier and handlers read.
///
/// A class, though it is a value (every property is a constant): one message is handed to
/// dozens of readers and kept in the understanding, the answer's context and the
/// conversation, and a copy of a class is one reference where a copy of the struct it was
/// retained each of its arrays (about 700 reference counts a message).
package final class AnalyzedMessage: Sendable {
    package let normalized: NormalizedText
    /// A crude singular of each token, for pattern matching.
    let stems: [String]
    /// The stems as pattern word ids, looked up once for every pattern to compare.
    let words: MessageWords
    /// The stems and the tokens as word ids, for `mentions`.
    private let mentionable: MessageWords
    /// The kinds found, one bit per `EntityKind` case.
    private let kinds: UInt64
    /// Every entity found, in order of position.
    package let entities: [EntitySpan]
    /// Day phrases that could not be pinned to one day ("last week", "the other day").
    package let vagueDays: [String]
    /// Day phrases that name no real day ("31 February"), with the reason.
    package let invalidDays: [(text: String, reason: String)]

    init(normalized: NormalizedText, entities: [EntitySpan], vagueDays: [String] = [], invalidDays: [(String, String)] = [], stems: [String]? = nil) {
        self.normalized = normalized
        let stems = stems ?? normalized.tokens.map(Stemmer.stem)
        self.stems = stems
        (self.words, self.mentionable) = WordIDs.shared.lookUp(stems, tokens: normalized.tokens)
        var kinds: UInt64 = 0
        for entity in entities { kinds |= entity.kind.bit }
        self.kinds = kinds
        self.entities = entities.sorted { ($0.start, -$0.length) < ($1.start, -$1.length) }
        self.vagueDays = vagueDays
        self.invalidDays = invalidDays.map { (text: $0.0, reason: $0.1) }
    }

    /// Whether any entity of `kind` was found.
    func hasEntity(_ kind: EntityKind) -> Bool { kinds & kind.bit != 0 }

    /// The length of the longest entity of `kind` starting at `position`, if any.
    func entityLength(_ kind: EntityKind, at position: Int) -> Int? {
        var longest: Int?
        for entity in entities where entity.start == position && entity.kind == kind {
            longest = max(longest ?? entity.length, entity.length)
        }
        return longest
    }

    /// The first entity of `kind`.
    package func first(_ kind: EntityKind) -> EntitySpan? { entities.first { $0.kind == kind } }

    /// Every entity of `kind`.
    package func all(_ kind: EntityKind) -> [EntitySpan] { entities.filter { $0.kind == kind } }

    /// Whether any token (or its singular) is one of `words`.
    func mentions(_ words: MentionWords) -> Bool {
        guard mentionable.covers(words.limit) else {
            // Words given ids after this message was read: compared as text.
            return stems.contains(where: words.contains) || normalized.tokens.contains(where: words.contains)
        }
        return words.ids.contains(where: mentionable.contains)
    }
}
