import Content
import CycleCore
import JSON
import Language

/// `bloom yoga [QUERY]`: poses (and routines) for a phase, a trimester or a search.
enum YogaCommand: BloomCommand {
    static let name = "yoga"
    static let summary = "List yoga poses and routines for a cycle phase, a trimester or a search"
    static let usage = """
        bloom yoga [QUERY] [--phase PHASE] [--trimester N] [--json]

        QUERY searches names, aliases and what poses help with (e.g. cramps, sleep, hips).
        --trimester leaves out poses to avoid in that trimester and shows how to adapt the rest.

        Examples:
          bloom yoga --phase luteal
          bloom yoga cramps --trimester 2
          bloom yoga hips --json
        """
    static let options: [OptionSpec] = [ContentOptions.phase, ContentOptions.trimester, ContentOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let phase = try ContentOptions.phase(arguments)
        let trimester = try ContentOptions.trimester(arguments)
        let query = ContentOptions.query(arguments)
        let knowledge = try context.knowledge()

        let scope = scopeText(query: query, phase: phase, trimester: trimester)
        let selection: YogaSelection
        do {
            selection = try knowledge.yoga(query: query, phase: phase, trimester: trimester)
        } catch .noMatch(let suggestions) {
            throw ContentOptions.noMatch("pose", query ?? "", suggestions: suggestions)
        } catch .nothingFits {
            throw CLIError.failure("No pose fits \(scope).")
        }
        let (poses, routines) = (selection.poses, selection.routines)

        if context.wantsJSON {
            context.out.line(JSONValue.orderedObject([
                ("query", .text(query)), ("phase", .phase(phase)), ("trimester", .trimester(trimester)),
                ("poses", .array(poses.map(\.json))),
                ("routines", .array(routines.map { routine in
                    .orderedObject([("id", .string(routine.id)), ("name", .string(routine.name)), ("totalMinutes", .int(routine.totalMinutes))])
                })),
            ]).rendered())
            return
        }
        var page = ContentPage(for: context.out)
        page.title("Yoga poses for \(scope) (\(poses.count))")
        for pose in poses {
            var line = "\(pose.name)"
            if let sanskrit = pose.sanskrit { line += " (\(sanskrit))" }
            line += " · \(pose.category.rawValue) · \(pose.difficulty.rawValue) · \(pose.hold)"
            page.bullets([line])
            if let trimester, pose.pregnancy[trimester] == .modify, let note = pose.pregnancyNote {
                page.paragraph("Modify: \(note)", indent: 4)
            }
        }
        if trimester != nil {
            page.hint("Poses to avoid in this trimester are left out.")
        }
        if !routines.isEmpty {
            page.heading("Routines")
            page.bullets(routines.map { "\($0.name) · \($0.totalMinutes) min · bloom routine \($0.id)" })
        }
        page.blank()
        page.hint("Details of one pose: bloom pose NAME")
        page.source(sources(of: poses))
        context.out.write(page.text)
    }

    /// "'cramps' · the luteal phase · trimester 2", or "every phase" with no filter.
    static func scopeText(query: String?, phase: Phase?, trimester: Trimester?) -> String {
        var parts: [String] = []
        if let query { parts.append("'\(query)'") }
        if let phase { parts.append(phase.phrase) }
        if let trimester { parts.append("trimester \(trimester.rawValue)") }
        return parts.isEmpty ? "every phase" : parts.joined(separator: " · ")
    }

    /// The distinct sources of `poses`, most common first.
    static func sources(of poses: [Pose]) -> String {
        var counts: [String: Int] = [:]
        for pose in poses { counts[pose.source, default: 0] += 1 }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key).joined(separator: "; ")
    }
}
