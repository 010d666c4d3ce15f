import JSON
import Content
import Foundation

/// Why the assistant's data in `Knowledge/assistant/` could not be loaded.
package struct AssistantDataError: Error, Sendable, CustomStringConvertible {
    package let file: String
    package let problem: String
    package var description: String { "\(file): \(problem)" }
}

/// The assistant's rules read from `Knowledge/assistant/intents.json` and `guards.json`.
struct AssistantData {
    struct IntentsFile: Decodable {
        let version: Int
        let confidenceFloor: Double
        let intents: [IntentEntry]
        let laySpellings: [String: String]?
    }

    struct IntentEntry: Decodable {
        let id: String
        let patterns: [String]
        let examples: [String]
    }

    struct WordsFile: Decodable {
        let version: Int
        let words: [String]
    }

    struct GuardsFile: Decodable {
        let version: Int
        let feverCelsius: Double
        let pregnancyWords: [String]
        let guards: [GuardEntry]
    }

    struct GuardEntry: Decodable {
        let id: String
        let patterns: [String]
        let pregnancyPatterns: [String]?
        let unless: [String]?
        /// Figures of speech that cancel one pattern, not the guard: "ending things" does not
        /// count in "ending things with my boyfriend", but "kill myself" in the same message does.
        let exceptions: [GuardException]?
    }

    /// One pattern of a guard and the figures of speech that cancel it.
    struct GuardException: Decodable {
        let pattern: String
        let unless: [String]
    }

    static func decode<T: Decodable>(_ type: T.Type, file: String, from files: [String: String]) throws -> T {
        try read(file: file, from: files) { root in try JSONNode(root: root).decode(T.self) }
    }

    /// Reads `file` directly over its parsed document (no `Codable` generic path: these files
    /// are read on every start-up), with the same errors as `decode`.
    static func read<T: JSONReadable>(_ type: T.Type, file: String, from files: [String: String]) throws -> T {
        try read(file: file, from: files) { root in try T(json: JSONNode(root: root)) }
    }

    private static func read<T>(file: String, from files: [String: String], _ body: (JSONDocument) throws -> T) throws -> T {
        guard let text = files[file] else { throw AssistantDataError(file: file, problem: "missing") }
        do {
            return try body(JSONDocument(Array(text.utf8)))
        } catch let DecodingError.keyNotFound(key, context) {
            throw AssistantDataError(file: file, problem: "\(path(context.codingPath + [key])): missing")
        } catch let DecodingError.typeMismatch(_, context) {
            throw AssistantDataError(file: file, problem: "\(path(context.codingPath)): \(context.debugDescription)")
        } catch let DecodingError.dataCorrupted(context) {
            throw AssistantDataError(file: file, problem: "\(path(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw AssistantDataError(file: file, problem: "\(error)")
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined().trimmingCharacters(in: ["."])
    }

    static func patterns(_ texts: [String], file: String, owner: String) throws -> [Pattern] {
        var cache = Pattern.ElementCache()
        return try patterns(texts, file: file, owner: owner, cache: &cache)
    }

    /// `patterns`, sharing the elements read in `cache` with the other patterns read at start-up.
    static func patterns(_ texts: [String], file: String, owner: String, cache: inout Pattern.ElementCache) throws -> [Pattern] {
        var patterns: [Pattern] = []
        patterns.reserveCapacity(texts.count)
        for text in texts {
            do { patterns.append(try Pattern(text, cache: &cache)) } catch { throw AssistantDataError(file: file, problem: "\(owner): \(error)") }
        }
        return patterns
    }
}

/// A model read directly from a `JSONNode`, without `Codable`'s generic path.
protocol JSONReadable {
    init(json: JSONNode) throws
}

extension AssistantData.IntentsFile: JSONReadable {
    init(json: JSONNode) throws {
        version = try json.required("version").int()
        confidenceFloor = try json.required("confidenceFloor").double()
        intents = try json.required("intents").elements().map(AssistantData.IntentEntry.init(json:))
        laySpellings = try json.optional("laySpellings")?.stringDictionary()
    }
}

extension AssistantData.IntentEntry: JSONReadable {
    init(json: JSONNode) throws {
        id = try json.required("id").string()
        patterns = try json.required("patterns").strings()
        examples = try json.required("examples").strings()
    }
}

extension AssistantData.WordsFile: JSONReadable {
    init(json: JSONNode) throws {
        version = try json.required("version").int()
        words = try json.required("words").strings()
    }
}

extension AssistantData.GuardsFile: JSONReadable {
    init(json: JSONNode) throws {
        version = try json.required("version").int()
        feverCelsius = try json.required("feverCelsius").double()
        pregnancyWords = try json.required("pregnancyWords").strings()
        guards = try json.required("guards").elements().map(AssistantData.GuardEntry.init(json:))
    }
}

extension AssistantData.GuardEntry: JSONReadable {
    init(json: JSONNode) throws {
        id = try json.required("id").string()
        patterns = try json.required("patterns").strings()
        pregnancyPatterns = try json.optional("pregnancyPatterns")?.strings()
        unless = try json.optional("unless")?.strings()
        exceptions = try json.optional("exceptions")?.elements().map { exception in
            AssistantData.GuardException(pattern: try exception.required("pattern").string(), unless: try exception.required("unless").strings())
        }
    }
}
