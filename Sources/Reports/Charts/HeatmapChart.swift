/// Bleeding, pain and symptoms by cycle day: one row each, a cell a day, darker for more.
enum HeatmapChart {
    static let rowHeight = 12.0
    static let labelWidth = 104.0

    static func drawing(_ heatmap: CycleDayHeatmap, width: Double) -> ChartDrawing {
        let left = labelWidth, right = 4.0, top = 14.0
        let cell = (width - left - right) / Double(heatmap.columns)
        var shapes: [ChartShape] = []
        for day in 1...heatmap.columns where day == 1 || day % 5 == 0 {
            let label = day == heatmap.columns && day == CycleDayHeatmap.maximumColumns ? "\(day)+" : String(day)
            shapes.append(.text(ChartLabel(label, x: left + (Double(day) - 0.5) * cell, y: top - 4, size: 7, anchor: .middle, colour: .muted)))
        }
        shapes.append(.text(ChartLabel("cycle day", x: 0, y: top - 4, size: 7, colour: .muted)))
        for (index, row) in heatmap.rows.enumerated() {
            let y = top + Double(index) * rowHeight
            shapes.append(.text(ChartLabel(label(row.label, fitting: left - 6), x: 0, y: y + rowHeight - 3, size: 8)))
            let maximum = Double(heatmap.maximumLevel(of: row.measure))
            for day in 1...heatmap.columns {
                let fill: ChartColour
                if let level = row.levels[day], level > 0 {
                    fill = colour(of: row.measure).tint(0.25 + 0.75 * Double(level) / maximum)
                } else {
                    fill = .empty
                }
                shapes.append(.rect(x: left + Double(day - 1) * cell + 0.5, y: y + 0.5, width: cell - 1, height: rowHeight - 1, fill: fill, stroke: nil))
            }
        }
        let legendY = top + Double(heatmap.rows.count) * rowHeight + 12
        var x = 0.0
        for (measure, text) in [(CycleDayHeatmap.Measure.flow, "bleeding: spotting → heavy"), (.pain, "cramp score: 1 → 10"),
                                (.symptom, "symptom: logged in 1 → all cycles")] {
            for step in 0..<4 {
                shapes.append(.rect(x: x + Double(step) * 7, y: legendY - 7, width: 6, height: 7,
                                    fill: colour(of: measure).tint(0.25 + 0.25 * Double(step + 1)), stroke: nil))
            }
            shapes.append(.text(ChartLabel(text, x: x + 31, y: legendY, size: 7, colour: .muted)))
            x += 31 + Double(text.count) * 4.1 + 14
        }
        let summary = "Logged by cycle day over \(heatmap.cycles) cycles: " + heatmap.rows.map(\.label).joined(separator: ", ")
        return ChartDrawing(width: width, height: legendY + 4, shapes: shapes, summary: summary)
    }

    static func colour(of measure: CycleDayHeatmap.Measure) -> ChartColour {
        switch measure {
        case .flow: .rose
        case .pain: .pain
        case .symptom: .symptom
        }
    }

    /// `text` cut with "…" to about `width` points at 8 pt (an estimate: the SVG cannot measure).
    static func label(_ text: String, fitting width: Double) -> String {
        let most = Int(width / 4.6)
        return text.count <= most ? text : String(text.prefix(most - 1)) + "…"
    }
}
