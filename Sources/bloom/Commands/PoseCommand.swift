import Content
import CycleCore
import Language

/// `bloom pose NAME`: one yoga pose in full, found by a forgiving search.
enum PoseCommand: BloomCommand {
    static let name = "pose"
    static let summary = "Show a yoga pose: how to do it, how long, cautions and pregnancy guidance"
    static let usage = """
        bloom pose NAME [--json]

        NAME is forgiving: case, accents, plurals and a typo or two do not matter, and
        aliases and Sanskrit names work too. 'bloom yoga' lists every pose.

        Examples:
          bloom pose childs pose
          bloom pose downward dog --json
        """
    static let options: [OptionSpec] = [ContentOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard let query = ContentOptions.query(arguments) else {
            throw CLIError.usage("name a pose, e.g. 'bloom pose childs pose' ('bloom yoga' lists them all)")
        }
        let knowledge = try context.knowledge()
        let result = ContentSearch.poses(in: knowledge).search(query)
        guard let pose = result.best else {
            throw ContentOptions.noMatch("pose", query, suggestions: result.suggestions)
        }
        if context.wantsJSON {
            context.out.line(pose.json.rendered())
            return
        }
        var page = ContentPage(for: context.out)
        render(pose, into: &page)
        let others = result.items.dropFirst().prefix(5).map(\.name)
        if !others.isEmpty {
            page.blank()
            page.hint("Also matching '\(query)': \(others.joined(separator: ", "))")
        }
        page.source(pose.source)
        context.out.write(page.text)
    }

    /// The pose's full description (without the source line).
    static func render(_ pose: Pose, into page: inout ContentPage) {
        page.title(pose.sanskrit.map { "\(pose.name) (\($0))" } ?? pose.name)
        page.line("\(pose.category.rawValue) · \(pose.difficulty.rawValue) · hold \(holdText(pose.hold))")
        page.heading("How to do it")
        page.numbered(pose.steps)
        page.heading("Why")
        page.bullets(pose.benefits)
        if !pose.cautions.isEmpty {
            page.heading("Take care")
            page.bullets(pose.cautions)
        }
        page.heading("When")
        page.labelled("Cycle:", "fits \(listText(pose.phases.map(\.phrase))).", indent: 2)
        let trimesters = Trimester.allCases.map { "\($0.rawValue) \(pose.pregnancy[$0].rawValue)" }.joined(separator: " · ")
        page.labelled("Pregnancy:", "trimester \(trimesters).", indent: 2)
        if let note = pose.pregnancyNote, !note.isEmpty {
            page.paragraph(note, indent: 4)
        }
        if !pose.tags.isEmpty {
            page.labelled("Good for:", pose.tags.map { $0.replacingOccurrences(of: "-", with: " ") }.joined(separator: ", ") + ".", indent: 2)
        }
    }

    /// "8 breaths (about 40 s)" or "30 s".
    static func holdText(_ hold: Hold) -> String {
        switch hold {
        case .breaths: "\(hold) (about \(durationText(seconds: hold.duration)))"
        case .seconds: durationText(seconds: hold.duration)
        }
    }
}
