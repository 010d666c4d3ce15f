import JSON
import Testing

/// `JSONValue(parsing:)` and the Knowledge decoder read through the same `JSONDocument`, so
/// they accept and refuse the same texts.
@Suite struct OneReaderTests {
    struct Sample: Decodable, Equatable { let name: String; let count: Int; let ratio: Double; let tags: [String] }

    @Test func theValueTreeAndTheDecoderReadTheSameDocument() throws {
        let text = #"{"name": "caf\u00e9 \ud83c\udf38", "count": 3, "ratio": 0.25, "tags": ["a", "b\n"]}"#
        let tree = try JSONValue(parsing: text)
        let decoded = try JSONDocumentDecoder.decode(Sample.self, from: JSONDocument(Array(text.utf8)))
        #expect(decoded == Sample(name: "café 🌸", count: 3, ratio: 0.25, tags: ["a", "b\n"]))
        #expect(tree == .object(["name": .string("café 🌸"), "count": .int(3), "ratio": .double(0.25),
                                 "tags": .array([.string("a"), .string("b\n")])]))
    }

    @Test func wholeNumbersReadAsIntegersAndOthersAsDoubles() throws {
        #expect(try JSONValue(parsing: "[60, 60.0, -4, 1e2, 12345678901234567890]")
            == .array([.int(60), .double(60), .int(-4), .double(100), .double(12345678901234567890)]))
    }

    @Test func aKeyWrittenTwiceIsRefusedWithItsPlace() {
        #expect(throws: JSONSyntaxError(line: 2, column: 3, message: #"the key "a" appears twice in one object"#)) {
            try JSONValue(parsing: "{\"a\": 1,\n  \"a\": 2}")
        }
    }

    @Test func anUnpairedSurrogateIsRefusedByBothReaders() {
        let text = #"{"name": "\ud83c", "count": 1, "ratio": 1, "tags": []}"#
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
        #expect(throws: JSONSyntaxError.self) { try JSONDocument(Array(text.utf8)) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: #""\udc00""#) }
    }

    @Test func nestingIsLimited() throws {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: deep) }
        _ = try JSONDocument(Array(deep.utf8))  // Knowledge allows deeper nesting
        let shallow = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        _ = try JSONValue(parsing: shallow)
    }

    @Test func numbersOutOfRangeAndBrokenTextAreRefused() {
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "1e999") }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[1,]") }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "\"a\u{01}b\"") }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "{} x") }
    }

    @Test func invalidUTF8InTextIsRefused() throws {
        var bytes = Array(#"["ok", "bad "]"#.utf8)
        bytes.insert(0xFF, at: bytes.count - 2)
        let document = try JSONDocument(bytes)
        #expect(throws: (any Error).self) { try JSONDocumentDecoder.decode([String].self, from: document) }
    }

    @Test func textIsReadExactlyWhenValidAndRefusedWhenAnyByteIsNot() throws {
        // Unescaped and escaped, ASCII and not: read as written.
        let text = #"["plain", "café 🌸 naïve", "tab\tcafé"]"#
        #expect(try JSONDocumentDecoder.decode([String].self, from: JSONDocument(Array(text.utf8))) == ["plain", "café 🌸 naïve", "tab\tcafé"])
        // A cut sequence, a lone continuation byte, an overlong "/", an encoded surrogate, and a
        // replacement character's own bytes next to a bad one: each is refused, never repaired.
        for bad: [UInt8] in [[0xC3], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBD, 0xFF], [0xE2, 0x82]] {
            for escaped in [false, true] {
                let bytes = Array((escaped ? #"["a\n"# : #"["a"#).utf8) + bad + Array(#"b"]"#.utf8)
                let document = try JSONDocument(bytes)
                #expect(throws: (any Error).self, "\(bad) escaped: \(escaped)") { try JSONDocumentDecoder.decode([String].self, from: document) }
            }
        }
    }

    @Test func whatTheWriterWritesTheReaderReadsBack() throws {
        let value = JSONValue.object(["kg": .double(60), "note": .string("tab\there \"q\" \u{1F338}"), "list": .array([.null, .bool(true), .int(-3)])])
        #expect(try JSONValue(parsing: value.rendered()) == .object(["kg": .int(60), "note": .string("tab\there \"q\" \u{1F338}"), "list": .array([.null, .bool(true), .int(-3)])]))
        #expect(try JSONValue(parsing: value.rendered(pretty: true)) == JSONValue(parsing: value.rendered()))
    }
}
