@testable import Language
import Testing

/// Template files are cut into lines byte by byte; the cut is the one `Character`s give.
@Suite struct TemplateLineSplitTests {
    @Test func linesSplitLikeCharacters() {
        for text in ["a\nb\r\nc", "\r\n\r\n", "x\r\ry\r\n", "end\n", "", "no break", "\u{301}\nstill\r", "é\r\nü\n"] {
            let reference = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            #expect(TemplateFileParser.lines(of: text) == reference, "\(text.debugDescription)")
        }
    }
}
