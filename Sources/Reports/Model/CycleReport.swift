import CycleCore
import DayModel

/// The cycle part of a report: the cycles of the span with their bleeding and pain, the
/// statistics, symptoms by cycle day, temperature charts with the ovulation tests, and Bloom's
/// estimates.
package struct CycleReport: Sendable {
    /// The periods that started in the span, oldest first.
    package let rows: [CycleRow]
    /// The statistics of the span's cycles (the same rules as `bloom insights`).
    package let spanStatistics: CycleStatistics
    /// The statistics of the whole history, exactly those `bloom insights` prints.
    package let allStatistics: CycleStatistics
    /// Bleeding, pain and symptoms by cycle day over the span's cycles.
    package let heatmap: CycleDayHeatmap
    /// The span's cycles that have temperatures or ovulation tests, oldest first.
    package let temperatureCycles: [TemperatureCycle]
    /// The next period and fertile window, or why there is none.
    package let estimates: ReportEstimates
    /// The span's home pregnancy tests, oldest first, each with its cycle day (nil before the
    /// first period logged).
    package let pregnancyTests: [(test: ReportPregnancyTest, cycleDay: Int?)]

    /// Symptoms that count as pain in the cycle table (with any cramp score above 0).
    package static let painSymptoms: Set<String> = ["cramps", "pelvic-pain", "tummy-pain", "back-pain", "ovulation-pain"]

    package init(_ inputs: ReportInputs, span: ReportSpan) {
        let day = inputs.day
        let periods = day.history.periods
        let logs = inputs.days.filter { span.contains($0.day) }.sorted { $0.day < $1.day }
        let tests = inputs.ovulationTests.filter { span.contains($0.at.day) }.sorted { $0.at < $1.at }
        var rows: [CycleRow] = []
        var temperatureCycles: [TemperatureCycle] = []
        for (index, period) in periods.enumerated() where span.contains(period.start) {
            let next = index + 1 < periods.count ? periods[index + 1].start : nil
            let last = min(next.map { $0 - 1 } ?? span.to, span.to)
            let inCycle = logs.filter { $0.day >= period.start && $0.day <= last }
            let cycleTests = tests.filter { $0.at.day >= period.start && $0.at.day <= last }
            let chart = day.charts.first { $0.start == period.start }.map { Self.chart($0, through: last) }
            rows.append(CycleRow(period: period, next: next, ongoing: index == periods.count - 1 && period.end == nil,
                                 logs: inCycle, tests: cycleTests, shift: chart?.analysis.shift))
            if let chart, !chart.analysis.readings.isEmpty || !cycleTests.isEmpty {
                temperatureCycles.append(TemperatureCycle(chart: chart, lastDay: last, tests: cycleTests))
            } else if !cycleTests.isEmpty {
                temperatureCycles.append(TemperatureCycle(chart: CycleChart(start: period.start, nextStart: next, readings: []),
                                                          lastDay: last, tests: cycleTests))
            }
        }
        self.rows = rows
        spanStatistics = CycleStatistics(cycleLengths: rows.compactMap(\.cycleLength), periodLengths: rows.compactMap(\.period.length))
        allStatistics = day.statistics
        heatmap = CycleDayHeatmap(rows: rows, logs: logs, through: span.to)
        self.temperatureCycles = temperatureCycles
        estimates = ReportEstimates(day: day)
        pregnancyTests = inputs.pregnancyTests.filter { span.contains($0.day) }.sorted { $0.day < $1.day }.map { test in
            (test, periods.last { $0.start <= test.day }.map { $0.start.days(to: test.day) + 1 })
        }
    }

    /// `chart` as it stood on `last`: the readings after it are left out and the rule applied
    /// again (by the same detector) when there are any.
    static func chart(_ chart: CycleChart, through last: Day) -> CycleChart {
        guard chart.analysis.readings.contains(where: { $0.day > last }) else { return chart }
        let nextStart = chart.nextStart.flatMap { $0 - 1 <= last ? $0 : nil }
        return CycleChart(start: chart.start, nextStart: nextStart, readings: chart.analysis.readings.filter { $0.day <= last })
    }

    /// The typical range of cycle lengths drawn on the chart: the average ± one standard
    /// deviation of the span's cycles, when there are enough to average.
    package var typicalRange: ClosedRange<Double>? {
        guard let average = spanStatistics.averageCycle, let spread = spanStatistics.cycleSpread else { return nil }
        return (average - spread)...(average + spread)
    }
}

/// One period of a cycle report and the cycle it starts.
package struct CycleRow: Sendable, Hashable {
    package let period: PeriodRecord
    /// Days from this start to the next (as `bloom history` gives it); nil for the latest.
    package let cycleLength: Int?
    /// The latest period, with no end logged.
    package let ongoing: Bool
    /// The heaviest bleeding logged in the cycle and on how many days it was that heavy.
    package let heaviestFlow: ReportFlow?
    package let heaviestFlowDays: Int
    /// The highest cramp score (0–10) logged in the cycle.
    package let worstCramps: Int?
    /// Days with a cramp score above 0 or a pain symptom (`CycleReport.painSymptoms`).
    package let painDays: Int
    /// Days of the cycle with a daily log (of anything).
    package let loggedDays: Int
    /// The cycle day of the first higher temperature of a confirmed shift.
    package let shiftDay: Int?
    /// The cycle day of the first high or peak ovulation test.
    package let firstPositiveTestDay: Int?

    init(period: PeriodRecord, next: Day?, ongoing: Bool, logs: [ReportDayLog], tests: [LHTest], shift: ThermalShift?) {
        self.period = period
        cycleLength = next.map { period.start.days(to: $0) }
        self.ongoing = ongoing
        loggedDays = logs.count
        let flows = logs.compactMap(\.flow)
        heaviestFlow = flows.max()
        heaviestFlowDays = flows.filter { $0 == flows.max() }.count
        worstCramps = logs.compactMap(\.cramps).max()
        painDays = logs.filter { log in
            (log.cramps ?? 0) > 0 || log.symptoms.keys.contains { CycleReport.painSymptoms.contains($0) }
        }.count
        shiftDay = shift.map { period.start.days(to: $0.firstHighDay) + 1 }
        firstPositiveTestDay = tests.first { $0.result.isPositive }.map { period.start.days(to: $0.at.day) + 1 }
    }

    /// The cycle day of `day` (the start is day 1).
    package func cycleDay(of day: Day) -> Int { period.start.days(to: day) + 1 }
}

/// One cycle's temperatures and ovulation tests, as charted.
package struct TemperatureCycle: Sendable, Hashable {
    /// The chart: the readings and the 3-over-6 analysis (CycleCore's `ThermalShiftDetector`).
    package let chart: CycleChart
    /// The last day charted: the day before the next start, or the span's end.
    package let lastDay: Day
    /// The ovulation tests of the cycle, oldest first.
    package let tests: [LHTest]

    package var start: Day { chart.start }
    package var analysis: ThermalShiftAnalysis { chart.analysis }
    /// How many cycle days the chart spans (at least every reading and test).
    package var days: Int {
        let lastLogged = (analysis.readings.map(\.day) + tests.map(\.at.day)).max() ?? start
        return start.days(to: max(lastDay, lastLogged)) + 1
    }
}

/// Bloom's estimates for the report, marked as estimates wherever they are shown.
package enum ReportEstimates: Sendable {
    /// The prediction on the day the report was made (as `bloom predict`).
    case estimate(Prediction)
    /// Why there is no estimate.
    case unavailable(String)

    init(day: PersonDay) {
        if day.mode == .pregnancy || day.pregnancy != nil {
            self = .unavailable("No period estimates during a pregnancy.")
        } else if let prediction = day.prediction {
            self = .estimate(prediction)
        } else {
            self = .unavailable("No estimate yet: Bloom needs at least one logged period start.")
        }
    }
}
