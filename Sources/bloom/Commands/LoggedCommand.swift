import CycleCore
import Glances
import Journal

/// `bloom logged`: what was logged on a day, or over the days ending on it.
enum LoggedCommand: BloomCommand {
    static let name = "logged"
    static let summary = "What you logged on a day or over the last days: periods, symptoms, moods, measurements"
    static let usage = """
        bloom logged [DATE] [--days N] [--profile NAME] [--today YYYY-MM-DD] [--json]

        Everything logged on DATE (default today), or with --days N over the N days ending on
        DATE (at most \(LoggedView.longestSpan)), newest day first: period starts and ends, flow,
        symptoms, moods and notes, temperatures, ovulation tests, water and food (added up per
        day), weight, lifestyle, yoga, kick counts and contractions. Sleep, heart rate and
        workouts are in 'bloom scores'. DATE is YYYY-MM-DD, today, yesterday or 'N days ago'.

        Examples:
          bloom logged
          bloom logged yesterday
          bloom logged --days 7 --json
        """
    static let options: [OptionSpec] = [
        .value("--days", "N", "show the N days ending on DATE (1–\(LoggedView.longestSpan))"),
        .flag("--json", "print one JSON object"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let last = try context.day(from: arguments.positionals)
        let days = try LogCommand.integer(arguments, "--days", 1...LoggedView.longestSpan) ?? 1
        let first = last - (days - 1)
        let reading = try context.journalForReading(readOnly: true)
        let view = try journalErrors {
            try reading.map { try LoggedView.read(from: $0.store, profile: $0.profile, first: first, last: last) }
        } ?? LoggedView(first: first, last: last, profileName: nil, entries: [])
        if context.wantsJSON {
            context.out.line(view.json.rendered())
        } else {
            context.out.write(view.text(wording: context.stepWording))
        }
    }
}
