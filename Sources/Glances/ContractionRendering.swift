import CycleCore
import JSON
import NextSteps

/// The contraction timer's output as text and JSON.
package enum ContractionRendering {
    /// What the person should do, in words, for `advice`, after `timed` contractions. Before
    /// 37 weeks one tightening timed says when to call (regular or painful ones, or with
    /// bleeding or fluid); from the second, they need checking now.
    package static func advice(_ advice: ContractionAdvice, timed: Int = 2) -> String {
        switch advice {
        case .beforeThirtySevenWeeks where timed < 2:
            "Before 37 weeks, call your maternity unit now if tightenings come regularly or are painful, or come with bleeding, fluid leaking or pressure low down. "
                + "An occasional, irregular, painless tightening is common (Braxton Hicks); if you're not sure, call them."
        case .beforeThirtySevenWeeks:
            "Contractions before 37 weeks need checking now. " + TimerWords.contactNow
        case .fiveOneOne:
            "Your contractions are about 5 minutes apart, about 1 minute long, for about an hour: follow the plan agreed with your midwife or doctor and contact them now."
        }
    }

    /// One line for the latest event, with the advice when there is some and `withAdvice`.
    package static func latest(_ summary: ContractionSummary, withAdvice: Bool = true) -> String {
        guard let row = summary.latest else { return "" }
        var line: String
        if let duration = row.duration {
            line = "Contraction \(summary.rows.count) stopped at \(row.contraction.end!.clockText): \(TimerWords.duration(duration))"
        } else {
            line = "Contraction \(summary.rows.count) started at \(row.contraction.start.clockText)"
            if let interval = row.interval { line += " · \(TimerWords.duration(interval)) since the last one started" }
        }
        var lines = [line]
        if withAdvice, let advice = summary.advice { lines.append(Self.advice(advice, timed: summary.rows.count)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The last twelve contractions, the last hour and the advice; with none, how to time them
    /// (written by `wording`).
    package static func text(_ summary: ContractionSummary, wording: StepWording) -> String {
        guard !summary.rows.isEmpty else { return "No contractions timed yet: run '\(wording(.timeContractions))' and press Enter when one starts.\n" }
        var lines = ["start   duration   interval"]
        for row in summary.rows.suffix(12) {
            let duration = row.duration.map(TimerWords.duration) ?? "going on"
            let interval = row.interval.map(TimerWords.duration) ?? "–"
            lines.append(row.contraction.start.clockText + "   " + duration.padding(toLength: 10, withPad: " ", startingAt: 0) + " " + interval)
        }
        var hour = "Last hour: \(summary.lastHour.count) contraction\(summary.lastHour.count == 1 ? "" : "s")"
        if let average = summary.averageDuration { hour += " · about \(TimerWords.duration(average)) long" }
        if let average = summary.averageInterval { hour += " · about \(TimerWords.duration(average)) apart" }
        lines.append(hour + ".")
        if let advice = summary.advice {
            lines.append(Self.advice(advice, timed: summary.rows.count))
        } else {
            lines.append("Contact your maternity unit now, whatever the timing, if your waters break, there's any bleeding or your baby is moving less.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package static func json(_ summary: ContractionSummary) -> JSONValue {
        .orderedObject([
            ("contractions", .array(summary.rows.map { row in
                .orderedObject([
                    ("start", .string(row.contraction.start.description)),
                    ("end", .text(row.contraction.end?.description)),
                    ("durationSeconds", row.duration.map { .int($0) } ?? .null),
                    ("intervalSeconds", row.interval.map { .int($0) } ?? .null),
                ])
            })),
            ("lastHourCount", .int(summary.lastHour.count)),
            ("averageDurationSeconds", summary.averageDuration.map { .int($0) } ?? .null),
            ("averageIntervalSeconds", summary.averageInterval.map { .int($0) } ?? .null),
            ("advice", .text(summary.advice?.rawValue)),
            ("adviceText", .text(summary.advice.map { advice($0, timed: summary.rows.count) })),
        ])
    }
}
