import CycleCore
import Glances
import JSON
import Testing

/// The `--json` views write the one value tree (`JSONValue`), their objects ordered, with
/// Glances' helpers for days and rounded numbers.
@Suite struct JSONValueViewsTests {
    @Test func viewsKeepTheOrderTheyWereGiven() {
        #expect(JSONValue.orderedObject([("z", .int(1)), ("a", .int(2))]).rendered() == #"{"z":1,"a":2}"#)
    }

    @Test func aDayIsItsISODateOrNull() {
        #expect(JSONValue.day(Day(year: 2026, month: 3, day: 5)) == .string("2026-03-05"))
        #expect(JSONValue.day(nil) == .null)
    }

    @Test func numbersAreRoundedToThreePlacesUnlessToldOtherwise() {
        #expect(JSONValue.rounded(36.55555).rendered() == "36.556")
        #expect(JSONValue.rounded(2_260.4, places: 0).rendered() == "2260")
        #expect(JSONValue.rounded(0.125, places: 2).rendered() == "0.13")
        #expect(JSONValue.rounded(nil) == .null && JSONValue.rounded(.nan) == .null && JSONValue.rounded(.infinity) == .null)
    }
}
