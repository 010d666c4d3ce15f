import CycleCore

/// A chart of a report, as data; `drawing(width:)` lays it out for the width it is shown at.
package enum ReportChart: Sendable {
    case cycleLengths(CycleLengthSeries)
    case temperatures(TemperatureCycle, ReportUnits)
    case heatmap(CycleDayHeatmap)
    case weight(WeightSeries)

    /// The chart laid out `width` points wide.
    package func drawing(width: Double) -> ChartDrawing {
        switch self {
        case let .cycleLengths(series): CycleLengthChart.drawing(series, width: width)
        case let .temperatures(cycle, units): TemperatureChart.drawing(cycle, units: units, width: width)
        case let .heatmap(heatmap): HeatmapChart.drawing(heatmap, width: width)
        case let .weight(series): WeightChart.drawing(series, width: width)
        }
    }

    /// What the chart shows, in words.
    package var caption: String {
        switch self {
        case .cycleLengths: "Cycle lengths with the typical range"
        case let .temperatures(cycle, _): "Temperatures of the cycle from \(cycle.start.iso)"
        case .heatmap: "Bleeding, pain and symptoms by cycle day"
        case .weight: "Weight by pregnancy week"
        }
    }
}

/// The completed cycles of a report's span for the cycle-length chart.
package struct CycleLengthSeries: Sendable {
    /// Start and length of each completed cycle, oldest first.
    package let cycles: [(start: Day, length: Int)]
    /// The average ± one standard deviation, when there are enough cycles.
    package let typicalRange: ClosedRange<Double>?
    package let average: Double?

    package init(rows: [CycleRow], typicalRange: ClosedRange<Double>?, average: Double?) {
        cycles = rows.compactMap { row in row.cycleLength.map { (row.period.start, $0) } }
        self.typicalRange = typicalRange
        self.average = average
    }
}

/// Weighings by pregnancy week.
package struct WeightSeries: Sendable {
    package let entries: [WeightByTrimester.Entry]
    package let lmp: Day
    package let units: ReportUnits

    package init(entries: [WeightByTrimester.Entry], lmp: Day, units: ReportUnits) {
        self.entries = entries.sorted { $0.day < $1.day }
        self.lmp = lmp
        self.units = units
    }
}

private let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/// "12 Mar".
func shortDay(_ day: Day) -> String { "\(day.dayOfMonth) \(monthNames[day.month - 1])" }

/// "Mar 2026".
func monthAndYear(_ day: Day) -> String { "\(monthNames[day.month - 1]) \(day.year)" }
