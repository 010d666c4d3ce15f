import BloomTestSupport
import CycleCore
import DayModel
import Testing

@Suite struct PhaseCalendarTests {
    @Test func phasesOfCompletedCyclesUseThePersonalLutealPhase() throws {
        let scenario = Scenario(mode: .cycle, history: .long, charted: true, dayOffset: 10)
        let day = try PersonDay(scenario.inputs, today: scenario.today)
        let calendar = day.phaseCalendar
        #expect(calendar.cycles.count == 7)
        let cycle = try #require(calendar.cycles.last)
        let next = scenario.lastStart
        // Ovulation 12 days before the next period (the charted luteal phase), ±1 day.
        #expect(cycle.phase(on: next - 12) == .ovulation)
        #expect(cycle.phase(on: next - 14) == .follicular)
        #expect(cycle.phase(on: next - 10) == .luteal)
        #expect(cycle.phase(on: cycle.start) == .menstrual)
    }
}
