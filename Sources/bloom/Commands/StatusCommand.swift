import CycleCore
import Glances

/// `bloom status`: one short line for shell prompts and status bars; silent on errors.
enum StatusCommand: BloomCommand {
    /// Machine-readable: never wrapped.
    static let wrapsText = false
    static let name = "status"
    static let summary = "One short status line for shell prompts and status bars"
    static let usage = """
        bloom status [--format TEMPLATE]

        Prints e.g. 'day 12 · follicular · period in 16d' (or 'week 20 · T2 · due in 140d';
        'due date 20d ago' once a recorded pregnancy is past 42 weeks).
        Prints nothing when there is nothing to say or something goes wrong, so a prompt
        never breaks. Placeholders: {day} {phase} {next} {late} {week} {trimester} {due}
        {dueAgo} {profile} {mode}.

        Examples:
          bloom status
          PS1='$(bloom status --format "{phase} {next}") \\$ '
        """
    static let options: [OptionSpec] = [.value("--format", "TEMPLATE", "the line to print, with {placeholders}")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        guard let snapshot = try? DailySnapshot.load(context) else { return }
        let template = arguments.value("--format") ?? StatusLine.defaultTemplate(snapshot.day)
        guard let template, snapshot.profile != nil else { return }
        context.out.line(StatusLine.render(template, values: StatusLine.values(snapshot.day)))
    }
}
