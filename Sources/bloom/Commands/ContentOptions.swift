import Content
import CycleCore
import Language
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
