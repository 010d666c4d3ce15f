import CycleCore
import JSON
import NextSteps
import Wellness

/// `bloom fitness` as text and JSON, and "show my heart-rate zones this week" in chat: VO2 max,
/// the maximum and resting heart rate, minutes in each heart-rate zone, the activity rings and
/// the workout timeline. Marks are explained by the legend in words, so nothing needs colour.
package struct FitnessView: Sendable {
    package let report: FitnessReport
    /// The stored profile's name, nil when nothing is stored.
    package let profileName: String?

    package init(report: FitnessReport, profileName: String?) {
        self.report = report
        self.profileName = profileName
    }

    /// The view as text, the steps in it written by `wording`.
    package func text(style: Style = .plain, wording: StepWording) -> String {
        let r = report
        let first = r.day - (r.days - 1)
        var lines = [style("Fitness · \(first.shortText) to \(r.day.shortText) (\(r.days) days)\(profileName.map { " · profile \($0)" } ?? "")", .bold)]
        lines += VitalsView.lines(r.vo2Max, style: style, wording: wording).prefix(2)
        if let maximum = r.maximum {
            lines.append(style("Maximum heart rate", .bold) + " · \(Int(maximum.value.rounded())) bpm (\(maximum.source))" + (maximum.isEstimate ? " · an estimate" : ""))
        } else {
            lines.append(style("Maximum heart rate", .bold) + " · " + style(r.maximumUnavailable.map { wording($0) } ?? "data unavailable", .dim))
        }
        if let resting = r.restingHeartRate {
            lines.append(style("Resting heart rate", .bold) + " · \(Int(resting.rounded())) bpm (median of \(r.restingHeartRateDays) of the last 7 days)")
        } else {
            lines.append(style("Resting heart rate", .bold) + " · " + style("data unavailable: " + wording(VitalSign.restingHeartRate.howToMeasure), .dim))
        }
        lines += zoneLines(style: style, wording: wording)
        lines += ringLines(style: style)
        lines += workoutLines(style: style, wording: wording)
        lines += r.notes.map { style(wording($0), .dim) }
        lines.append(style(FitnessView.legend(wording), .dim))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The zones: bounds, a bar of minutes and the minutes, or why there are none.
    func zoneLines(style: Style, wording: StepWording) -> [String] {
        guard let zones = report.zones else {
            return [style("Heart-rate zones", .bold) + " · " + style(report.zonesUnavailable.map { wording($0) } ?? "data unavailable", .dim)]
        }
        let maximum = Int(zones.maximum.value.rounded())
        var lines = [style("Heart-rate zones", .bold) + " · ACSM intensity, % of maximum \(maximum) bpm, minutes with a reading:"]
        let longest = max(1, zones.zones.map(\.minutes).max() ?? 1)
        for zone in zones.zones {
            let percent = zone.toPercent.map { "\(zone.fromPercent)–\($0)%" } ?? "\(zone.fromPercent)%+"
            let bpm = zone.toBPM.map { "\(zone.fromBPM)–\($0)" } ?? "\(zone.fromBPM)+"
            let bar = String(repeating: "█", count: Int((zone.minutes / longest * 20).rounded()))
            lines.append("  \(zone.name.padded(to: 12)) \(percent.padded(to: 7)) \((bpm + " bpm").padded(to: 12)) \(bar.padded(to: 20)) \(Int(zone.minutes.rounded())) min")
        }
        let perDay = zones.daily.map { day in day.minutes.dropFirst().reduce(0, +) }
        lines.append("  moderate or higher: \(Int(zones.moderateOrHigherMinutes.rounded())) min · by day \(Sparkline.render(gapped: perDay.map { Optional($0) }))"
            + " (\(zones.daysWithHeartRate) of \(report.days) days with heart rate)")
        if zones.source == .workoutAverages { lines.append(style("  From \(zones.source.rawValue).", .dim)) }
        return lines
    }

    /// The rings: one mark a day per ring, today's value against its goal.
    func ringLines(style: Style) -> [String] {
        var lines = [style("Activity rings", .bold) + " · one mark a day, oldest first (○ under half · ◐ half or more · ● goal reached · · nothing recorded):"]
        for ring in ActivityRing.allCases {
            let marks = String(report.rings.map { day -> Character in
                guard let fraction = day.fraction(ring, goals: report.goals) else { return "·" }
                return fraction >= 1 ? "●" : fraction >= 0.5 ? "◐" : "○"
            })
            let goal = Int(report.goals.goal(ring))
            let today = report.today.value(ring).map { "today \(FitnessView.grouped($0)) \(ring.unit) (\(Int((($0 / Double(max(1, goal))) * 100).rounded()))%)" }
                ?? "today: nothing recorded"
            let own = report.goals.own.contains(ring) ? "your goal" : "default"
            lines.append("  \(ring.title.padded(to: 13)) \(marks)  \(today) · goal \(FitnessView.grouped(Double(goal))) \(ring.unit) (\(own))")
        }
        if report.today.exerciseFromWorkouts { lines.append(style("  Today's exercise minutes are your workouts' (no exercise time was recorded).", .dim)) }
        return lines
    }

    /// The workouts, oldest first.
    func workoutLines(style: Style, wording: StepWording) -> [String] {
        guard !report.workouts.isEmpty else {
            let log = wording(.log(.workout(minutes: 40, effort: 7)))
            return [style("Workouts", .bold) + " · " + style("none in these \(report.days) days; import them from Apple Health or log one with `\(log)`", .dim)]
        }
        var lines = [style("Workouts", .bold) + " · \(report.workouts.count):"]
        for item in report.workouts {
            let session = item.session
            var parts = ["\(item.day.shortText) \(session.start?.clockText ?? "--:--")", session.activity, "\(Int(session.minutes.rounded())) min"]
            if let energy = session.energyKcal { parts.append("\(Int(energy.rounded())) kcal") }
            if let average = session.averageHeartRate {
                var heart = "avg \(Int(average.rounded()))"
                if let peak = session.maximumHeartRate { heart += " / max \(Int(peak.rounded()))" }
                heart += " bpm"
                if let zone = item.zone { heart += " (\(HeartRateZones.names[zone]))" }
                parts.append(heart)
            }
            if let effort = session.effort { parts.append("effort \(Int(effort))/10") }
            lines.append("  " + parts.joined(separator: " · "))
        }
        return lines
    }

    /// What the marks mean, in words; where goals are set written by `wording`.
    package static func legend(_ wording: StepWording) -> String {
        """
        Legend: zones are ACSM's intensity classes as a share of your maximum heart rate (below 57% is very light and not counted); \
        a minute counts in the zone of its average. Rings: ○ under half the goal, ◐ half or more, ● reached, · nothing recorded \
        (never counted as zero). Goals are yours when set ('\(wording(.setStepGoal))'), else documented defaults.
        """
    }

    /// 8230 → "8,230".
    static func grouped(_ value: Double) -> String {
        let whole = Int(value.rounded())
        let digits = Array(String(abs(whole)))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (whole < 0 ? "-" : "") + text
    }

    /// The report as JSON, the steps in its messages written by `wording`.
    package func json(_ wording: StepWording) -> JSONValue {
        let r = report
        var pairs: [(String, JSONValue)] = [("today", .day(r.day)), ("profile", .text(profileName)), ("days", .int(r.days)),
                                       ("vo2Max", VitalsView.json(r.vo2Max, wording: wording))]
        pairs.append(("maximumHeartRate", r.maximum.map { .orderedObject([("bpm", .rounded($0.value, places: 1)), ("source", .string($0.source)), ("estimate", .bool($0.isEstimate))]) }
            ?? .orderedObject([("bpm", .null), ("message", .text(r.maximumUnavailable.map { wording($0) }))])))
        pairs.append(("restingHeartRate", .orderedObject([("bpm", .rounded(r.restingHeartRate, places: 1)), ("days", .int(r.restingHeartRateDays))])))
        pairs.append(("zones", r.zones.map { zones in
            .orderedObject([("source", .string(zones.source.rawValue)), ("daysWithHeartRate", .int(zones.daysWithHeartRate)),
                     ("zones", .array(zones.zones.map { zone in
                         .orderedObject([("name", .string(zone.name)), ("fromPercent", .int(zone.fromPercent)), ("toPercent", zone.toPercent.map { .int($0) } ?? .null),
                                  ("fromBpm", .int(zone.fromBPM)), ("toBpm", zone.toBPM.map { .int($0) } ?? .null), ("minutes", .rounded(zone.minutes, places: 1))])
                     })),
                     ("daily", .array(zones.daily.map { .orderedObject([("day", .day($0.day)), ("minutes", .array($0.minutes.map { .rounded($0, places: 1) }))]) }))])
        } ?? .orderedObject([("message", .text(r.zonesUnavailable.map { wording($0) }))])))
        pairs.append(("goals", .orderedObject([("steps", .int(r.goals.steps)), ("activeEnergyKcal", .int(r.goals.activeEnergyKcal)),
                                         ("exerciseMinutes", .int(r.goals.exerciseMinutes)),
                                         ("own", .array(ActivityRing.allCases.filter { r.goals.own.contains($0) }.map { .string($0.rawValue) }))])))
        pairs.append(("rings", .array(r.rings.map { day in
            .orderedObject([("day", .day(day.day)), ("steps", .rounded(day.steps, places: 0)), ("activeEnergyKcal", .rounded(day.activeEnergyKcal, places: 1)),
                     ("exerciseMinutes", .rounded(day.exerciseMinutes, places: 1)), ("exerciseFromWorkouts", .bool(day.exerciseFromWorkouts))])
        })))
        pairs.append(("workouts", .array(r.workouts.map { item in
            .orderedObject([("day", .day(item.day)), ("start", .text(item.session.start?.clockText)), ("activity", .string(item.session.activity)),
                     ("minutes", .rounded(item.session.minutes, places: 1)), ("energyKcal", .rounded(item.session.energyKcal, places: 1)),
                     ("averageHeartRate", .rounded(item.session.averageHeartRate, places: 0)), ("maximumHeartRate", .rounded(item.session.maximumHeartRate, places: 0)),
                     ("zone", item.zone.map { .string(HeartRateZones.names[$0]) } ?? .null), ("effort", .rounded(item.session.effort, places: 0)),
                     ("logged", .bool(item.session.loggedByHand))])
        })))
        pairs.append(("notes", .array(r.notes.map { .string(wording($0)) })))
        return .orderedObject(pairs)
    }
}
