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

    /// Logs across the regular history: three menstrual days and two luteal ones inside the
    /// completed cycles (1 Sep–26 Oct), one before them and one in the current cycle.
    static let heatmap = PhaseHeatmap(entries: [
        LoggedDay(day: isoDay("2026-09-02"), symptoms: ["cramps"], moods: ["tired"]),
        LoggedDay(day: isoDay("2026-09-30"), symptoms: ["headache", "cramps"], moods: []),
        LoggedDay(day: isoDay("2026-10-01"), symptoms: [], moods: []),
        LoggedDay(day: isoDay("2026-09-20"), symptoms: ["bloating"], moods: ["irritable"]),
        LoggedDay(day: isoDay("2026-10-20"), symptoms: ["headache"], moods: []),
        LoggedDay(day: isoDay("2026-08-20"), symptoms: ["cramps"], moods: ["tired"]),
        LoggedDay(day: isoDay("2026-11-01"), symptoms: ["cramps"], moods: ["tired"]),
    ], calendar: PhaseCalendarTests.regular)

    @Test func onlyDaysInsideCompletedCyclesAreCountedPerPhase() {
        #expect(Self.heatmap.loggedDays == [.menstrual: 3, .luteal: 2])
        #expect(!Self.heatmap.isEmpty)
    }

    @Test func rowsListSymptomsThenMoodsEachByName() {
        #expect(Self.heatmap.rows.map(\.name) == ["bloating", "cramps", "headache", "irritable", "tired"])
        #expect(Self.heatmap.rows.map(\.kind) == ["symptom", "symptom", "symptom", "mood", "mood"])
    }

    @Test func aShareIsTheFractionOfThePhasesLoggedDaysAndNilWhereNoneWereLogged() throws {
        let headache = try #require(Self.heatmap.rows.first { $0.name == "headache" })
        #expect(headache.shares == [.menstrual: 1.0 / 3, .luteal: 0.5, .follicular: nil, .ovulation: nil])
        let cramps = try #require(Self.heatmap.rows.first { $0.name == "cramps" })
        #expect(cramps.shares[.menstrual] == 2.0 / 3)
        #expect(cramps.shares[.luteal] == 0.0, "logged days without it count as none")
    }

    @Test func logsOutsideEveryCompletedCycleMakeAnEmptyHeatmap() {
        let heatmap = PhaseHeatmap(entries: [LoggedDay(day: isoDay("2026-11-01"), symptoms: ["cramps"], moods: [])], calendar: PhaseCalendarTests.regular)
        #expect(heatmap.isEmpty)
        #expect(heatmap.rows.isEmpty)
    }

    @Test(arguments: [
        (nil, "·"), (0.0, " "), (0.01, "░"), (0.25, "░"), (0.26, "▒"), (0.5, "▒"), (0.51, "▓"), (0.75, "▓"), (0.76, "█"), (1.0, "█"),
    ] as [(Double?, Character)])
    func eachShareHasTheShadeOfItsQuarter(_ share: Double?, _ shade: Character) {
        #expect(PhaseHeatmap.shade(share) == shade)
    }
}
