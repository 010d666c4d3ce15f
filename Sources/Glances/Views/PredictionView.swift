import CycleCore
import DayModel
import JSON
import NextSteps

/// `bloom predict` as text and JSON: the next period, ovulation and the fertile window (all
/// estimates), what they rest on, and the period-end question when it is due.
package enum PredictionView {
    /// The prediction with stable keys, its explanation and the period-end question.
    /// `ovulation` is this cycle's estimate from the best evidence (`PersonDay.ovulation`); nil
    /// for a history file, which has only the calendar.
    package static func json(prediction: Prediction?, status: CycleStatus?, endQuestion: Int?, method: String, today: Day,
                            ovulation: OvulationEstimate? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("today", .day(today)),
            ("method", .string(method)),
            ("cycleDay", status.map { .int($0.cycleDay) } ?? .null),
            ("phase", status.map { .string($0.phase.rawValue) } ?? .null),
            ("nextStart", .day(prediction?.nextStart)),
            ("earliest", .day(prediction?.earliest)),
            ("latest", .day(prediction?.latest)),
            ("cycleLength", prediction.map { .int($0.cycleLength) } ?? .null),
            ("periodLength", prediction.map { .int($0.periodLength) } ?? .null),
            ("ovulation", .day(ovulation?.day ?? prediction?.ovulation)),
            ("ovulationBasis", ovulation.map { .string($0.evidenceName) } ?? (prediction == nil ? .null : .string("calendar"))),
            ("fertileStart", .day(ovulation?.fertileWindow.lowerBound ?? prediction?.fertileStart)),
            ("fertileEnd", .day(ovulation?.fertileWindow.upperBound ?? prediction?.fertileEnd)),
            ("irregular", prediction.map { .bool($0.irregular) } ?? .null),
            ("cv", .rounded(prediction?.cv)),
            ("confidence", prediction.map { .string($0.confidence.rawValue) } ?? .null),
            ("cyclesUsed", .int(prediction?.cyclesUsed ?? 0)),
            ("daysLate", .int(status?.daysLate ?? 0)),
        ]
        pairs.append(("periodEndPrompt", endQuestion.map { .int($0) } ?? .null))
        if let prediction {
            pairs.append(("explanation", .orderedObject([
                ("lengths", .array(prediction.explanation.lengths.map { .int($0) })),
                ("weights", .array(prediction.explanation.weights.map { .rounded($0) })),
                ("notes", .array(prediction.explanation.notes.map { .string($0) })),
            ])))
        }
        return .orderedObject(pairs)
    }

    /// The prediction for people, with what it rests on.
    /// - Parameter wording: writes the step of the period-end question.
    package static func summary(prediction: Prediction?, status: CycleStatus?, endQuestion: Int?, today: Day,
                               ovulation: OvulationEstimate? = nil, wording: StepWording) -> String {
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
        if let ovulation, ovulation.evidence != .calendar {
            lines.append("Ovulation (estimate): around \(ovulation.day.shortText), \(ovulation.basis)")
            lines.append("Fertile window (estimate): \(ovulation.fertileWindow.lowerBound.shortText) to \(ovulation.fertileWindow.upperBound.shortText)")
        } else {
            lines.append("Ovulation (estimate): around \(prediction.ovulation.shortText)")
            lines.append("Fertile window (estimate): \(prediction.fertileStart.shortText) to \(prediction.fertileEnd.shortText)")
        }
        let lengths = prediction.explanation.lengths.map(String.init).joined(separator: ", ")
        let basis = prediction.cyclesUsed == 0 ? "no completed cycle yet" : "\(prediction.cyclesUsed) cycle\(prediction.cyclesUsed == 1 ? "" : "s") (\(lengths))"
        lines.append("Based on \(basis) · cycle \(prediction.cycleLength) days · period \(prediction.periodLength) days")
        lines.append("Confidence: \(prediction.confidence.rawValue)\(prediction.irregular ? " · cycles vary a lot (irregular)" : "") · method: \(prediction.method)")
        for note in prediction.explanation.notes { lines.append("  · \(note)") }
        if let endQuestion { lines.append(wording(DaySentences.periodEndQuestion(endQuestion))) }
        lines.append("These are estimates from your own history, not contraception.")
        return lines.joined(separator: "\n") + "\n"
    }
}
