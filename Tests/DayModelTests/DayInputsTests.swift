import BloomTestSupport
import CycleCore
import DayModel
import Testing

/// What a day's picture is computed from (`DayInputs`, `PregnancyRecord`).
@Suite struct DayInputsTests {
    @Test func aPersonWithNothingRecordedHasNothingButAName() {
        let empty = DayInputs.empty(profileName: "me")
        #expect(empty == DayInputs(profileName: "me", mode: .cycle, periods: []))
        #expect(empty.periods.isEmpty && empty.temperatures.isEmpty && empty.ovulationTests.isEmpty)
        #expect(empty.pregnancy == nil && empty.periodEndPromptsShown.isEmpty && empty.typicalCycleLength == nil && empty.conditions.isEmpty)
        #expect(DayInputs.empty(profileName: "me", mode: .ttc).mode == .ttc)
    }

    @Test func inputsAreEqualOnlyWhenEveryFieldIs() {
        // The chat gives the last day model again while the inputs are equal (`DayMemo`).
        let base = DayInputs(profileName: "me", mode: .cycle, periods: Cycles.regular)
        var changed = base
        #expect(changed == base)
        changed.periods[3].end = nil
        #expect(changed != base)
        changed = base
        changed.periodEndPromptsShown = [ShownPeriodEndPrompt(cycleStart: isoDay("2026-10-27"), number: 1, shown: isoDay("2026-11-01"))]
        #expect(changed != base)
        changed = base
        changed.conditions = [.pcos]
        #expect(changed != base)
    }

    @Test func aPregnancyIsDueFortyWeeksAfterTheLastPeriod() {
        let record = PregnancyRecord(lmp: isoDay("2026-03-01"), babyName: "Rui")
        #expect(record.dueDate == isoDay("2026-12-06"))
        #expect(record.dating == PregnancyDating(lmp: isoDay("2026-03-01")))
        #expect(PregnancyRecord(lmp: PregnancyDating(dueDate: isoDay("2027-01-10")).lmp).dueDate == isoDay("2027-01-10"))
    }
}
