/// Foods to avoid or limit in pregnancy, and the caffeine limit (`nutrition/avoid.json`).
package struct AvoidList: Sendable, Hashable, Codable {
    /// The foods to avoid.
    package var items: [AvoidItem]
    /// The daily caffeine limit with examples.
    package var caffeine: CaffeineGuidance

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(items: [AvoidItem], caffeine: CaffeineGuidance) {
        self.items = items
        self.caffeine = caffeine
    }
}

/// A food to avoid in pregnancy, with why and what to do instead.
package struct AvoidItem: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "unpasteurised-soft-cheese".
    package var id: String
    /// The food, e.g. "Unpasteurised soft cheese".
    package var food: String
    /// Examples people might type, e.g. "brie".
    package var examples: [String]
    /// Why it is avoided.
    package var reason: String
    /// What to do instead.
    package var advice: String
    /// A short citation.
    package var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(
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
package struct CaffeineGuidance: Sendable, Hashable, Codable {
    /// The limit in milligrams a day.
    package var limitMgPerDay: Int
    /// The guidance in words.
    package var text: String
    /// Common drinks and their caffeine.
    package var examples: [CaffeineExample]
    /// A short citation.
    package var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(limitMgPerDay: Int, text: String, examples: [CaffeineExample], source: String) {
        self.limitMgPerDay = limitMgPerDay
        self.text = text
        self.examples = examples
        self.source = source
    }
}

/// A drink and its caffeine, e.g. a mug of instant coffee, 100 mg.
package struct CaffeineExample: Sendable, Hashable, Codable {
    /// The drink.
    package var drink: String
    /// Its caffeine in milligrams.
    package var mg: Int

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(drink: String, mg: Int) {
        self.drink = drink
        self.mg = mg
    }
}
