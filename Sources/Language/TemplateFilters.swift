import BloomBase
import CycleCore

/// A filter after `|` in a tag, checked when the template is parsed.
enum TemplateFilter: Sendable, Equatable {
    /// Day → "Thu 4 Dec".
    case short
    /// Day → "Thursday 4 December 2026".
    case long
    /// Day → "in 12 days", "today", "tomorrow", "3 days ago", counted from the value `today`.
    case relative
    /// Day → "2026-12-04".
    case iso
    /// Day → "Thursday".
    case weekday
    /// Text → "TEXT".
    case upper
    /// Text → "text".
    case lower
    /// Text → "Text" (the first character upper-cased, the rest unchanged).
    case capitalize
    /// A title as it reads inside a sentence: "Could I be pregnant?" → "could I be pregnant?";
    /// a first word in capitals or "I" stays ("PMS or pregnancy?", "IVF basics").
    case inline
    /// Number → the number rounded to this many decimals (0 to 6).
    case round(decimals: Int)
    /// Number → "1 day", "2 days".
    case plural(singular: String, plural: String)
    /// List → "a, b and c" (or "a, b or c").
    case join(conjunction: String)
    /// Null or missing → this text; anything else passes through.
    case fallback(String)
    /// Number → its absolute value.
    case abs
    /// List → its length.
    case count
    /// Whole number → "1st", "2nd", "21st", "113th".
    case ordinal

    /// Every filter name, for messages.
    static let names = [
        "short", "long", "relative", "iso", "weekday", "upper", "lower", "capitalize", "inline",
        "round", "plural", "join", "default", "abs", "count", "ordinal",
    ]

    /// The filter name nearest to a misspelt one (at most two letters off, a swap counting
    /// two), if any.
    static func suggestion(for name: String) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in names {
            guard let distance = EditDistance.between(name, candidate, counting: .insertDeleteSubstitute, atMost: 2) else { continue }
            if distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The filters that take no arguments, by name.
    private static let withoutArguments: [String: TemplateFilter] = [
        "short": .short, "long": .long, "relative": .relative, "iso": .iso, "weekday": .weekday,
        "upper": .upper, "lower": .lower, "capitalize": .capitalize, "inline": .inline, "abs": .abs, "count": .count, "ordinal": .ordinal,
    ]

    /// The filter written as `name:arguments…`.
    /// - Throws: `unknownFilter` or `invalidFilterArguments`.
    init(name: String, arguments: [String]) throws(TemplateProblem) {
        func usage(_ text: String) -> TemplateProblem {
            TemplateProblem(.invalidFilterArguments(filter: name, usage: text))
        }
        if let filter = Self.withoutArguments[name] {
            guard arguments.isEmpty else { throw usage("|\(name) with no arguments") }
            self = filter
            return
        }
        switch name {
        case "round":
            guard arguments.count <= 1 else { throw usage("|round or |round:1 (0 to 6 decimals)") }
            let decimals = arguments.first.map { Int($0) } ?? 0
            guard let decimals, (0...6).contains(decimals) else { throw usage("|round or |round:1 (0 to 6 decimals)") }
            self = .round(decimals: decimals)
        case "plural":
            guard (1...2).contains(arguments.count), !arguments.contains(where: \.isEmpty) else {
                throw usage("|plural:day or |plural:baby:babies")
            }
            self = .plural(singular: arguments[0], plural: arguments.count == 2 ? arguments[1] : TemplateEnglish.plural(of: arguments[0]))
        case "join":
            guard arguments.count <= 1, arguments.first?.isEmpty != true else { throw usage("|join or |join:or") }
            self = .join(conjunction: arguments.first ?? "and")
        case "default":
            guard arguments.count == 1 else { throw usage("|default:\"text\"") }
            self = .fallback(arguments[0])
        default:
            throw TemplateProblem(.unknownFilter(name))
        }
    }

    /// The name the filter is written with.
    var name: String {
        switch self {
        case .short: return "short"
        case .long: return "long"
        case .relative: return "relative"
        case .iso: return "iso"
        case .weekday: return "weekday"
        case .upper: return "upper"
        case .lower: return "lower"
        case .capitalize: return "capitalize"
        case .inline: return "inline"
        case .round: return "round"
        case .plural: return "plural"
        case .join: return "join"
        case .fallback: return "default"
        case .abs: return "abs"
        case .count: return "count"
        case .ordinal: return "ordinal"
        }
    }

    /// Applies the filter to a value that is present and not null (`default` is handled by
    /// the renderer, which knows whether the value is missing).
    /// - Parameters:
    ///   - value: the value so far.
    ///   - path: the path the value came from, for messages.
    ///   - values: the values the template is rendered with, for `today`.
    /// - Throws: `wrongType`, or `relativeWithoutToday`.
    func apply(to value: TemplateValue, path: String, values: [String: TemplateValue]) throws(TemplateProblem) -> TemplateValue {
        func wrong(_ expected: String) -> TemplateProblem {
            TemplateProblem(.wrongType(filter: name, path: path, expected: expected, found: value.kindName))
        }
        switch self {
        case .short, .long, .relative, .iso, .weekday:
            guard case .day(let day) = value else { throw wrong("a day") }
            switch self {
            case .short: return .string(day.shortText)
            case .long: return .string(day.longText)
            case .iso: return .string(day.iso)
            case .weekday: return .string(day.weekday.name)
            default:
                guard case .day(let today)? = values["today"] else { throw TemplateProblem(.relativeWithoutToday) }
                return .string(day.relativeText(from: today))
            }
        case .upper, .lower, .capitalize, .inline:
            guard case .string(let text) = value else { throw wrong("text") }
            switch self {
            case .upper: return .string(text.uppercased())
            case .lower: return .string(text.lowercased())
            case .inline:
                let firstWord = text.prefix { $0.isLetter || $0 == "'" }
                let keeps = firstWord == "I" || firstWord.hasPrefix("I'") || (firstWord.count > 1 && firstWord.allSatisfy { !$0.isLowercase })
                guard let first = text.first, !keeps else { return value }
                return .string(first.lowercased() + text.dropFirst())
            default:
                guard let first = text.first else { return value }
                return .string(first.uppercased() + text.dropFirst())
            }
        case .round(let decimals):
            switch value {
            case .int: return value
            case .double(let number):
                if decimals == 0, number.isFinite, Swift.abs(number) < 1e15 { return .int(Int(number.rounded())) }
                var scale = 1.0
                for _ in 0..<decimals { scale *= 10 }
                return .double((number * scale).rounded() / scale)
            default: throw wrong("a number")
            }
        case .abs:
            switch value {
            case .int(let number): return .int(Swift.abs(number))
            case .double(let number): return .double(Swift.abs(number))
            default: throw wrong("a number")
            }
        case .plural(let singular, let plural):
            guard let number = value.number, let text = value.scalarText else { throw wrong("a number") }
            return .string("\(text) \(Swift.abs(number) == 1 ? singular : plural)")
        case .count:
            guard case .list(let items) = value else { throw wrong("a list") }
            return .int(items.count)
        case .ordinal:
            guard case .int(let number) = value else { throw wrong("a whole number") }
            return .string(TemplateEnglish.ordinal(number))
        case .join(let conjunction):
            guard case .list(let items) = value else { throw wrong("a list") }
            var texts: [String] = []
            texts.reserveCapacity(items.count)
            for item in items {
                guard let text = item.scalarText else { throw wrong("a list of text, numbers or days") }
                texts.append(text)
            }
            return .string(TemplateEnglish.list(texts, conjunction: conjunction))
        case .fallback:
            return value
        }
    }
}
