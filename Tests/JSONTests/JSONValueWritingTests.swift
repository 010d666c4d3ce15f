import JSON
import Testing

/// How `JSONValue` is written: Bloom's one number format (`numberText`), one escaping
/// (`quoted`), objects with their keys sorted, and text that reads back to the same value.
@Suite struct JSONValueWritingTests {
    @Test(arguments: [
        (60.0, "60"), (-3.0, "-3"), (0.0, "0"), (-0.0, "0"), (999_999_999_999_999.0, "999999999999999"),
        (36.55, "36.55"), (0.1, "0.1"), (0.1 + 0.2, "0.30000000000000004"), (-2.5, "-2.5"), (1.0 / 3.0, "0.3333333333333333"),
        (123_456_789_012_345.6, "123456789012345.6"), (1e-7, "1e-07"), (1e16, "1e+16"), (1e300, "1e+300"),
        (5e-324, "5e-324"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    ])
    func numbersAreWholeWithoutAFractionAndOtherwiseShortestExact(_ value: Double, _ text: String) {
        #expect(JSONValue.numberText(value) == text)
    }

    /// Swift writes whole doubles from 10^15 up to 2^53 in full with a fraction
    /// ("1000000000000000.0"); the one number format writes them as integers like smaller ones.
    @Test(arguments: [
        (1e15, "1000000000000000"), (-1e15, "-1000000000000000"), (2e15, "2000000000000000"),
        (4_503_599_627_370_497.0, "4503599627370497"), (9_007_199_254_740_992.0, "9007199254740992"),
    ])
    func largeWholeNumbersAreWrittenWithoutAFractionToo(_ value: Double, _ text: String) throws {
        #expect(JSONValue.numberText(value) == text)
        #expect(Double(JSONValue.numberText(value)) == value)
    }

    @Test(arguments: [0.1, 36.55, 1.0 / 3.0, 2.0 / 3.0, 1e-7, 6.02214076e23, 5e-324, 123_456.789, -98.6])
    func everyNumberWrittenReadsBackAsTheSameDouble(_ value: Double) throws {
        let text = JSONValue.numberText(value)
        #expect(Double(text) == value)
        #expect(try JSONValue(parsing: text) == .double(value))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
    func aNumberThatIsNotFiniteIsWrittenAsNull(_ value: Double) {
        #expect(JSONValue.numberText(value) == "null")
        #expect(JSONValue.array([.double(value), .int(1)]).rendered() == "[null,1]")
    }

    @Test(arguments: [
        ("plain", #""plain""#), ("say \"hi\"", #""say \"hi\"""#), (#"C:\dir"#, #""C:\\dir""#),
        ("a\nb\rc\td", #""a\nb\rc\td""#), ("\u{0}", #""\u0000""#), ("\u{8}\u{C}", #""\u0008\u000c""#),
        ("\u{1B}[2J", #""\u001b[2J""#), ("\u{1F}", #""\u001f""#), ("\u{7F}", #""\u007f""#),
        ("\u{80}\u{85}\u{9F}", #""\u0080\u0085\u009f""#), ("a\u{202E}b", #""a\u202eb""#),
        ("\u{202A}\u{2066}\u{2069}", #""\u202a\u2066\u2069""#),
        ("café 🌸 / 中文", "\"café 🌸 / 中文\""), ("\u{A0}\u{2028}", "\"\u{A0}\u{2028}\""),
    ])
    func textIsQuotedWithEveryControlCharacterEscaped(_ text: String, _ quoted: String) {
        #expect(JSONValue.quoted(text) == quoted)
    }

    @Test(arguments: [
        (0x00, true), (0x1F, true), (0x20, false), (0x7E, false), (0x7F, true), (0x80, true), (0x9F, true), (0xA0, false),
        (0x2029, false), (0x202A, true), (0x202E, true), (0x202F, false), (0x2065, false), (0x2066, true), (0x2069, true),
        (0x206A, false), (0x1F338, false),
    ])
    func controlCharactersAreC0DeleteC1AndTheBidirectionalControls(_ value: UInt32, _ isControl: Bool) throws {
        #expect(JSONValue.isControl(try #require(Unicode.Scalar(value))) == isControl)
    }

    @Test func quotedTextReadsBackExactly() throws {
        let text = "\u{0}\u{1}\u{1F}\u{7F}\u{85}\u{202E} \"\\/ \n\r\t é 🌸 a\u{301}"
        guard case let .string(read) = try JSONValue(parsing: JSONValue.quoted(text)) else {
            Issue.record("not read as text")
            return
        }
        #expect(Array(read.unicodeScalars) == Array(text.unicodeScalars))
    }

    @Test func objectKeysAreWrittenSortedWhateverOrderTheyWereMadeIn() {
        let members: [(String, JSONValue)] = [("b", .int(1)), ("B", .int(2)), ("é", .null), ("a", .int(3)), ("a\"b", .int(4)), ("", .int(5))]
        let expected = #"{"":5,"B":2,"a":3,"a\"b":4,"b":1,"é":null}"#
        #expect(JSONValue.object(Dictionary(uniqueKeysWithValues: members)).rendered() == expected)
        #expect(JSONValue.object(Dictionary(uniqueKeysWithValues: members.reversed())).rendered() == expected)
    }

    @Test func compactTextIsOneLineWithoutSpaces() {
        let value = JSONValue.object(["list": .array([.int(1), .array([]), .object([:])]), "name": .string("a b"), "x": .double(0.5)])
        #expect(value.rendered() == #"{"list":[1,[],{}],"name":"a b","x":0.5}"#)
        #expect(value.rendered(pretty: false) == value.rendered())
    }

    @Test func prettyTextIndentsTwoSpacesAMemberALine() {
        let value = JSONValue.object(["list": .array([.int(1), .array([]), .object(["k": .bool(true)])]), "name": .string("a b"), "none": .object([:])])
        #expect(value.rendered(pretty: true) == """
            {
              "list": [
                1,
                [],
                {
                  "k": true
                }
              ],
              "name": "a b",
              "none": {}
            }
            """)
    }

    @Test(arguments: [JSONValue.null, .bool(true), .int(-4), .double(0.5), .string("x"), .array([]), .object([:])])
    func aValueAloneIsWrittenTheSameCompactOrPretty(_ value: JSONValue) {
        #expect(value.rendered(pretty: true) == value.rendered())
    }

    @Test(arguments: [
        "null", "true", "-4", "0.5", "1e+300", #""tab\t \u001b é""#, "[]", "{}", #"[1,2.5,"x",null,[false]]"#,
        #"{"a":{"b":[{"c":-1}]},"d":"\\"}"#, #"{"big":9223372036854775807,"small":-9223372036854775808}"#,
    ])
    func canonicalTextReadsAndWritesBackUnchanged(_ text: String) throws {
        let value = try JSONValue(parsing: text)
        #expect(value.rendered() == text)
        #expect(try JSONValue(parsing: value.rendered()) == value)
        #expect(try JSONValue(parsing: value.rendered(pretty: true)) == value)
    }

    @Test(arguments: ["60.0", "1e2", "-0.0", "[ 1 ,2 ]", #"{"b":1, "a":2}"#, #""\u00e9\/""#, "12345678901234567890", "0.10"])
    func anyTextIsCanonicalAfterOneReadAndWrite(_ text: String) throws {
        let once = try JSONValue(parsing: text).rendered()
        #expect(try JSONValue(parsing: once).rendered() == once)
    }

    @Test func aWholeDoubleIsReadBackAsAnInteger() throws {
        // Readers take an integer where a decimal is expected, so `60` serves both.
        #expect(try JSONValue(parsing: JSONValue.double(60).rendered()) == .int(60))
    }
}
