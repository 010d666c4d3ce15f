import BloomTestSupport
import Foundation
import Testing
@testable import Reports

/// The PDF as it renders: its text read back by pdftotext, its pixels by pdftoppm.
@Suite(.enabled(if: Poppler.isAvailable, Comment(rawValue: Poppler.missingMessage)))
struct PDFReportTests {
    /// A rendered report: the file, its document and the layout drawn.
    struct Rendered {
        let path: String
        let document: ReportDocument
        let layout: PDFLayout
    }

    static func render(_ inputs: ReportInputs, _ request: ReportRequest = ReportRequest(), paper: PaperSize = .a4) throws -> Rendered {
        let document = ReportDocument(try ReportFixtures.model(inputs, request), paper: paper, wording: .tags)
        let bytes = try PDFReport.render(document, created: "2026-10-01T00:00:00")
        let path = FileManager.default.temporaryDirectory.appending(path: "bloom-report-\(UUID().uuidString).pdf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return Rendered(path: path, document: document, layout: try PDFReport.layout(document))
    }

    static func reports() throws -> [(String, Rendered)] {
        [("cycle", try render(ReportFixtures.cycle())),
         ("fertility", try render(ReportFixtures.cycle(), ReportRequest(reader: .fertility), paper: .letter)),
         ("pregnancy", try render(ReportFixtures.pregnancy())),
         ("empty", try render(ReportFixtures.empty()))]
    }

    @Test func everySectionHeadingIsOnThePage() throws {
        for (name, report) in try Self.reports() {
            let text = try Poppler.flatText(report.path)
            #expect(text.contains(report.document.title), "\(name)")
            #expect(text.contains("Estimates, not a diagnosis"), "\(name)")
            for section in report.document.sections {
                #expect(text.contains(section.title), "\(name): \(section.title)")
            }
        }
    }

    @Test func theNumbersAreTheModelsNumbers() throws {
        let text = try Poppler.flatText(try Self.render(ReportFixtures.cycle()).path)
        for row in ["2026-06-01 2026-06-05 5 28 heavy (2 days) 7/10 2", "2026-06-29 2026-07-04 6 31 medium (1 day) 2/10 1",
                    "2026-07-30 2026-08-03 5 26 none logged – –", "2026-08-25 2026-08-28 4 28 heavy (2 days) 9/10 1"] {
            #expect(text.contains(row), "\(row)")
        }
        #expect(text.contains("Average cycle 28.3 days"))
        #expect(text.contains("Standard deviation 2.1 days"))
        #expect(text.contains("Cover line 36.40 °C"))
        #expect(text.contains("ovulation estimated on cycle day 12 (2026-09-05, an estimate)"))
    }

    @Test func chartsAreDrawnNotLeftEmpty() throws {
        let resolution = 50.0
        for (name, report) in try Self.reports() where name != "empty" {
            let pages = try Poppler.pixmaps(report.path, resolution: Int(resolution))
            #expect(pages.count == report.layout.pages.count)
            var charts = 0
            for (index, items) in report.layout.pages.enumerated() {
                for case let .chart(drawing, x, y) in items {
                    charts += 1
                    let scale = resolution / 72
                    let coloured = pages[index].colouredPixels(x: Int(x * scale), y: Int(y * scale),
                                                                width: Int(drawing.width * scale), height: Int(drawing.height * scale))
                    #expect(coloured > 30, "\(name): the chart \(drawing.summary) on page \(index + 1) has \(coloured) coloured pixels")
                }
            }
            // Cycle lengths, the heatmap and a temperature chart; the weight chart in a pregnancy.
            #expect(charts == (name == "pregnancy" ? 1 : 3), "\(name)")
        }
    }

    @Test func nothingRunsOffThePage() throws {
        let long = String(repeating: "Bartholomew-Featherstonehaugh ", count: 4)
        var inputs = try ReportFixtures.cycle(name: long)
        inputs.supplements.append(ReportSupplementEntry(day: isoDay("2026-07-02"), names: ["a supplement with a name much longer than any column could hold in one line " + long]))
        var reports = try Self.reports()
        reports.append(("long", try Self.render(inputs)))
        reports.append(("long letter", try Self.render(inputs, ReportRequest(reader: .fertility), paper: .letter)))
        for (name, report) in reports {
            let margin = PDFLayout.margin
            for (index, page) in try Poppler.words(report.path).enumerated() {
                #expect(abs(page.width - report.document.paper.width) < 0.5)
                for word in page.words {
                    #expect(word.xMin >= margin - 1 && word.xMax <= page.width - margin + 1,
                            "\(name) page \(index + 1): '\(word.text)' spans \(word.xMin)–\(word.xMax) of \(page.width)")
                    #expect(word.yMin >= 20 && word.yMax <= page.height - 20, "\(name) page \(index + 1): '\(word.text)' at \(word.yMin)")
                }
            }
        }
    }

    @Test func fontsAreEmbeddedAndBothPapersWork() throws {
        let a4 = try Self.render(ReportFixtures.cycle())
        let letter = try Self.render(ReportFixtures.cycle(), paper: .letter)
        let a4Size = try Poppler.pageSize(a4.path), letterSize = try Poppler.pageSize(letter.path)
        #expect(a4Size.hasPrefix("595.28 x 841.89"))
        #expect(letterSize.hasPrefix("612 x 792"))
        let fonts = try Poppler.fonts(a4.path)
        #expect(!fonts.isEmpty)
        let embedded = fonts.allSatisfy { $0.embedded }
        #expect(embedded, "\(fonts.map(\.name))")
        #expect(fonts.contains { $0.name.contains("DejaVuSans") })
    }

    @Test func theAnonymousReportHasNoName() throws {
        let named = try Poppler.flatText(try Self.render(ReportFixtures.cycle(name: "Sam Quill")).path)
        let anonymous = try Poppler.flatText(try Self.render(ReportFixtures.cycle(name: "Sam Quill"), ReportRequest(anonymous: true)).path)
        #expect(named.contains("Sam Quill"))
        #expect(!anonymous.contains("Quill"))
    }

    @Test func theSameReportGivesTheSameBytes() throws {
        let document = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .a4, wording: .tags)
        let first = try PDFReport.render(document, created: "2026-10-01T00:00:00")
        let second = try PDFReport.render(document, created: "2026-10-01T00:00:00")
        #expect(first == second)
    }
}
