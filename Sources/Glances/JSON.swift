import CycleCore
import JSON

/// A JSON value that keeps its keys in the order written, for stable `--json` output.
public indirect enum JSON: Sendable, Equatable, JSONWritable {
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

    /// `text` as a JSON string literal (the journal's escaping, so both write the same).
    public static func quote(_ text: String) -> String { JSONValue.quoted(text) }

    /// Members are written in the order given; `rendered(pretty:)` is the one writer's.
    public var jsonShape: JSONShape<JSON> {
        switch self {
        case .null: .literal("null")
        case let .bool(value): .literal(value ? "true" : "false")
        case let .int(value): .literal(String(value))
        case let .double(value): .literal(JSONValue.numberText(value))
        case let .string(value): .literal(JSON.quote(value))
        case let .array(items): .array(items)
        case let .object(pairs): .object(pairs.map { (key: $0.0, value: $0.1) })
        }
    }
}
