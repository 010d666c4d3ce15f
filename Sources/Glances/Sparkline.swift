/// A row of block characters showing how a series of numbers moves, e.g. `▁▂▄▇█▆`.
package enum Sparkline {
    fileprivate static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// The sparkline of `values` (a flat series is drawn at the middle height).
    package static func render(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "" }
        guard high > low else { return String(repeating: blocks[3], count: values.count) }
        return String(values.map { value in
            blocks[min(blocks.count - 1, Int((value - low) / (high - low) * Double(blocks.count - 1) + 0.5))]
        })
    }
}

extension Sparkline {
    /// The sparkline of a series with gaps: a day without a value is `·`, the others scaled
    /// between the lowest and highest value shown.
    package static func render(gapped values: [Double?]) -> String {
        let present = values.compactMap { $0 }
        guard let low = present.min(), let high = present.max() else { return String(repeating: "·", count: values.count) }
        return String(values.map { value -> Character in
            guard let value else { return "·" }
            guard high > low else { return blocks[3] }
            return blocks[min(blocks.count - 1, Int((value - low) / (high - low) * Double(blocks.count - 1) + 0.5))]
        })
    }
}

/// A horizontal bar chart of whole numbers with a marker at the average, one bar a line.
package enum BarChart {
    /// Lines like `  1  28 ████████████████████│███`, where `│` marks the average.
    /// - Parameters:
    ///   - values: the bars, in order.
    ///   - average: where the average line is drawn.
    ///   - width: the longest bar's length in characters.
    package static func render(_ values: [Int], average: Double, width: Int = 30) -> [String] {
        guard let high = values.max(), high > 0 else { return [] }
        let scale = Double(width) / Double(high)
        let mark = Int((average * scale).rounded())
        let label = String(values.count).count
        return values.enumerated().map { index, value in
            let length = Int((Double(value) * scale).rounded())
            var bar = Array(String(repeating: "█", count: length).padding(toLength: max(length, mark + 1), withPad: " ", startingAt: 0))
            if mark < bar.count { bar[mark] = "│" }
            let number = String(index + 1).leftPadded(to: label)
            return "  \(number) \(String(value).leftPadded(to: 3)) \(MonthGrid.trimmed(String(bar)))"
        }
    }
}
