import Foundation

/// Bloom's one JSON reader for `Decodable` types: the text parsed once into a `JSONDocument`
/// and decoded by `JSONDocumentDecoder` (about twice as fast as Foundation's `JSONDecoder`, and
/// the same reader Knowledge is loaded with).
package enum JSONReader {
    /// Decodes a `T` from JSON `text`.
    /// - Throws: an error naming the line and column when the text is not JSON; a
    ///   `DecodingError` with the coding path when it does not fit `T`.
    package static func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try JSONDocumentDecoder.decode(T.self, from: JSONDocument(Array(text.utf8)))
    }
}
