import Content
import CycleCore
import Foundation
import JSON
import Language

/// `bloom nutrition [QUERY]`: nutrients, eating tips and foods to avoid.
enum NutritionCommand: BloomCommand {
    static let name = "nutrition"
    static let summary = "Nutrients, eating tips by phase or trimester, and foods to avoid"
    static let usage = """
        bloom nutrition [QUERY] [--phase PHASE] [--trimester N] [--nutrient ID] [--json]

        QUERY finds nutrients (by name or synonym, e.g. folic acid), tips and foods to avoid
        (e.g. brie). Without a query or filter, lists the nutrients.

        Examples:
          bloom nutrition magnesium
          bloom nutrition --phase menstrual
          bloom nutrition --trimester 1 --nutrient folate
        """
    static let options: [OptionSpec] = [
        ContentOptions.phase, ContentOptions.trimester,
        .value("--nutrient", "ID", "only tips about this nutrient (e.g. iron, omega-3)"),
        ContentOptions.json,
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let phase = try ContentOptions.phase(arguments)
        let trimester = try ContentOptions.trimester(arguments)
        let query = ContentOptions.query(arguments)
        let knowledge = try context.knowledge()
        let nutrientFilter = try arguments.value("--nutrient").map { try nutrient(named: $0, in: knowledge) }

        let selection: NutritionSelection
        do {
            selection = try knowledge.nutrition(query: query, phase: phase, trimester: trimester, nutrient: nutrientFilter)
        } catch .nothingFits {
            throw CLIError.failure("No nutrition tip about '\(query ?? "")' fits \(YogaCommand.scopeText(query: nil, phase: phase, trimester: trimester)).")
        } catch .noMatch(let suggestions) {
            throw ContentOptions.noMatch("nutrient, tip or food", query ?? "", suggestions: suggestions)
        }
        let (nutrients, avoid, tips, listOnly) = (selection.nutrients, selection.avoid, selection.tips, selection.listOnly)

        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([
                ("query", .text(query)), ("phase", .phase(phase)), ("trimester", .trimester(trimester)),
                ("nutrient", .text(nutrientFilter?.id)),
                ("nutrients", .array((listOnly ? knowledge.nutrients : nutrients).map(\.json))),
                ("tips", .array((listOnly ? [] : tips).map(\.json))),
                ("avoid", .array(avoid.map(\.json))),
            ]).rendered())
            return
        }
        var page = ContentPage(for: context.out)
        if listOnly {
            page.title("Nutrients (\(knowledge.nutrients.count)) · daily reference intakes")
            for nutrient in knowledge.nutrients {
                page.bullets(["\(nutrient.name): \(amount(nutrient.adult, nutrient.unit)) · in pregnancy \(amount(nutrient.pregnancy, nutrient.unit))"])
            }
            page.blank()
            page.hint("One nutrient: bloom nutrition iron · tips: bloom nutrition --phase luteal · foods to avoid: bloom avoid")
            page.source(unique(knowledge.nutrients.map(\.source)).joined(separator: "; "))
            context.out.write(page.text)
            return
        }
        var sources: [String] = []
        for nutrient in nutrients {
            render(nutrient, into: &page)
            sources.append(nutrient.source)
        }
        for item in avoid {
            page.heading("In pregnancy, avoid: \(item.food)")
            AvoidCommand.render(item, into: &page)
            sources.append(item.source)
        }
        if !tips.isEmpty {
            let about = nutrients.isEmpty ? query.map { "'\($0)'" } : listText(nutrients.map { $0.name.lowercased() })
            var scope = YogaCommand.scopeText(query: nil, phase: phase, trimester: trimester)
            if let about { scope = phase == nil && trimester == nil ? about : "\(about) · \(scope)" }
            if let nutrientFilter, nutrients.isEmpty || query != nil { scope += " · \(nutrientFilter.name.lowercased())" }
            page.heading("Tips for \(scope) (\(tips.count))")
            let shown = query != nil && nutrientFilter == nil ? Array(tips.prefix(5)) : tips
            for tip in shown {
                render(tip, into: &page)
                sources.append(tip.source)
            }
            if shown.count < tips.count {
                page.blank()
                let more = nutrients.first.map { "bloom nutrition --nutrient \($0.id)" } ?? "bloom nutrition \(query ?? "") --json"
                page.hint("\(tips.count - shown.count) more: \(more)")
            }
        } else if phase != nil || trimester != nil || nutrientFilter != nil {
            page.blank()
            page.line("No tips for \(YogaCommand.scopeText(query: query, phase: phase, trimester: trimester)).")
        }
        page.source(unique(sources).joined(separator: "; "))
        context.out.write(page.text)
    }

    /// The nutrient named `text` (id, name or synonym, forgiving).
    /// - Throws: a usage error with the closest nutrients when none matches.
    static func nutrient(named text: String, in knowledge: Knowledge) throws -> Nutrient {
        if let exact = knowledge.nutrient(id: text.lowercased()) { return exact }
        let result = ContentSearch.nutrients(in: knowledge).search(text)
        if let match = result.matches.first, match.field <= .alias { return match.item }
        let suggestions = result.matches.isEmpty ? result.suggestions : result.items.prefix(3).map(\.name)
        throw CLIError.usage("--nutrient: no nutrient '\(text)'; nutrients: \(knowledge.nutrients.map(\.id).joined(separator: ", "))"
            + (suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"))
    }

    static func render(_ nutrient: Nutrient, into page: inout ContentPage) {
        page.heading(nutrient.name)
        page.labelled("Daily reference intake:", "\(amount(nutrient.adult, nutrient.unit)) for adults · \(amount(nutrient.pregnancy, nutrient.unit)) in pregnancy · \(amount(nutrient.lactation, nutrient.unit)) while breastfeeding.")
        page.paragraph(nutrient.why)
        if !nutrient.foods.isEmpty {
            page.line("Good sources:")
            page.bullets(nutrient.foods.map(foodText))
        }
    }

    static func render(_ tip: NutritionTip, into page: inout ContentPage) {
        page.blank()
        page.bullets([tip.title])
        page.paragraph(tip.text, indent: 4)
        if !tip.foods.isEmpty {
            page.labelled("Try:", tip.foods.map(foodText).joined(separator: "; "), indent: 4)
        }
    }

    /// "lentils, boiled, ½ cup: 3.3 mg iron".
    static func foodText(_ food: FoodAmount) -> String { "\(food.food), \(food.amount): \(food.provides)" }

    /// "18 mg", "2.4 mcg".
    static func amount(_ value: Double, _ unit: String) -> String { "\(secondsText(value)) \(unit)" }

    /// Each citation once, in first-seen order (citations joined with "; " are split first).
    static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values
            .flatMap { $0.components(separatedBy: "; ") }
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
