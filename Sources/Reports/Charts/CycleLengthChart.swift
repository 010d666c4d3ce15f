/// The cycle lengths of a span as points joined by a line, over the typical range (a band)
/// and the average (a dashed line).
enum CycleLengthChart {
    static let height = 170.0

    static func drawing(_ series: CycleLengthSeries, width: Double) -> ChartDrawing {
        let left = 34.0, right = 62.0, top = 18.0, bottom = 30.0
        let lengths = series.cycles.map { Double($0.length) }
        var low = lengths.min() ?? 21, high = lengths.max() ?? 35
        if let range = series.typicalRange { low = min(low, range.lowerBound); high = max(high, range.upperBound) }
        low = (low - 3).rounded(.down)
        high = (high + 3).rounded(.up)
        let y = ChartScale(low: low, high: high, start: height - bottom, end: top)
        var shapes: [ChartShape] = []
        if let range = series.typicalRange {
            shapes.append(.rect(x: left, y: y(range.upperBound), width: width - left - right,
                                height: y(range.lowerBound) - y(range.upperBound), fill: .band, stroke: nil))
        }
        let step = ChartScale.step(for: high - low, atMost: 7, from: [1, 2, 5, 10, 20])
        for tick in y.ticks(every: step) {
            shapes.append(.line(x1: left, y1: y(tick), x2: width - right, y2: y(tick), ChartStroke(.grid, width: 0.5)))
            shapes.append(.text(ChartLabel(ReportText.oneDecimal(tick), x: left - 4, y: y(tick) + 3, size: 7.5, anchor: .end, colour: .muted)))
        }
        shapes.append(.text(ChartLabel("days", x: left - 4, y: top - 7, size: 7.5, anchor: .end, colour: .muted)))
        if let average = series.average {
            shapes.append(.line(x1: left, y1: y(average), x2: width - right, y2: y(average), ChartStroke(.rose, width: 1, dash: [4, 3])))
            shapes.append(.text(ChartLabel("average", x: width - right + 4, y: y(average) - 1, size: 7.5, colour: .rose)))
            shapes.append(.text(ChartLabel(ReportText.oneDecimal(average) + " days", x: width - right + 4, y: y(average) + 8, size: 7.5, colour: .rose)))
        }
        shapes.append(.line(x1: left, y1: height - bottom, x2: width - right, y2: height - bottom, ChartStroke(.axis, width: 0.75)))
        let count = series.cycles.count
        let slot = (width - left - right) / Double(max(1, count))
        let labelEvery = max(1, Int((38 / slot).rounded(.up)))
        // Day and month within one year; month and year when the cycles span years.
        let oneYear = Set(series.cycles.map(\.start.year)).count <= 1
        var points: [ChartPoint] = []
        for (index, cycle) in series.cycles.enumerated() {
            let x = left + (Double(index) + 0.5) * slot
            let point = ChartPoint(x, y(Double(cycle.length)))
            points.append(point)
            if index % labelEvery == 0 || index == count - 1 {
                shapes.append(.text(ChartLabel(oneYear ? shortDay(cycle.start) : monthAndYear(cycle.start), x: x, y: height - bottom + 12, size: 7.5, anchor: .middle, colour: .muted)))
            }
        }
        if points.count > 1 { shapes.append(.polyline(points, ChartStroke(.rose, width: 1.25))) }
        for (point, cycle) in zip(points, series.cycles) {
            shapes.append(.circle(x: point.x, y: point.y, radius: 3.2, fill: .rose, stroke: nil))
            shapes.append(.text(ChartLabel(String(cycle.length), x: point.x, y: point.y - 6, size: 8, anchor: .middle, bold: true)))
        }
        shapes.append(.text(ChartLabel("cycle start", x: (left + width - right) / 2, y: height - 4, size: 7.5, anchor: .middle, colour: .muted)))
        let summary = "Cycle lengths: " + series.cycles.map { "\($0.length) days from \($0.start.iso)" }.joined(separator: ", ")
        return ChartDrawing(width: width, height: height, shapes: shapes, summary: summary)
    }
}
