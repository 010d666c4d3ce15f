import JSON

/// The one rule Bloom applies to free text (notes, titles, places, names, affirmations…):
/// what it may hold and how its length is counted.
///
/// - Control characters are refused: C0 (U+0000–U+001F) except tab and line feed where a
///   field allows line breaks, DEL (U+007F), C1 (U+0080–U+009F), and the bidirectional
///   overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make a terminal run
///   commands' worth of escapes or show text in a misleading order.
/// - Length is counted in Unicode code points (scalars), which is what SQLite's `length()`
///   counts, so the check made before writing and the database's CHECK agree.
package enum TextRule {
    /// Whether `scalar` is one text must not hold (tab and line feed aside).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool { JSONValue.isControl(scalar) }

    /// The length of `text` as Bloom counts it: Unicode code points.
    package static func length(_ text: String) -> Int {
        text.unicodeScalars.count
    }

    /// The first character `text` may not hold, or nil when it is clean.
    /// - Parameter allowsLineBreaks: whether tab and line feed are allowed (multi-line notes).
    package static func forbiddenCharacter(in text: String, allowsLineBreaks: Bool = false) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            if allowsLineBreaks, scalar == "\n" || scalar == "\t" { return false }
            return isControl(scalar)
        }
    }

    /// `scalar` named for people, e.g. "U+001B".
    package static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Why `text` breaks the rule for `field`, or nil when it does not.
    /// - Parameters:
    ///   - field: the field's name, for the message.
    ///   - max: the most code points the field holds.
    ///   - allowsLineBreaks: whether tab and line feed are allowed.
    package static func problem(_ text: String, field: String, max: Int, allowsLineBreaks: Bool = false) -> RecordProblem? {
        if let scalar = forbiddenCharacter(in: text, allowsLineBreaks: allowsLineBreaks) {
            let hint = allowsLineBreaks ? "" : (scalar == "\n" || scalar == "\t" ? " (this field is one line)" : "")
            return RecordProblem(field, "contains the control character \(name(scalar))\(hint); remove it")
        }
        let length = length(text)
        if length > max { return RecordProblem(field, "is \(length) characters long (Unicode code points); the most is \(max)") }
        return nil
    }

    /// `text` made safe to print on a terminal: tab and line feed are kept, every other
    /// control character is shown as a visible escape (`^[` for ESC, `^@` for NUL, `^?` for
    /// DEL, `<U+202E>` for C1 and bidirectional controls) so it cannot act on the terminal.
    package static func neutralised(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || !isControl(scalar) {
                result.append(scalar)
            } else {
                result.append(contentsOf: visible(scalar).unicodeScalars)
            }
        }
        return String(result)
    }

    /// How a control character is shown: caret notation for C0 and DEL, `<U+XXXX>` otherwise.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        if value < 0x20 { return "^" + String(Unicode.Scalar(UInt8(value + 0x40))) }
        if value == 0x7F { return "^?" }
        return "<" + name(scalar) + ">"
    }
}
