import CycleCore
import DayModel
import Glances
import Journal

/// `bloom history`: the chosen profile's periods with their lengths and the cycles between them.
enum HistoryCommand: BloomCommand {
    static let name = "history"
    static let summary = "Show logged periods with their lengths"
    static let usage = """
        bloom history [--profile NAME] [--today YYYY-MM-DD] [--json]

        Newest first: each period's days and the cycle from its start to the next start.
        --json lists them oldest first with the keys start, end, length, cycleLength, ongoing, notes.

        Example:
          bloom history --json
        """
    static let options: [OptionSpec] = [.flag("--json", "print one JSON object")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom history") }
        let today = try context.today()
        let reading = try context.journalForReading(readOnly: true)
        let history = try journalErrors { try reading.map { try $0.store.periodHistory(of: $0.profile, asOf: today) } } ?? .empty
        let view = HistoryView(history: history, profileName: reading?.profile.name, today: today)
        if context.wantsJSON {
            context.out.line(view.json.rendered())
        } else {
            context.out.write(view.text(wording: context.stepWording))
        }
    }
}
