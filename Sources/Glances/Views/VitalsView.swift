import CycleCore
import JSON
import NextSteps
import Wellness

/// `bloom vitals [NAME]` as text and JSON, and "what's my VO2 max?" in chat: each card's latest
/// reading, a chart of the window, the 7-, 30- and 90-day trends, the person's usual range and,
/// for blood pressure and glucose, the public guidance it is shown against. Every mark is
/// explained in words by the legend, so nothing depends on colour.
package struct VitalsView: Sendable {
    package let report: VitalsReport
    /// The stored profile's name, nil when nothing is stored.
    package let profileName: String?
    /// Only this card, with its recent readings, when one was asked for.
    package let only: VitalSign?
    /// The readings of `only`, newest last (for the detail's list).
    package let recent: [VitalMeasurement]

    package init(report: VitalsReport, profileName: String?, only: VitalSign? = nil, recent: [VitalMeasurement] = []) {
        self.report = report
        self.profileName = profileName
        self.only = only
        self.recent = recent
    }

    /// The cards shown: all, or the one asked for.
    package var cards: [VitalCard] { only.map { sign in report.cards.filter { $0.sign == sign } } ?? report.cards }

    /// The view as text, the steps in it written by `wording`.
    package func text(style: Style = .plain, wording: StepWording) -> String {
        var lines = [style("Vitals · \(report.day.iso)\(profileName.map { " · profile \($0)" } ?? "") · \(report.days)-day charts", .bold)]
        if only == nil, let note = report.orderNote { lines.append(style(note, .dim)) }
        for card in cards { lines += VitalsView.lines(card, style: style, wording: wording) }
        if let only, let card = cards.first, card.latest != nil, !recent.isEmpty {
            lines.append("  Recent readings:")
            for reading in recent.suffix(7).reversed() {
                lines.append("    \(reading.at.day.iso) \(reading.at.clockText)  \(only.text(reading))\(reading.loggedByHand ? " (logged)" : "")")
            }
        }
        lines.append(style(VitalsView.legend(report.days), .dim))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One card as lines: the headline, the chart and trends, the usual range, the guidance.
    package static func lines(_ card: VitalCard, style: Style = .plain, wording: StepWording) -> [String] {
        guard let latest = card.latest, let latestText = card.latestText else {
            return [style(card.sign.title, .bold) + " · " + style(card.unavailable.map { wording($0) } ?? "data unavailable", .dim)]
        }
        let when = latest.day == card.day ? "today" : latest.day.iso
        var lines = [style(card.sign.title, .bold) + " · \(latestText) (\(when)\(latest.loggedByHand ? ", logged" : ""))"]
        lines.append("  chart \(Sparkline.render(gapped: card.series))  \(card.trendsText)")
        if let range = card.usualRange {
            lines.append("  usual \(card.sign.text(range)) (your median ± spread, \(range.days) days in \(range.windowDays))")
        } else {
            lines.append(style("  usual: calibrating, \(card.rangeDaysNeeded) more day\(card.rangeDaysNeeded == 1 ? "" : "s") with a reading", .dim))
        }
        if let guidance = card.guidance {
            let colour: TextStyle = guidance.care?.urgency == .now ? .red : guidance.care != nil ? .yellow : .green
            lines.append("  guidance: " + style(guidance.band, colour) + " · \(guidance.ranges)")
            if let care = guidance.care { lines.append("  " + style(careLabel(care.urgency), .bold) + " " + care.text) }
            lines.append(style("  \(VitalGuidance.notADiagnosis)", .dim))
        }
        lines += card.notes.map { style("  \($0)", .dim) }
        return lines
    }

    /// "Now:", "Today:", "When you can:".
    static func careLabel(_ urgency: VitalCare.Urgency) -> String {
        switch urgency {
        case .now: "Now:"
        case .today: "Today:"
        case .appointment: "When you can:"
        }
    }

    /// What the marks mean, in words.
    package static func legend(_ days: Int) -> String {
        """
        Legend: chart = one mark a day for \(days) days, ▁ lowest to █ highest shown, · no reading. 7d/30d/90d = the average of days \
        with readings, (±) against the same number of days before. usual = your median ± robust spread (MAD × 1.4826) over 90 days. \
        Guidance bands come from public ranges (NHS, NICE, ADA) and are not a diagnosis.
        """
    }

    /// The report as JSON: every card (or the one asked for) with its latest reading, trends,
    /// usual range, guidance and daily series.
    package func json(_ wording: StepWording) -> JSONValue {
        .orderedObject([
            ("today", .day(report.day)), ("profile", .text(profileName)), ("days", .int(report.days)),
            ("pregnant", .bool(report.pregnant)), ("conditions", .array(report.conditions.map { .string($0.rawValue) })),
            ("cards", .array(cards.map { VitalsView.json($0, wording: wording) })),
        ])
    }

    /// One card as JSON, the steps in its message written by `wording`.
    package static func json(_ card: VitalCard, wording: StepWording) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("sign", .string(card.sign.rawValue)), ("name", .string(card.sign.commandName)), ("title", .string(card.sign.title)),
            ("unit", .string(card.sign.unit)), ("status", .string(card.latest == nil ? "unavailable" : "available")),
            ("message", .text(card.unavailable.map { wording($0) })),
        ]
        pairs.append(("latest", card.latest.map { reading in
            .orderedObject([("at", .string("\(reading.at.day.iso)T\(reading.at.clockText)")), ("value", .rounded(reading.value, places: 2)),
                     ("diastolic", .rounded(reading.diastolic, places: 0)), ("timing", .text(reading.timing?.rawValue)),
                     ("logged", .bool(reading.loggedByHand)), ("text", .string(card.sign.text(reading)))])
        } ?? .null))
        pairs.append(("trends", .array(card.trends.map { trend in
            .orderedObject([("days", .int(trend.days)), ("average", .rounded(trend.average, places: 2)),
                     ("averageDiastolic", .rounded(trend.averageDiastolic, places: 2)), ("daysWithReadings", .int(trend.daysWithReadings)),
                     ("change", .rounded(trend.change, places: 2))])
        })))
        pairs.append(("usualRange", card.usualRange.map { range in
            .orderedObject([("low", .rounded(range.low, places: 2)), ("high", .rounded(range.high, places: 2)), ("median", .rounded(range.median, places: 2)),
                     ("diastolicLow", .rounded(range.diastolic?.lowerBound, places: 2)), ("diastolicHigh", .rounded(range.diastolic?.upperBound, places: 2)),
                     ("days", .int(range.days)), ("windowDays", .int(range.windowDays))])
        } ?? .null))
        pairs.append(("rangeDaysNeeded", .int(card.rangeDaysNeeded)))
        pairs.append(("guidance", card.guidance.map { guidance in
            .orderedObject([("band", .string(guidance.band)), ("ranges", .string(guidance.ranges)), ("source", .string(guidance.source)),
                     ("care", guidance.care.map { .orderedObject([("urgency", .string($0.urgency.rawValue)), ("text", .string($0.text))]) } ?? .null)])
        } ?? .null))
        pairs.append(("series", .array(card.series.map { .rounded($0, places: 2) })))
        pairs.append(("notes", .array(card.notes.map(JSONValue.string))))
        return .orderedObject(pairs)
    }
}
