/// A chart as a list of shapes in points, from the top-left corner: what the SVG of the HTML
/// and the cairo drawing of the PDF both draw, so the two show the same chart.
package struct ChartDrawing: Sendable {
    package let width: Double
    package let height: Double
    package let shapes: [ChartShape]
    /// What the chart shows in one sentence (the SVG's title, for screen readers).
    package let summary: String

    package init(width: Double, height: Double, shapes: [ChartShape], summary: String) {
        self.width = width
        self.height = height
        self.shapes = shapes
        self.summary = summary
    }

    /// The text of every label.
    package var texts: [String] {
        shapes.compactMap { if case let .text(label) = $0 { label.text } else { nil } }
    }
}

/// An RGB colour.
package struct ChartColour: Sendable, Hashable {
    package let red: UInt8
    package let green: UInt8
    package let blue: UInt8

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// "#1f5fa8".
    package var hex: String {
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 15)])" }.joined()
    }

    /// This colour mixed with white: `amount` 0 is white, 1 is the colour itself.
    package func tint(_ amount: Double) -> ChartColour {
        let share = min(1, max(0, amount))
        func mix(_ channel: UInt8) -> UInt8 { UInt8((255 - (255 - Double(channel)) * share).rounded()) }
        return ChartColour(mix(red), mix(green), mix(blue))
    }

    package static let white = ChartColour(255, 255, 255)
    package static let ink = ChartColour(34, 34, 34)
    package static let muted = ChartColour(102, 102, 102)
    package static let grid = ChartColour(221, 221, 221)
    package static let axis = ChartColour(136, 136, 136)
    package static let empty = ChartColour(244, 244, 244)
    /// Bloom's rose, for cycle lengths and bleeding.
    package static let rose = ChartColour(176, 58, 91)
    package static let band = ChartColour(243, 214, 223)
    package static let temperature = ChartColour(31, 95, 168)
    package static let coverLine = ChartColour(192, 57, 43)
    package static let ovulation = ChartColour(46, 125, 50)
    package static let pain = ChartColour(214, 96, 18)
    package static let symptom = ChartColour(54, 92, 160)
    package static let weight = ChartColour(94, 60, 153)
}

/// How a line is stroked.
package struct ChartStroke: Sendable, Hashable {
    package let colour: ChartColour
    package let width: Double
    /// Dash and gap lengths; empty for a solid line.
    package let dash: [Double]

    package init(_ colour: ChartColour, width: Double = 1, dash: [Double] = []) {
        self.colour = colour
        self.width = width
        self.dash = dash
    }
}

/// A text label: where its baseline starts, ends or is centred.
package struct ChartLabel: Sendable, Hashable {
    package enum Anchor: Sendable, Hashable { case start, middle, end }

    package let text: String
    package let x: Double
    /// The baseline.
    package let y: Double
    package let size: Double
    package let anchor: Anchor
    package let colour: ChartColour
    package let bold: Bool

    package init(_ text: String, x: Double, y: Double, size: Double = 8, anchor: Anchor = .start, colour: ChartColour = .ink, bold: Bool = false) {
        self.text = text
        self.x = x
        self.y = y
        self.size = size
        self.anchor = anchor
        self.colour = colour
        self.bold = bold
    }
}

/// One shape of a chart.
package enum ChartShape: Sendable, Hashable {
    case line(x1: Double, y1: Double, x2: Double, y2: Double, ChartStroke)
    case polyline([ChartPoint], ChartStroke)
    case rect(x: Double, y: Double, width: Double, height: Double, fill: ChartColour?, stroke: ChartStroke?)
    case circle(x: Double, y: Double, radius: Double, fill: ChartColour?, stroke: ChartStroke?)
    case text(ChartLabel)
}

/// A point of a polyline.
package struct ChartPoint: Sendable, Hashable {
    package let x: Double
    package let y: Double

    package init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// A linear scale from values to points, with round tick values.
struct ChartScale {
    let low: Double
    let high: Double
    /// The point `low` maps to and the point `high` maps to.
    let start: Double
    let end: Double

    func callAsFunction(_ value: Double) -> Double {
        high == low ? (start + end) / 2 : start + (value - low) / (high - low) * (end - start)
    }

    /// Tick values from `low` to `high` every `step`, starting at a multiple of it.
    func ticks(every step: Double) -> [Double] {
        guard step > 0 else { return [] }
        var value = (low / step).rounded(.up) * step
        var values: [Double] = []
        while value <= high + step * 1e-6, values.count < 200 {
            values.append(value)
            value += step
        }
        return values
    }

    /// The smallest of `steps` that gives at most `count` ticks over the range.
    static func step(for range: Double, atMost count: Int, from steps: [Double]) -> Double {
        steps.first { range / $0 <= Double(count) } ?? steps.last!
    }
}
