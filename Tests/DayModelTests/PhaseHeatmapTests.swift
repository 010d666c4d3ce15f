import BloomTestSupport
import CycleCore
import DayModel
import Testing

@Suite struct PhaseHeatmapTests {
    @Test func theHeatmapCountsSharesOfLoggedDaysPerPhase() throws {
        let scenario = Scenario(mode: .cycle, history: .short, charted: false, dayOffset: 10)
        let day = try PersonDay(scenario.inputs, today: scenario.today)
        let start = scenario.periods[0].start
        let entries = [
            LoggedDay(day: start, symptoms: ["cramps"], moods: []),
            LoggedDay(day: start + 1, symptoms: ["cramps", "headache"], moods: ["calm"]),
            LoggedDay(day: start + 20, symptoms: [], moods: ["calm"]),
        ]
        let heatmap = PhaseHeatmap(entries: entries, calendar: day.phaseCalendar)
        #expect(heatmap.loggedDays[.menstrual] == 2)
        #expect(heatmap.loggedDays[.luteal] == 1)
        let cramps = try #require(heatmap.rows.first { $0.name == "cramps" })
        #expect(cramps.shares[.menstrual] == 1.0)
        #expect(cramps.shares[.follicular] == .some(nil))
        let calm = try #require(heatmap.rows.first { $0.name == "calm" })
        #expect(calm.kind == "mood")
        #expect(calm.shares[.luteal] == 1.0)
        #expect(PhaseHeatmap.shade(0.3) == "▒")
    }
}
