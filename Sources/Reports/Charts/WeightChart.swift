/// Weighings by pregnancy week, with the trimesters shaded.
enum WeightChart {
    static let height = 170.0

    static func drawing(_ series: WeightSeries, width: Double) -> ChartDrawing {
        let left = 40.0, right = 12.0, top = 18.0, bottom = 30.0
        let weeks = series.entries.map { Double(series.lmp.days(to: $0.day)) / 7 }
        let first = min(0, (weeks.min() ?? 0).rounded(.down)), last = max(14, min(44, (weeks.max() ?? 0) + 2).rounded(.up))
        let x = ChartScale(low: first, high: last, start: left, end: width - right)
        let values = series.entries.map { ReportText.weightValue($0.kilograms, series.units) }
        let low = ((values.min() ?? 60) - 2).rounded(.down), high = ((values.max() ?? 70) + 2).rounded(.up)
        let y = ChartScale(low: low, high: high, start: height - bottom, end: top)
        var shapes: [ChartShape] = []
        for (index, bounds) in [(0.0, 14.0), (14.0, 28.0), (28.0, 44.0)].enumerated() {
            let from = max(first, bounds.0), to = min(last, bounds.1)
            guard from < to else { continue }
            if index == 1 {
                shapes.append(.rect(x: x(from), y: top, width: x(to) - x(from), height: height - bottom - top, fill: .empty, stroke: nil))
            }
            if x(to) - x(from) >= 44 {
                shapes.append(.text(ChartLabel("trimester \(index + 1)", x: (x(from) + x(to)) / 2, y: top - 6, size: 7, anchor: .middle, colour: .muted)))
            }
        }
        let step = ChartScale.step(for: high - low, atMost: 6, from: [1, 2, 5, 10, 20])
        for tick in y.ticks(every: step) {
            shapes.append(.line(x1: left, y1: y(tick), x2: width - right, y2: y(tick), ChartStroke(.grid, width: 0.5)))
            shapes.append(.text(ChartLabel(ReportText.oneDecimal(tick), x: left - 4, y: y(tick) + 3, size: 7, anchor: .end, colour: .muted)))
        }
        shapes.append(.text(ChartLabel(ReportText.weightUnit(series.units), x: left - 4, y: top - 6, size: 7.5, anchor: .end, colour: .muted)))
        shapes.append(.line(x1: left, y1: height - bottom, x2: width - right, y2: height - bottom, ChartStroke(.axis, width: 0.75)))
        for tick in x.ticks(every: (last - first) > 24 ? 4 : 2) {
            shapes.append(.text(ChartLabel(ReportText.oneDecimal(tick), x: x(tick), y: height - bottom + 11, size: 7, anchor: .middle, colour: .muted)))
        }
        shapes.append(.text(ChartLabel("week of pregnancy (completed weeks)", x: (left + width - right) / 2, y: height - 4, size: 7.5, anchor: .middle, colour: .muted)))
        let points = zip(weeks, values).map { ChartPoint(x($0), y($1)) }
        if points.count > 1 { shapes.append(.polyline(points, ChartStroke(.weight, width: 1.25))) }
        for point in points { shapes.append(.circle(x: point.x, y: point.y, radius: 2.6, fill: .weight, stroke: nil)) }
        let summary = "\(series.entries.count) weighings from \(series.entries.first?.day.iso ?? "–") to \(series.entries.last?.day.iso ?? "–")"
        return ChartDrawing(width: width, height: height, shapes: shapes, summary: summary)
    }
}
