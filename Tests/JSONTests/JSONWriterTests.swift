import JSON
import Testing

/// The one writer (`JSONWritable.rendered`), over any value tree that says what it is to the
/// writer: literals written as given, objects' members in the order given, one layout
/// (compact on one line, or pretty with two-space indentation).
@Suite struct JSONWriterTests {
    /// A value tree that keeps its members in order, as the `--json` views' does.
    indirect enum Ordered: JSONWritable {
        case literal(String)
        case list([Ordered])
        case members([(String, Ordered)])

        var jsonShape: JSONShape<Ordered> {
            switch self {
            case let .literal(text): .literal(text)
            case let .list(items): .array(items)
            case let .members(members): .object(members.map { (key: $0.0, value: $0.1) })
            }
        }
    }

    static let sample = Ordered.members([
        ("z", .literal("1")), ("a", .list([.literal("true"), .list([]), .members([])])),
        ("m", .members([("k\"ey", .literal(#""v""#))])),
    ])

    @Test func membersAreWrittenInTheOrderGiven() {
        #expect(Self.sample.rendered() == #"{"z":1,"a":[true,[],{}],"m":{"k\"ey":"v"}}"#)
    }

    @Test func literalsAreWrittenAsGiven() {
        #expect(Ordered.literal("36.55").rendered() == "36.55")
        #expect(Ordered.list([.literal("null"), .literal(#""x""#)]).rendered() == #"[null,"x"]"#)
    }

    @Test func keysAreQuotedWithTheOneEscaping() {
        let key = "tab\t\u{1B}\u{202E}"
        #expect(Ordered.members([(key, .literal("0"))]).rendered() == "{" + JSONValue.quoted(key) + ":0}")
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
            #expect(Ordered.list([]).rendered(pretty: pretty) == "[]")
            #expect(Ordered.members([]).rendered(pretty: pretty) == "{}")
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
