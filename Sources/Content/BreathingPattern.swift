/// A paced breathing exercise such as box breathing (`breathing.json`).
package struct BreathingPattern: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "box" or "4-7-8".
    package var id: String
    /// The name people read, e.g. "Box breathing".
    package var name: String
    /// Other names a person might type, e.g. "square breathing".
    package var aliases: [String]
    /// One round: the breath phases and their seconds.
    package var pattern: [BreathStep]
    /// How many rounds make a session by default.
    package var rounds: Int
    /// How to do it.
    package var steps: [String]
    /// What it can help with.
    package var helpsWith: [String]
    /// When to take care.
    package var cautions: [String]
    /// Guidance for pregnancy.
    package var pregnancy: String
    /// A short citation.
    package var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(
        id: String,
        name: String,
        aliases: [String],
        pattern: [BreathStep],
        rounds: Int,
        steps: [String],
        helpsWith: [String],
        cautions: [String],
        pregnancy: String,
        source: String
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.pattern = pattern
        self.rounds = rounds
        self.steps = steps
        self.helpsWith = helpsWith
        self.cautions = cautions
        self.pregnancy = pregnancy
        self.source = source
    }

    /// The seconds one round takes.
    package var secondsPerRound: Double { pattern.reduce(0) { $0 + $1.seconds } }
}

/// One part of a breathing round: a phase and how long it lasts.
package struct BreathStep: Sendable, Hashable, Codable {
    /// Inhale, hold, exhale or the sigh's top-up inhale.
    package var phase: BreathPhase
    /// How long, in seconds (may be fractional, e.g. 5.5).
    package var seconds: Double

    /// Creates a step.
    package init(phase: BreathPhase, seconds: Double) {
        self.phase = phase
        self.seconds = seconds
    }
}

/// A phase of a breath.
package enum BreathPhase: String, KnowledgeVocabulary {
    case inhale, hold, exhale
    /// The physiological sigh's second, short inhale.
    case inhaleTopUp = "inhale-top-up"

    /// What to show while it lasts, e.g. "Breathe in".
    package var instruction: String {
        switch self {
        case .inhale: "Breathe in"
        case .hold: "Hold"
        case .exhale: "Breathe out"
        case .inhaleTopUp: "Breathe in a little more"
        }
    }
}
