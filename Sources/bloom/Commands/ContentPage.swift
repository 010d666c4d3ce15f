#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Glances

/// Lays out content for reading: a title, wrapped paragraphs, bullets, numbered steps and a
/// source line, wrapped to the terminal (or to 80 columns when piped).
struct ContentPage {
    /// The column to wrap at.
    let width: Int
    private let out: TerminalOutput
    private var lines: [String] = []

    /// A page for `out`, as wide as its terminal (40–100 columns) or 80 when it is not one.
    init(for out: TerminalOutput) {
        self.out = out
        self.width = ContentPage.columns(of: out)
    }

    /// The page's text, ending with a newline.
    var text: String { lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n" }

    /// A bold title line.
    mutating func title(_ text: String) {
        lines.append(out.styled(text, .bold))
    }

    /// A line as it is (no wrapping).
    mutating func line(_ text: String) {
        lines.append(text)
    }

    /// A dim line, for hints.
    mutating func hint(_ text: String) {
        for line in TextWrap.wrap(text, width: width, first: "", rest: "  ") { lines.append(out.styled(line, .dim)) }
    }

    /// An empty line (never two in a row, never first).
    mutating func blank() {
        if let last = lines.last, !last.isEmpty { lines.append("") }
    }

    /// A bold heading after a blank line.
    mutating func heading(_ text: String) {
        blank()
        lines.append(out.styled(text, .bold))
    }

    /// A paragraph wrapped to the page, each line indented by `indent` spaces.
    mutating func paragraph(_ text: String, indent: Int = 0) {
        let pad = String(repeating: " ", count: indent)
        lines += TextWrap.wrap(text, width: width, first: pad, rest: pad)
    }

    /// A label followed by wrapped text whose later lines hang under the text.
    mutating func labelled(_ label: String, _ text: String, indent: Int = 0) {
        let pad = String(repeating: " ", count: indent)
        lines += TextWrap.wrap(text, width: width, first: pad + label + " ", rest: pad + "  ")
    }

    /// Bulleted items with hanging indents.
    mutating func bullets(_ items: [String], indent: Int = 2, marker: String = "•") {
        let pad = String(repeating: " ", count: indent)
        for item in items {
            lines += TextWrap.wrap(item, width: width, first: "\(pad)\(marker) ", rest: pad + String(repeating: " ", count: marker.count + 1))
        }
    }

    /// Numbered steps with hanging indents.
    mutating func numbered(_ items: [String], indent: Int = 2) {
        let pad = String(repeating: " ", count: indent)
        let digits = String(items.count).count
        for (index, item) in items.enumerated() {
            let number = String(index + 1)
            let label = String(repeating: " ", count: digits - number.count) + number + ". "
            lines += TextWrap.wrap(item, width: width, first: pad + label, rest: pad + String(repeating: " ", count: label.count))
        }
    }

    /// The dim "Source: …" line that ends every answer.
    mutating func source(_ text: String) {
        blank()
        for line in TextWrap.wrap("Source: \(text)", width: width, first: "", rest: "  ") {
            lines.append(out.styled(line, .dim))
        }
    }

    /// The terminal's width in columns (40–100), or 80 when `out` is not a terminal.
    static func columns(of out: TerminalOutput) -> Int {
        guard let columns = out.columns else { return 80 }
        return min(100, max(40, columns))
    }
}
