/// A paced breathing exercise such as box breathing (`breathing.json`).
public struct BreathingPattern: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "box" or "4-7-8".
    public var id: String
    /// The name people read, e.g. "Box breathing".
    public var name: String
    /// Other names a person might type, e.g. "square breathing".
    public var aliases: [String]
    /// One round: the breath phases and their seconds.
    public var pattern: [BreathStep]
    /// How many rounds make a session by default.
    public var rounds: Int
    /// How to do it.
    public var steps: [String]
    /// What it can help with.
    public var helpsWith: [String]
    /// When to take care.
    public var cautions: [String]
    /// Guidance for pregnancy.
    public var pregnancy: String
    /// A short citation.
    public var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(
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
    public var secondsPerRound: Double { pattern.reduce(0) { $0 + $1.seconds } }
}

/// One part of a breathing round: a phase and how long it lasts.
public struct BreathStep: Sendable, Hashable, Codable {
    /// Inhale, hold, exhale or the sigh's top-up inhale.
    public var phase: BreathPhase
    /// How long, in seconds (may be fractional, e.g. 5.5).
    public var seconds: Double

    /// Creates a step.
    public init(phase: BreathPhase, seconds: Double) {
        self.phase = phase
        self.seconds = seconds
    }
}

/// A phase of a breath.
public enum BreathPhase: String, KnowledgeVocabulary {
    case inhale, hold, exhale
    /// The physiological sigh's second, short inhale.
    case inhaleTopUp = "inhale-top-up"

    /// What to show while it lasts, e.g. "Breathe in".
    public var instruction: String {
        switch self {
        case .inhale: "Breathe in"
        case .hold: "Hold"
        case .exhale: "Breathe out"
        case .inhaleTopUp: "Breathe in a little more"
        }
    }
}
