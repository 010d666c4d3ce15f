/// A report as one self-contained, printable HTML file: inline CSS and inline SVG charts, no
/// script, nothing fetched. It is also well-formed XML (every element closed, only the five
/// XML entities), so it can be checked as XML and read by XML tools.
package enum HTMLReport {
    /// The width the charts are laid out at; the SVG scales to the page.
    package static let chartWidth = 680.0

    /// The page of `document`.
    package static func render(_ document: ReportDocument) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        let name = document.header.first { $0.label == "Name" }?.value
        let covered = document.header.first { $0.label == "Dates covered" }?.value ?? ""
        out += "<title>\(escape([document.title, name, covered].compactMap { $0 }.joined(separator: " · ")))</title>\n"
        out += "<style>\n\(style(paper: document.paper))</style>\n</head>\n<body>\n"
        out += "<header>\n<h1>\(escape(document.title))</h1>\n\(facts(document.header))"
        out += "<p class=\"notice\">\(escape(document.notice))</p>\n"
        out += "<nav><p class=\"contents\">" + document.sections.map { "<a href=\"#\(escape($0.id))\">\(escape($0.title))</a>" }
            .joined(separator: " · ") + "</p></nav>\n</header>\n"
        for section in document.sections {
            out += "<section id=\"\(escape(section.id))\">\n<h2>\(escape(section.title))</h2>\n"
            for block in section.blocks { out += html(block) }
            out += "</section>\n"
        }
        out += "<footer><p>\(escape(document.title)) · \(escape(covered)) · \(escape(document.notice))</p></footer>\n"
        out += "</body>\n</html>\n"
        return out
    }

    static func html(_ block: ReportBlock) -> String {
        switch block {
        case let .paragraph(text): "<p>\(escape(text))</p>\n"
        case let .empty(text): "<p class=\"empty\">\(escape(text))</p>\n"
        case let .note(text): "<p class=\"note\">\(escape(text))</p>\n"
        case let .subheading(text): "<h3>\(escape(text))</h3>\n"
        case let .facts(list): facts(list)
        case let .table(table): self.table(table)
        case let .chart(chart): "<figure>\n" + SVGChart.render(chart.drawing(width: chartWidth)) + "</figure>\n"
        case let .checklist(items):
            "<ul class=\"checklist\">\n" + items.map { item in
                "<li class=\"\(item.done ? "done" : "open")\"><span class=\"box\">\(item.done ? "☑" : "☐")</span> \(escape(item.text))</li>\n"
            }.joined() + "</ul>\n"
        }
    }

    static func facts(_ facts: [ReportFact]) -> String {
        "<dl class=\"facts\">\n" + facts.map { "<dt>\(escape($0.label))</dt><dd>\(escape($0.value))</dd>\n" }.joined() + "</dl>\n"
    }

    static func table(_ table: ReportTable) -> String {
        func cell(_ tag: String, _ text: String, _ column: ReportTable.Column) -> String {
            "<\(tag)\(column.numeric ? " class=\"num\"" : "")>\(escape(text))</\(tag)>"
        }
        var out = "<table>\n<thead><tr>" + table.columns.map { cell("th", $0.title, $0) }.joined() + "</tr></thead>\n<tbody>\n"
        for row in table.rows {
            out += "<tr>" + zip(row, table.columns).map { cell("td", $0, $1) }.joined() + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// `text` with the characters XML and HTML give meaning to written as entities.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    static func style(paper: PaperSize) -> String {
        """
        @page { size: \(paper.cssName); margin: 15mm 14mm; }
        body { font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; font-size: 10pt; line-height: 1.4;
               color: #222; max-width: 190mm; margin: 0 auto; padding: 12px; }
        h1 { font-size: 19pt; color: #b03a5b; margin: 0 0 6px; }
        h2 { font-size: 13pt; margin: 20px 0 6px; padding-bottom: 2px; border-bottom: 1px solid #ddd; break-after: avoid; }
        h3 { font-size: 10.5pt; margin: 14px 0 4px; break-after: avoid; }
        p { margin: 4px 0; }
        .notice { background: #fbeef2; border-left: 3px solid #b03a5b; padding: 5px 8px; margin: 8px 0; }
        .contents { font-size: 8.5pt; color: #666; }
        .contents a { color: #666; }
        .empty { color: #666; font-style: italic; }
        .note { color: #666; font-size: 8.5pt; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 6px 0; }
        dl.facts dt { color: #666; }
        dl.facts dd { margin: 0; }
        table { border-collapse: collapse; width: 100%; font-size: 9pt; margin: 4px 0; }
        th, td { border-bottom: 1px solid #e4e4e4; padding: 3px 6px; text-align: left; vertical-align: top; }
        th { background: #f4f4f4; font-weight: bold; }
        th.num, td.num { text-align: right; }
        tr { break-inside: avoid; }
        figure { margin: 6px 0; break-inside: avoid; }
        svg { display: block; width: 100%; height: auto; font-family: inherit; }
        ul.checklist { list-style: none; padding-left: 0; }
        ul.checklist .box { font-size: 11pt; }
        section { break-inside: auto; }
        footer { color: #666; font-size: 8pt; margin-top: 24px; padding-top: 4px; border-top: 1px solid #ddd; }
        @media print { body { max-width: none; padding: 0; } nav { display: none; } }

        """
    }
}
