import CycleCore
import Foundation
import JSON
import NextSteps

/// The temperature chart as text: one row a reading, a dot placed by temperature, the cover
/// line as a column of ┆, and a closing sentence about the shift.
package enum ChartRendering {
    /// - Parameter width: the columns to fit; the plot is up to 40 wide (narrower when
    ///   `width` is under 61).
    ///   `wording` writes the step to a first reading.
    package static func text(_ analysis: ThermalShiftAnalysis, cycleStart: Day?, width: Int = 80, wording: StepWording) -> String {
        let readings = analysis.readings
        guard !readings.isEmpty else {
            return "No temperatures to chart yet: log one each morning with '\(wording(.log(.temperature(celsius: 36.45, atMinute: 6 * 60 + 30))))'.\n"
        }
        var lines: [String] = []
        let from = cycleStart.map { " since the period that started \($0.shortText)" } ?? ""
        lines.append("Temperature chart\(from) · \(readings.count) reading\(readings.count == 1 ? "" : "s")")
        let steps = readings.map(\.steps)
        let coverSteps = analysis.shift?.coverLineSteps ?? analysis.pending?.coverLineSteps
        let low = min(steps.min()!, coverSteps ?? Int.max) - 1
        let high = max(steps.max()!, coverSteps ?? Int.min) + 1
        let plot = min(40, max(12, width - 21), high - low + 1)
        func column(_ value: Int) -> Int { min(plot - 1, max(0, (value - low) * (plot - 1) / max(1, high - low))) }
        for reading in readings {
            var row = Array(repeating: Character(" "), count: plot)
            if let coverSteps { row[column(coverSteps)] = "┆" }
            row[column(reading.steps)] = reading.excluded ? "○" : "●"
            let value = String(format: "%.2f", reading.roundedCelsius)
            var marks: [String] = []
            if reading.excluded { marks.append("excluded") }
            if let shift = analysis.shift {
                if reading.day == shift.firstHighDay { marks.append("first higher") }
                if reading.day == shift.setAsideDay { marks.append("set aside") }
                if reading.day == shift.confirmedOn { marks.append("shift confirmed") }
            } else if reading.day == analysis.pending?.firstHighDay {
                marks.append("first higher?")
            }
            let day = reading.day.shortText.padding(toLength: 11, withPad: " ", startingAt: 0)
            var text = "  \(day) \(value)  \(String(row))\(marks.isEmpty ? "" : "  " + marks.joined(separator: ", "))"
            while text.last == " " { text.removeLast() }
            lines.append(text)
        }
        if let cover = analysis.coverLine { lines.append(String(format: "Cover line: %.2f °C", cover)) }
        lines.append(conclusion(analysis))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One sentence on the shift: confirmed (with the rule), waiting, or none yet.
    package static func conclusion(_ analysis: ThermalShiftAnalysis) -> String {
        if let shift = analysis.shift {
            let rule = switch shift.rule {
            case .regular: "3 over 6"
            case .exception1: "3 over 6, first exception: a fourth higher reading"
            case .exception2: "3 over 6, second exception: one reading set aside"
            }
            return "Shift confirmed on \(shift.confirmedOn.shortText) (\(rule)): your temperatures show a shift consistent with ovulation around \(shift.ovulationEstimate.shortText)."
        }
        if let pending = analysis.pending {
            return "A higher reading on \(pending.firstHighDay.shortText) may be the start of a shift; a few more mornings will tell."
        }
        return "No temperature shift yet. Readings are rounded to 0.05 °C; the rule needs six lower readings and three higher ones."
    }

    /// The chart as JSON: the shift fields, then every reading.
    package static func json(_ analysis: ThermalShiftAnalysis, cycleStart: Day?) -> JSONValue {
        let shift = analysis.shift
        return .orderedObject([
            ("cycleStart", .day(cycleStart)),
            ("shiftDetected", .bool(analysis.shiftDetected)),
            ("coverLine", .rounded(analysis.coverLine, places: 2)),
            ("firstHighDay", .day(shift?.firstHighDay ?? analysis.pending?.firstHighDay)),
            ("confirmedOn", .day(shift?.confirmedOn)),
            ("rule", .text(shift?.rule.rawValue)),
            ("ovulationEstimate", .day(shift?.ovulationEstimate)),
            ("setAsideDay", .day(shift?.setAsideDay)),
            ("readings", .array(analysis.readings.map { reading in
                .orderedObject([
                    ("day", .day(reading.day)),
                    ("celsius", .rounded(reading.celsius, places: 2)),
                    ("rounded", .rounded(reading.roundedCelsius, places: 2)),
                    ("excluded", .bool(reading.excluded)),
                ])
            })),
        ])
    }
}
