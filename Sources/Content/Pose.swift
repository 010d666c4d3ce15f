import CycleCore

/// A yoga pose with its steps, hold, cautions and pregnancy guidance (`yoga/poses.json`).
public struct Pose: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "childs-pose".
    public var id: String
    /// The name people use, e.g. "Child's Pose".
    public var name: String
    /// The Sanskrit name, e.g. "Balasana", when the pose has one.
    public var sanskrit: String?
    /// Other names a person might type, e.g. "child pose".
    public var aliases: [String]
    /// The kind of pose.
    public var category: PoseCategory
    /// How hard it is.
    public var difficulty: PoseDifficulty
    /// What it can help with, one sentence each.
    public var benefits: [String]
    /// How to do it, in order.
    public var steps: [String]
    /// How long to stay.
    public var hold: Hold
    /// When to take care or skip it (may be empty).
    public var cautions: [String]
    /// The cycle phases it fits best (at least one).
    public var phases: [Phase]
    /// Whether it suits each trimester.
    public var pregnancy: PregnancyGuidance
    /// How to adapt it in pregnancy; required when any trimester is `modify`.
    public var pregnancyNote: String?
    /// Properties that rule it out in pregnancy (inversion, supine, …).
    public var features: [PoseFeature]
    /// What it is good for: cramps, lower-back, sleep, …
    public var tags: [String]
    /// A short citation, or "yoga tradition".
    public var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(
        id: String,
        name: String,
        sanskrit: String? = nil,
        aliases: [String],
        category: PoseCategory,
        difficulty: PoseDifficulty,
        benefits: [String],
        steps: [String],
        hold: Hold,
        cautions: [String],
        phases: [Phase],
        pregnancy: PregnancyGuidance,
        pregnancyNote: String? = nil,
        features: [PoseFeature],
        tags: [String],
        source: String
    ) {
        self.id = id
        self.name = name
        self.sanskrit = sanskrit
        self.aliases = aliases
        self.category = category
        self.difficulty = difficulty
        self.benefits = benefits
        self.steps = steps
        self.hold = hold
        self.cautions = cautions
        self.phases = phases
        self.pregnancy = pregnancy
        self.pregnancyNote = pregnancyNote
        self.features = features
        self.tags = tags
        self.source = source
    }
}

/// The kind of a pose.
public enum PoseCategory: String, KnowledgeVocabulary {
    case standing, seated, kneeling, supine, prone, restorative, balance
    case hipOpener = "hip-opener"
    case twist, backbend, inversion, breathing
}

/// How hard a pose is.
public enum PoseDifficulty: String, KnowledgeVocabulary {
    case beginner, intermediate, advanced
}

/// A property of a pose that matters in pregnancy.
public enum PoseFeature: String, KnowledgeVocabulary {
    case inversion
    case deepTwist = "deep-twist"
    case supine, prone
    case deepBackbend = "deep-backbend"
    case hot
    case breathRetention = "breath-retention"
    case jumping

    /// Features that rule a pose out in every trimester.
    public static let avoidedThroughoutPregnancy: Set<PoseFeature> = [.inversion, .deepTwist, .hot, .jumping]
    /// Features that rule a pose out from the second trimester.
    public static let avoidedFromSecondTrimester: Set<PoseFeature> = [.supine, .prone]
}
