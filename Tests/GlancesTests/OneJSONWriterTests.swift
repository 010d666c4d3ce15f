import Glances
import Journal
import Testing

/// `--json` views (`JSON`, members in order) and backups (`JSONValue`, keys sorted) are written
/// by the one writer: the same members in the same order give the same bytes.
@Suite struct OneJSONWriterTests {
    @Test func bothValueTreesWriteTheSameText() {
        let view = JSON.object([("a", .array([.int(1), .double(60), .double(36.55), .null])), ("b", .string("tab\t\u{1B}")), ("c", .object([])), ("d", .bool(true))])
        let backup = JSONValue.object(["d": .bool(true), "b": .string("tab\t\u{1B}"), "a": .array([.int(1), .double(60), .double(36.55), .null]), "c": .object([:])])
        #expect(view.rendered() == backup.rendered())
        #expect(view.rendered(pretty: true) == backup.rendered(pretty: true))
        #expect(view.rendered() == #"{"a":[1,60,36.55,null],"b":"tab\t\u001b","c":{},"d":true}"#)
        #expect(backup.rendered(pretty: true) == "{\n  \"a\": [\n    1,\n    60,\n    36.55,\n    null\n  ],\n  \"b\": \"tab\\t\\u001b\",\n  \"c\": {},\n  \"d\": true\n}")
    }

    @Test func viewsKeepTheOrderTheyWereGiven() {
        #expect(JSON.object([("z", .int(1)), ("a", .int(2))]).rendered() == #"{"z":1,"a":2}"#)
    }
}
