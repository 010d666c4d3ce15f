import Content
import CycleCore

/// `bloom affirm`: today's affirmation, the same all day and different tomorrow.
enum AffirmCommand: BloomCommand {
    static let name = "affirm"
    static let summary = "Today's affirmation (the same all day, a new one tomorrow)"
    static let usage = """
        bloom affirm [--phase PHASE] [--mode MODE] [--today YYYY-MM-DD] [--json]

        The affirmation rotates by date, never at random: the same day always gives the
        same one. Without --mode, affirmations for cycle tracking are used.

        Examples:
          bloom affirm
          bloom affirm --phase luteal
          bloom affirm --mode pregnancy --today 2026-11-10
        """
    static let options: [OptionSpec] = [
        ContentOptions.phase,
        .value("--mode", "MODE", "cycle, ttc or pregnancy (default: cycle)"),
        .flag("--favorite", "save today's affirmation as a favourite (needs the journal)"),
        ContentOptions.json,
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if arguments.has("--favorite") {
            throw CLIError.failure("--favorite is not available yet: favourites are kept in the journal, which this version of bloom does not have")
        }
        try ContentOptions.expectAtMost(0, positionals: arguments, usage: "bloom affirm [--phase PHASE] [--mode MODE]")
        let phase = try ContentOptions.phase(arguments)
        let mode = try ContentOptions.mode(arguments) ?? .cycle
        let today = try context.today()
        let knowledge = try context.knowledge()
        guard let affirmation = knowledge.affirmation(on: today, phase: phase, mode: mode) else {
            throw CLIError.failure("No affirmation fits \(phase.map(\.phrase) ?? "any phase") for \(mode.displayName).")
        }
        if context.wantsJSON {
            guard case let .object(pairs) = affirmation.json else { return }
            context.out.line(JSON.object([("date", .day(today))] + pairs).rendered())
            return
        }
        var page = ContentPage(for: context.out)
        page.paragraph(affirmation.text)
        context.out.write(page.text)
    }
}
