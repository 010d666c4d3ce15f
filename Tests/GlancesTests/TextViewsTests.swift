import BloomTestSupport
import CycleCore
import DayModel
import Glances
import Journal
import Testing

@Suite struct TextViewsTests {
    @Test func styleWrapsTextOnlyWhenColourIsOn() {
        #expect(Style.plain("hi", .red) == "hi")
        #expect(Style.coloured("hi", .bold) == "\u{1B}[1mhi\u{1B}[0m")
    }

    @Test func sparklinesAndBarChartsScaleToTheirValues() {
        #expect(Sparkline.render([1, 2, 3, 4, 5, 6, 7, 8]) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.render([5, 5, 5]) == "▄▄▄")
        #expect(Sparkline.render([]) == "")
        #expect(BarChart.render([2, 4], average: 3, width: 4) == ["  1   2 ██ │", "  2   4 ███│"])
    }

    @Test func historyListsNewestFirstWithCyclesAndAverages() throws {
        let history = try PeriodHistory(validating: [
            PeriodRecord(start: isoDay("2026-09-01"), end: isoDay("2026-09-05")),
            PeriodRecord(start: isoDay("2026-09-29"), end: nil, notes: "light"),
        ], today: isoDay("2026-10-01"))
        let view = HistoryView(history: history, profileName: "Anna", today: isoDay("2026-10-01"))
        #expect(view.text(wording: .tags) == """
            Periods · profile Anna · 2 logged
              2026-09-29 → ongoing     day 3, no end logged yet · “light”
              2026-09-01 → 2026-09-05  5 days · cycle 28 days
            period 5 days on average

            """)
        #expect(HistoryView(history: .empty, profileName: nil, today: isoDay("2026-10-01")).text(wording: .tags)
                == "No periods logged yet: log one with '<logPeriodStart>'.\n")
        #expect(view.json.rendered().hasPrefix(#"{"profile":"Anna","today":"2026-10-01","periods":[{"start":"2026-09-01","end":"2026-09-05","length":5,"cycleLength":28,"ongoing":false,"notes":null}"#))
    }

    @Test func remindersAreBulletsAndNothingWhenNothingIsDue() throws {
        let periods = [PeriodRecord(start: isoDay("2026-10-01"), end: isoDay("2026-10-05")),
                       PeriodRecord(start: isoDay("2026-10-29"), end: isoDay("2026-11-02"))]
        let day = try PersonDay(DayInputs(profileName: "me", mode: .cycle, periods: periods), today: isoDay("2026-11-10"))
        let quiet = RemindersView(day: day, storedProfile: "me", inputs: ReminderInputs(now: Moment(day: isoDay("2026-11-10"), secondOfDay: 9 * 3600)))
        #expect(quiet.text(wording: .tags) == "")
        #expect(quiet.json(.tags).rendered() == #"{"today":"2026-11-10","profile":"me","reminders":[]}"#)
        var inputs = ReminderInputs(now: Moment(day: isoDay("2026-11-10"), secondOfDay: 19 * 3600))
        inputs.waterMilliliters = 500
        inputs.waterGoalMilliliters = 2000
        let evening = RemindersView(day: day, storedProfile: "me", inputs: inputs)
        #expect(evening.text(wording: .tags).hasPrefix("• "))
        #expect(evening.text(wording: .tags).hasSuffix("\n"))
        #expect(evening.reminders.map(\.kind) == [.water])
    }

    @Test func insightsSayWhenThereIsNotEnoughData() {
        let text = InsightsView.text(CycleStatistics(history: .empty), temperatures: [36.4], weights: [], profile: "me")
        #expect(text == """
            Insights · profile me
            Cycle: not enough data yet (log at least \(CycleStatistics.minimumCycles + 1) period starts).
            Period: not enough data yet (log when a period ends).

            """)
    }

    @Test func theStatusLineFillsKnownPlaceholdersAndKeepsUnknownWords() {
        #expect(StatusLine.render("day {day} · {phase} {x}", values: ["day": "12", "phase": "follicular"]) == "day 12 · follicular {x}")
        #expect(StatusLine.render("{week}w", values: [:]) == "w")
    }

    @Test func checklistAndAppointmentsAreNumberedWithTheirTicks() {
        let checklist = ChecklistView(week: 12, checklist: ["Book the scan", "Rest"], ticked: [2])
        #expect(checklist.text == "Week 12 checklist\n1. ☐ Book the scan\n2. ☑ Rest\n")
        #expect(ChecklistView(week: 3, checklist: [], ticked: []).text == "Week 3 checklist\nNothing on the checklist this week.\n")
        let later = Appointment(title: "Scan", at: LocalTimestamp(day: isoDay("2026-12-01"), time: TimeOfDay(seconds: 9 * 3600)!))
        let sooner = Appointment(title: "Midwife", at: LocalTimestamp(day: isoDay("2026-11-20"), time: TimeOfDay(seconds: 10 * 3600 + 1800)!),
                                 place: "Health centre", reminderMinutes: 60)
        let view = AppointmentsView([later, sooner])
        #expect(view.text(wording: .tags) == "1. ☐ 2026-11-20 10:30 Midwife · Health centre · reminder 60 min before\n2. ☐ 2026-12-01 09:00 Scan\n")
        #expect(AppointmentsView([]).text(wording: .tags).hasPrefix("No appointments yet: add one with <addAppointment>, or in the chat"))
    }

    @Test func timerWordsReadDurationsAsPeopleSayThem() {
        #expect(TimerWords.duration(45) == "45 s")
        #expect(TimerWords.duration(90) == "1 min 30 s")
        #expect(TimerWords.duration(720) == "12 min")
        #expect(TimerWords.duration(3900) == "1 h 05 min")
    }

    @Test func anEmptyChartSaysHowToStart() {
        let analysis = ThermalShiftDetector.analyze([])
        #expect(ChartRendering.text(analysis, cycleStart: nil, wording: .tags)
                == "No temperatures to chart yet: log one each morning with '<log>'.\n")
        #expect(ChartRendering.text(analysis, cycleStart: nil, wording: .full).contains("temperature(celsius: 36.45, atMinute: Optional(390))"))
        #expect(ChartRendering.conclusion(analysis).hasPrefix("No temperature shift yet."))
    }

    @Test func iCalendarLinesFoldAt75OctetsAndTextIsEscaped() {
        #expect(ICalendar.escape("a,b;c\\d\ne") == "a\\,b\\;c\\\\d\\ne")
        let folded = ICalendar.fold(String(repeating: "x", count: 80))
        #expect(folded == String(repeating: "x", count: 75) + "\r\n " + String(repeating: "x", count: 5))
        let calendar = ICalendar(name: "Bloom (me)", stamp: "20261110T000000Z", version: "9.9")
        #expect(calendar.text.contains("PRODID:-//Bloom//bloom 9.9//EN\r\n"))
    }

    @Test func theBriefingOfAnEmptyDayAsksForAFirstLog() throws {
        let day = try PersonDay(DayInputs(profileName: "me", mode: .cycle, periods: []), today: isoDay("2026-11-10"))
        let lines = StatusLine.defaultTemplate(day)
        #expect(lines == nil)
        #expect(StatusLine.values(day) == ["profile": "me", "mode": "cycle"])
    }
}
