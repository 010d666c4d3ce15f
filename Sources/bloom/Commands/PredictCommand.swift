import Glances
import CycleCore
import DayModel
import Foundation
import Importers

/// `bloom predict`: the next period, its interval, ovulation and the fertile window.
enum PredictCommand: BloomCommand {
    static let name = "predict"
    static let summary = "Predict the next period, ovulation and fertile window"
    static let usage = """
        bloom predict --history FILE [--method NAME] [--today YYYY-MM-DD] [--json]

        FILE is a CSV with the header 'start,end' (end may be empty); '-' reads standard input.
        Methods: \(Predictors.names.joined(separator: ", ")) (default: default).

        Example:
          printf 'start,end\\n2026-08-01,2026-08-05\\n2026-08-29,2026-09-02\\n' | bloom predict --history - --today 2026-09-10
        """
    static let options: [OptionSpec] = [
        .value("--history", "FILE", "read periods from a CSV file ('-' for standard input)"),
        .value("--method", "NAME", "the predictor to use"),
        .flag("--json", "print one JSON object"),
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let today = try context.today()
        let predictor = try predictor(named: arguments.value("--method"))
        let prediction: Prediction?
        let status: CycleStatus?
        let endQuestion: Int?
        var ovulation: OvulationEstimate?
        if let path = arguments.value("--history") {
            // A history file has no temperatures and no questions shown: the plain prediction.
            let history = try readHistory(path, today: today)
            prediction = predictor.predict(history)
            status = history.latest.flatMap { latest in
                prediction.map { CycleStatus(latest: latest, prediction: $0, today: today) }
            }
            endQuestion = PeriodEndQuestion.due(status: status, shown: [])
        } else {
            // The profile: the day model's prediction (the personal luteal phase when known),
            // the same one `today`, `calendar`, `ics`, `status`, `remind` and the chat read.
            let day = try DailySnapshot.load(context).day
            if predictor.name == Predictors.standard.name {
                prediction = day.prediction
                status = day.status
            } else {
                prediction = predictor.predict(day.history, luteal: day.luteal)
                status = day.history.latest.flatMap { latest in
                    prediction.map { CycleStatus(latest: latest, prediction: $0, today: today) }
                }
            }
            endQuestion = predictor.name == Predictors.standard.name ? day.periodEndQuestion : nil
            // This cycle's ovulation from the best evidence, as `chart` and the chat give it.
            ovulation = predictor.name == Predictors.standard.name ? day.ovulation : nil
        }
        if context.wantsJSON {
            context.out.line(PredictionView.json(prediction: prediction, status: status, endQuestion: endQuestion, method: predictor.name, today: today, ovulation: ovulation).rendered())
        } else {
            context.out.write(PredictionView.summary(prediction: prediction, status: status, endQuestion: endQuestion, today: today, ovulation: ovulation, wording: context.stepWording))
        }
    }


    static func predictor(named name: String?) throws -> any Predictor {
        guard let name else { return Predictors.standard }
        guard let predictor = Predictors.named(name) else {
            var message = "unknown method '\(name)' (methods: \(Predictors.names.joined(separator: ", ")))"
            if let near = closestMatch(to: name, in: Predictors.names) { message += "; did you mean '\(near)'?" }
            throw CLIError.usage(message)
        }
        return predictor
    }

    static func readHistory(_ path: String, today: Day) throws -> PeriodHistory {
        let text = try ChartCommand.readText(path)
        do {
            return try HistoryCSV.parse(text, today: today)
        } catch let error as HistoryCSV.LineError {
            throw CLIError.data(error.description)
        }
    }
}
