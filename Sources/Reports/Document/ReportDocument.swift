import NextSteps

/// A report laid out as text: the header and the sections in the reader's order, each a list
/// of blocks. Both renderers draw this, so the HTML and the PDF say the same words.
package struct ReportDocument: Sendable {
    /// "Cycle report" or "Pregnancy report".
    package let title: String
    /// Who, which days, when made and for whom.
    package let header: [ReportFact]
    /// "Estimates, not a diagnosis", with what the report is.
    package let notice: String
    package let sections: [ReportSection]
    package let paper: PaperSize

    /// The document of `model`, in the order and with the emphasis of its reader; the commands
    /// it names written by `wording` (a file's: no folder or profile of this computer).
    package init(_ model: ReportModel, paper: PaperSize, wording: StepWording) {
        title = model.kind.title
        var header: [ReportFact] = []
        if let name = model.name { header.append(ReportFact("Name", name)) }
        header.append(ReportFact("Dates covered", "\(model.span.from.iso) to \(model.span.to.iso)"))
        header.append(ReportFact("Generated", "\(model.generated.iso) by Bloom"))
        header.append(ReportFact("Prepared for", model.reader.displayName))
        self.header = header
        notice = Self.notice
        switch model.kind {
        case .cycle: sections = CycleSections(model, wording: wording).ordered
        case .pregnancy: sections = PregnancySections(model, wording: wording).ordered
        }
        self.paper = paper
    }

    /// The line under every header and in every footer.
    package static let notice = "Estimates, not a diagnosis: what was logged in Bloom, with Bloom's estimates marked as estimates."

    /// Every piece of text the document shows (header, headings, paragraphs, cells, chart
    /// labels), for checks such as the guardrail filter.
    package var allText: [String] {
        var texts = [title, notice] + header.flatMap { [$0.label, $0.value] }
        for section in sections {
            texts.append(section.title)
            for block in section.blocks { texts += block.texts }
        }
        return texts
    }
}

/// A label and its value: "Dates covered: 2026-05-01 to 2026-11-25".
package struct ReportFact: Sendable, Hashable {
    package let label: String
    package let value: String

    package init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
    }
}

/// One section: a stable id (the HTML anchor), its heading and what it shows.
package struct ReportSection: Sendable {
    package let id: String
    package let title: String
    package let blocks: [ReportBlock]

    package init(id: String, title: String, blocks: [ReportBlock]) {
        self.id = id
        self.title = title
        self.blocks = blocks
    }
}

/// One piece of a section.
package enum ReportBlock: Sendable {
    /// A paragraph of text.
    case paragraph(String)
    /// What a section has when nothing was logged: "No temperatures logged in this span."
    case empty(String)
    /// Small print under a table or chart (how a number was worked out, "estimate").
    case note(String)
    /// A heading inside a section, e.g. one cycle of the temperature charts.
    case subheading(String)
    /// Labels and values.
    case facts([ReportFact])
    case table(ReportTable)
    case chart(ReportChart)
    /// Checklist items, ticked or not.
    case checklist([ReportChecklist.Item])

    /// The text the block shows.
    package var texts: [String] {
        switch self {
        case let .paragraph(text), let .empty(text), let .note(text), let .subheading(text): [text]
        case let .facts(facts): facts.flatMap { [$0.label, $0.value] }
        case let .table(table): table.columns.map(\.title) + table.rows.flatMap { $0 }
        case let .chart(chart): [chart.caption] + chart.drawing(width: 500).texts
        case let .checklist(items): items.map(\.text)
        }
    }
}

/// A table: its columns and rows of text.
package struct ReportTable: Sendable {
    package struct Column: Sendable {
        package let title: String
        /// Numbers are right-aligned.
        package let numeric: Bool

        package init(_ title: String, numeric: Bool = false) {
            self.title = title
            self.numeric = numeric
        }
    }

    package let columns: [Column]
    /// One array of cells a row, as many as the columns.
    package let rows: [[String]]

    package init(columns: [Column], rows: [[String]]) {
        precondition(rows.allSatisfy { $0.count == columns.count }, "every row has a cell a column")
        self.columns = columns
        self.rows = rows
    }
}
