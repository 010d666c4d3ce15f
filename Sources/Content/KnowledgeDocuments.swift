import JSON
// The top-level object of each Knowledge file. Internal: callers see `Knowledge`.

/// A decoded Knowledge file: every one carries `"version": 1`.
protocol KnowledgeDocument: Codable, Sendable {
    var version: Int { get }
}

struct PoseDocument: KnowledgeDocument {
    var version: Int
    var poses: [Pose]
}

struct RoutineDocument: KnowledgeDocument {
    var version: Int
    var routines: [Routine]
}

struct NutritionTipDocument: KnowledgeDocument {
    var version: Int
    var tips: [NutritionTip]
}

struct NutrientDocument: KnowledgeDocument {
    var version: Int
    var nutrients: [Nutrient]
}

struct AvoidDocument: KnowledgeDocument {
    var version: Int
    var items: [AvoidItem]
    var caffeine: CaffeineGuidance
}

struct AffirmationDocument: KnowledgeDocument {
    var version: Int
    var affirmations: [Affirmation]
}

struct WeeksDocument: KnowledgeDocument {
    var version: Int
    var table: String
    var weeks: [PregnancyWeek]
}

struct BreathingDocument: KnowledgeDocument {
    var version: Int
    var patterns: [BreathingPattern]
}

struct CareItemDocument: KnowledgeDocument {
    var version: Int
    var items: [CareItem]
}

struct LexiconDocument: KnowledgeDocument {
    var version: Int
    var entries: [LexiconEntry]
}

struct GuardrailsDocument: KnowledgeDocument {
    var version: Int
    var guardrails: Guardrails

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        version = try container.decode(Int.self, forKey: AnyCodingKey("version"))
        guardrails = try Guardrails(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(version, forKey: AnyCodingKey("version"))
        try guardrails.encode(to: encoder)
    }
}
