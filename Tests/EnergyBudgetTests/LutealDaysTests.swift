import CycleCore
@testable import EnergyBudget
import Testing

/// Luteal days from a period history.
@Suite struct LutealDaysTests {
    @Test func theFourteenDaysBeforeEachLaterStartAndTheDaysAfterOvulationAreLuteal() {
        let first = Day(year: 2026, month: 10, day: 1)!, second = first + 28
        let today = second + 20
        let days = LutealDays.from(starts: [first, second], predictedOvulation: second + 14, today: today)
        #expect(days.contains(second - 14) && days.contains(second - 1))
        #expect(!days.contains(second - 15) && !days.contains(second))
        #expect(days.contains(second + 15) && days.contains(today) && !days.contains(second + 14))
        #expect(days.count == 14 + 6)
    }

    @Test func aShortCycleNeverReachesBackPastItsOwnStart() {
        let first = Day(year: 2026, month: 10, day: 1)!
        let days = LutealDays.from(starts: [first, first + 10], predictedOvulation: nil, today: first + 12)
        #expect(days.count == 9 && !days.contains(first))
    }
}
