import JSON
import Testing

/// The leaf values the decoder and `JSONNode` read out of a document: text with its escapes
/// resolved, numbers exactly as written (a whole number for any integer type it fits, never
/// rounded), booleans.
@Suite struct JSONDocumentValuesTests {
    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDocumentDecoder.decode(T.self, from: JSONDocument(Array(text.utf8)))
    }

    @Test(arguments: [
        #""plain""#, #""\/\b\f\n\r\t\"\\""#, #""\u0041\u00e9\u20AC""#, #""\ud83c\udf38 and \uD83C\uDF38""#,
        #""caf\u00e9 vs café""#, #""\u0000""#, #""tab\there""#, #""中文 🌸""#,
    ])
    func textReadsTheSameThroughTheDecoderTheNodeAndTheValueTree(_ text: String) throws {
        guard case let .string(tree) = try JSONValue(parsing: text) else {
            Issue.record("not text")
            return
        }
        let decoded = try Self.decode(String.self, text)
        let node = try JSONNode(text: text).string()
        #expect(Array(decoded.unicodeScalars) == Array(tree.unicodeScalars))
        #expect(Array(node.unicodeScalars) == Array(tree.unicodeScalars))
    }

    @Test func escapedAndUnescapedTextInOneArrayAreBothRead() throws {
        #expect(try Self.decode([String].self, #"["a", "b\n", "c", "\u0064"]"#) == ["a", "b\n", "c", "d"])
    }

    @Test(arguments: [
        ("0", 0), ("-0", 0), ("7", 7), ("-42", -42), ("60.0", 60), ("1e2", 100), ("2.5E1", 25), ("-1.0e0", -1),
        ("123456789012345678", 123_456_789_012_345_678), ("-123456789012345678", -123_456_789_012_345_678),
    ])
    func aWholeNumberIsReadAsAnIntegerHoweverItIsWritten(_ text: String, _ value: Int) throws {
        #expect(try Self.decode(Int.self, text) == value)
    }

    /// Integers of 19 and 20 digits, which a double cannot hold exactly: read exactly when they
    /// fit the type (never rounded to the nearest double), refused when they do not.
    @Test func everyIntegerThatFitsTheTypeIsReadExactly() throws {
        #expect(try Self.decode(Int.self, "1234567890123456789") == 1_234_567_890_123_456_789)
        #expect(try Self.decode(Int64.self, "-1234567890123456789") == -1_234_567_890_123_456_789)
        #expect(try Self.decode(Int.self, "9223372036854775807") == Int.max)
        #expect(try Self.decode(Int.self, "-9223372036854775808") == Int.min)
        #expect(try Self.decode(UInt64.self, "18446744073709551615") == UInt64.max)
        #expect(try JSONNode(text: "[9007199254740993]").elements()[0].int() == 9_007_199_254_740_993)
        #expect(throws: DecodingError.self) { try Self.decode(Int.self, "9223372036854775808") }
        #expect(throws: DecodingError.self) { try Self.decode(UInt64.self, "18446744073709551616") }
    }

    @Test(arguments: ["1.5", "-0.1", "1e-1", "1e300"])
    func aFractionOrANumberBeyondTheTypeIsNotAnInteger(_ text: String) {
        let error = #expect(throws: DecodingError.self) { try Self.decode(Int.self, text) }
        guard case let .typeMismatch(_, context)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context.debugDescription.contains("found number \(text)"))
    }

    @Test func eachIntegerTypeTakesWhatFitsItAndRefusesTheRest() throws {
        #expect(try Self.decode(Int8.self, "-128") == Int8.min)
        #expect(try Self.decode(Int8.self, "127") == Int8.max)
        #expect(throws: DecodingError.self) { try Self.decode(Int8.self, "128") }
        #expect(try Self.decode(UInt8.self, "255") == UInt8.max)
        #expect(throws: DecodingError.self) { try Self.decode(UInt8.self, "300") }
        #expect(throws: DecodingError.self) { try Self.decode(UInt8.self, "-1") }
        #expect(try Self.decode(Int16.self, "-32768") == Int16.min)
        #expect(try Self.decode(UInt16.self, "65535") == UInt16.max)
        #expect(try Self.decode(Int32.self, "-2147483648") == Int32.min)
        #expect(try Self.decode(UInt32.self, "4294967295") == UInt32.max)
        #expect(throws: DecodingError.self) { try Self.decode(UInt.self, "-1") }
        #expect(try Self.decode([Int64].self, "[-5, 5]") == [-5, 5])
    }

    @Test(arguments: [("300", "UInt8"), ("-1", "UInt8"), ("1.5", "Int"), ("9223372036854775808", "Int")])
    func aNumberThatDoesNotFitTheIntegerTypeIsNamedWithTheType(_ text: String, _ type: String) {
        let error = #expect(throws: DecodingError.self) {
            if type == "UInt8" { _ = try Self.decode(UInt8.self, text) } else { _ = try Self.decode(Int.self, text) }
        }
        guard case let .typeMismatch(_, context)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context.debugDescription == "Expected to decode \(type) but found number \(text) instead.")
    }

    @Test(arguments: [("0.1", 0.1), ("-2.5", -2.5), ("36.55", 36.55), ("1e-7", 1e-7), ("6.02214076e23", 6.02214076e23), ("42", 42.0), ("1e-999", 0.0)])
    func aDoubleIsTheNearestToWhatIsWritten(_ text: String, _ value: Double) throws {
        #expect(try Self.decode(Double.self, text) == value)
        #expect(try JSONNode(text: text).double() == value)
    }

    /// As `JSONValue(parsing:)` refuses it: a double cannot hold it, and infinity is no reading.
    @Test(arguments: ["1e999", "-1e999", "2e308"])
    func aNumberBeyondTheRangeOfADoubleIsRefused(_ text: String) {
        let error = #expect(throws: DecodingError.self) { try Self.decode(Double.self, text) }
        guard case let .dataCorrupted(context)? = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context.debugDescription == "the number \(text) is out of range")
        #expect(throws: DecodingError.self) { try JSONNode(text: "[\(text)]").elements()[0].double() }
    }

    @Test func aFloatIsReadThroughADouble() throws {
        #expect(try Self.decode(Float.self, "36.6") == Float(36.6))
        #expect(try Self.decode([Float].self, "[0.5, 2]") == [0.5, 2])
    }

    @Test func booleansAreOnlyTheLiterals() throws {
        #expect(try Self.decode([Bool].self, "[true, false]") == [true, false])
        #expect(throws: DecodingError.self) { try Self.decode(Bool.self, "1") }
        #expect(throws: DecodingError.self) { try Self.decode(Bool.self, #""true""#) }
    }

    @Test func aNumberIsNotTextNorTextANumber() {
        #expect(throws: DecodingError.self) { try Self.decode(String.self, "12") }
        #expect(throws: DecodingError.self) { try Self.decode(Int.self, #""12""#) }
        #expect(throws: DecodingError.self) { try Self.decode(Double.self, #""1.5""#) }
    }
}
