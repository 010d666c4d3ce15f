import JSON
import Testing

/// The one parser (`JSONDocument`): every kind of value is read, and text that is not JSON
/// stops at its first mistake with the line, the column (in characters, from 1) and what was
/// expected there.
@Suite struct JSONDocumentTests {
    /// A text that is not JSON and the error it must give.
    struct Malformed: Sendable, CustomTestStringConvertible {
        let text: String
        let line: Int
        let column: Int
        let message: String

        init(_ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.text = text
            self.line = line
            self.column = column
            self.message = message
        }

        var testDescription: String { text.debugDescription }
    }

    /// The syntax error `text` gives, or nil when it parses.
    static func syntaxError(_ text: String, maximumDepth: Int = 512) -> JSONSyntaxError? {
        syntaxError(Array(text.utf8), maximumDepth: maximumDepth)
    }

    static func syntaxError(_ bytes: [UInt8], maximumDepth: Int = 512) -> JSONSyntaxError? {
        do {
            _ = try JSONDocument(bytes, maximumDepth: maximumDepth)
            return nil
        } catch {
            return error
        }
    }

    static func nested(_ depth: Int, around inner: String = "") -> String {
        String(repeating: "[", count: depth) + inner + String(repeating: "]", count: depth)
    }

    @Test(arguments: [
        "null", "true", "false", "0", "-0", "42", "-3.25", "1e3", "2.5E-3", "1E+2", "0.5e0",
        #""""#, #""text""#, #""esc\"aped\\ \/ \b\f\n\r\t \u00e9 \ud83c\udf38""#, "[]", "{}",
        #"[null, true, false, 1, "a", [], {}]"#, #"{"a": {"b": [1, {"c": null}]}, "d": []}"#,
        " \t\r\n[ 1 , 2 ]\n ", "{\n  \"a\" :\t1\r\n}",
    ])
    func everyKindOfValueIsRead(_ text: String) {
        #expect(Self.syntaxError(text) == nil)
    }

    static let malformed: [Malformed] = [
        // Truncated.
        Malformed("", 1, 1, "expected a value, found the end of the file"),
        Malformed("   ", 1, 4, "expected a value, found the end of the file"),
        Malformed("[", 1, 2, "expected a value, found the end of the file"),
        Malformed("{", 1, 2, "expected a key in double quotes, found the end of the file"),
        Malformed("[1, 2", 1, 6, "expected ',' or ']', found the end of the file"),
        Malformed(#"{"a": 1"#, 1, 8, "expected ',' or '}', found the end of the file"),
        Malformed(#""abc"#, 1, 5, #"text is not closed with '"'"#),
        Malformed(#""abc\"#, 1, 6, #"text is not closed with '"'"#),
        // Trailing commas and missing separators.
        Malformed("[1,]", 1, 4, "expected a value, found ']'"),
        Malformed(#"{"a":1,}"#, 1, 8, "expected a key in double quotes, found '}'"),
        Malformed("[\n  1,\n  2,\n]", 4, 1, "expected a value, found ']'"),
        Malformed("[1 2]", 1, 4, "expected ',' or ']', found '2'"),
        Malformed(#"{"a" 1}"#, 1, 6, "expected ':' after the key, found '1'"),
        Malformed(#"{"a": [1, 2], "b": }"#, 1, 20, "expected a value, found '}'"),
        Malformed("{a:1}", 1, 2, "expected a key in double quotes, found 'a'"),
        Malformed("{'a':1}", 1, 2, "expected a key in double quotes, found '''"),
        // Escapes and text.
        Malformed(#""a\x""#, 1, 4, #"unknown escape \x"#),
        Malformed(#""\u12""#, 1, 3, #"expected four hex digits after \u"#),
        Malformed(#""\uZZZZ""#, 1, 3, #"expected four hex digits after \u"#),
        Malformed(#""\ud800""#, 1, 8, #"an unpaired surrogate in a \u escape"#),
        Malformed(#""\udc00""#, 1, 8, #"an unpaired surrogate in a \u escape"#),
        Malformed(#""\ud800\u0041""#, 1, 8, #"an unpaired surrogate in a \u escape"#),
        Malformed(#""\ud800\ud800""#, 1, 8, #"an unpaired surrogate in a \u escape"#),
        Malformed("\"a\nb\"", 1, 3, #"a line break inside text (write \n)"#),
        Malformed("\"a\tb\"", 1, 3, "a control character inside text"),
        // Numbers.
        Malformed("01", 1, 1, "a number may not start with 0"),
        Malformed("-01", 1, 2, "a number may not start with 0"),
        Malformed("[00]", 1, 2, "a number may not start with 0"),
        Malformed("1.", 1, 3, "expected a digit after '.'"),
        Malformed(".5", 1, 1, "expected a value, found '.'"),
        Malformed("+1", 1, 1, "expected a value, found '+'"),
        Malformed("1e", 1, 3, "expected a digit in the exponent"),
        Malformed("1e+", 1, 4, "expected a digit in the exponent"),
        Malformed("-", 1, 2, "expected a digit"),
        Malformed("NaN", 1, 1, "expected a value, found 'N'"),
        Malformed("Infinity", 1, 1, "expected a value, found 'I'"),
        Malformed("-Infinity", 1, 2, "expected a digit"),
        Malformed("0x1F", 1, 2, "unexpected text after the end of the JSON value"),
        // Literals and what follows the value.
        Malformed("tru", 1, 1, "expected a value, found 't'"),
        Malformed("nul", 1, 1, "expected a value, found 'n'"),
        Malformed("True", 1, 1, "expected a value, found 'T'"),
        Malformed("falsey", 1, 6, "unexpected text after the end of the JSON value"),
        Malformed("{} x", 1, 4, "unexpected text after the end of the JSON value"),
        Malformed("[1]]", 1, 4, "unexpected text after the end of the JSON value"),
        Malformed("[1] // note", 1, 5, "unexpected text after the end of the JSON value"),
        // Columns count characters, not bytes.
        Malformed(#"["é", x]"#, 1, 7, "expected a value, found 'x'"),
        Malformed("[\"🌸\",\n \"ü\", x]", 2, 7, "expected a value, found 'x'"),
    ]

    @Test(arguments: malformed)
    func malformedTextIsRefusedWithItsLineAndColumn(_ bad: Malformed) {
        #expect(Self.syntaxError(bad.text) == JSONSyntaxError(line: bad.line, column: bad.column, message: bad.message))
    }

    @Test func theErrorReadsAsLineColumnAndWhatWasExpected() throws {
        let error = try #require(Self.syntaxError("[\n  1,\n  2,\n]"))
        #expect(error.description == "line 4, column 1: expected a value, found ']'")
    }

    @Test func aByteThatIsNotPrintableIsNamedInHex() {
        #expect(Self.syntaxError([UInt8(ascii: "["), 0x01, UInt8(ascii: "]")])?.message == "expected a value, found byte 0x1")
        #expect(Self.syntaxError([UInt8(ascii: "["), 0xFF, UInt8(ascii: "]")])?.message == "expected a value, found byte 0xff")
    }

    @Test func aByteOrderMarkBeforeTheValueIsSkipped() {
        #expect(Self.syntaxError([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == nil)
        #expect(Self.syntaxError([0xEF, 0xBB, 0xBF]) != nil, "a mark alone is not a value")
    }

    @Test func nestingIsLimitedToTheMaximumDepth() {
        #expect(Self.syntaxError(Self.nested(3), maximumDepth: 3) == nil)
        #expect(Self.syntaxError(Self.nested(4), maximumDepth: 3)
            == JSONSyntaxError(line: 1, column: 4, message: "values nested more than 3 deep"))
        #expect(Self.syntaxError(#"{"a": {"b": {"c": 1}}}"#, maximumDepth: 3)
            == JSONSyntaxError(line: 1, column: 19, message: "values nested more than 3 deep"))
    }

    @Test func theDefaultDepthIsFiveHundredAndTwelve() {
        #expect(Self.syntaxError(Self.nested(512)) == nil)
        #expect(Self.syntaxError(Self.nested(513))?.message == "values nested more than 512 deep")
    }
}
