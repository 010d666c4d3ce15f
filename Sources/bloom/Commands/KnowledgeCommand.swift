import Assistant
import Content
import Foundation
import JSON

/// `bloom knowledge check [DIR]`: validates a Knowledge folder (or the built-in copy).
enum KnowledgeCommand: BloomCommand {
    static let name = "knowledge"
    static let summary = "Check a Knowledge folder (or the built-in copy) against its schema and rules"
    static let usage = """
        bloom knowledge check [DIR] [--json]

        Checks every file against Knowledge/SCHEMA.md and the content rules: ids, counts,
        pose safety in pregnancy, routines, phase and trimester coverage, the week table,
        empty text and guardrail phrases, and every health topic (5–12 questions, answer length,
        sources, related ids, get-help level, modes, no diagnosis, dose or "safe day"). Then builds
        the assistant from assistant/: every intent needs a capability and every template key a
        capability declares needs a template. Prints one line per problem as
        'file: path: what is wrong' and exits 65 when there is any, 0 when there is none.
        Without DIR it checks --knowledge DIR if given, else the copy built into bloom.

        Examples:
          bloom knowledge check
          bloom knowledge check ./Knowledge
        """
    static let options: [OptionSpec] = [ContentOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard let action = arguments.positionals.first else {
            throw CLIError.usage("say what to do: 'bloom knowledge check [DIR]'")
        }
        guard action == "check" else {
            throw CLIError.usage("unknown action '\(action)'; the only one is 'check'")
        }
        try ContentOptions.expectAtMost(2, positionals: arguments, usage: "bloom knowledge check [DIR]")
        let folder = arguments.positionals.count > 1 ? arguments.positionals[1] : context.knowledgeOverride
        var problems: [KnowledgeProblem]
        let name: String
        if let folder {
            problems = KnowledgeValidator.validate(folder: URL(fileURLWithPath: folder))
            name = folder
        } else {
            problems = KnowledgeValidator.validate(files: EmbeddedFiles.all)
            name = "the built-in copy"
        }
        if let unreadable = problems.first(where: { $0.kind == .io }) {
            throw CLIError.io("cannot check \(name): \(unreadable)")
        }
        if problems.isEmpty { problems = try assistantProblems(folder: folder) }
        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([
                ("source", .string(name)), ("valid", .bool(problems.isEmpty)), ("problems", .array(problems.map(\.json))),
            ]).rendered())
        } else if problems.isEmpty {
            context.out.line("\(name): valid" + (summary(folder: folder).map { " (\($0))" } ?? ""))
        } else {
            for problem in problems { context.out.line(problem.description) }
        }
        if !problems.isEmpty {
            throw CLIError.data("\(problems.count) problem\(problems.count == 1 ? "" : "s") in \(name)")
        }
    }

    /// What is wrong with the assistant built from the folder (or the built-in copy): its data
    /// files, an intent without a capability, a declared template key without a template.
    static func assistantProblems(folder: String?) throws -> [KnowledgeProblem] {
        let knowledge: Knowledge
        let files: [String: String]
        do {
            knowledge = try folder.map { try Knowledge.load(from: URL(fileURLWithPath: $0)) } ?? Knowledge.load()
        } catch {
            return [KnowledgeProblem(file: folder ?? "the built-in copy", path: "", message: "\(error)")]
        }
        files = try folder.map { try CommandContext.readFiles(under: $0) } ?? EmbeddedFiles.all
        return Assistant.problems(knowledge: knowledge, files: files).map { KnowledgeProblem(file: $0.file, path: "", message: $0.problem) }
    }

    /// "45 poses, 8 routines, …" for a copy that loads.
    static func summary(folder: String?) -> String? {
        let knowledge: Knowledge
        do {
            knowledge = try folder.map { try Knowledge.load(from: URL(fileURLWithPath: $0)) } ?? Knowledge.load()
        } catch {
            return nil
        }
        let counts: [(Int, String)] = [
            (knowledge.poses.count, "poses"), (knowledge.routines.count, "routines"),
            (knowledge.nutritionTips.count, "nutrition tips"), (knowledge.nutrients.count, "nutrients"),
            (knowledge.avoid.items.count, "foods to avoid"), (knowledge.affirmations.count, "affirmations"),
            (knowledge.pregnancyWeeks.weeks.count, "weeks"), (knowledge.breathingPatterns.count, "breathing patterns"),
            (knowledge.selfCare.count, "self-care ideas"), (knowledge.conceptionTips.count, "conception tips"),
            (knowledge.partnerTips.count, "partner tips"), (knowledge.symptoms.entries.count, "symptoms"),
            (knowledge.moods.entries.count, "moods"), (knowledge.flows.entries.count, "flows"),
            (knowledge.topics.topics.count, "health topics"),
        ]
        return counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
}
