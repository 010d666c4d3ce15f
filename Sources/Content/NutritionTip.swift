import CycleCore

/// A practical eating tip for a phase, mode or trimester (`nutrition/tips.json`).
public struct NutritionTip: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "iron-after-period".
    public var id: String
    /// A short headline.
    public var title: String
    /// The tip itself.
    public var text: String
    /// Ids of the nutrients it is about (from `nutrition/nutrients.json`).
    public var nutrients: [String]
    /// Example foods with amounts.
    public var foods: [FoodAmount]
    /// The cycle phases it suits (may be empty).
    public var phases: [Phase]
    /// The modes it suits (may be empty).
    public var modes: [Mode]
    /// The trimesters it suits; non-empty means it applies to pregnancy.
    public var trimesters: [Trimester]
    /// A short citation.
    public var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(
        id: String,
        title: String,
        text: String,
        nutrients: [String],
        foods: [FoodAmount],
        phases: [Phase],
        modes: [Mode],
        trimesters: [Trimester],
        source: String
    ) {
        self.id = id
        self.title = title
        self.text = text
        self.nutrients = nutrients
        self.foods = foods
        self.phases = phases
        self.modes = modes
        self.trimesters = trimesters
        self.source = source
    }
}

/// A food with a serving and what that serving provides, e.g. lentils, ½ cup, 3.3 mg iron.
public struct FoodAmount: Sendable, Hashable, Codable {
    /// The food, e.g. "lentils, boiled".
    public var food: String
    /// The serving, e.g. "½ cup".
    public var amount: String
    /// What the serving provides, e.g. "3.3 mg iron".
    public var provides: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(food: String, amount: String, provides: String) {
        self.food = food
        self.amount = amount
        self.provides = provides
    }
}
