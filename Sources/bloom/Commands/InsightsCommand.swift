import CycleCore
import DayModel
import Journal

/// `bloom insights`: averages, variability and trends from the profile's own history.
enum InsightsCommand: BloomCommand {
    static let name = "insights"
    static let summary = "Averages, variability and trends from your own history"
    static let usage = """
        bloom insights [--json]

        Average cycle and period length, how much cycles vary and whether that counts as
        irregular, a bar chart of cycle lengths with the average marked (│), the period-length
        trend, temperature and weight sparklines (the last 60 days) when logged, the average
        time spent in each phase, and a table of how often each symptom and mood was logged in
        each phase (shaded ░▒▓█ by share of that phase's logged days, with a legend). Phases
        are worked out after each completed cycle from the real next start.

        Examples:
          bloom insights
          bloom insights --json
        """
    static let options: [OptionSpec] = [.flag("--json", "print one JSON object")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom insights takes no words") }
        let snapshot = try DailySnapshot.load(context)
        let insights = snapshot.day.statistics
        var temperatures: [Double] = [], weights: [Double] = [], logs: [DailyLog] = []
        if let store = snapshot.store, let profile = snapshot.profile {
            logs = try journalErrors { try store.records(DailyLog.self, of: profile) }
            let since = snapshot.today - 60
            temperatures = try journalErrors { try store.records(TemperatureReading.self, of: profile) }
                .filter { $0.day > since && $0.day <= snapshot.today }.map(\.celsius)
            weights = try journalErrors { try store.records(WeightEntry.self, of: profile) }
                .filter { $0.day > since && $0.day <= snapshot.today }.map(\.kilograms)
        }
        let phases = PhaseInsights(day: snapshot.day, logs: logs)
        if context.wantsJSON {
            context.out.line(JSON.object([
                ("today", .day(snapshot.today)), ("profile", .text(snapshot.profile?.name)),
                ("cycleLengths", .array(insights.cycleLengths.map { .int($0) })),
                ("periodLengths", .array(insights.periodLengths.map { .int($0) })),
                ("averageCycleLength", .number(insights.averageCycle, places: 1)),
                ("averagePeriodLength", .number(insights.averagePeriod, places: 1)),
                ("cycleStandardDeviation", .number(insights.cycleSpread, places: 1)),
                ("cycleVariation", .number(insights.variation, places: 3)),
                ("verdict", .text(insights.verdict)),
                ("periodTrend", .text(insights.periodTrend)),
                ("temperaturesC", .array(temperatures.map { .number($0, places: 2) })),
                ("weightsKg", .array(weights.map { .number($0, places: 1) })),
            ] + phases.jsonPairs).rendered())
            return
        }
        context.out.write(text(insights, temperatures: temperatures, weights: weights, profile: snapshot.profileName)
                          + phases.lines().joined(separator: "\n") + "\n")
    }

    static func text(_ insights: CycleStatistics, temperatures: [Double], weights: [Double], profile: String) -> String {
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

    private static func oneDecimal(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
