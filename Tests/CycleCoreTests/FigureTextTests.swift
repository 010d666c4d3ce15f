import CycleCore
import Testing

/// Issue 49, item 7: one way of writing the figures every view shares.
@Suite struct FigureTextTests {
    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (1910, "1,910"), (12000, "12,000"), (1234567, "1,234,567"), (-120, "−120"), (-2260, "−2,260")])
    func wholeNumbersHaveACommaBetweenThousands(number: Int, text: String) {
        #expect(FigureText.grouped(number) == text)
    }

    @Test func foodEnergyIsRoundedToWholeKilocalories() {
        #expect(FigureText.kcal(1909.6) == "1,910 kcal")
        #expect(FigureText.kcal(650) == "650 kcal")
        #expect(FigureText.kcal(2260) == "2,260 kcal")
    }
}
