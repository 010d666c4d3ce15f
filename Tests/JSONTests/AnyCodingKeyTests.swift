import JSON
import Testing

/// `AnyCodingKey`: a coding key made from any name or position.
@Suite struct AnyCodingKeyTests {
    @Test func aNamedKeyHasNoIndex() throws {
        #expect(AnyCodingKey("name").stringValue == "name")
        #expect(AnyCodingKey("name").intValue == nil)
        #expect(try #require(AnyCodingKey(stringValue: "3")).intValue == nil, "a name that looks like a number is still a name")
    }

    @Test func aPositionReadsAsItsNumber() throws {
        let key = try #require(AnyCodingKey(intValue: 3))
        #expect(key.intValue == 3)
        #expect(key.stringValue == "3")
    }

    @Test func keysAreEqualByNameAndPosition() {
        #expect(AnyCodingKey("a") == AnyCodingKey(stringValue: "a"))
        #expect(AnyCodingKey("3") != AnyCodingKey(intValue: 3))
    }
}
