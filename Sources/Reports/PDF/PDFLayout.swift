/// The pages of a PDF report, laid out before anything is drawn: where each line of text,
/// rule, table background, chart and checkbox goes. Text is measured by the function given
/// (cairo's, for the PDF), so lines are wrapped and cut to fit: nothing runs off the page.
package struct PDFLayout {
    /// Something to draw, in points from the page's top-left corner.
    package enum Item: Sendable {
        /// A line of text from `x` on the baseline `y`.
        case text(String, x: Double, y: Double, size: Double, bold: Bool, colour: ChartColour)
        case rule(x1: Double, y1: Double, x2: Double, y2: Double, colour: ChartColour, width: Double)
        case fill(x: Double, y: Double, width: Double, height: Double, colour: ChartColour)
        /// A chart whose top-left corner is at `x`, `y`.
        case chart(ChartDrawing, x: Double, y: Double)
        case checkbox(x: Double, y: Double, size: Double, ticked: Bool)
    }

    /// A section heading's place, for the PDF's outline (bookmarks).
    package struct Bookmark: Sendable {
        package let title: String
        /// From 1.
        package let page: Int
        package let y: Double
    }

    /// Measures text: its advance width in points at `size`, bold or not.
    package typealias Measure = (String, Double, Bool) -> Double

    package let paper: PaperSize
    /// Each page's items, in drawing order.
    package private(set) var pages: [[Item]] = [[]]
    package private(set) var bookmarks: [Bookmark] = []

    package static let margin = 42.0
    package static let top = 44.0
    /// Where the body ends; the footer lies below.
    package static let bottomMargin = 54.0

    package var left: Double { Self.margin }
    package var right: Double { paper.width - Self.margin }
    package var contentWidth: Double { right - left }
    var bottom: Double { paper.height - Self.bottomMargin }

    private var y: Double = PDFLayout.top
    private let measure: Measure

    /// Lays out `document` on `document.paper`, measuring text with `measure`.
    package init(_ document: ReportDocument, measure: @escaping Measure) {
        paper = document.paper
        self.measure = measure
        header(document)
        for section in document.sections { self.section(section) }
        footers(document)
    }

    // MARK: Flow

    private mutating func add(_ item: Item) { pages[pages.count - 1].append(item) }

    private mutating func newPage() {
        pages.append([])
        y = Self.top
    }

    /// Starts a new page unless `height` more points fit on this one.
    private mutating func ensure(_ height: Double) {
        if y + height > bottom, y > Self.top { newPage() }
    }

    // MARK: Text

    /// `text` broken into lines no wider than `width` (words kept whole where they fit,
    /// longer words split).
    func wrap(_ text: String, width: Double, size: Double, bold: Bool = false) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if measure(candidate, size, bold) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                var rest = String(word)
                while measure(rest, size, bold) > width, rest.count > 1 {
                    var cut = rest.count - 1
                    while cut > 1, measure(String(rest.prefix(cut)), size, bold) > width { cut -= 1 }
                    lines.append(String(rest.prefix(cut)))
                    rest = String(rest.dropFirst(cut))
                }
                line = rest
            }
            lines.append(line)
        }
        return lines
    }

    /// Writes `text` wrapped to `width` from `x`, a line every `leading` points, breaking pages between lines.
    private mutating func paragraph(_ text: String, x: Double? = nil, width: Double? = nil, size: Double, leading: Double,
                                    bold: Bool = false, colour: ChartColour = .ink) {
        let x = x ?? left
        for line in wrap(text, width: width ?? (right - x), size: size, bold: bold) {
            ensure(leading)
            add(.text(line, x: x, y: y + size, size: size, bold: bold, colour: colour))
            y += leading
        }
    }

    // MARK: Header and footer

    private mutating func header(_ document: ReportDocument) {
        add(.text(document.title, x: left, y: y + 20, size: 20, bold: true, colour: .rose))
        y += 32
        facts(document.header, size: 9.5)
        y += 4
        let lines = wrap(document.notice, width: contentWidth - 16, size: 9)
        let height = Double(lines.count) * 12 + 8
        add(.fill(x: left, y: y, width: contentWidth, height: height, colour: ChartColour(251, 238, 242)))
        add(.fill(x: left, y: y, width: 3, height: height, colour: .rose))
        for (index, line) in lines.enumerated() {
            add(.text(line, x: left + 10, y: y + 4 + 9 + Double(index) * 12, size: 9, bold: false, colour: .ink))
        }
        y += height + 6
    }

    private mutating func footers(_ document: ReportDocument) {
        let covered = document.header.first { $0.label == "Dates covered" }?.value ?? ""
        let line = paper.height - 30
        for index in pages.indices {
            let pageText = "page \(index + 1) of \(pages.count)"
            let pageWidth = measure(pageText, 7.5, false)
            let leftText = fitted("\(document.title) · \(covered) · Estimates, not a diagnosis", width: contentWidth - pageWidth - 12, size: 7.5)
            pages[index].append(.rule(x1: left, y1: line - 10, x2: right, y2: line - 10, colour: .grid, width: 0.5))
            pages[index].append(.text(leftText, x: left, y: line, size: 7.5, bold: false, colour: .muted))
            pages[index].append(.text(pageText, x: right - pageWidth, y: line, size: 7.5, bold: false, colour: .muted))
        }
    }

    /// `text`, cut with "…" until it fits `width`.
    func fitted(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        guard measure(text, size, bold) > width else { return text }
        var cut = text.count
        while cut > 1, measure(String(text.prefix(cut)) + "…", size, bold) > width { cut -= 1 }
        return String(text.prefix(cut)) + "…"
    }

    // MARK: Sections and blocks

    private mutating func section(_ section: ReportSection) {
        // Keep the heading with the start of what follows.
        ensure(28 + firstHeight(of: section.blocks.first))
        y += 8
        bookmarks.append(Bookmark(title: section.title, page: pages.count, y: y))
        add(.text(fitted(section.title, width: contentWidth, size: 13, bold: true), x: left, y: y + 13, size: 13, bold: true, colour: .ink))
        y += 18
        add(.rule(x1: left, y1: y, x2: right, y2: y, colour: .grid, width: 0.75))
        y += 6
        for (index, block) in section.blocks.enumerated() {
            if case .subheading = block {
                // Keep a subheading with the start of what it heads.
                ensure(22 + firstHeight(of: index + 1 < section.blocks.count ? section.blocks[index + 1] : nil))
            }
            self.block(block)
        }
    }

    /// About how tall the start of `block` is, to keep a heading with it.
    private func firstHeight(of block: ReportBlock?) -> Double {
        switch block {
        case let .chart(chart): chart.drawing(width: contentWidth).height + 8
        case .table: 40
        case .subheading: 40
        default: 14
        }
    }

    private mutating func block(_ block: ReportBlock) {
        switch block {
        case let .paragraph(text):
            paragraph(text, size: 9.5, leading: 13)
            y += 4
        case let .empty(text):
            paragraph(text, size: 9.5, leading: 13, colour: .muted)
            y += 4
        case let .note(text):
            paragraph(text, size: 8, leading: 10.5, colour: .muted)
            y += 6
        case let .subheading(text):
            y += 4
            paragraph(text, size: 10.5, leading: 14, bold: true)
        case let .facts(list):
            facts(list, size: 9.5)
            y += 4
        case let .table(table):
            self.table(table)
            y += 4
        case let .chart(chart):
            let drawing = chart.drawing(width: contentWidth)
            ensure(drawing.height + 6)
            add(.chart(drawing, x: left, y: y))
            y += drawing.height + 6
        case let .checklist(items):
            for item in items {
                let lines = wrap(item.text, width: contentWidth - 18, size: 9.5)
                ensure(Double(lines.count) * 13 + 3)
                add(.checkbox(x: left, y: y + 2, size: 9, ticked: item.done))
                for (index, line) in lines.enumerated() {
                    add(.text(line, x: left + 16, y: y + 9.5 + Double(index) * 13, size: 9.5, bold: false, colour: .ink))
                }
                y += Double(lines.count) * 13 + 3
            }
            y += 3
        }
    }

    /// Labels in a column on the left, values wrapped beside them.
    private mutating func facts(_ facts: [ReportFact], size: Double) {
        let labelWidth = min(contentWidth * 0.4, (facts.map { measure($0.label, size, false) }.max() ?? 0) + 14)
        for fact in facts {
            let labels = wrap(fact.label, width: labelWidth - 14, size: size)
            let values = wrap(fact.value, width: contentWidth - labelWidth, size: size)
            let lines = max(labels.count, values.count)
            ensure(Double(lines) * 13.5)
            for (index, line) in labels.enumerated() {
                add(.text(line, x: left, y: y + size + Double(index) * 13.5, size: size, bold: false, colour: .muted))
            }
            for (index, line) in values.enumerated() {
                add(.text(line, x: left + labelWidth, y: y + size + Double(index) * 13.5, size: size, bold: false, colour: .ink))
            }
            y += Double(lines) * 13.5
        }
    }

    // MARK: Tables

    static let cellPadding = 4.0
    static let tableSize = 8.5
    static let tableLeading = 11.0

    /// Each column's width: its natural width when all fit, otherwise the space shared out so
    /// that narrow columns keep theirs and wide ones wrap.
    func columnWidths(_ table: ReportTable) -> [Double] {
        let pad = 2 * Self.cellPadding
        let natural = table.columns.indices.map { index -> Double in
            let header = table.columns[index].title.split(separator: " ").map { measure(String($0), Self.tableSize, true) }.max() ?? 0
            let cells = table.rows.map { measure($0[index], Self.tableSize, false) }.max() ?? 0
            return max(header, cells) + pad
        }
        let total = natural.reduce(0, +)
        if total <= contentWidth {
            let extra = (contentWidth - total) / Double(natural.count)
            return natural.map { $0 + extra }
        }
        // Water-filling: columns narrower than a fair share keep their width.
        var widths = natural
        var open = Set(natural.indices)
        var space = contentWidth
        while !open.isEmpty {
            let share = space / Double(open.count)
            let fitting = open.filter { natural[$0] <= share }
            if fitting.isEmpty {
                for index in open { widths[index] = share }
                break
            }
            for index in fitting { widths[index] = natural[index]; space -= natural[index]; open.remove(index) }
        }
        return widths
    }

    private mutating func table(_ table: ReportTable) {
        let widths = columnWidths(table)
        let pad = Self.cellPadding, size = Self.tableSize, leading = Self.tableLeading
        func lines(_ row: [String], bold: Bool) -> [[String]] {
            row.enumerated().map { index, text in wrap(text, width: widths[index] - 2 * pad, size: size, bold: bold) }
        }
        let headerLines = lines(table.columns.map(\.title), bold: true)
        let headerHeight = Double(headerLines.map(\.count).max() ?? 1) * leading + 2 * pad
        func drawRow(_ cells: [[String]], height: Double, bold: Bool) {
            var x = left
            if bold { add(.fill(x: left, y: y, width: contentWidth, height: height, colour: .empty)) }
            for (index, cell) in cells.enumerated() {
                let numeric = table.columns[index].numeric
                for (number, line) in cell.enumerated() {
                    let width = measure(line, size, bold)
                    let lineX = numeric ? x + widths[index] - pad - width : x + pad
                    add(.text(line, x: lineX, y: y + pad + size + Double(number) * leading, size: size, bold: bold, colour: .ink))
                }
                x += widths[index]
            }
            add(.rule(x1: left, y1: y + height, x2: right, y2: y + height, colour: .grid, width: 0.5))
            y += height
        }
        ensure(headerHeight + leading + 2 * pad)
        drawRow(headerLines, height: headerHeight, bold: true)
        for row in table.rows {
            let cells = lines(row, bold: false)
            let height = Double(cells.map(\.count).max() ?? 1) * leading + 2 * pad
            if y + height > bottom {
                newPage()
                drawRow(headerLines, height: headerHeight, bold: true)
            }
            drawRow(cells, height: height, bold: false)
        }
    }
}
