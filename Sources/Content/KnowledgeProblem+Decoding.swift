import CycleCore
import Foundation

extension KnowledgeProblem {
    /// A problem that names the JSON path and says what was expected, from a decoding error.
    init(_ error: DecodingError, file: KnowledgeFile) {
        self.init(error, path: file.path)
    }

    /// The same, for a file named by its path (topic files are not a fixed list).
    init(_ error: DecodingError, path filePath: String) {
        switch error {
        case let .typeMismatch(type, context):
            var message = "expected \(Self.describe(type))"
            if let found = Self.foundPart(of: context.debugDescription) { message += ", found \(found)" }
            self.init(file: filePath, path: Self.path(context.codingPath), message: message)
        case let .valueNotFound(type, context):
            self.init(file: filePath, path: Self.path(context.codingPath), message: "expected \(Self.describe(type)), found null")
        case let .keyNotFound(key, context):
            self.init(file: filePath, path: Self.path(context.codingPath + [key]), message: "is missing (required)")
        case let .dataCorrupted(context):
            self.init(file: filePath, path: Self.path(context.codingPath), message: Self.friendly(context.debugDescription))
        @unknown default:
            self.init(file: filePath, path: "", message: "\(error)")
        }
    }

    /// A JSON path such as `poses[3].hold` or `pregnancy["1"]`.
    static func path(_ keys: [any CodingKey]) -> String {
        var path = ""
        for key in keys {
            if let index = key.intValue {
                path += "[\(index)]"
            } else if key.stringValue.first.map({ $0.isLetter || $0 == "_" }) == true {
                path += (path.isEmpty ? "" : ".") + key.stringValue
            } else {
                path += "[\"\(key.stringValue)\"]"
            }
        }
        return path
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") || name.hasPrefix("[") && !name.contains(":") { return "a list" }
            if name.hasPrefix("Dictionary") || name.contains(":") || name.hasPrefix("KeyedDecodingContainer") { return "an object" }
            return name
        }
    }

    /// "a number" from Foundation's "Expected to decode String but found number instead."
    private static func foundPart(of description: String) -> String? {
        guard let range = description.range(of: "but found ") else { return nil }
        var found = description[range.upperBound...]
        if let end = found.range(of: " instead") { found = found[..<end.lowerBound] }
        var word = found.trimmingCharacters(in: .punctuationCharacters.union(.whitespaces)).lowercased()
        for article in ["a ", "an "] where word.hasPrefix(article) { word = String(word.dropFirst(article.count)) }
        switch word {
        case "": return nil
        case "number": return "a number"
        case "string": return "text"
        case "array": return "a list"
        case "dictionary", "object": return "an object"
        case "bool", "boolean": return "true or false"
        case "null", "nil": return "null"
        default: return "a \(word)"
        }
    }

    /// Rewrites the standard library's "Cannot initialize Phase from invalid String value x"
    /// into "expected one of menstrual, …, found 'x'" for CycleCore's vocabularies.
    private static func friendly(_ description: String) -> String {
        let prefix = "Cannot initialize "
        guard description.hasPrefix(prefix), let from = description.range(of: " from invalid ") else {
            return description
        }
        let typeName = String(description[description.index(description.startIndex, offsetBy: prefix.count)..<from.lowerBound])
        var value = String(description[from.upperBound...])
        if let space = value.range(of: " value ") { value = String(value[space.upperBound...]) }
        let words: [String]
        switch typeName {
        case "Phase": words = Phase.allCases.map(\.rawValue)
        case "Mode": words = Mode.allCases.map(\.rawValue)
        case "Trimester": words = Trimester.allCases.map { String($0.rawValue) }
        default: return "'\(value)' is not a valid \(typeName)"
        }
        return "expected one of \(words.joined(separator: ", ")), found '\(value)'"
    }
}
