import Assistant
import Content
import Foundation
import JSON

/// `bloom topic [QUERY]`: the health-topic library, listed by area or searched.
enum TopicCommand: BloomCommand {
    static let name = "topic"
    static let summary = "Health topics: list them by area, or show the best answer to a question"
    static let usage = """
        bloom topic [QUERY] [--json]

        Without QUERY, lists every topic by area with counts. With QUERY (a question in your
        own words, typos and slang welcome), shows the best topic: its answer, when to get
        help, its sources and related topics, and the runner-up.

        Examples:
          bloom topic
          bloom topic how long does it take to get pregnant
          bloom topic "is brown spotting normal before af"
        """
    static let options: [OptionSpec] = [ContentOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let assistant = try context.assistant(for: .oneQuestion)
        let library = assistant.knowledge.topics
        guard let query = ContentOptions.query(arguments) else {
            list(library, in: context)
            return
        }
        let result = assistant.searchTopics(query, limit: 3, today: try context.today())
        guard let best = result.best else {
            throw CLIError.failure("No topic matches '\(query)'. Try other words, or 'bloom topic' for the list.")
        }
        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([
                ("query", .string(query)), ("fits", .bool(result.fits)), ("close", .bool(result.close)),
                ("terms", .array(result.terms.map { .string($0) })),
                ("best", json(best, library: library)),
                ("runnerUp", result.runnerUp.map { json($0, library: library) } ?? .null),
            ]).rendered())
            return
        }
        var page = ContentPage(for: context.out)
        let topic = best.topic
        if !result.fits { page.hint("No topic fits '\(query)' well; the closest is:") }
        page.title(topic.title)
        page.paragraph(topic.answer)
        if let help = topic.getHelp {
            page.blank()
            page.labelled("Get help (\(help.level.rawValue)):", "if \(help.when)")
        }
        if !topic.related.isEmpty {
            let titles = topic.related.map { library.topic(id: $0)?.title ?? $0 }
            page.labelled("Related:", titles.joined(separator: "; "))
        }
        if let other = result.runnerUp {
            page.labelled(result.close ? "Also close:" : "Next best:", "\(other.topic.title) (\(other.topic.id))")
        }
        page.source(topic.sources.joined(separator: "; "))
        page.hint("Topic \(topic.id) in \(library.areaByID[topic.id] ?? "?"). Bloom is not a clinician: this is general information.")
        context.out.write(page.text)
    }

    static func list(_ library: TopicLibrary, in context: CommandContext) {
        let areas = library.byArea
        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([
                ("count", .int(library.topics.count)),
                ("areas", .array(areas.map { area in
                    JSONValue.orderedObject([("area", .string(area.area)), ("count", .int(area.topics.count)),
                                 ("topics", .array(area.topics.map { JSONValue.orderedObject([("id", .string($0.id)), ("title", .string($0.title))]) }))])
                })),
            ]).rendered())
            return
        }
        var page = ContentPage(for: context.out)
        page.title("Health topics (\(library.topics.count) in \(areas.count) areas)")
        for area in areas {
            page.heading("\(area.area) (\(area.topics.count))")
            page.bullets(area.topics.map { "\($0.title) [\($0.id)]" })
        }
        context.out.write(page.text)
    }

    static func json(_ hit: TopicHit, library: TopicLibrary) -> JSONValue {
        let topic = hit.topic
        return JSONValue.orderedObject([
            ("id", .string(topic.id)), ("area", .text(library.areaByID[topic.id])), ("title", .string(topic.title)),
            ("score", .rounded(hit.score)), ("coverage", .rounded(hit.coverage)),
            ("answer", .string(topic.answer)),
            ("getHelp", topic.getHelp.map { JSONValue.orderedObject([("level", .string($0.level.rawValue)), ("when", .string($0.when))]) } ?? .null),
            ("related", .array(topic.related.map { .string($0) })), ("sources", .array(topic.sources.map { .string($0) })),
            ("modes", .array(topic.modes.map { .string($0.rawValue) })),
        ])
    }
}
