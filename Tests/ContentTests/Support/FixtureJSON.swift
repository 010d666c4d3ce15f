import Foundation

/// A JSON value for building test fixtures: literal-friendly, ordered, and editable in place
/// (`fixture[.poses]["poses"][3]["hold"] = ["minutes": 2]`).
enum FixtureJSON: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([FixtureJSON])
    case object([String: FixtureJSON], order: [String])

    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: FixtureJSON...) { self = .array(elements) }
    init(nilLiteral: ()) { self = .null }
    init(dictionaryLiteral elements: (String, FixtureJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }), order: elements.map(\.0))
    }

    /// Strings from Swift values.
    static func strings(_ values: [String]) -> FixtureJSON { .array(values.map { .string($0) }) }

    /// The member `key` of an object (null when absent); setting `.null` keeps the key.
    subscript(key: String) -> FixtureJSON {
        get {
            guard case let .object(members, _) = self else { return .null }
            return members[key] ?? .null
        }
        set {
            guard case .object(var members, var order) = self else { preconditionFailure("not an object") }
            if members[key] == nil { order.append(key) }
            members[key] = newValue
            self = .object(members, order: order)
        }
    }

    /// The element at `index` of an array.
    subscript(index: Int) -> FixtureJSON {
        get {
            guard case let .array(elements) = self else { preconditionFailure("not an array") }
            return elements[index]
        }
        set {
            guard case var .array(elements) = self else { preconditionFailure("not an array") }
            elements[index] = newValue
            self = .array(elements)
        }
    }

    /// The elements of an array.
    var elements: [FixtureJSON] {
        get {
            guard case let .array(elements) = self else { return [] }
            return elements
        }
        set { self = .array(newValue) }
    }

    /// Removes `key` from an object.
    mutating func remove(_ key: String) {
        guard case .object(var members, var order) = self else { return }
        members[key] = nil
        order.removeAll { $0 == key }
        self = .object(members, order: order)
    }

    /// The value as JSON text.
    var text: String {
        switch self {
        case .null: return "null"
        case let .bool(value): return value ? "true" : "false"
        case let .number(value):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case let .string(value):
            let data = try! JSONSerialization.data(withJSONObject: [value], options: [.withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
        case let .array(elements):
            return "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case let .object(members, order):
            return "{" + order.map { FixtureJSON.string($0).text + ": " + members[$0]!.text }.joined(separator: ", ") + "}"
        }
    }
}
