@testable import CycleCore
import Testing

/// Periods start 2026-09-01, 09-29 and 10-27 (the last ongoing); `bloomher` predicts 28 days
/// (two cycles), so the next start is 2026-11-24 and ovulation 2026-11-10; period length 5.
@Suite struct CycleStatusTests {
    let periods = history(startingOn: "2026-09-01", cycleLengths: [28, 28])

    func status(_ today: String, _ history: PeriodHistory? = nil) -> CycleStatus {
        CycleStatus(history: history ?? periods, today: day(today), predictor: BloomherPredictor())!
    }

    @Test func dayOneIsTheFirstDayOfThePeriod() {
        #expect(status("2026-10-27").cycleDay == 1)
        #expect(status("2026-10-27").phase == .menstrual)
        #expect(status("2026-10-31").phase == .menstrual)
    }

    @Test(arguments: [
        ("2026-11-01", Phase.follicular), ("2026-11-08", .follicular), ("2026-11-09", .ovulation),
        ("2026-11-10", .ovulation), ("2026-11-11", .ovulation), ("2026-11-12", .luteal), ("2026-11-23", .luteal),
    ])
    func phasesFollowThePredictedOvulation(today: String, phase: Phase) {
        #expect(status(today).phase == phase)
    }

    @Test func countsDownToTheNextPeriod() {
        let current = status("2026-11-20")
        #expect(current.daysUntilNextPeriod == 4)
        #expect(current.daysLate == 0)
        #expect(!current.isLate)
        #expect(current.cycleDay == 25)
    }

    @Test func aPeriodThatHasNotComeByThePredictedDayIsLate() {
        #expect(status("2026-11-24").daysLate == 0)
        let late = status("2026-11-27")
        #expect(late.daysLate == 3)
        #expect(late.isLate)
        #expect(late.daysUntilNextPeriod == -3)
        #expect(late.phase == .luteal)
        #expect(late.cycleDay == 32)
    }

    @Test func asksWhetherAnOngoingPeriodEndedOnTheDayAfterAndThreeDaysAfterTheExpectedEnd() {
        #expect(status("2026-10-31").periodEndPrompt == nil)
        #expect(status("2026-11-01").periodEndPrompt == 1)
        #expect(status("2026-11-02").periodEndPrompt == nil)
        #expect(status("2026-11-03").periodEndPrompt == 2)
        #expect(status("2026-11-04").periodEndPrompt == nil)
    }

    @Test func aPeriodWithALoggedEndIsNeverAskedAboutAndEndsTheMenstrualPhase() {
        let ended = try! PeriodHistory(validating: periods.periods.dropLast() + [PeriodRecord(start: day("2026-10-27"), end: day("2026-10-30"))], today: day("2026-11-22"))
        #expect(status("2026-10-30", ended).phase == .menstrual)
        #expect(status("2026-10-31", ended).phase == .follicular)
        #expect(status("2026-11-01", ended).periodEndPrompt == nil)
        #expect(status("2026-11-03", ended).periodEndPrompt == nil)
    }

    @Test func noHistoryHasNoStatus() {
        #expect(CycleStatus(history: .empty, today: day("2026-11-22")) == nil)
    }
}
