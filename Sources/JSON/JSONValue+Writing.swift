extension JSONValue {
    /// Bloom's one number format, for backups and every `--json` output alike: a whole value
    /// as an integer (`60`, never `60.0`), any other in the shortest text that reads back to
    /// the same value (`36.55`); not a number, or infinite, as `null`. Readers take an integer
    /// where a decimal is expected, so backups written with `60.0` still restore.
    package static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        // Swift writes every whole value up to 2^53 in full with ".0" ("1000000000000000.0"),
        // and larger ones with an exponent ("1e+16"), never with a fraction.
        if value == value.rounded(), abs(value) <= 0x1p53 { return String(Int(value)) }
        return String(value)
    }

    /// `text` as a JSON string literal; every control character of `TextRule` (C0, DEL, C1,
    /// bidirectional controls) is escaped as `\\uXXXX`, so the text cannot act on a terminal.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let c where JSONValue.isControl(c):
                let hex = String(c.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension JSONValue {
    /// Whether `scalar` is a control character (C0, DEL, C1) or a bidirectional control, which
    /// the writer escapes and `TextRule` refuses in stored text (tab and line feed aside there).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
