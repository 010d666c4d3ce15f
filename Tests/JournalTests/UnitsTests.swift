@testable import Journal
import Testing

/// Issue 16, item 16: numbers are plain decimals.
@Suite struct UnitsTests {
    @Test(arguments: ["0x24", "1e2", "inf", "nan", "36.5.1", ".", ""])
    func numbersAreReadAsPlainDecimalsOnly(_ text: String) {
        #expect(Units.decimal(text) == nil)
        #expect(throws: JournalError.self) { try Units.celsius(from: text) }
    }

    @Test func plainDecimalsRead() throws {
        #expect(Units.decimal("36.5") == 36.5)
        #expect(Units.decimal("-2") == -2)
        #expect(Units.decimal(".5") == 0.5)
        #expect(try Units.celsius(from: "36,6") == 36.6)
    }
}
