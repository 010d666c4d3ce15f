import CycleCore

extension KnowledgeValidator {
    static func checkNutrition(_ parts: KnowledgeParts, into report: inout ProblemReport) {
        let nutrients = parts.nutrients?.nutrients
        if let nutrients { checkNutrients(nutrients, into: &report) }
        if let tips = parts.nutritionTips?.tips { checkTips(tips, nutrientIDs: nutrients.map { Set($0.map(\.id)) }, into: &report) }
        if let avoid = parts.avoid { checkAvoid(avoid, into: &report) }
    }

    static func checkNutrients(_ nutrients: [Nutrient], into report: inout ProblemReport) {
        report.checkCount(nutrients.count, file: .nutrients, list: "nutrients", noun: "nutrients")
        report.checkIDs(nutrients.map(\.id), file: .nutrients, list: "nutrients")
        let ids = Set(nutrients.map(\.id))
        for required in requiredNutrientIDs where !ids.contains(required) {
            report.add(.nutrients, "nutrients", "missing the required nutrient '\(required)'")
        }
        for (index, nutrient) in nutrients.enumerated() {
            for (key, value) in [("adult", nutrient.adult), ("pregnancy", nutrient.pregnancy), ("lactation", nutrient.lactation)]
            where !(value > 0) {
                report.add(.nutrients, "nutrients[\(index)].\(key)", "expected an intake above 0 \(nutrient.unit)")
            }
            report.checkNotEmpty(nutrient.foods, file: .nutrients, path: "nutrients[\(index)].foods")
        }
    }

    static func checkTips(_ tips: [NutritionTip], nutrientIDs: Set<String>?, into report: inout ProblemReport) {
        report.checkCount(tips.count, file: .nutritionTips, list: "tips", noun: "tips")
        report.checkIDs(tips.map(\.id), file: .nutritionTips, list: "tips")
        for (index, tip) in tips.enumerated() {
            if let nutrientIDs {
                for (nutrientIndex, id) in tip.nutrients.enumerated() where !nutrientIDs.contains(id) {
                    report.add(.nutritionTips, "tips[\(index)].nutrients[\(nutrientIndex)]", "no nutrient '\(id)' in \(KnowledgeFile.nutrients.path)")
                }
            }
            if !tip.trimesters.isEmpty, !tip.modes.contains(.pregnancy) {
                report.add(.nutritionTips, "tips[\(index)].modes", "must include 'pregnancy' because trimesters is not empty")
            }
        }
    }

    static func checkAvoid(_ avoid: AvoidDocument, into report: inout ProblemReport) {
        report.checkCount(avoid.items.count, file: .avoid, list: "items", noun: "items")
        report.checkIDs(avoid.items.map(\.id), file: .avoid, list: "items")
        if avoid.caffeine.limitMgPerDay <= 0 {
            report.add(.avoid, "caffeine.limitMgPerDay", "expected a limit above 0 mg")
        }
        for (index, example) in avoid.caffeine.examples.enumerated() where example.mg < 0 {
            report.add(.avoid, "caffeine.examples[\(index)].mg", "expected 0 mg or more")
        }
    }
}
