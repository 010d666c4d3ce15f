/// A nutrient with its daily reference intakes and food sources (`nutrition/nutrients.json`).
package struct Nutrient: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "iron" or "omega-3".
    package var id: String
    /// The name people read, e.g. "Iron".
    package var name: String
    /// Other words for it, e.g. "folic acid" for folate.
    package var synonyms: [String]
    /// The unit of the intakes, e.g. "mg".
    package var unit: String
    /// Daily reference intake for adults, in `unit`.
    package var adult: Double
    /// Daily reference intake in pregnancy, in `unit`.
    package var pregnancy: Double
    /// Daily reference intake while breastfeeding, in `unit`.
    package var lactation: Double
    /// Why it matters, in a sentence or two.
    package var why: String
    /// Foods that provide it, with amounts.
    package var foods: [FoodAmount]
    /// A short citation.
    package var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(
        id: String,
        name: String,
        synonyms: [String],
        unit: String,
        adult: Double,
        pregnancy: Double,
        lactation: Double,
        why: String,
        foods: [FoodAmount],
        source: String
    ) {
        self.id = id
        self.name = name
        self.synonyms = synonyms
        self.unit = unit
        self.adult = adult
        self.pregnancy = pregnancy
        self.lactation = lactation
        self.why = why
        self.foods = foods
        self.source = source
    }
}
