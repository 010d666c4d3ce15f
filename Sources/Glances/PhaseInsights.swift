import CycleCore
import DayModel
import JSON
import NextSteps

/// The phase part of `bloom insights`: time spent in each phase and how often each symptom and
/// mood came in each phase, over the completed cycles.
package struct PhaseInsights {
    package let calendar: PhaseCalendar
    package let heatmap: PhaseHeatmap

    /// - Parameters:
    ///   - history: the periods as they stand today.
    ///   - day: the person's day (its phase calendar).
    ///   - logged: the symptoms and moods logged, a day each.
    package init(day: PersonDay, logged: [LoggedDay]) {
        calendar = day.phaseCalendar
        heatmap = PhaseHeatmap(entries: logged, calendar: calendar)
    }

    /// "Time in each phase (average of 3 cycles): menstrual 5 days · follicular 8 · …", or the
    /// not-enough-data line; then the heatmap or its not-enough-data line (with the step to log
    /// symptoms and moods, written by `wording`).
    package func lines(wording: StepWording) -> [String] {
        guard let average = calendar.averageDays else {
            return ["Phases: not enough data yet (log at least 2 period starts).",
                    "Symptoms and moods by phase: not enough data yet (needs a completed cycle)."]
        }
        let count = calendar.cycles.count
        let parts = Phase.allCases.map { "\($0.name) \(Self.days(average[$0] ?? 0))" }
        var lines = ["Time in each phase (average of \(count) cycle\(count == 1 ? "" : "s")): " + parts.joined(separator: " · ")]
        if heatmap.isEmpty {
            lines.append("Symptoms and moods by phase: not enough data yet (log symptoms or moods with '\(wording(.logSymptomsAndMoods))').")
        } else {
            lines.append("Symptoms and moods by phase (completed cycles):")
            lines += heatmap.lines()
        }
        return lines
    }

    /// `phaseDays` (average days per phase, null without a completed cycle) and `phaseHeatmap`
    /// (null when there is not enough data).
    package var jsonPairs: [(String, JSONValue)] {
        let average = calendar.averageDays
        return [
            ("completedCycles", .int(calendar.cycles.count)),
            ("phaseDays", average.map { average in .orderedObject(Phase.allCases.map { ($0.name, .rounded(average[$0], places: 1)) }) } ?? .null),
            ("phaseHeatmap", heatmap.isEmpty ? .null : heatmap.json),
        ]
    }

    /// "5 days", "8.5 days", "1 day".
    private static func days(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return text + (rounded == 1 ? " day" : " days")
    }
}
