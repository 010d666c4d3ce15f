import JSON
import Testing

@Suite struct JSONValueTests {
    @Test func rendersWithSortedKeysAndReadsBackTheSameValue() throws {
        let value = JSONValue.object([
            "b": .array([.int(1), .double(36.55), .bool(true), .null]), "a": .string("tab\there \"quoted\" é 🌸\u{1}"),
            "c": .object([:]), "d": .double(62.0),
        ])
        let text = value.rendered()
        // One number format: a whole value is written as an integer and reads back as one.
        #expect(text == #"{"a":"tab\there \"quoted\" é 🌸\u0001","b":[1,36.55,true,null],"c":{},"d":62}"#)
        var read = value
        if case var .object(members) = read { members["d"] = .int(62); read = .object(members) }
        #expect(try JSONValue(parsing: text) == read)
        #expect(try JSONValue(parsing: value.rendered(pretty: true)) == read)
    }

    @Test(arguments: [
        ("{\"a\":1,}", "line 1"), ("{\"a\":1,\n\"a\":2}", "appears twice"), ("[1, 2", "expected ',' or ']'"),
        ("{\"a\": tru}", "expected a value"), ("\"open", "not closed"), ("01", "may not start with 0"), ("{} {}", "after the end"),
        ("\"\\ud800\"", "unpaired surrogate"),
    ])
    func malformedTextIsRefusedWithItsPlace(text: String, expected: String) {
        #expect {
            try JSONValue(parsing: text)
        } throws: { error in
            "\(error)".contains(expected) || ("\(error)".contains("line") && expected.hasPrefix("line"))
        }
    }

    @Test func escapesAndNumbersAreReadExactly() throws {
        #expect(try JSONValue(parsing: #""\u00e9\ud83c\udf38\n""#) == .string("é🌸\n"))
        #expect(try JSONValue(parsing: "[-0.5, 1e3, 42]") == .array([.double(-0.5), .double(1000), .int(42)]))
    }

    @Test(arguments: [
        (JSONValue.null, "null"), (.bool(false), "true or false"), (.int(1), "a number"), (.double(1.5), "a number"),
        (.string(""), "text"), (.array([]), "a list"), (.object([:]), "an object"),
    ])
    func eachKindIsNamedInWordsForErrorMessages(_ value: JSONValue, _ name: String) {
        #expect(value.kindName == name)
    }

    @Test func aKeyIsLookedUpOnlyInAnObject() {
        let object = JSONValue.object(["a": .int(1), "n": .null])
        #expect(object["a"] == .int(1))
        #expect(object["n"] == .null, "a null member is there")
        #expect(object["b"] == nil)
        #expect(JSONValue.array([.int(1)])["a"] == nil)
        #expect(JSONValue.string("a")["a"] == nil)
    }

    @Test func anAbsentOptionalBecomesNull() {
        #expect(JSONValue.text("x") == .string("x") && JSONValue.text(nil) == .null)
        #expect(JSONValue.integer(3) == .int(3) && JSONValue.integer(nil) == .null)
        #expect(JSONValue.number(2.5) == .double(2.5) && JSONValue.number(nil) == .null)
        #expect(JSONValue.boolean(false) == .bool(false) && JSONValue.boolean(nil) == .null)
    }

    @Test func anOrderedObjectIsLookedUpByKeyAndComparedInOrder() {
        let object = JSONValue.orderedObject([("z", .int(1)), ("a", .null), ("z", .int(2))])
        #expect(object["z"] == .int(1), "the first member so named")
        #expect(object["a"] == .null)
        #expect(object["b"] == nil)
        #expect(object.kindName == "an object")
        #expect(object == .orderedObject([("z", .int(1)), ("a", .null), ("z", .int(2))]))
        #expect(object != .orderedObject([("a", .null), ("z", .int(1)), ("z", .int(2))]))
        #expect(JSONValue.orderedObject([("a", .int(1))]) != .object(["a": .int(1)]), "an ordered object is not a dictionary")
        #expect(Set([object, object, .object(["a": .int(1)]), .object(["a": .int(1)])]).count == 2)
    }

    @Test func anIntegerAndTheSameDoubleAreDifferentValues() {
        // The tree keeps what was read; the writer gives both the same text (see JSONValueWritingTests).
        #expect(JSONValue.int(60) != .double(60))
        #expect(JSONValue.int(60).rendered() == JSONValue.double(60).rendered())
    }
}
