/// Foods to avoid or limit in pregnancy, and the caffeine limit (`nutrition/avoid.json`).
public struct AvoidList: Sendable, Hashable, Codable {
    /// The foods to avoid.
    public var items: [AvoidItem]
    /// The daily caffeine limit with examples.
    public var caffeine: CaffeineGuidance

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(items: [AvoidItem], caffeine: CaffeineGuidance) {
        self.items = items
        self.caffeine = caffeine
    }
}

/// A food to avoid in pregnancy, with why and what to do instead.
public struct AvoidItem: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "unpasteurised-soft-cheese".
    public var id: String
    /// The food, e.g. "Unpasteurised soft cheese".
    public var food: String
    /// Examples people might type, e.g. "brie".
    public var examples: [String]
    /// Why it is avoided.
    public var reason: String
    /// What to do instead.
    public var advice: String
    /// A short citation.
    public var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(
        id: String,
        food: String,
        examples: [String],
        reason: String,
        advice: String,
        source: String
    ) {
        self.id = id
        self.food = food
        self.examples = examples
        self.reason = reason
        self.advice = advice
        self.source = source
    }
}

/// The daily caffeine limit in pregnancy and how much common drinks hold.
public struct CaffeineGuidance: Sendable, Hashable, Codable {
    /// The limit in milligrams a day.
    public var limitMgPerDay: Int
    /// The guidance in words.
    public var text: String
    /// Common drinks and their caffeine.
    public var examples: [CaffeineExample]
    /// A short citation.
    public var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(limitMgPerDay: Int, text: String, examples: [CaffeineExample], source: String) {
        self.limitMgPerDay = limitMgPerDay
        self.text = text
        self.examples = examples
        self.source = source
    }
}

/// A drink and its caffeine, e.g. a mug of instant coffee, 100 mg.
public struct CaffeineExample: Sendable, Hashable, Codable {
    /// The drink.
    public var drink: String
    /// Its caffeine in milligrams.
    public var mg: Int

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(drink: String, mg: Int) {
        self.drink = drink
        self.mg = mg
    }
}
