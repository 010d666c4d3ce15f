/// A JSON value, as read from and written to backups and list columns.
///
/// Objects are dictionaries: the writer sorts their keys, so the same value always renders
/// to the same bytes.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The kind of value, in words, for error messages ("a number", "text", …).
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .int, .double: "a number"
        case .string: "text"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The value of `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        if case let .object(pairs) = self { return pairs[key] }
        return nil
    }

    /// A string or null.
    public static func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// A whole number or null.
    public static func integer(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
    /// A number or null.
    public static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    /// A boolean or null.
    public static func boolean(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }
}
