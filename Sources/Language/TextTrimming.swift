import Foundation

/// Trimming white space from the ends of a text, quickly: ASCII ends (almost every text Bloom
/// reads or writes) are trimmed byte by byte; a text with another character at either end goes
/// through Foundation's `trimmingCharacters(in:)`, whose result this always equals.
package enum TextTrimming {
    /// `text.trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)`.
    package static func trimmed(_ text: String, newlines: Bool = true) -> String {
        let utf8 = text.utf8
        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || (newlines && byte >= 0x0A && byte <= 0x0D)
        }
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, isSpace(utf8[start]) { start = utf8.index(after: start) }
        while start < end, isSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        if start == end { return "" }
        guard utf8[start] < 0x80, utf8[utf8.index(before: end)] < 0x80 else {
            return text.trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
        }
        if start == utf8.startIndex && end == utf8.endIndex { return text }
        return String(text[start..<end])
    }
}
