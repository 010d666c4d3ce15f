import BloomBase

/// One option a command accepts: `--name VALUE` or a `--name` flag.
struct OptionSpec: Sendable {
    let name: String
    let takesValue: Bool
    let help: String

    /// An option that takes a value, e.g. `.value("--history", "FILE", "…")`.
    static func value(_ name: String, _ placeholder: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: true, help: "\(name) \(placeholder)  \(help)")
    }

    /// An option that is on or off, e.g. `.flag("--json", "…")`.
    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: false, help: "\(name)  \(help)")
    }
}

/// A command line split into positionals, options with values and flags.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    /// The value given for `name`, if any.
    func value(_ name: String) -> String? { values[name] }

    /// Whether the flag `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value of `name` read as a whole number in `range`, or nil when absent.
    /// - Throws: a usage error naming the option when the value is not such a number.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw CLIError.usage("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }
}

/// Options every command understands.
let globalOptions: [OptionSpec] = [
    .value("--today", "YYYY-MM-DD", "answer as if today were this day (or set BLOOM_TODAY)"),
    .value("--home", "DIR", "the folder holding Bloom's data (or set BLOOM_HOME)"),
    .value("--profile", "NAME", "use this profile for this command without switching"),
    .value("--knowledge", "DIR", "load Knowledge/ from this folder instead of the built-in copy"),
    .flag("--no-color", "never use colour (NO_COLOR is honoured too)"),
    .flag("--help", "show help for this command"),
]

enum ArgumentParser {
    /// The words after `bloom` with the command first: options written before the command
    /// (`bloom --home DIR predict`) are moved after its name, so they read as its own; with no
    /// command word, the command is the chat. A global option's value is never taken for the
    /// command (`bloom --today 2026-11-10 today`). An unknown option before the command goes
    /// with it too, so the error names the command it was given to (`bloom predict: unknown
    /// option '--bogus'`).
    /// - Returns: the command's name and its arguments, or nil when an unknown option comes
    ///   before a word that is no command (`bloom --bogus x predict`): the caller says so.
    static func commandFirst(_ words: [String], isCommand: (String) -> Bool) -> (name: String, arguments: [String])? {
        var leading: [String] = []
        var unknown = false
        var index = 0
        while index < words.count, words[index].hasPrefix("-"), words[index] != "-", words[index] != "--" {
            let word = words[index]
            let name = word.firstIndex(of: "=").map { String(word[..<$0]) } ?? word
            leading.append(word)
            index += 1
            if let spec = globalOptions.first(where: { $0.name == name }) {
                if spec.takesValue, name == word, index < words.count {
                    leading.append(words[index])
                    index += 1
                }
            } else if word != "-h" {
                unknown = true
            }
        }
        guard index < words.count, words[index] != "--" else { return ("chat", leading + words[index...]) }
        let name = words[index]
        if unknown && !isCommand(name) { return nil }
        return (name, leading + words[(index + 1)...])
    }


    /// Splits `arguments` by the options in `specs` (plus the global ones).
    ///
    /// Accepts `--name value`, `--name=value`, flags, `-h`, `--` to end options, and `-` as a
    /// positional (standard input).
    /// - Throws: a usage error for an unknown option (with the closest known one) or a missing value.
    static func parse(_ arguments: [String], options specs: [OptionSpec]) throws -> ParsedArguments {
        let all = specs + globalOptions
        var byName: [String: OptionSpec] = [:]
        for spec in all { byName[spec.name] = spec }
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || isNegativeNumber(argument) {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" { result.flags.insert("--help"); continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = byName[name] else {
                var message = "unknown option '\(name)'"
                if let near = closestMatch(to: name, in: all.map(\.name)) {
                    message += "; did you mean '\(near)'?"
                }
                throw CLIError.usage(message)
            }
            if spec.takesValue {
                if let inlineValue {
                    result.values[name] = inlineValue
                } else if index < arguments.count {
                    result.values[name] = arguments[index]
                    index += 1
                } else {
                    throw CLIError.usage("\(name) needs a value")
                }
            } else {
                if inlineValue != nil { throw CLIError.usage("\(name) takes no value") }
                result.flags.insert(name)
            }
        }
        return result
    }

    private static func isNegativeNumber(_ text: String) -> Bool {
        text.count > 1 && text.hasPrefix("-") && Double(text.dropFirst()) != nil
    }
}

/// The candidate closest to `word` by edit distance (Levenshtein: a swap counts two), when it
/// is close enough to be a likely typo.
func closestMatch(to word: String, in candidates: [String]) -> String? {
    var best: (String, Int)?
    for candidate in candidates {
        let distance = EditDistance.between(word, candidate, counting: .insertDeleteSubstitute) ?? .max
        if best == nil || distance < best!.1 { best = (candidate, distance) }
    }
    guard let best, best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}
