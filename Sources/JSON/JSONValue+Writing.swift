extension JSONValue {
    /// The value as JSON text: object keys sorted, numbers in their shortest exact form.
    ///
    /// - Parameter pretty: two-space indentation and one member a line (for files people
    ///   may read); otherwise one compact line (for columns and `--json`).
    public func rendered(pretty: Bool = false) -> String {
        var output = ""
        write(into: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(into output: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" : ""
        let pad = { (level: Int) in pretty ? String(repeating: "  ", count: level) : "" }
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .int(value): output += String(value)
        case let .double(value): output += JSONValue.numberText(value)
        case let .string(value): output += JSONValue.quoted(value)
        case let .array(items):
            if items.isEmpty { output += "[]"; return }
            output += "[" + newline
            for (index, item) in items.enumerated() {
                output += pad(indent + 1)
                item.write(into: &output, pretty: pretty, indent: indent + 1)
                output += (index < items.count - 1 ? "," : "") + newline
            }
            output += pad(indent) + "]"
        case let .object(members):
            if members.isEmpty { output += "{}"; return }
            output += "{" + newline
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += pad(indent + 1) + JSONValue.quoted(key) + (pretty ? ": " : ":")
                members[key]!.write(into: &output, pretty: pretty, indent: indent + 1)
                output += (index < keys.count - 1 ? "," : "") + newline
            }
            output += pad(indent) + "}"
        }
    }

    /// Bloom's one number format, for backups and every `--json` output alike: a whole value
    /// as an integer (`60`, never `60.0`), any other in the shortest text that reads back to
    /// the same value (`36.55`); not a number, or infinite, as `null`. Readers take an integer
    /// where a decimal is expected, so backups written with `60.0` still restore.
    public static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `text` as a JSON string literal; every control character of `TextRule` (C0, DEL, C1,
    /// bidirectional controls) is escaped as `\\uXXXX`, so the text cannot act on a terminal.
    public static func quoted(_ text: String) -> String {
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
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
