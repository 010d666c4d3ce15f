import Foundation
@testable import Language
import Testing

/// The byte-by-byte line tests the template reader uses at start-up agree with the
/// `Character` tests they replace, on every line of the shipped templates and on edge cases.
@Suite struct TemplateLineTests {
    static let lines: [Substring] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Knowledge/assistant/templates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var lines: [Substring] = []
        for name in names where name.hasSuffix(".tmpl") {
            if let text = try? String(contentsOf: folder.appending(path: name), encoding: .utf8) {
                lines += TemplateFileParser.lines(of: text)
            }
        }
        return lines + ["", " ", "\t \t", "--", "-- ", "--\t", " --", "--x", "-- x", "--\u{301}", "-\u{301}-", " \u{301}", "\t\u{301}",
                        "—", "-", "---", "\u{A0}", "--\u{A0}", "\r", "-- \r"]
    }()

    @Test func blankLinesAreFoundByteByByteAsByCharacters() {
        #expect(Self.lines.count > 1_000)
        for line in Self.lines {
            #expect(TemplateFileParser.isBlank(line) == line.allSatisfy(TemplateScanner.isSpace), "\(line.debugDescription)")
        }
    }

    @Test func separatorsAreFoundByteByByteAsByCharacters() {
        for line in Self.lines {
            let byCharacters = TemplateScanner.trimmed(line) == "--" && line.hasPrefix("--")
            #expect(TemplateFileParser.isSeparator(line) == byCharacters, "\(line.debugDescription)")
        }
    }
}
