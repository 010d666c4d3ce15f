import JSON
import Testing

/// `JSONValue(parsing:)`: every kind of value read into the tree, whole numbers as integers,
/// escapes resolved, and what backups must not hold refused with its place: a key written
/// twice, a number out of range, nesting deeper than `JSONValue.maximumDepth`.
@Suite struct JSONValueParsingTests {
    @Test(arguments: [
        ("null", JSONValue.null), ("true", .bool(true)), ("false", .bool(false)),
        ("0", .int(0)), ("-0", .int(0)), ("42", .int(42)), ("-7", .int(-7)),
        ("3.5", .double(3.5)), ("-0.25", .double(-0.25)), ("1e3", .double(1000)), ("1E-2", .double(0.01)),
        ("2.5e+1", .double(25)), ("60.0", .double(60)),
        (#""""#, .string("")), (#""café 🌸""#, .string("café 🌸")),
        ("[]", .array([])), ("{}", .object([:])),
        (#"[1, "a", null, [true]]"#, .array([.int(1), .string("a"), .null, .array([.bool(true)])])),
        (#"{"b": {"c": []}, "a": 1.5}"#, .object(["a": .double(1.5), "b": .object(["c": .array([])])])),
    ])
    func everyKindOfValueIsRead(_ text: String, _ value: JSONValue) throws {
        #expect(try JSONValue(parsing: text) == value)
    }

    @Test func wholeNumbersAreIntegersWhileTheyFitAndDoublesBeyond() throws {
        #expect(try JSONValue(parsing: "9223372036854775807") == .int(Int.max))
        #expect(try JSONValue(parsing: "-9223372036854775808") == .int(Int.min))
        #expect(try JSONValue(parsing: "9223372036854775808") == .double(9_223_372_036_854_775_808))
    }

    @Test(arguments: [
        (#""\/""#, "/"), (#""\b""#, "\u{8}"), (#""\f""#, "\u{C}"), (#""\n""#, "\n"), (#""\r""#, "\r"),
        (#""\t""#, "\t"), (#""\"""#, "\""), (#""\\""#, "\\"), (#""\u0041""#, "A"), (#""\u00e9""#, "é"),
        (#""\u20AC""#, "€"), (#""\ud83c\udf38""#, "🌸"), (#""\uD83C\uDF38""#, "🌸"), (#""\u0000""#, "\u{0}"),
        (#""a\u0301""#, "a\u{301}"), (#""x\ty\\n""#, "x\ty\\n"),
    ])
    func escapesAreResolved(_ text: String, _ expected: String) throws {
        let value = try JSONValue(parsing: text)
        #expect(value == .string(expected))
        guard case let .string(read) = value else { return }
        #expect(Array(read.unicodeScalars) == Array(expected.unicodeScalars), "read scalar for scalar")
    }

    @Test(arguments: [
        (#"{"a": 1, "a": 2}"#, 1, 10),
        (#"{"a": 1, "\u0061": 2}"#, 1, 10),
        ("{\n  \"x\": {\"k\": 1,\n          \"k\": 2}\n}", 3, 11),
    ])
    func aKeyWrittenTwiceInOneObjectIsRefusedWhereItIsRepeated(_ text: String, _ line: Int, _ column: Int) {
        let error = #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
        #expect(error?.line == line && error?.column == column)
        #expect(error?.message.hasSuffix("appears twice in one object") == true, "\(String(describing: error))")
    }

    @Test func theSameKeyInDifferentObjectsIsFine() throws {
        #expect(try JSONValue(parsing: #"[{"a": 1}, {"a": 2, "b": {"a": 3}}]"#)
            == .array([.object(["a": .int(1)]), .object(["a": .int(2), "b": .object(["a": .int(3)])])]))
    }

    @Test(arguments: ["1e999", "-1e999", "[1, 2e400]"])
    func aNumberBeyondTheRangeOfADoubleIsRefused(_ text: String) {
        let error = #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
        #expect(error?.message.hasSuffix("is out of range") == true, "\(String(describing: error))")
    }

    @Test func aNumberTooSmallForADoubleReadsAsZero() throws {
        #expect(try JSONValue(parsing: "1e-999") == .double(0))
    }

    @Test func theRangeErrorPointsAtTheNumber() {
        #expect(throws: JSONSyntaxError(line: 2, column: 3, message: "the number -1e999 is out of range")) {
            try JSONValue(parsing: "[1,\n  -1e999]")
        }
    }

    @Test func valuesNestedToTheLimitAreReadAndOneLevelDeeperIsRefused() throws {
        let limit = JSONValue.maximumDepth
        #expect(limit == 64)
        func nested(_ depth: Int, around inner: String = "") -> String {
            String(repeating: "[", count: depth) + inner + String(repeating: "]", count: depth)
        }
        // The innermost value counts as a level: 64 empty lists, or 63 around a number.
        _ = try JSONValue(parsing: nested(limit))
        _ = try JSONValue(parsing: nested(limit - 1, around: "1"))
        #expect(throws: JSONSyntaxError(line: 1, column: 65, message: "values nested more than 64 deep")) {
            try JSONValue(parsing: nested(limit + 1))
        }
        #expect(throws: JSONSyntaxError(line: 1, column: 65, message: "values nested more than 64 deep")) {
            try JSONValue(parsing: nested(limit, around: "1"))
        }
    }

    @Test(arguments: ["NaN", "Infinity", "-Infinity", "nan", "undefined", "'text'", "[1,]", "{\"a\":1,}", "01"])
    func textThatIsNotStrictJSONIsRefused(_ text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
    }
}
