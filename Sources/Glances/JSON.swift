import CycleCore
import Journal

/// A JSON value that keeps its keys in the order written, for stable `--json` output.
public indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (lhs: JSON, rhs: JSON) -> Bool { lhs.rendered() == rhs.rendered() }

    /// A day as `"YYYY-MM-DD"`, or null.
    public static func day(_ day: Day?) -> JSON { day.map { .string($0.iso) } ?? .null }
    /// A string, or null.
    public static func text(_ text: String?) -> JSON { text.map { .string($0) } ?? .null }
    /// A number rounded to `places` decimals, or null.
    public static func number(_ value: Double?, places: Int = 3) -> JSON {
        guard let value, value.isFinite else { return .null }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return .double((value * scale).rounded() / scale)
    }

    /// Compact (one line) or pretty (two-space indented) text.
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
        case let .string(value): output += JSON.quote(value)
        case let .array(items):
            if items.isEmpty { output += "[]"; return }
            output += "[" + newline
            for (index, item) in items.enumerated() {
                output += pad(indent + 1)
                item.write(into: &output, pretty: pretty, indent: indent + 1)
                output += (index < items.count - 1 ? "," : "") + newline
            }
            output += pad(indent) + "]"
        case let .object(pairs):
            if pairs.isEmpty { output += "{}"; return }
            output += "{" + newline
            for (index, (key, value)) in pairs.enumerated() {
                output += pad(indent + 1) + JSON.quote(key) + (pretty ? ": " : ":")
                value.write(into: &output, pretty: pretty, indent: indent + 1)
                output += (index < pairs.count - 1 ? "," : "") + newline
            }
            output += pad(indent) + "}"
        }
    }

    /// `text` as a JSON string literal (the journal's escaping, so both write the same).
    public static func quote(_ text: String) -> String { JSONValue.quoted(text) }
}
