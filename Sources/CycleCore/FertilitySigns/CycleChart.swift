/// One cycle's temperature chart: from a period start to the day before the next (or open
/// for the current cycle), with its shift analysis.
public struct CycleChart: Sendable, Hashable {
    /// The first day of the cycle's period.
    public let start: Day
    /// The next period's start; nil for the cycle in progress.
    public let nextStart: Day?
    /// The rule applied to this cycle's readings.
    public let analysis: ThermalShiftAnalysis

    public init(start: Day, nextStart: Day?, readings: [BasalTemperature]) {
        self.start = start
        self.nextStart = nextStart
        self.analysis = ThermalShiftDetector.analyze(readings)
    }

    /// Days from the estimated ovulation to the next period, when the cycle is complete and
    /// its shift confirmed.
    public var lutealLength: Int? {
        guard let shift = analysis.shift, let nextStart else { return nil }
        return shift.ovulationEstimate.days(to: nextStart)
    }

    /// Splits `readings` into charts, one per period in `history` (oldest first). Readings
    /// before the first logged period are left out.
    public static func charts(_ readings: [BasalTemperature], history: PeriodHistory) -> [CycleChart] {
        let starts = history.periods.map(\.start)
        return starts.enumerated().map { index, start in
            let next = index + 1 < starts.count ? starts[index + 1] : nil
            let inCycle = readings.filter { $0.day >= start && (next == nil || $0.day < next!) }
            return CycleChart(start: start, nextStart: next, readings: inCycle)
        }
    }
}
