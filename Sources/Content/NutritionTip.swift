import CycleCore

/// A practical eating tip for a phase, mode or trimester (`nutrition/tips.json`).
package struct NutritionTip: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "iron-after-period".
    package var id: String
    /// A short headline.
    package var title: String
    /// The tip itself.
    package var text: String
    /// Ids of the nutrients it is about (from `nutrition/nutrients.json`).
    package var nutrients: [String]
    /// Example foods with amounts.
    package var foods: [FoodAmount]
    /// The cycle phases it suits (may be empty).
    package var phases: [Phase]
    /// The modes it suits (may be empty).
    package var modes: [Mode]
    /// The trimesters it suits; non-empty means it applies to pregnancy.
    package var trimesters: [Trimester]
    /// A short citation.
    package var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(
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
package struct FoodAmount: Sendable, Hashable, Codable {
    /// The food, e.g. "lentils, boiled".
    package var food: String
    /// The serving, e.g. "½ cup".
    package var amount: String
    /// What the serving provides, e.g. "3.3 mg iron".
    package var provides: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(food: String, amount: String, provides: String) {
        self.food = food
        self.amount = amount
        self.provides = provides
    }
}
