import BloomTestSupport
import CycleCore
import DayModel
import Glances
import Testing

/// The views that used to read the journal take plain values (the journal adapters read it):
/// values in, text out, the steps they name written by the wording given.
@Suite struct ValuesInViewsTests {
    let today = isoDay("2026-11-22")

    @Test func theLoggedViewListsItsEntriesNewestDayFirstOrSaysHowToLog() {
        let entries = [LoggedView.Entry(day: today - 1, kind: .day, text: "symptoms cramps"),
                       LoggedView.Entry(day: today, kind: .water, text: "water 750 ml (3 entries)")]
        let view = LoggedView(first: today - 1, last: today, profileName: "me", entries: entries)
        #expect(view.text(wording: .tags) == """
            Logged from Sat 21 Nov to Sun 22 Nov · profile me
              Sun 22 Nov: water 750 ml (3 entries)
              Sat 21 Nov: symptoms cramps

            """)
        #expect(LoggedView(first: today, last: today, profileName: nil, entries: []).text(wording: .tags)
                == "Nothing logged on Sun 22 Nov. Log with '<logAnything>', or tell me in chat (\"cramps today\").\n")
    }

    @Test func sameDayAmountsAreAddedUpWithHowManyEntriesMadeThem() {
        let totals = LoggedView.totals([(today, 250), (today, 500), (today - 1, 300)], kind: .water) { "water \($0) ml" }
        #expect(Set(totals.map(\.text)) == ["water 750 ml (2 entries)", "water 300 ml"])
    }

    @Test func thePhaseInsightsCountTheLoggedDaysOrNameTheStepToLogThem() throws {
        let periods = [PeriodRecord(start: isoDay("2026-09-01"), end: isoDay("2026-09-05")),
                       PeriodRecord(start: isoDay("2026-09-29"), end: isoDay("2026-10-03")),
                       PeriodRecord(start: isoDay("2026-10-27"), end: isoDay("2026-10-31"))]
        let day = try PersonDay(DayInputs(profileName: "me", mode: .cycle, periods: periods), today: today)
        let none = InsightsView(day: day, storedProfile: "me").phases.lines(wording: .tags)
        #expect(none.last == "Symptoms and moods by phase: not enough data yet (log symptoms or moods with '<logSymptomsAndMoods>').")
        let logged = [LoggedDay(day: isoDay("2026-09-02"), symptoms: ["cramps"], moods: ["tired"]),
                      LoggedDay(day: isoDay("2026-09-30"), symptoms: ["cramps"], moods: [])]
        let insights = InsightsView(day: day, storedProfile: "me", logged: logged).phases
        #expect(!insights.heatmap.isEmpty)
        #expect(insights.lines(wording: .tags).contains("Symptoms and moods by phase (completed cycles):"))
    }

    @Test func aKickCountSummaryReadsAsTimesAndWhatToDo() {
        let start = Moment(day: today, hour: 19, minute: 0)
        let kicks = (1...10).map { start.adding(seconds: $0 * 120) }
        let summary = KickSummary(start: start, end: start.adding(seconds: 1500), kicks: kicks, now: start.adding(seconds: 1500), week: 30)
        let text = KickRendering.text(summary)
        #expect(text.hasPrefix("Kick count from 19:00 to 19:25: 10 movements in 25 min.\nTime to 10 movements: 20 min.\n"), "\(text)")
        #expect(text.hasSuffix("contact your maternity unit now; don't wait until tomorrow.\n"))
    }

    @Test func theChecklistTicksTheItemsGiven() {
        let view = ChecklistView(week: 20, checklist: ["Book the anomaly scan", "Rest"], ticked: [1])
        #expect(view.text == "Week 20 checklist\n1. ☑ Book the anomaly scan\n2. ☐ Rest\n")
    }
}
