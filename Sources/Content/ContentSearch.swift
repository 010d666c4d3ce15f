/// Forgiving search over every kind of Knowledge content, built once from a `Knowledge`.
///
/// Building the indexes folds every name and text once; keep a `ContentSearch` for as long
/// as the `Knowledge` it came from when searching many times, or build just the index you
/// need with the static functions (`ContentSearch.poses(in:)`).
package struct ContentSearch: Sendable {
    /// Poses by name, alias, Sanskrit name, tag and category, then benefit words.
    package let poses: SearchIndex<Pose>
    /// Routines by name, id, tag and phase, then purpose words.
    package let routines: SearchIndex<Routine>
    /// Nutrients by name, synonym and id, then food names.
    package let nutrients: SearchIndex<Nutrient>
    /// Nutrition tips by title, nutrient (with its synonyms) and food, then text words.
    package let nutritionTips: SearchIndex<NutritionTip>
    /// Foods to avoid by food, example and id, then reason words.
    package let avoidItems: SearchIndex<AvoidItem>
    /// Breathing patterns by name, alias and id, then what they help with.
    package let breathingPatterns: SearchIndex<BreathingPattern>

    /// Builds every index from `knowledge`.
    package init(_ knowledge: Knowledge) {
        poses = Self.poses(in: knowledge)
        routines = Self.routines(in: knowledge)
        nutrients = Self.nutrients(in: knowledge)
        nutritionTips = Self.nutritionTips(in: knowledge)
        avoidItems = Self.avoidItems(in: knowledge)
        breathingPatterns = Self.breathingPatterns(in: knowledge)
    }

    /// An index of poses by name, id, alias and Sanskrit name, tag and category, then benefits.
    package static func poses(in knowledge: Knowledge) -> SearchIndex<Pose> {
        SearchIndex(
            knowledge.poses, name: \.name,
            aliases: { [$0.id] + $0.aliases + ($0.sanskrit.map { [$0] } ?? []) },
            keywords: { $0.tags + [$0.category.rawValue] },
            text: \.benefits
        )
    }

    /// An index of routines by name, id, tag and phase, then purpose.
    package static func routines(in knowledge: Knowledge) -> SearchIndex<Routine> {
        SearchIndex(
            knowledge.routines, name: \.name,
            aliases: { [$0.id] },
            keywords: { $0.tags + $0.phases.map(\.rawValue) },
            text: { [$0.purpose] }
        )
    }

    /// An index of nutrients by name, id and synonym, then food names.
    package static func nutrients(in knowledge: Knowledge) -> SearchIndex<Nutrient> {
        SearchIndex(
            knowledge.nutrients, name: \.name,
            aliases: { [$0.id] + $0.synonyms },
            keywords: { $0.foods.map(\.food) }
        )
    }

    /// An index of nutrition tips by title, nutrient (with its names) and food, then text.
    package static func nutritionTips(in knowledge: Knowledge) -> SearchIndex<NutritionTip> {
        let nutrientNames = Dictionary(
            knowledge.nutrients.map { ($0.id, [$0.name] + $0.synonyms) }, uniquingKeysWith: { first, _ in first })
        return SearchIndex(
            knowledge.nutritionTips, name: \.title,
            aliases: { [$0.id] },
            keywords: { tip in tip.nutrients.flatMap { [$0] + (nutrientNames[$0] ?? []) } + tip.foods.map(\.food) },
            text: { [$0.text] }
        )
    }

    /// An index of foods to avoid by food, id and example, then reason.
    package static func avoidItems(in knowledge: Knowledge) -> SearchIndex<AvoidItem> {
        SearchIndex(
            knowledge.avoid.items, name: \.food,
            aliases: { [$0.id] + $0.examples },
            text: { [$0.reason] }
        )
    }

    /// An index of breathing patterns by name, id and alias, then what they help with.
    package static func breathingPatterns(in knowledge: Knowledge) -> SearchIndex<BreathingPattern> {
        SearchIndex(
            knowledge.breathingPatterns, name: \.name,
            aliases: { [$0.id] + $0.aliases },
            keywords: \.helpsWith
        )
    }
}
