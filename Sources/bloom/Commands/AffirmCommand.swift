import Content
import CycleCore
import Journal
import JSON
import Language

/// `bloom affirm`: today's affirmation, the same all day and different tomorrow.
enum AffirmCommand: BloomCommand {
    static let name = "affirm"
    static let summary = "Today's affirmation (the same all day, a new one tomorrow)"
    static let usage = """
        bloom affirm [--phase PHASE] [--mode MODE] [--today YYYY-MM-DD] [--favorite] [--json]
        bloom affirm --favorites [--json]

        The affirmation rotates by date, never at random: the same day always gives the
        same one. Without --mode, affirmations for cycle tracking are used. --favorite keeps
        today's affirmation in your journal (saving it again changes nothing); --favorites
        lists the ones you kept.

        Examples:
          bloom affirm
          bloom affirm --phase luteal
          bloom affirm --mode pregnancy --today 2026-11-10
          bloom affirm --favorite
          bloom affirm --favorites
        """
    static let options: [OptionSpec] = [
        ContentOptions.phase,
        .value("--mode", "MODE", "cycle, ttc or pregnancy (default: cycle)"),
        .flag("--favorite", "save today's affirmation as a favourite"),
        .flag("--favorites", "list your favourite affirmations"),
        .flag("--list-favorites", "the same as --favorites"),
        ContentOptions.json,
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if arguments.has("--favorites") || arguments.has("--list-favorites") {
            try ContentOptions.expectAtMost(0, positionals: arguments, usage: "bloom affirm --favorites")
            return try listFavourites(in: context)
        }
        try ContentOptions.expectAtMost(0, positionals: arguments, usage: "bloom affirm [--phase PHASE] [--mode MODE]")
        let phase = try ContentOptions.phase(arguments)
        let mode = try ContentOptions.mode(arguments) ?? .cycle
        let today = try context.today()
        let knowledge = try context.knowledge()
        guard let affirmation = knowledge.affirmation(on: today, phase: phase, mode: mode) else {
            throw CLIError.failure("No affirmation fits \(phase.map(\.phrase) ?? "any phase") for \(mode.displayName).")
        }
        if arguments.has("--favorite") { return try saveFavourite(affirmation.text, in: context) }
        if context.wantsJSON {
            guard case let .orderedObject(pairs) = affirmation.json else { return }
            context.out.line(JSONValue.orderedObject([("date", .day(today))] + pairs).rendered())
            return
        }
        var page = ContentPage(for: context.out)
        page.paragraph(affirmation.text)
        context.out.write(page.text)
    }
}
