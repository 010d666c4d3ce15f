import JSON
import Testing

/// `JSONReader.decode`: a `Decodable` read from JSON text in one call, through the one parser
/// and the one decoder.
@Suite struct JSONReaderTests {
    struct Reading: Decodable, Equatable { let day: String; let celsius: Double; let excluded: Bool? }

    @Test func aModelIsReadFromText() throws {
        #expect(try JSONReader.decode([Reading].self, from: #"[{"day": "2026-11-22", "celsius": 36.55}]"#)
            == [Reading(day: "2026-11-22", celsius: 36.55, excluded: nil)])
    }

    @Test func textThatIsNotJSONGivesItsLineAndColumn() {
        #expect(throws: JSONSyntaxError(line: 2, column: 15, message: "expected a key in double quotes, found '}'")) {
            try JSONReader.decode(Reading.self, from: "{\"day\": \"x\",\n \"celsius\": 1,}")
        }
    }

    @Test func jsonThatDoesNotFitTheModelIsADecodingError() {
        #expect(throws: DecodingError.self) { try JSONReader.decode(Reading.self, from: #"{"day": "x"}"#) }
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
        #expect(try JSONReader.decode([Int].self, from: "\u{FEFF}[1, 2]") == [1, 2])
    }
}
