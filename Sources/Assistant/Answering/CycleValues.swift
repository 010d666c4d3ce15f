import CycleCore
import DayModel
import Language

/// The values cycle answers share (CycleAnswers, FertilityAnswers, the daily briefing): built
/// here once, so no capability reads another's dictionary.
enum CycleValues {
    /// Values shared by every cycle answer.
    static func values(_ prediction: Prediction, _ status: CycleStatus, _ today: Day) -> [String: TemplateValue] {
        [
            "next": .day(prediction.nextStart),
            "earliest": .day(prediction.earliest),
            "latest": .day(prediction.latest),
            "daysUntil": .int(status.daysUntilNextPeriod),
            "late": .bool(status.isLate),
            "daysLate": .int(status.daysLate),
            "cycleDay": .int(status.cycleDay),
            "phase": .string(status.phase.rawValue),
            "ovulation": .day(prediction.ovulation),
            "ovulationPast": .bool(prediction.ovulation < today),
            "fertileStart": .day(prediction.fertileStart),
            "fertileEnd": .day(prediction.fertileEnd),
            "inFertileWindow": .bool(prediction.fertileStart <= today && today <= prediction.fertileEnd),
            "fertileWindowPast": .bool(prediction.fertileEnd < today),
            "irregular": .bool(prediction.irregular),
            "confidence": .string(prediction.confidence.rawValue),
            "cyclesUsed": .int(prediction.cyclesUsed),
            "cycleLength": .int(prediction.cycleLength),
            "periodLength": .int(prediction.periodLength),
            "periodEndPrompt": .bool(status.periodEndPrompt != nil),
        ]
    }

    /// This cycle's ovulation and fertile window from the best evidence (`OvulationEstimate`),
    /// replacing the calendar's; `ovulationBasis` says what it rests on when that is not the
    /// calendar ("from your temperature shift (confirmed Sun 22 Nov)").
    static func ovulation(_ estimate: OvulationEstimate, _ today: Day) -> [String: TemplateValue] {
        let window = estimate.fertileWindow
        return [
            "ovulation": .day(estimate.day),
            "ovulationPast": .bool(estimate.day < today),
            "fertileStart": .day(window.lowerBound),
            "fertileEnd": .day(window.upperBound),
            "inFertileWindow": .bool(window.contains(today)),
            "fertileWindowPast": .bool(window.upperBound < today),
            "ovulationBasis": estimate.evidence == .calendar ? .null : .string(estimate.basis),
        ]
    }

    /// Today's days past the estimated ovulation (`dpo`, negative while it is ahead) and, for
    /// a count asked to be dated ("when is 12dpo?"), that count and its day (`askedDpo`,
    /// `askedDay`), from the ovulation already in `values`.
    static func daysPastOvulation(_ asked: DaysPastOvulationQuestion, _ values: [String: TemplateValue], _ today: Day) -> [String: TemplateValue] {
        guard case let .day(ovulation) = values["ovulation"] else { return [:] }
        var result: [String: TemplateValue] = ["dpo": .int(ovulation.days(to: today))]
        if let count = asked.count {
            result["askedDpo"] = .int(count)
            result["askedDay"] = .day(ovulation + count)
        }
        return result
    }

    /// Once this cycle's fertile window has passed, the next one's estimate: the same
    /// projection the calendar draws (`nextFertileStart`, `nextFertileEnd`, `nextBestStart`,
    /// `nextOvulation`). Empty while the window is open or ahead, and while the period is late
    /// (when the next cycle's start is unknown).
    static func nextWindow(_ prediction: Prediction, _ status: CycleStatus, _ today: Day) -> [String: TemplateValue] {
        guard prediction.fertileEnd < today, !status.isLate, let following = prediction.upcoming(2, asOf: today).dropFirst().first else { return [:] }
        return [
            "nextFertileStart": .day(following.fertileStart),
            "nextFertileEnd": .day(following.fertileEnd),
            // The two days before ovulation are the most fertile (Wilcox 1995).
            "nextBestStart": .day(following.ovulation - 2),
            "nextOvulation": .day(following.ovulation),
        ]
    }

    /// Values for a cycle question asked in pregnancy mode (`cycle.in_pregnancy`).
    static func pregnancy(_ context: inout AnswerContext) -> [String: TemplateValue] {
        [
            "dueDate": context.pregnancy.map { .day($0.dueDate) } ?? .null,
            "intent": .string(context.intent.rawValue),
        ]
    }
}
