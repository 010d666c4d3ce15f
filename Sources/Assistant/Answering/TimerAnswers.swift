import CycleCore
import Language

/// The kick counter's and the contraction timer's latest results, for the pregnancy answers.
/// A kick-count warning or contraction advice changes the answer to the urgent one: contact the
/// maternity unit (or follow the agreed plan) now — never reassurance.
enum TimerAnswers {
    static func add(to output: inout AnswerOutput, week: Int?, _ context: inout AnswerContext) {
        if output.key == .pregnancyKicks {
            kicks(&output, week: week, context)
        } else {
            contractions(&output, week: week, context)
        }
    }

    /// The latest kick-count session (from the last two days) and its summary.
    static func kicks(_ output: inout AnswerOutput, week: Int?, _ context: AnswerContext) {
        let sessions = ((try? context.store.kickSessions()) ?? []).sorted { $0.start < $1.start }
        guard let last = sessions.last, last.start.day >= context.today - 1 else {
            output.values["lastSession"] = .null
            return
        }
        let now = last.end ?? last.kicks.last ?? last.start
        let summary = KickSummary(start: last.start, end: last.end, kicks: last.kicks, now: now, week: week,
                                  recentSecondsToTarget: sessions.dropLast().suffix(10).compactMap(\.secondsToTarget))
        output.values["lastSession"] = .object([
            "day": .day(last.start.day),
            "count": .int(summary.count),
            "minutes": .int(summary.elapsed / 60),
            "minutesToTen": summary.secondsToTarget.map { .int($0 / 60) } ?? .null,
            "usualMinutesToTen": summary.usualSecondsToTarget.map { .int($0 / 60) } ?? .null,
            "comparison": .string(summary.comparison.rawValue),
        ])
        if let warning = summary.warning {
            output.key = .pregnancyKicksWarning
            output.values["warning"] = .string(warning.rawValue)
        }
    }

    /// Today's contractions and the last hour's summary.
    static func contractions(_ output: inout AnswerOutput, week: Int?, _ context: AnswerContext) {
        let today = ((try? context.store.contractions()) ?? []).filter { $0.start.day >= context.today - 1 }
        guard let latest = today.map({ $0.end ?? $0.start }).max() else {
            output.values["timing"] = .null
            return
        }
        let summary = ContractionSummary(today, now: latest, week: week)
        output.values["timing"] = .object([
            "lastHour": .int(summary.lastHour.count),
            "averageSeconds": summary.averageDuration.map { .int($0) } ?? .null,
            "averageMinutesApart": summary.averageInterval.map { .int(Int((Double($0) / 60).rounded())) } ?? .null,
        ])
        if summary.advice == .fiveOneOne {
            output.key = .pregnancyContractions511
        }
    }
}
