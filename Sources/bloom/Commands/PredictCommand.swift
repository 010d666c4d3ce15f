import CycleCore
import DayModel
import Foundation

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
        }
        if context.wantsJSON {
            context.out.line(json(prediction: prediction, status: status, endQuestion: endQuestion, method: predictor.name, today: today).rendered())
        } else {
            context.out.write(summary(prediction: prediction, status: status, endQuestion: endQuestion, today: today))
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
        let text: String
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let decoded = String(data: data, encoding: .utf8) else { throw CLIError.data("standard input is not UTF-8 text") }
            text = decoded
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CLIError.io("cannot read \(path): no such file or not readable")
            }
            guard let decoded = String(data: data, encoding: .utf8) else { throw CLIError.data("\(path) is not UTF-8 text") }
            text = decoded
        }
        do {
            return try HistoryCSV.parse(text, today: today)
        } catch let error as HistoryCSV.LineError {
            throw CLIError.data(error.description)
        }
    }

    static func json(prediction: Prediction?, status: CycleStatus?, endQuestion: Int?, method: String, today: Day) -> JSON {
        var pairs: [(String, JSON)] = [
            ("today", .day(today)),
            ("method", .string(method)),
            ("cycleDay", status.map { .int($0.cycleDay) } ?? .null),
            ("phase", status.map { .string($0.phase.rawValue) } ?? .null),
            ("nextStart", .day(prediction?.nextStart)),
            ("earliest", .day(prediction?.earliest)),
            ("latest", .day(prediction?.latest)),
            ("cycleLength", prediction.map { .int($0.cycleLength) } ?? .null),
            ("periodLength", prediction.map { .int($0.periodLength) } ?? .null),
            ("ovulation", .day(prediction?.ovulation)),
            ("fertileStart", .day(prediction?.fertileStart)),
            ("fertileEnd", .day(prediction?.fertileEnd)),
            ("irregular", prediction.map { .bool($0.irregular) } ?? .null),
            ("cv", .number(prediction?.cv)),
            ("confidence", prediction.map { .string($0.confidence.rawValue) } ?? .null),
            ("cyclesUsed", .int(prediction?.cyclesUsed ?? 0)),
            ("daysLate", .int(status?.daysLate ?? 0)),
        ]
        pairs.append(("periodEndPrompt", endQuestion.map { .int($0) } ?? .null))
        if let prediction {
            pairs.append(("explanation", .object([
                ("lengths", .array(prediction.explanation.lengths.map { .int($0) })),
                ("weights", .array(prediction.explanation.weights.map { .number($0) })),
                ("notes", .array(prediction.explanation.notes.map { .string($0) })),
            ])))
        }
        return .object(pairs)
    }

    static func summary(prediction: Prediction?, status: CycleStatus?, endQuestion: Int?, today: Day) -> String {
        guard let prediction, let status else {
            return "Not enough data yet: log the first day of your last period to get a prediction.\n"
        }
        var lines: [String] = []
        lines.append("Cycle day \(status.cycleDay) · \(status.phase.name) phase")
        if status.isLate {
            lines.append(DaySentences.late(status) + ".")
        } else {
            lines.append("Next period (estimate): \(prediction.nextStart.shortText), \(prediction.nextStart.relativeText(from: today))")
        }
        lines.append("  likely between \(prediction.earliest.shortText) and \(prediction.latest.shortText)")
        lines.append("Ovulation (estimate): around \(prediction.ovulation.shortText)")
        lines.append("Fertile window (estimate): \(prediction.fertileStart.shortText) to \(prediction.fertileEnd.shortText)")
        let lengths = prediction.explanation.lengths.map(String.init).joined(separator: ", ")
        let basis = prediction.cyclesUsed == 0 ? "no completed cycle yet" : "\(prediction.cyclesUsed) cycle\(prediction.cyclesUsed == 1 ? "" : "s") (\(lengths))"
        lines.append("Based on \(basis) · cycle \(prediction.cycleLength) days · period \(prediction.periodLength) days")
        lines.append("Confidence: \(prediction.confidence.rawValue)\(prediction.irregular ? " · cycles vary a lot (irregular)" : "") · method: \(prediction.method)")
        for note in prediction.explanation.notes { lines.append("  · \(note)") }
        if let endQuestion { lines.append(DaySentences.periodEndQuestion(endQuestion)) }
        lines.append("These are estimates from your own history, not contraception.")
        return lines.joined(separator: "\n") + "\n"
    }
}
