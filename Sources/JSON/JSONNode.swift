import Foundation

/// One value of a parsed `JSONDocument`, read directly, without `Codable`'s generic machinery:
/// for start-up paths that read a few known files (the assistant's intents, guards and triage
/// rules). Errors are the same `DecodingError`s, with the same coding paths and messages, that
/// `JSONDocumentDecoder` throws for the equivalent `Decodable` model.
///
/// ```swift
/// let root = try JSONNode(text: #"{"id": "a", "words": ["x", "y"]}"#)
/// let id = try root.required("id").string()          // "a"
/// let words = try root.optional("words")?.strings()  // ["x", "y"]
/// ```
package struct JSONNode {
    let document: JSONDocument
    let index: Int

    /// The root value of `document`.
    package init(root document: JSONDocument) {
        self.document = document
        index = 0
    }

    /// The root value of JSON `text`.
    /// - Throws: `JSONSyntaxError` naming the line and column when the text is not JSON.
    package init(text: String) throws {
        self.init(root: try JSONDocument(Array(text.utf8)))
    }

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    /// Whether the value is `null`.
    package var isNull: Bool { document.nodes[index].kind == .null }

    /// The member `key` of this object (nil when absent).
    /// - Throws: a type mismatch when this is not an object.
    package func member(_ key: String) throws -> JSONNode? {
        try document.expect(.object, at: index, as: [String: Any].self)
        let nodes = document.nodes
        let count = nodes[index].count
        var position = index + 1
        for _ in 0..<count {
            if document.key(at: position, is: key) { return JSONNode(document: document, index: position + 1) }
            position = nodes[position + 1].next
        }
        return nil
    }

    /// The member `key`, which must be there.
    /// - Throws: `DecodingError.keyNotFound` when it is missing.
    package func required(_ key: String) throws -> JSONNode {
        guard let value = try member(key) else {
            throw DecodingError.keyNotFound(AnyCodingKey(key), .init(codingPath: document.codingPath(to: index),
                debugDescription: "No value for key '\(key)'."))
        }
        return value
    }

    /// The member `key` when it is there and not `null` (as `decodeIfPresent`).
    package func optional(_ key: String) throws -> JSONNode? {
        guard let value = try member(key), !value.isNull else { return nil }
        return value
    }

    /// The elements of this array.
    /// - Throws: a type mismatch when this is not an array.
    package func elements() throws -> [JSONNode] {
        try document.expect(.array, at: index, as: [Any].self)
        let count = document.nodes[index].count
        var result: [JSONNode] = []
        result.reserveCapacity(count)
        var position = index + 1
        for _ in 0..<count {
            result.append(JSONNode(document: document, index: position))
            position = document.nodes[position].next
        }
        return result
    }

    /// The members of this object, in file order.
    package func members() throws -> [(key: String, value: JSONNode)] {
        try document.expect(.object, at: index, as: [String: Any].self)
        var result: [(key: String, value: JSONNode)] = []
        var position = index + 1
        for _ in 0..<document.nodes[index].count {
            result.append((try document.string(at: position), JSONNode(document: document, index: position + 1)))
            position = document.nodes[position + 1].next
        }
        return result
    }

    /// The text of this string.
    package func string() throws -> String { try document.string(at: index) }

    /// This number.
    package func double() throws -> Double { try document.double(at: index) }

    /// This boolean.
    package func bool() throws -> Bool { try document.bool(at: index) }

    /// This whole number.
    package func int() throws -> Int { try document.integer(at: index, as: Int.self) }

    /// This array of strings.
    package func strings() throws -> [String] { try elements().map { try $0.string() } }

    /// This object of strings, as a dictionary (a later duplicate key wins, as in `Decodable`).
    package func stringDictionary() throws -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in try members() { result[key] = try value.string() }
        return result
    }

    /// Decodes this value through `Decodable` (for the odd type read the generic way).
    package func decode<T: Decodable>(_ type: T.Type) throws -> T { try document.decode(T.self, at: index) }
}
