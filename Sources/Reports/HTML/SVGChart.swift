/// A chart drawing as inline SVG (no external references, no script).
enum SVGChart {
    static func render(_ drawing: ChartDrawing) -> String {
        let w = number(drawing.width), h = number(drawing.height)
        var out = "<svg viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" role=\"img\" aria-label=\"\(HTMLReport.escape(drawing.summary))\">\n"
        out += "<title>\(HTMLReport.escape(drawing.summary))</title>\n"
        for shape in drawing.shapes { out += element(shape) + "\n" }
        return out + "</svg>\n"
    }

    static func element(_ shape: ChartShape) -> String {
        switch shape {
        case let .line(x1, y1, x2, y2, stroke):
            return "<line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\"\(attributes(stroke))/>"
        case let .polyline(points, stroke):
            let list = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
            return "<polyline points=\"\(list)\" fill=\"none\"\(attributes(stroke)) stroke-linejoin=\"round\"/>"
        case let .rect(x, y, width, height, fill, stroke):
            return "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\" fill=\"\(fill?.hex ?? "none")\"\(stroke.map(attributes) ?? "")/>"
        case let .circle(x, y, radius, fill, stroke):
            return "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"\(number(radius))\" fill=\"\(fill?.hex ?? "none")\"\(stroke.map(attributes) ?? "")/>"
        case let .text(label):
            let anchor = switch label.anchor {
            case .start: ""
            case .middle: " text-anchor=\"middle\""
            case .end: " text-anchor=\"end\""
            }
            return "<text x=\"\(number(label.x))\" y=\"\(number(label.y))\" font-size=\"\(number(label.size))\"\(anchor) fill=\"\(label.colour.hex)\"\(label.bold ? " font-weight=\"bold\"" : "")>\(HTMLReport.escape(label.text))</text>"
        }
    }

    static func attributes(_ stroke: ChartStroke) -> String {
        var text = " stroke=\"\(stroke.colour.hex)\" stroke-width=\"\(number(stroke.width))\""
        if !stroke.dash.isEmpty { text += " stroke-dasharray=\"\(stroke.dash.map(number).joined(separator: " "))\"" }
        return text
    }

    static func number(_ value: Double) -> String { ReportText.decimal(value, places: 2) }
}
