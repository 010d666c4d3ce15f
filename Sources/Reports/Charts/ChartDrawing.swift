/// A chart as a list of shapes in points, from the top-left corner: what the SVG of the HTML
/// and the cairo drawing of the PDF both draw, so the two show the same chart.
public struct ChartDrawing: Sendable {
    public let width: Double
    public let height: Double
    public let shapes: [ChartShape]
    /// What the chart shows in one sentence (the SVG's title, for screen readers).
    public let summary: String

    public init(width: Double, height: Double, shapes: [ChartShape], summary: String) {
        self.width = width
        self.height = height
        self.shapes = shapes
        self.summary = summary
    }

    /// The text of every label.
    public var texts: [String] {
        shapes.compactMap { if case let .text(label) = $0 { label.text } else { nil } }
    }
}

/// An RGB colour.
public struct ChartColour: Sendable, Hashable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// "#1f5fa8".
    public var hex: String {
        let digits = Array("0123456789abcdef")
        return "#" + [red, green, blue].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 15)])" }.joined()
    }

    /// This colour mixed with white: `amount` 0 is white, 1 is the colour itself.
    public func tint(_ amount: Double) -> ChartColour {
        let share = min(1, max(0, amount))
        func mix(_ channel: UInt8) -> UInt8 { UInt8((255 - (255 - Double(channel)) * share).rounded()) }
        return ChartColour(mix(red), mix(green), mix(blue))
    }

    public static let white = ChartColour(255, 255, 255)
    public static let ink = ChartColour(34, 34, 34)
    public static let muted = ChartColour(102, 102, 102)
    public static let grid = ChartColour(221, 221, 221)
    public static let axis = ChartColour(136, 136, 136)
    public static let empty = ChartColour(244, 244, 244)
    /// Bloom's rose, for cycle lengths and bleeding.
    public static let rose = ChartColour(176, 58, 91)
    public static let band = ChartColour(243, 214, 223)
    public static let temperature = ChartColour(31, 95, 168)
    public static let coverLine = ChartColour(192, 57, 43)
    public static let ovulation = ChartColour(46, 125, 50)
    public static let pain = ChartColour(214, 96, 18)
    public static let symptom = ChartColour(54, 92, 160)
    public static let weight = ChartColour(94, 60, 153)
}

/// How a line is stroked.
public struct ChartStroke: Sendable, Hashable {
    public let colour: ChartColour
    public let width: Double
    /// Dash and gap lengths; empty for a solid line.
    public let dash: [Double]

    public init(_ colour: ChartColour, width: Double = 1, dash: [Double] = []) {
        self.colour = colour
        self.width = width
        self.dash = dash
    }
}

/// A text label: where its baseline starts, ends or is centred.
public struct ChartLabel: Sendable, Hashable {
    public enum Anchor: Sendable, Hashable { case start, middle, end }

    public let text: String
    public let x: Double
    /// The baseline.
    public let y: Double
    public let size: Double
    public let anchor: Anchor
    public let colour: ChartColour
    public let bold: Bool

    public init(_ text: String, x: Double, y: Double, size: Double = 8, anchor: Anchor = .start, colour: ChartColour = .ink, bold: Bool = false) {
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
public enum ChartShape: Sendable, Hashable {
    case line(x1: Double, y1: Double, x2: Double, y2: Double, ChartStroke)
    case polyline([ChartPoint], ChartStroke)
    case rect(x: Double, y: Double, width: Double, height: Double, fill: ChartColour?, stroke: ChartStroke?)
    case circle(x: Double, y: Double, radius: Double, fill: ChartColour?, stroke: ChartStroke?)
    case text(ChartLabel)
}

/// A point of a polyline.
public struct ChartPoint: Sendable, Hashable {
    public let x: Double
    public let y: Double

    public init(_ x: Double, _ y: Double) {
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
