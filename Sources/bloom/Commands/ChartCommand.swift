import CycleCore
import Foundation
import Glances
import Importers
import Journal

/// `bloom chart`: the current cycle's basal temperatures with the cover line and the shift
/// found by the "3 over 6" rule (or a chart read from a CSV file).
enum ChartCommand: BloomCommand {
    static let name = "chart"
    static let summary = "Chart this cycle's temperatures: cover line, shift and ovulation estimate"
    static let usage = """
        bloom chart [--temps FILE] [--exclude DATES] [--today YYYY-MM-DD] [--json]

        Without --temps, the chart is the active profile's temperatures since the last period start;
        readings logged with 'bloom log temp VALUE --excluded REASON' are shown but skipped by the rule.
        FILE is a CSV 'day,celsius[,excluded]' (a header line is optional; °F values are converted;
        'excluded' is yes/1/true or a reason such as illness, alcohol or late); '-' reads standard input.
        --exclude leaves out readings on the given days (comma-separated), e.g. after a late night.
        A shift is consistent with ovulation having happened; it is not a diagnosis.

        Examples:
          bloom log temp 36.45 --at 06:30
          bloom chart
          printf '2026-03-01,36.40\\n2026-03-02,36.45\\n' | bloom chart --temps - --json
        """
    static let options: [OptionSpec] = [
        .value("--temps", "FILE", "read temperatures from a CSV file ('-' for standard input)"),
        .value("--exclude", "DATES", "leave out the readings of these days (comma-separated)"),
        .flag("--json", "print one JSON object"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let today = try context.today()
        var readings: [BasalTemperature]
        var cycleStart: Day?
        if let path = arguments.value("--temps") {
            do {
                readings = try TemperatureCSV.readings(try readText(path))
            } catch let error as TemperatureCSV.LineError {
                throw CLIError.data(error.description)
            }
        } else {
            (readings, cycleStart) = try journalReadings(context, today: today)
        }
        let excluded = try excludedDays(arguments.value("--exclude"), context: context)
        readings = readings.map { BasalTemperature(day: $0.day, celsius: $0.celsius, excluded: $0.excluded || excluded.contains($0.day)) }
        let analysis = ThermalShiftDetector.analyze(readings)
        if context.wantsJSON {
            context.out.line(ChartRendering.json(analysis, cycleStart: cycleStart).rendered())
        } else {
            context.out.write(ChartRendering.text(analysis, cycleStart: cycleStart, width: ContentPage.columns(of: context.out), wording: context.stepWording))
        }
    }

    /// The active profile's readings since its latest period start (the last 40 days when no
    /// period is logged), and that start.
    static func journalReadings(_ context: CommandContext, today: Day) throws -> ([BasalTemperature], Day?) {
        guard let (store, profile) = try context.journalForReading(readOnly: true) else { return ([], nil) }
        return try journalErrors { try ChartRendering.readings(from: store, profile: profile, today: today) }
    }

    static func excludedDays(_ text: String?, context: CommandContext) throws -> Set<Day> {
        guard let text else { return [] }
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return Set(try parts.map { try context.day(from: [$0]) })
    }

    static func readText(_ path: String) throws -> String {
        do { return try TextFile.read(path) } catch { throw error.isBadData ? CLIError.data(error.description) : CLIError.io(error.description) }
    }
}
