import BloomTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Reports

@Suite struct HTMLReportTests {
    static func pages() throws -> [(String, String)] {
        [("cycle", HTMLReport.render(ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .a4, wording: .tags))),
         ("fertility", HTMLReport.render(ReportDocument(try ReportFixtures.model(ReportFixtures.cycle(), ReportRequest(reader: .fertility)), paper: .letter, wording: .tags))),
         ("pregnancy", HTMLReport.render(ReportDocument(try ReportFixtures.model(ReportFixtures.pregnancy()), paper: .a4, wording: .tags))),
         ("empty", HTMLReport.render(ReportDocument(try ReportFixtures.model(ReportFixtures.empty()), paper: .a4, wording: .tags)))]
    }

    @Test func thePageIsWellFormedXML() throws {
        for (name, page) in try Self.pages() {
            let parser = XMLParser(data: Data(page.utf8))
            let collector = ElementCollector()
            parser.delegate = collector
            #expect(parser.parse(), "\(name): \(parser.parserError.map { "\($0)" } ?? "") at line \(parser.lineNumber)")
            #expect(collector.elements.first == "html")
            #expect(collector.elements.contains("svg") == (name != "empty"))
        }
    }

    @Test func nothingIsFetchedAndNothingRuns() throws {
        for (name, page) in try Self.pages() {
            let lower = page.lowercased()
            for forbidden in ["http:", "https:", "src=", "<script", "<link", "<img", "<iframe", "<object", "url(", "@import", "javascript:"] {
                #expect(!lower.contains(forbidden), "\(name) holds \(forbidden)")
            }
            #expect(lower.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil, "\(name) holds an event handler")
            // The only links are to the page's own sections.
            for match in lower.matches(of: /href="([^"]*)"/) {
                #expect(match.output.1.hasPrefix("#"), "\(name) links to \(match.output.1)")
            }
            #expect(lower.contains("<style>"), "the style is inline")
        }
    }

    @Test func everySectionHasItsHeadingAndAnchor() throws {
        let document = ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .a4, wording: .tags)
        let page = HTMLReport.render(document)
        for section in document.sections {
            #expect(page.contains("<section id=\"\(section.id)\">\n<h2>\(HTMLReport.escape(section.title))</h2>"))
            #expect(page.contains("<a href=\"#\(section.id)\">"))
        }
        #expect(page.contains("@page { size: A4;"))
        #expect(HTMLReport.render(ReportDocument(try ReportFixtures.model(ReportFixtures.cycle()), paper: .letter, wording: .tags)).contains("@page { size: letter;"))
    }

    @Test func textIsEscaped() throws {
        let page = HTMLReport.render(ReportDocument(try ReportFixtures.model(ReportFixtures.cycle(name: "<b>Sam & \"Jo\"</b>")), paper: .a4, wording: .tags))
        #expect(page.contains("&lt;b&gt;Sam &amp; &quot;Jo&quot;&lt;/b&gt;"))
        #expect(!page.contains("<b>Sam"))
    }

    @Test func theAnonymousPageHasNoName() throws {
        let page = HTMLReport.render(ReportDocument(try ReportFixtures.model(ReportFixtures.cycle(name: "Sam Quill"), ReportRequest(anonymous: true)), paper: .a4, wording: .tags))
        #expect(!page.contains("Sam Quill"))
        #expect(page.contains("<title>Cycle report · 2026-06-01 to 2026-10-01</title>"))
    }
}

/// Records element names as the parser meets them.
final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(elementName)
    }
}
