import Content
import CycleCore
import Foundation

/// Option parsing shared by the content commands: phases, trimesters, modes and queries.
enum ContentOptions {
    static let phase = OptionSpec.value("--phase", "PHASE", "menstrual, follicular, ovulation or luteal")
    static let trimester = OptionSpec.value("--trimester", "N", "pregnancy trimester: 1, 2 or 3")
    static let json = OptionSpec.flag("--json", "print one JSON object")

    /// The `--phase` value, if given.
    /// - Throws: a usage error listing the phases (with the closest one) for anything else.
    static func phase(_ arguments: ParsedArguments) throws -> Phase? {
        guard let text = arguments.value("--phase") else { return nil }
        return try word(text, option: "--phase", among: Phase.allCases, name: \.rawValue)
    }

    /// The `--trimester` value, if given.
    /// - Throws: a usage error unless it is 1, 2 or 3.
    static func trimester(_ arguments: ParsedArguments) throws -> Trimester? {
        guard let text = arguments.value("--trimester") else { return nil }
        let words = ["first": 1, "second": 2, "third": 3]
        guard let number = Int(text) ?? words[text.lowercased()], let trimester = Trimester(rawValue: number) else {
            throw CLIError.usage("--trimester takes 1, 2 or 3, not '\(text)'")
        }
        return trimester
    }

    /// The `--mode` value, if given.
    /// - Throws: a usage error listing the modes for anything else.
    static func mode(_ arguments: ParsedArguments) throws -> Mode? {
        guard let text = arguments.value("--mode") else { return nil }
        return try word(text, option: "--mode", among: Mode.allCases, name: \.rawValue)
    }

    /// The value among `choices` whose name is `text` (any case).
    /// - Throws: a usage error listing the choices and the closest one.
    static func word<T>(_ text: String, option: String, among choices: [T], name: (T) -> String) throws -> T {
        if let match = choices.first(where: { name($0) == text.lowercased() }) { return match }
        let names = choices.map(name)
        var message = "\(option) takes one of \(names.joined(separator: ", ")), not '\(text)'"
        if let near = closestMatch(to: text.lowercased(), in: names) { message += "; did you mean '\(near)'?" }
        throw CLIError.usage(message)
    }

    /// The positional words joined into one query ("childs", "pose" → "childs pose"), or nil.
    static func query(_ arguments: ParsedArguments, from index: Int = 0) -> String? {
        let words = arguments.positionals.dropFirst(index)
        let query = words.joined(separator: " ").trimmingWhitespace()
        return query.isEmpty ? nil : query
    }

    /// "No pose matches 'xyz'. Did you mean: A, B, C?" as a failure (exit 1).
    static func noMatch(_ noun: String, _ query: String, suggestions: [String]) -> CLIError {
        var message = "No \(noun) matches '\(query)'."
        if !suggestions.isEmpty { message += " Did you mean: \(suggestions.joined(separator: ", "))?" }
        return CLIError.failure(message)
    }

    /// Fails with a usage error when more positionals were given than the command takes.
    static func expectAtMost(_ count: Int, positionals arguments: ParsedArguments, usage: String) throws {
        guard arguments.positionals.count > count else { return }
        let extra = arguments.positionals.dropFirst(count).joined(separator: " ")
        throw CLIError.usage("unexpected '\(extra)'; usage: \(usage)")
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}

extension Phase {
    /// "the luteal phase".
    var phrase: String { "the \(rawValue) phase" }
}

/// "1 min 4 s", "12 min", "45 s" for a number of seconds.
func durationText(seconds: Int) -> String {
    let minutes = seconds / 60, rest = seconds % 60
    switch (minutes, rest) {
    case (0, _): return "\(rest) s"
    case (_, 0): return "\(minutes) min"
    default: return "\(minutes) min \(rest) s"
    }
}

/// "0:05", "12:40" for a clock offset in seconds.
func clockText(seconds: Int) -> String {
    let rest = seconds % 60
    return "\(seconds / 60):\(rest < 10 ? "0" : "")\(rest)"
}

/// "0:05", "0:05.5" for a clock offset that may fall between seconds.
func clockText(seconds: Double) -> String {
    let tenths = Int((seconds * 10).rounded())
    let whole = clockText(seconds: tenths / 10)
    return tenths % 10 == 0 ? whole : "\(whole).\(tenths % 10)"
}

/// "4", "5.5" for seconds that may be fractional.
func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
}

/// "a, b and c".
func listText(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
