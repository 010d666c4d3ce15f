import JSON
import Testing

/// The one writer (`JSONValue.rendered`): ordered objects' members in the order given,
/// dictionaries' keys sorted, one layout (compact on one line, or pretty with two-space
/// indentation).
@Suite struct JSONWriterTests {
    static let sample = JSONValue.orderedObject([
        ("z", .int(1)), ("a", .array([.bool(true), .array([]), .orderedObject([])])),
        ("m", .orderedObject([("k\"ey", .string("v"))])),
    ])

    @Test func membersAreWrittenInTheOrderGiven() {
        #expect(Self.sample.rendered() == #"{"z":1,"a":[true,[],{}],"m":{"k\"ey":"v"}}"#)
    }

    @Test func aDictionarysKeysAreWrittenSorted() {
        let dictionary = JSONValue.object(["z": .int(1), "a": .int(2), "m": .orderedObject([("y", .null), ("b", .null)])])
        #expect(dictionary.rendered() == #"{"a":2,"m":{"y":null,"b":null},"z":1}"#)
    }

    @Test func theSameMembersInTheSameOrderGiveTheSameBytesInEitherKindOfObject() {
        let ordered = JSONValue.orderedObject([("a", .array([.int(1), .double(60), .double(36.55), .null])), ("b", .string("tab\t\u{1B}")),
                                               ("c", .orderedObject([])), ("d", .bool(true))])
        let sorted = JSONValue.object(["d": .bool(true), "b": .string("tab\t\u{1B}"), "a": .array([.int(1), .double(60), .double(36.55), .null]),
                                       "c": .object([:])])
        for pretty in [false, true] { #expect(ordered.rendered(pretty: pretty) == sorted.rendered(pretty: pretty)) }
        #expect(ordered.rendered() == #"{"a":[1,60,36.55,null],"b":"tab\t\u001b","c":{},"d":true}"#)
    }

    @Test func keysAreQuotedWithTheOneEscaping() {
        let key = "tab\t\u{1B}\u{202E}"
        #expect(JSONValue.orderedObject([(key, .int(0))]).rendered() == "{" + JSONValue.quoted(key) + ":0}")
        #expect(JSONValue.object([key: .int(0)]).rendered() == "{" + JSONValue.quoted(key) + ":0}")
    }

    @Test func prettyOutputPutsEachElementOnItsOwnLineIndentedByDepth() {
        #expect(Self.sample.rendered(pretty: true) == """
            {
              "z": 1,
              "a": [
                true,
                [],
                {}
              ],
              "m": {
                "k\\"ey": "v"
              }
            }
            """)
    }

    @Test func emptyContainersStayOnOneLineInBothLayouts() {
        for pretty in [false, true] {
            #expect(JSONValue.array([]).rendered(pretty: pretty) == "[]")
            #expect(JSONValue.orderedObject([]).rendered(pretty: pretty) == "{}")
            #expect(JSONValue.object([:]).rendered(pretty: pretty) == "{}")
        }
    }

    @Test func noMemberOrElementIsFollowedByATrailingComma() {
        for pretty in [false, true] {
            let text = Self.sample.rendered(pretty: pretty).filter { !$0.isWhitespace }
            #expect(!text.contains(",]") && !text.contains(",}"))
        }
    }

    @Test func compactOutputHasNoLineBreakOrPadding() {
        let text = Self.sample.rendered()
        #expect(!text.contains("\n"))
        #expect(!text.contains(": ") && !text.contains(", "))
    }
}
