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

    /// The regular history's completed cycles (1 Sep–28 Sep and 29 Sep–26 Oct), periods of 5 days.
    static var regular: PhaseCalendar {
        PhaseCalendar(history: try! PeriodHistory(validating: Array(Cycles.regular.dropFirst()), today: isoDay("2026-11-10")), periodLength: 5)
    }

    @Test(arguments: [
        ("2026-09-01", Phase.menstrual), ("2026-09-05", .menstrual), ("2026-09-06", .follicular), ("2026-09-13", .follicular),
        ("2026-09-14", .ovulation), ("2026-09-15", .ovulation), ("2026-09-16", .ovulation), ("2026-09-17", .luteal),
        ("2026-09-28", .luteal), ("2026-09-29", .menstrual), ("2026-10-12", .ovulation), ("2026-10-26", .luteal),
    ])
    func eachDayOfACompletedCycleHasThePhaseCountedBackFromTheNextStart(_ day: String, _ phase: Phase) {
        #expect(Self.regular.phase(on: isoDay(day)) == phase)
    }

    @Test func daysOutsideTheCompletedCyclesHaveNoPhase() {
        let calendar = Self.regular
        #expect(calendar.cycles.map(\.start) == [isoDay("2026-09-01"), isoDay("2026-09-29")])
        #expect(calendar.phase(on: isoDay("2026-08-31")) == nil)
        #expect(calendar.phase(on: isoDay("2026-10-27")) == nil, "the current cycle is not finished")
        #expect(calendar.phase(on: isoDay("2026-11-10")) == nil)
        #expect(calendar.cycles[0].phase(on: isoDay("2026-09-29")) == nil, "a cycle ends the day before the next start")
    }

    @Test func aPeriodWithoutALoggedEndLastsTheExpectedLength() throws {
        let history = try PeriodHistory(validating: [PeriodRecord(start: isoDay("2026-09-01")), PeriodRecord(start: isoDay("2026-09-29"))],
                                        today: isoDay("2026-10-01"))
        let calendar = PhaseCalendar(history: history, periodLength: 3)
        #expect(calendar.phase(on: isoDay("2026-09-03")) == .menstrual)
        #expect(calendar.phase(on: isoDay("2026-09-04")) == .follicular)
        #expect(PhaseCalendar(history: history, periodLength: 0).phase(on: isoDay("2026-09-02")) == .follicular, "at least one day")
    }

    @Test func aShorterLutealPhaseMovesOvulationLater() throws {
        let history = try PeriodHistory(validating: Array(Cycles.regular.dropFirst()), today: isoDay("2026-11-10"))
        let calendar = PhaseCalendar(history: history, periodLength: 5, lutealLength: 12)
        // Ovulation 12 days before the start of 29 Sep: on 17 Sep, with a day either side.
        #expect(calendar.phase(on: isoDay("2026-09-15")) == .follicular)
        #expect(calendar.phase(on: isoDay("2026-09-16")) == .ovulation)
        #expect(calendar.phase(on: isoDay("2026-09-18")) == .ovulation)
        #expect(calendar.phase(on: isoDay("2026-09-19")) == .luteal)
    }

    @Test func thePeriodWinsWhereItMeetsTheOvulationWindow() throws {
        // An 18-day cycle: ovulation on its fifth day, the period's last; the period keeps that
        // day and the one before, and only the day after is left to the ovulation window.
        let history = try PeriodHistory(validating: [PeriodRecord(start: isoDay("2026-09-01"), end: isoDay("2026-09-05")),
                                                     PeriodRecord(start: isoDay("2026-09-19"))], today: isoDay("2026-09-20"))
        let cycle = try #require(PhaseCalendar(history: history, periodLength: 5).cycles.first)
        #expect(cycle.phases == [.menstrual, .menstrual, .menstrual, .menstrual, .menstrual, .ovulation]
            + Array(repeating: .luteal, count: 12))
    }

    @Test func theAverageDaysPerPhaseAddUpToTheAverageCycle() throws {
        let average = try #require(Self.regular.averageDays)
        #expect(average == [.menstrual: 5, .follicular: 8, .ovulation: 3, .luteal: 12])
        let none = PhaseCalendar(history: try PeriodHistory(validating: [Cycles.regular[0]], today: isoDay("2026-09-01")), periodLength: 5)
        #expect(none.cycles.isEmpty && none.averageDays == nil)
    }
}
