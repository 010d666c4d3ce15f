import CycleCore

/// Why a content query selected nothing.
package enum ContentQueryMiss: Error, Sendable, Equatable {
    /// Nothing matches the query; the closest names, to suggest.
    case noMatch(suggestions: [String])
    /// Something matches the query, but nothing that fits the filters (phase, trimester…).
    case nothingFits
}

/// Poses and routines chosen for a query, a phase and a trimester.
package struct YogaSelection: Sendable {
    package var poses: [Pose]
    package var routines: [Routine]
}

/// Nutrients, foods to avoid and tips chosen for a query and filters.
package struct NutritionSelection: Sendable {
    /// Nutrients the query names (by name or alias), or the one filtered by.
    package var nutrients: [Nutrient]
    /// Foods to avoid in pregnancy the query names.
    package var avoid: [AvoidItem]
    /// Tips that fit the filters and, with a query, are about the nutrients it names (or match it).
    package var tips: [NutritionTip]
    /// No query and no filter: the list of every nutrient is what to show.
    package var listOnly: Bool
}

/// The rules `bloom yoga`, `bloom nutrition`, `bloom avoid` and `bloom breathe` select content
/// by; the commands parse the options and render what is chosen.
extension Knowledge {
    /// Poses (and routines) for `query`, `phase` and `trimester`, each optional. A trimester
    /// leaves out the poses to avoid in it and keeps its own routines; without one, the
    /// pregnancy routines are left out unless the query names them.
    /// - Throws: `.noMatch` when the query matches no pose, `.nothingFits` when no pose is left.
    package func yoga(query: String?, phase: Phase?, trimester: Trimester?) throws(ContentQueryMiss) -> YogaSelection {
        var poses = self.poses
        var routines = self.routines
        if let query {
            let result = ContentSearch.poses(in: self).search(query)
            guard !result.matches.isEmpty else { throw .noMatch(suggestions: result.suggestions) }
            poses = result.items
            routines = ContentSearch.routines(in: self).search(query).items
        }
        if let phase {
            poses = poses.filter { $0.phases.contains(phase) }
            routines = routines.filter { $0.phases.contains(phase) }
        }
        if let trimester {
            poses = poses.filter { $0.pregnancy[trimester] != .avoid }
            routines = routines.filter { $0.trimester == trimester }
        } else {
            routines = routines.filter { $0.trimester == nil || query != nil }
        }
        guard !poses.isEmpty else { throw .nothingFits }
        return YogaSelection(poses: poses, routines: routines)
    }

    /// Nutrition for `query`, `phase`, `trimester` and `nutrient`, each optional. A query
    /// keeps the nutrients and foods it names by name or alias, and the tips about those
    /// nutrients (or, when it names none, the tips it matches).
    /// - Throws: `.nothingFits` when tips match the query but none fits the filters,
    ///   `.noMatch` (with up to three suggestions) when nothing matches it.
    package func nutrition(query: String?, phase: Phase?, trimester: Trimester?, nutrient: Nutrient?) throws(ContentQueryMiss) -> NutritionSelection {
        var nutrients: [Nutrient] = []
        var avoid: [AvoidItem] = []
        var tips = nutritionTips(phase: phase, trimester: trimester, nutrient: nutrient?.id)
        if let query {
            let nutrientResult = ContentSearch.nutrients(in: self).search(query)
            let tipResult = ContentSearch.nutritionTips(in: self).search(query)
            let avoidResult = ContentSearch.avoidItems(in: self).search(query)
            nutrients = nutrientResult.matches.filter { $0.field <= .alias }.map(\.item)
            avoid = avoidResult.matches.filter { $0.field <= .alias }.map(\.item)
            if nutrients.isEmpty {
                let matchingTips = Set(tipResult.items.map(\.id))
                tips = tips.filter { matchingTips.contains($0.id) }
            } else {
                let ids = Set(nutrients.map(\.id))
                tips = tips.filter { !ids.isDisjoint(with: $0.nutrients) }
            }
            if nutrients.isEmpty && avoid.isEmpty && tips.isEmpty {
                if !tipResult.matches.isEmpty { throw .nothingFits }
                throw .noMatch(suggestions: Array((nutrientResult.suggestions + avoidResult.suggestions + tipResult.suggestions).prefix(3)))
            }
        } else if let nutrient {
            nutrients = [nutrient]
        }
        let listOnly = query == nil && phase == nil && trimester == nil && nutrient == nil
        return NutritionSelection(nutrients: nutrients, avoid: avoid, tips: tips, listOnly: listOnly)
    }

    /// The foods to avoid in pregnancy that `query` names; all of them without a query.
    /// - Throws: `.noMatch` when the query matches none.
    package func avoidItems(query: String?) throws(ContentQueryMiss) -> [AvoidItem] {
        guard let query else { return avoid.items }
        let result = ContentSearch.avoidItems(in: self).search(query)
        guard !result.matches.isEmpty else { throw .noMatch(suggestions: result.suggestions) }
        return result.items
    }

    /// The breathing pattern `query` names best; without a query, box breathing (else the first).
    /// - Throws: `.noMatch` when the query matches none, `.nothingFits` when there are no patterns.
    package func breathingPattern(query: String?) throws(ContentQueryMiss) -> BreathingPattern {
        if let query {
            let result = ContentSearch.breathingPatterns(in: self).search(query)
            guard let best = result.best else { throw .noMatch(suggestions: result.suggestions) }
            return best
        }
        guard let box = breathingPattern(id: "box") ?? breathingPatterns.first else { throw .nothingFits }
        return box
    }
}
