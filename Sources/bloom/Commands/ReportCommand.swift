import CycleCore
import Journal
import JournalAdapters
import Reports

/// `bloom report`: a cycle or pregnancy report to take to a GP, fertility clinic or midwife,
/// written as a PDF or one self-contained HTML file (mode 0600).
enum ReportCommand: BloomCommand {
    static let name = "report"
    static let summary = "Write a cycle or pregnancy report (PDF or HTML) to take to a GP, fertility clinic or midwife"
    static let usage = """
        bloom report [--from DATE] [--to DATE] [--out FILE.pdf|FILE.html] [--for gp|fertility|midwife]
                     [--anonymous] [--paper a4|letter]

        The cycle report: a table of cycles (start, length, period length, heaviest flow, pain),
        cycle lengths with your typical range, bleeding, pain and symptoms by cycle day,
        temperatures with the cover line and shift, ovulation tests, medicines and supplements as
        logged, and Bloom's estimates (marked as estimates). The pregnancy report: dating, weight
        by trimester, kick counts, contractions, appointments, symptoms and this week's checklist.
        A section with nothing logged says so. Numbers are those of 'bloom history' and 'insights'.

        Default span: the last 6 cycles (from the period that started six completed cycles ago),
        or the pregnancy so far; to today. DATE is YYYY-MM-DD, today, yesterday or 'N days ago'.
        --for picks the report and its order: gp (cycles, bleeding and pain first; the default),
        fertility (temperatures and tests first), midwife (the pregnancy report; the default in a
        pregnancy). The format follows the extension (.pdf or .html); the default file is
        bloom-report-YYYY-MM-DD.pdf in this folder. The paper defaults to Letter when the locale
        (LC_ALL, LC_PAPER, LANG) is of the US, Canada, Mexico or another Letter country, else A4.
        The file is written with mode 0600 (readable by you only): it holds health data.

        Examples:
          bloom report
          bloom report --for fertility --out fertility.html
          bloom report --for midwife --anonymous --paper letter --out midwife.pdf
          bloom report --from 2026-01-01 --to 2026-06-30 --out first-half.pdf
        """
    static let options: [OptionSpec] = [
        .value("--from", "DATE", "the first day covered (default: six cycles back, or the pregnancy's start)"),
        .value("--to", "DATE", "the last day covered (default: today)"),
        .value("--out", "FILE", "the file to write, .pdf or .html (default: bloom-report-YYYY-MM-DD.pdf)"),
        .value("--for", "READER", "gp, fertility or midwife: which report, in which order"),
        .flag("--anonymous", "leave your name out of the report"),
        .value("--paper", "SIZE", "a4 or letter (default: from the locale, else a4)"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': use --out FILE to name the file") }
        let today = try context.today()
        var report = ReportRequest(anonymous: arguments.has("--anonymous"), paper: PaperSize.preferred(environment: context.environment))
        report.from = try day("--from", arguments, today: today)
        report.to = try day("--to", arguments, today: today)
        if let text = arguments.value("--for") {
            guard let reader = ReportReader(rawValue: text.lowercased()) else {
                throw CLIError.usage("--for takes gp, fertility or midwife, not '\(text)'")
            }
            report.reader = reader
        }
        if let text = arguments.value("--paper") {
            guard let paper = PaperSize(rawValue: text.lowercased()) else {
                throw CLIError.usage("--paper takes a4 or letter, not '\(text)'")
            }
            report.paper = paper
        }
        let reading = try context.journalForReading(readOnly: true)
        let written = try journalErrors {
            try ClinicReport.write(ClinicReport.Request(report: report, path: arguments.value("--out")), store: reading?.store,
                                   profile: reading?.profile, knowledge: { try context.knowledge() }, today: today,
                                   wording: context.stepWordingForFiles)
        }
        let kind = written.kind == .pregnancy ? "pregnancy report" : "cycle report"
        context.out.line("Wrote the \(kind) (\(written.span.from.iso) to \(written.span.to.iso), \(written.format.rawValue.uppercased()), for \(written.reader.displayName)) to \(written.url.path) (mode 0600).")
    }

    /// The day `option` names, if given.
    static func day(_ option: String, _ arguments: ParsedArguments, today: Day) throws -> Day? {
        guard let text = arguments.value(option) else { return nil }
        do {
            return try DayPhrase.parse(text, today: today, allowFuture: true)
        } catch {
            throw CLIError.usage("\(option): \(error.description)")
        }
    }
}
