import Content
import Foundation
import JSON

/// `bloom avoid [FOOD]`: foods to avoid in pregnancy and the caffeine limit.
enum AvoidCommand: BloomCommand {
    static let name = "avoid"
    static let summary = "Foods to avoid in pregnancy, why, and the daily caffeine limit"
    static let usage = """
        bloom avoid [FOOD] [--json]

        Without FOOD, lists everything. FOOD is forgiving (e.g. brie, sushi, liver).

        Examples:
          bloom avoid
          bloom avoid brie
        """
    static let options: [OptionSpec] = [ContentOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let knowledge = try context.knowledge()
        let query = ContentOptions.query(arguments)
        let items: [AvoidItem]
        do {
            items = try knowledge.avoidItems(query: query)
        } catch {
            guard case let .noMatch(suggestions) = error else { throw CLIError.failure("\(error)") }
            throw ContentOptions.noMatch("food to avoid", query ?? "", suggestions: suggestions)
        }
        let caffeine = knowledge.avoid.caffeine
        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([
                ("query", .text(query)), ("items", .array(items.map(\.json))), ("caffeine", caffeine.json),
            ]).rendered())
            return
        }
        var page = ContentPage(for: context.out)
        page.title(query == nil ? "Foods to avoid in pregnancy (\(items.count))" : "In pregnancy, for '\(query!)'")
        var sources: [String] = []
        for item in items {
            page.blank()
            page.bullets([item.examples.isEmpty ? item.food : "\(item.food) (e.g. \(item.examples.prefix(4).joined(separator: ", ")))"])
            render(item, into: &page, indent: 4)
            sources.append(item.source)
        }
        if query == nil {
            page.heading("Caffeine: up to \(caffeine.limitMgPerDay) mg a day")
            page.paragraph(caffeine.text)
            let width = caffeine.examples.map(\.drink.count).max() ?? 0
            for example in caffeine.examples {
                page.line("  \(example.drink.padding(toLength: width, withPad: " ", startingAt: 0))  \(example.mg) mg")
            }
            sources.append(caffeine.source)
        }
        page.source(NutritionCommand.unique(sources).joined(separator: "; "))
        context.out.write(page.text)
    }

    static func render(_ item: AvoidItem, into page: inout ContentPage, indent: Int = 0) {
        page.labelled("Why:", item.reason, indent: indent)
        page.labelled("Instead:", item.advice, indent: indent)
    }
}
