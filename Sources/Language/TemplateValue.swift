import CycleCore

/// A value a template can show or test: text, a number, a day, a list or an object.
///
/// Literals make contexts easy to write:
/// ```swift
/// let values: TemplateContext = [
///     "today": .day(today), "next": .day(next),
///     "irregular": true, "length": 28, "symptoms": ["cramps", "fatigue"],
///     "cycle": ["phase": "luteal", "day": 21],
/// ]
/// ```
package enum TemplateValue: Sendable, Equatable {
    /// Nothing: shown only through `|default:"…"`, false in conditions.
    case null
    /// Yes or no, for conditions.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with a fraction; shown without a trailing ".0".
    case double(Double)
    /// Text.
    case string(String)
    /// A calendar day; shown as "Thu 4 Dec" unless a filter says otherwise.
    case day(Day)
    /// A list, for `{{#each}}`, `|join` and `|count`.
    case list([TemplateValue])
    /// Named values, reached with dotted paths such as `cycle.phase`.
    case object([String: TemplateValue])
}

/// The values a template is rendered with, by name. `today` (a day) is needed by `|relative`.
package typealias TemplateContext = [String: TemplateValue]

extension TemplateValue: ExpressibleByNilLiteral {
    /// Creates `.null` from `nil`.
    package init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// Creates `.bool` from `true` or `false`.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// Creates `.int` from a whole-number literal.
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// Creates `.double` from a literal such as `2.5`.
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// Creates `.string` from a string literal.
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// Creates `.list` from an array literal.
    package init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Creates `.object` from a dictionary literal; a repeated name keeps its last value.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension TemplateValue {
    /// Whether `{{#if value}}` takes its branch: not null or missing, not false, not 0,
    /// not "", not an empty list.
    package var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .int(let value): return value != 0
        case .double(let value): return value != 0 && !value.isNaN
        case .string(let value): return !value.isEmpty
        case .list(let items): return !items.isEmpty
        case .day, .object: return true
        }
    }

    /// What kind of value this is, in words for error messages: "text", "a day", …
    var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "true/false"
        case .int, .double: return "a number"
        case .string: return "text"
        case .day: return "a day"
        case .list: return "a list"
        case .object: return "an object"
        }
    }

    /// The text a scalar value is shown as, or nil for null, true/false, lists and objects.
    var scalarText: String? {
        switch self {
        case .string(let text): return text
        case .int(let value): return String(value)
        case .double(let value): return TemplateValue.text(of: value)
        case .day(let day): return day.shortText
        case .null, .bool, .list, .object: return nil
        }
    }

    /// The number this value holds, if it is one.
    var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// A number as people write it: "3", "2.5", "-0.25"; never "3.0".
    static func text(of number: Double) -> String {
        if number.isFinite, number.rounded() == number, Swift.abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }
}
