import CycleCore
import DayModel
import JSON
import NextSteps

/// `bloom insights` as text and JSON: averages, variability, a bar chart of cycle lengths,
/// the period trend, temperature and weight sparklines, and the phase insights.
package struct InsightsView {
    package let day: PersonDay
    /// The stored profile's name (nil when nothing is stored).
    package let storedProfile: String?
    /// Temperatures of the last 60 days, oldest first.
    package let temperatures: [Double]
    /// Weights of the last 60 days, oldest first.
    package let weights: [Double]
    package let phases: PhaseInsights

    package init(day: PersonDay, storedProfile: String?, temperatures: [Double] = [], weights: [Double] = [],
                logged: [LoggedDay] = []) {
        self.day = day
        self.storedProfile = storedProfile
        self.temperatures = temperatures
        self.weights = weights
        phases = PhaseInsights(day: day, logged: logged)
    }

    /// The whole text: the statistics, then the phases (the steps written by `wording`).
    package func text(wording: StepWording) -> String {
        Self.text(day.statistics, temperatures: temperatures, weights: weights, profile: day.profileName)
            + phases.lines(wording: wording).joined(separator: "\n") + "\n"
    }

    /// One JSON object with stable keys.
    package var json: JSONValue {
        let insights = day.statistics
        return .orderedObject([
            ("today", .day(day.today)), ("profile", .text(storedProfile)),
            ("cycleLengths", .array(insights.cycleLengths.map { .int($0) })),
            ("periodLengths", .array(insights.periodLengths.map { .int($0) })),
            ("averageCycleLength", .rounded(insights.averageCycle, places: 1)),
            ("averagePeriodLength", .rounded(insights.averagePeriod, places: 1)),
            ("cycleStandardDeviation", .rounded(insights.cycleSpread, places: 1)),
            ("cycleVariation", .rounded(insights.variation, places: 3)),
            ("verdict", .text(insights.verdict)),
            ("periodTrend", .text(insights.periodTrend)),
            ("temperaturesC", .array(temperatures.map { .rounded($0, places: 2) })),
            ("weightsKg", .array(weights.map { .rounded($0, places: 1) })),
        ] + phases.jsonPairs)
    }

    /// The statistics part: cycle average and verdict with a bar chart, the period average and
    /// trend, and the sparklines when there are at least two readings.
    package static func text(_ insights: CycleStatistics, temperatures: [Double], weights: [Double], profile: String) -> String {
        var lines = ["Insights · profile \(profile)"]
        if let average = insights.averageCycle, let spread = insights.cycleSpread, let verdict = insights.verdict {
            lines.append("Cycle: \(oneDecimal(average)) days on average (± \(oneDecimal(spread))) over \(insights.cycleLengths.count) cycles · \(verdict)")
            lines.append("Cycle lengths (│ marks the average):")
            lines += BarChart.render(insights.cycleLengths, average: average)
        } else {
            lines.append("Cycle: not enough data yet (log at least \(CycleStatistics.minimumCycles + 1) period starts).")
        }
        if let period = insights.averagePeriod {
            var line = "Period: \(oneDecimal(period)) days on average · \(insights.periodLengths.map(String.init).joined(separator: ", "))"
            if let trend = insights.periodTrend { line += " · \(trend) \(Sparkline.render(insights.periodLengths.map(Double.init)))" }
            lines.append(line)
        } else {
            lines.append("Period: not enough data yet (log when a period ends).")
        }
        if temperatures.count >= 2 { lines.append("Temperature (last 60 days): \(Sparkline.render(temperatures))") }
        if weights.count >= 2 { lines.append("Weight (last 60 days): \(Sparkline.render(weights))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "28", "28.5".
    static func oneDecimal(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
