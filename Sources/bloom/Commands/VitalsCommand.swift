import CycleCore
import Glances
import NextSteps
import JournalAdapters
import Wellness

/// `bloom vitals [NAME]`: the vitals cards (weight, body fat, HRV, resting heart rate, SpO2,
/// VO2 max, blood pressure, glucose), or one card with its recent readings.
enum VitalsCommand: BloomCommand {
    static let name = "vitals"
    static let summary = "Vitals cards: latest value, 7/30/90-day trends, your usual range, guidance for blood pressure and glucose"
    static var usage: String {
        """
        bloom vitals [--days 7|30|90] [--json]
        bloom vitals NAME [--days 7|30|90] [--json]     (NAME: \(VitalSign.allCases.map(\.commandName).joined(separator: ", ")))

        Each card shows the latest reading, a chart of the last N days (default 7), the average of
        the last 7, 30 and 90 days against the days before, and your usual range (your median ±
        a robust spread over 90 days). Blood pressure and glucose are shown against public ranges
        (NHS, NICE, ADA), never as a diagnosis; in pregnancy 140/90 or more means contacting the
        maternity unit today, 160/110 or more now. A card with no reading says "data unavailable"
        and how to add one. Log readings with 'bloom log bp|glucose|spo2|bodyfat|weight|rhr|hrv'.

        Examples:
          bloom vitals
          bloom vitals bp --days 30
          bloom vitals glucose --json
        """
    }
    static let options: [OptionSpec] = [WellnessOptions.days, WellnessOptions.json]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let days = try WellnessOptions.days(arguments)
        var sign: VitalSign?
        if let word = arguments.positionals.first {
            guard arguments.positionals.count == 1, let named = VitalSign.named(word) else {
                var message = "bloom vitals takes one of \(VitalSign.allCases.map(\.commandName).joined(separator: ", ")), not '\(arguments.positionals.joined(separator: " "))'"
                if let near = closestMatch(to: word.lowercased(), in: VitalSign.allCases.map(\.commandName)) { message += "; did you mean '\(near)'?" }
                throw CLIError.usage(message)
            }
            sign = named
        }
        let today = try context.today()
        let view: VitalsView
        if let (store, profile) = try context.journalForReading(readOnly: true) {
            view = try journalErrors {
                let report = try JournalVitals.report(of: profile, in: store, today: today, days: days)
                let recent = try sign.map { try JournalVitals.readings(of: profile, in: store, from: today - 89, through: today)[$0] ?? [] } ?? []
                return VitalsView(report: report, profileName: profile.name, only: sign, recent: recent.sorted { $0.at < $1.at })
            }
        } else {
            view = VitalsView(report: Vitals.report(readings: [:], on: today, days: days, pregnant: false, conditions: []), profileName: nil, only: sign)
        }
        if context.wantsJSON {
            context.out.line(view.json(context.stepWording).rendered())
        } else {
            context.out.write(view.text(style: context.out.style, wording: context.stepWording))
        }
    }
}
