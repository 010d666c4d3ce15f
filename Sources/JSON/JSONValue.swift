/// A JSON value: the one value tree Bloom reads and writes, for backups, list columns,
/// imports, shared snapshots and every `--json` view.
///
/// An object is either a dictionary (`object`: the writer sorts its keys, so the same value
/// always renders to the same bytes; what the reader builds) or members in the order written
/// (`orderedObject`: the `--json` views, whose fields are laid out for people to read).
package indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// An object whose keys are written sorted.
    case object([String: JSONValue])
    /// An object whose members are written in the order given.
    case orderedObject([(String, JSONValue)])

    /// The kind of value, in words, for error messages ("a number", "text", …).
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .int, .double: "a number"
        case .string: "text"
        case .array: "a list"
        case .object, .orderedObject: "an object"
        }
    }

    /// The value of `key` when this is an object (in an ordered one, its first member so named).
    package subscript(key: String) -> JSONValue? {
        switch self {
        case let .object(members): members[key]
        case let .orderedObject(members): members.first { $0.0 == key }?.1
        default: nil
        }
    }

    /// A string or null.
    package static func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    /// A whole number or null.
    package static func integer(_ value: Int?) -> JSONValue { value.map(JSONValue.int) ?? .null }
    /// A number or null.
    package static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }
    /// A boolean or null.
    package static func boolean(_ value: Bool?) -> JSONValue { value.map(JSONValue.bool) ?? .null }
}

extension JSONValue: Hashable {
    /// Values are equal when they are the same kind with equal contents: a dictionary's members
    /// in any order, an ordered object's in the same order. An ordered object never equals a
    /// dictionary, nor `int` a `double`.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a == b
        case let (.orderedObject(a), .orderedObject(b)): a.elementsEqual(b) { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(value): hasher.combine(1); hasher.combine(value)
        case let .int(value): hasher.combine(2); hasher.combine(value)
        case let .double(value): hasher.combine(3); hasher.combine(value)
        case let .string(value): hasher.combine(4); hasher.combine(value)
        case let .array(items): hasher.combine(5); hasher.combine(items)
        case let .object(members): hasher.combine(6); hasher.combine(members)
        case let .orderedObject(members):
            hasher.combine(7)
            hasher.combine(members.count)
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }
}
