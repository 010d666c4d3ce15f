import CycleCore

/// A yoga pose with its steps, hold, cautions and pregnancy guidance (`yoga/poses.json`).
package struct Pose: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "childs-pose".
    package var id: String
    /// The name people use, e.g. "Child's Pose".
    package var name: String
    /// The Sanskrit name, e.g. "Balasana", when the pose has one.
    package var sanskrit: String?
    /// Other names a person might type, e.g. "child pose".
    package var aliases: [String]
    /// The kind of pose.
    package var category: PoseCategory
    /// How hard it is.
    package var difficulty: PoseDifficulty
    /// What it can help with, one sentence each.
    package var benefits: [String]
    /// How to do it, in order.
    package var steps: [String]
    /// How long to stay.
    package var hold: Hold
    /// When to take care or skip it (may be empty).
    package var cautions: [String]
    /// The cycle phases it fits best (at least one).
    package var phases: [Phase]
    /// Whether it suits each trimester.
    package var pregnancy: PregnancyGuidance
    /// How to adapt it in pregnancy; required when any trimester is `modify`.
    package var pregnancyNote: String?
    /// Properties that rule it out in pregnancy (inversion, supine, …).
    package var features: [PoseFeature]
    /// What it is good for: cramps, lower-back, sleep, …
    package var tags: [String]
    /// A short citation, or "yoga tradition".
    package var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(
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
package enum PoseCategory: String, KnowledgeVocabulary {
    case standing, seated, kneeling, supine, prone, restorative, balance
    case hipOpener = "hip-opener"
    case twist, backbend, inversion, breathing
}

/// How hard a pose is.
package enum PoseDifficulty: String, KnowledgeVocabulary {
    case beginner, intermediate, advanced
}

/// A property of a pose that matters in pregnancy.
package enum PoseFeature: String, KnowledgeVocabulary {
    case inversion
    case deepTwist = "deep-twist"
    case supine, prone
    case deepBackbend = "deep-backbend"
    case hot
    case breathRetention = "breath-retention"
    case jumping

    /// Features that rule a pose out in every trimester.
    package static let avoidedThroughoutPregnancy: Set<PoseFeature> = [.inversion, .deepTwist, .hot, .jumping]
    /// Features that rule a pose out from the second trimester.
    package static let avoidedFromSecondTrimester: Set<PoseFeature> = [.supine, .prone]
}
