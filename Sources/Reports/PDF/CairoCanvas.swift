import CCairo

/// Draws a laid-out page and charts through cairo: text in the report's font, lines, fills,
/// circles and checkboxes.
struct CairoCanvas {
    let api: BloomCairo
    let context: OpaquePointer

    /// The advance width of `text` in points.
    func width(of text: String, size: Double, bold: Bool) -> Double {
        font(size: size, bold: bold)
        var extents = cairo_text_extents_t()
        api.text_extents(context, text, &extents)
        return extents.x_advance
    }

    private func font(size: Double, bold: Bool) {
        api.select_font_face(context, PDFReport.fontFamily, CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        api.set_font_size(context, size)
    }

    private func colour(_ colour: ChartColour) {
        api.set_source_rgb(context, Double(colour.red) / 255, Double(colour.green) / 255, Double(colour.blue) / 255)
    }

    private func stroke(_ stroke: ChartStroke) {
        colour(stroke.colour)
        api.set_line_width(context, stroke.width)
        api.set_dash(context, stroke.dash, Int32(stroke.dash.count), 0)
        api.stroke(context)
    }

    private func text(_ text: String, x: Double, y: Double, size: Double, bold: Bool, colour: ChartColour) {
        font(size: size, bold: bold)
        self.colour(colour)
        api.move_to(context, x, y)
        api.show_text(context, text)
        api.new_path(context)
    }

    func draw(_ item: PDFLayout.Item) {
        switch item {
        case let .text(string, x, y, size, bold, colour):
            text(string, x: x, y: y, size: size, bold: bold, colour: colour)
        case let .rule(x1, y1, x2, y2, colour, width):
            api.new_path(context)
            api.move_to(context, x1, y1)
            api.line_to(context, x2, y2)
            stroke(ChartStroke(colour, width: width))
        case let .fill(x, y, width, height, colour):
            api.new_path(context)
            api.rectangle(context, x, y, width, height)
            self.colour(colour)
            api.fill(context)
        case let .chart(drawing, x, y):
            for shape in drawing.shapes { draw(shape, dx: x, dy: y) }
        case let .checkbox(x, y, size, ticked):
            api.new_path(context)
            api.rectangle(context, x, y, size, size)
            stroke(ChartStroke(.muted, width: 0.8))
            if ticked {
                api.new_path(context)
                api.move_to(context, x + size * 0.2, y + size * 0.55)
                api.line_to(context, x + size * 0.42, y + size * 0.8)
                api.line_to(context, x + size * 0.85, y + size * 0.2)
                stroke(ChartStroke(.ovulation, width: 1.4))
            }
        }
    }

    private func draw(_ shape: ChartShape, dx: Double, dy: Double) {
        api.new_path(context)
        switch shape {
        case let .line(x1, y1, x2, y2, style):
            api.move_to(context, dx + x1, dy + y1)
            api.line_to(context, dx + x2, dy + y2)
            stroke(style)
        case let .polyline(points, style):
            guard let first = points.first else { return }
            api.move_to(context, dx + first.x, dy + first.y)
            for point in points.dropFirst() { api.line_to(context, dx + point.x, dy + point.y) }
            api.set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            stroke(style)
        case let .rect(x, y, width, height, fill, style):
            api.rectangle(context, dx + x, dy + y, width, height)
            paint(fill: fill, stroke: style)
        case let .circle(x, y, radius, fill, style):
            api.arc(context, dx + x, dy + y, radius, 0, 2 * Double.pi)
            api.close_path(context)
            paint(fill: fill, stroke: style)
        case let .text(label):
            let width = self.width(of: label.text, size: label.size, bold: label.bold)
            let x = switch label.anchor {
            case .start: label.x
            case .middle: label.x - width / 2
            case .end: label.x - width
            }
            text(label.text, x: dx + x, y: dy + label.y, size: label.size, bold: label.bold, colour: label.colour)
        }
    }

    private func paint(fill: ChartColour?, stroke style: ChartStroke?) {
        if let fill {
            colour(fill)
            if style == nil { api.fill(context) } else { api.fill_preserve(context) }
        }
        if let style { stroke(style) }
    }
}
