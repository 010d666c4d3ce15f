import CycleCore

/// One cycle's temperatures by cycle day: the readings (hollow when left out of the rule),
/// the cover line, the estimated ovulation day and, under the chart, the ovulation tests.
enum TemperatureChart {
    static let plotHeight = 170.0
    static let stripHeight = 22.0

    static func drawing(_ cycle: TemperatureCycle, units: ReportUnits, width: Double) -> ChartDrawing {
        let left = 40.0, right = 12.0, top = 16.0
        let axisBottom = top + plotHeight - 34
        let height = top + plotHeight + (cycle.tests.isEmpty ? 0 : stripHeight)
        let days = max(cycle.days, 14)
        let slot = (width - left - right) / Double(days)
        func x(_ day: Day) -> Double { left + (Double(cycle.start.days(to: day)) + 0.5) * slot }
        let readings = cycle.analysis.readings
        let value = { (celsius: Double) in ReportText.temperatureValue(celsius, units) }
        let coverLine = cycle.analysis.coverLine
        let shown = readings.map { value($0.celsius) } + (coverLine.map { [value($0)] } ?? [])
        let margin = units == .imperial ? 0.2 : 0.1
        let low = ((shown.min() ?? value(36.2)) - margin), high = ((shown.max() ?? value(36.8)) + margin)
        let y = ChartScale(low: low, high: high, start: axisBottom, end: top)
        var shapes: [ChartShape] = []
        let step = ChartScale.step(for: high - low, atMost: 8, from: units == .imperial ? [0.1, 0.2, 0.5, 1] : [0.05, 0.1, 0.2, 0.5])
        for tick in y.ticks(every: step) {
            shapes.append(.line(x1: left, y1: y(tick), x2: width - right, y2: y(tick), ChartStroke(.grid, width: 0.5)))
            shapes.append(.text(ChartLabel(ReportText.fixed(tick, places: step < 0.1 ? 2 : 1), x: left - 4, y: y(tick) + 3, size: 7, anchor: .end, colour: .muted)))
        }
        shapes.append(.text(ChartLabel(units == .imperial ? "°F" : "°C", x: left - 4, y: top - 6, size: 7.5, anchor: .end, colour: .muted)))
        shapes.append(.line(x1: left, y1: axisBottom, x2: width - right, y2: axisBottom, ChartStroke(.axis, width: 0.75)))
        let labelEvery = [1, 2, 5, 7, 10].first { Double($0) * slot >= 13 } ?? 10
        for dayNumber in 1...days where dayNumber == 1 || dayNumber % labelEvery == 0 {
            shapes.append(.text(ChartLabel(String(dayNumber), x: left + (Double(dayNumber) - 0.5) * slot, y: axisBottom + 11,
                                           size: 7, anchor: .middle, colour: .muted)))
        }
        shapes.append(.text(ChartLabel("cycle day", x: (left + width - right) / 2, y: axisBottom + 23, size: 7.5, anchor: .middle, colour: .muted)))
        if let shift = cycle.analysis.shift {
            let ovulation = x(shift.ovulationEstimate)
            shapes.append(.line(x1: ovulation, y1: top, x2: ovulation, y2: axisBottom, ChartStroke(.ovulation, width: 1, dash: [2, 2])))
            // The label goes left of the line when it would not fit on its right.
            let fitsRight = ovulation + 3 + 80 <= width - right
            shapes.append(.text(ChartLabel("ovulation (estimate)", x: fitsRight ? ovulation + 3 : ovulation - 3, y: top + 8, size: 7,
                                           anchor: fitsRight ? .start : .end, colour: .ovulation)))
        }
        if let coverLine {
            let line = y(value(coverLine))
            shapes.append(.line(x1: left, y1: line, x2: width - right, y2: line, ChartStroke(.coverLine, width: 1, dash: [5, 3])))
            shapes.append(.text(ChartLabel("cover line \(ReportText.temperature(coverLine, units))", x: width - right, y: line - 3,
                                           size: 7, anchor: .end, colour: .coverLine)))
        }
        let used = readings.filter { !$0.excluded }
        if used.count > 1 {
            shapes.append(.polyline(used.map { ChartPoint(x($0.day), y(value($0.celsius))) }, ChartStroke(.temperature, width: 1)))
        }
        for reading in readings {
            let point = ChartPoint(x(reading.day), y(value(reading.celsius)))
            if reading.excluded {
                shapes.append(.circle(x: point.x, y: point.y, radius: 2.6, fill: .white, stroke: ChartStroke(.axis, width: 1)))
            } else {
                shapes.append(.circle(x: point.x, y: point.y, radius: 2.4, fill: .temperature, stroke: nil))
            }
        }
        if !cycle.tests.isEmpty {
            let stripTop = top + plotHeight - 4
            shapes.append(.text(ChartLabel("LH test", x: left - 4, y: stripTop + 8, size: 7, anchor: .end, colour: .muted)))
            for test in cycle.tests {
                let size = min(9, max(4, slot - 1))
                shapes.append(.rect(x: x(test.at.day) - size / 2, y: stripTop, width: size, height: size,
                                    fill: colour(of: test.result), stroke: ChartStroke(.axis, width: 0.5)))
            }
            var legendX = left
            for result in LHTestResult.allCases {
                shapes.append(.rect(x: legendX, y: stripTop + 12, width: 6, height: 6, fill: colour(of: result), stroke: ChartStroke(.axis, width: 0.5)))
                shapes.append(.text(ChartLabel(result.rawValue, x: legendX + 8, y: stripTop + 17.5, size: 7, colour: .muted)))
                legendX += 8 + Double(result.rawValue.count) * 4.2 + 12
            }
        }
        var summary = "\(readings.count) temperatures from cycle day 1 to \(days)"
        if let coverLine { summary += ", cover line \(ReportText.temperature(coverLine, units))" }
        if let shift = cycle.analysis.shift { summary += ", ovulation estimated \(shift.ovulationEstimate.iso)" }
        return ChartDrawing(width: width, height: height, shapes: shapes, summary: summary)
    }

    /// The fill of an ovulation test's square: pale for negative, darker up to peak.
    static func colour(of result: LHTestResult) -> ChartColour {
        switch result {
        case .negative: ChartColour(230, 230, 230)
        case .low: ChartColour(242, 197, 124)
        case .high: ChartColour(224, 128, 59)
        case .peak: ChartColour(192, 57, 43)
        }
    }
}
