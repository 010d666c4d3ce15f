#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Glances
import Journal

/// A stream (stdout or stderr) that knows whether it may use colour.
final class TerminalOutput {
    private let fd: Int32
    /// Whether this stream is a terminal.
    let isTerminal: Bool
    /// Whether ANSI colour may be written: a terminal, no `NO_COLOR`, no `--no-color`.
    let colorEnabled: Bool

    /// The terminal's width in columns, when this stream is a terminal that says it.
    let columns: Int?
    /// Whether lines longer than the terminal are wrapped at word boundaries (`TextWrap.fitted`,
    /// with hanging indents): on for text; off for machine-readable output (`--json`,
    /// iCalendar, backups, the status line), which must reach a terminal byte for byte.
    var wrapsLines = true
    /// The columns already written on the current line (what a write without a line feed left).
    private var column = 0

    init(fd: Int32, environment: [String: String], noColorFlag: Bool) {
        self.fd = fd
        self.isTerminal = isatty(fd) == 1
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        self.colorEnabled = isTerminal && !noColor && !noColorFlag && environment["TERM"] != "dumb"
        self.columns = isTerminal ? TerminalOutput.terminalColumns(fd) : nil
    }

    /// The width of the terminal on `fd`, or nil when it does not say.
    static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        guard ioctl(fd, request, &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes `text` and a newline.
    func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Writes `text` made safe for a terminal: the one choke point every line of Bloom's output
    /// goes through. Control characters in it (from notes, titles, names, backups, echoed
    /// input) are shown as visible escapes (`TerminalOutput.neutralised`), so text can never
    /// clear the screen, set the clipboard or reorder a line. `--json` text is already escaped.
    ///
    /// On a terminal, each whole line longer than the terminal is wrapped there at word
    /// boundaries, with a hanging indent, so no word is broken at the edge; lines that fit
    /// (tables, charts drawn to the width) are written as they are. A line begun by an earlier
    /// write (the chat's replies, printed word by word, wrap themselves) is left alone.
    func write(_ text: String) {
        let safe = TerminalOutput.neutralised(text, keepingStyles: colorEnabled)
        guard let columns, wrapsLines else { return writeRaw(safe) }
        let lines = safe.split(separator: "\n", omittingEmptySubsequences: false)
        var out = ""
        for (index, line) in lines.enumerated() {
            let whole = index < lines.count - 1
            if index > 0 { out += "\n"; column = 0 }
            if whole, column == 0 {
                out += TextWrap.fitted(String(line), width: columns).joined(separator: "\n")
            } else {
                out += line
                column += TextWrap.columns(line)
            }
        }
        writeRaw(out)
    }

    /// Writes a control sequence Bloom composed itself (`\r`, erase line), unchanged.
    func control(_ sequence: String) {
        if sequence.contains("\r") || sequence.contains("\n") { column = 0 }
        writeRaw(sequence)
    }

    /// `text` with every control character shown as a visible escape (`TextRule.neutralised`),
    /// keeping line feeds, tabs, a carriage return right before a line feed (CRLF files such as
    /// iCalendar) and, when `keepingStyles`, the colour sequences `styled` writes.
    static func neutralised(_ text: String, keepingStyles: Bool) -> String {
        guard text.unicodeScalars.contains(where: { TextRule.isControl($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if keepingStyles, scalar == "\u{1B}", let length = styleSequenceLength(scalars, at: index) {
                result.append(contentsOf: scalars[index..<(index + length)])
                index += length
                continue
            }
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                result.append(scalar)
            } else {
                result.append(contentsOf: TextRule.neutralised(String(scalar)).unicodeScalars)
            }
            index += 1
        }
        return String(result)
    }

    /// The length of the `ESC [ code m` sequence at `index` when `code` is one `styled` writes.
    private static func styleSequenceLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard index + 2 < scalars.count, scalars[index + 1] == "[" else { return nil }
        var end = index + 2
        var code = ""
        while end < scalars.count, end - index < 6, ("0"..."9").contains(scalars[end]) {
            code.unicodeScalars.append(scalars[end])
            end += 1
        }
        guard end < scalars.count, scalars[end] == "m", code == "0" || TextStyle(rawValue: code) != nil else { return nil }
        return end - index + 1
    }

    private func writeRaw(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Colour on or off as a value for the renderers in `Glances`.
    var style: Style { Style(colour: colorEnabled) }

    /// `text` wrapped in an ANSI style when colour is enabled, else `text` unchanged.
    func styled(_ text: String, _ style: TextStyle) -> String {
        self.style(text, style)
    }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, pointer, count)
    #else
    return Darwin.write(fd, pointer, count)
    #endif
}
