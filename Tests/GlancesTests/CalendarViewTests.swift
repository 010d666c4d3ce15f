import BloomTestSupport
import CycleCore
import DayModel
import Glances
import Testing

@Suite struct CalendarViewTests {
    /// Periods of 5 days starting 28 days apart, the last on 2026-10-20; today 2026-11-10.
    private func day(today: String = "2026-11-10", mode: Mode = .cycle) throws -> PersonDay {
        let starts = ["2026-06-30", "2026-07-28", "2026-08-25", "2026-09-22", "2026-10-20"].map(isoDay)
        let periods = starts.map { PeriodRecord(start: $0, end: $0 + 4) }
        return try PersonDay(DayInputs(profileName: "me", mode: mode, periods: periods), today: isoDay(today))
    }

    @Test func aMonthStartingOnSundayLeavesSixEmptyCellsBeforeItsFirstDay() {
        let grid = MonthGrid(containing: isoDay("2026-11-10"))
        let lines = grid.lines(marks: { _ in nil }, today: isoDay("2026-11-10"))
        #expect(lines[0] == "November 2026")
        #expect(lines[1] == " Mo   Tu   We   Th   Fr   Sa   Su")
        #expect(lines[2] == String(repeating: " ", count: 30) + "  1")
        #expect(lines[3] == "  2    3    4    5    6    7    8")
        #expect(lines[4] == "  9  [10 ] 11   12   13   14   15")
        #expect(lines.count == 2 + 6)
    }

    @Test func sundayWeeksPutTheFirstOfNovemberInTheFirstColumn() {
        let grid = MonthGrid(containing: isoDay("2026-11-01"), startsOnSunday: true)
        let lines = grid.lines(marks: { _ in nil }, today: isoDay("2026-12-25"))
        #expect(lines[1] == " Su   Mo   Tu   We   Th   Fr   Sa")
        #expect(lines[2] == "  1    2    3    4    5    6    7")
        #expect(lines.last == " 29   30")
    }

    @Test func marksReadWithoutColourAndColourOnlyWrapsMarkedCells() {
        let grid = MonthGrid(containing: isoDay("2026-11-01"))
        let marks: (Day) -> DayMark? = { $0 == isoDay("2026-11-03") ? .period : nil }
        let plain = grid.lines(marks: marks, today: isoDay("2026-11-10"))
        #expect(plain[3] == "  2    3●   4    5    6    7    8")
        let coloured = grid.lines(marks: marks, today: isoDay("2026-11-10"), style: .coloured)
        #expect(coloured[3] == "  2   \u{1B}[31m 3●\u{1B}[0m   4    5    6    7    8")
    }

    @Test func theCalendarMarksLoggedPredictedAndFertileDays() throws {
        let view = CalendarView(from: isoDay("2026-11-01"), count: 1)
        let text = view.text(try day(), wording: .tags)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Next period 2026-11-17 (28 days after 2026-10-20); ovulation 14 days before it.
        #expect(lines[0] == "November 2026")
        #expect(lines[5].contains("17○") || lines[5].contains("17·"))
        #expect(lines[3].contains(" 3◆"))
        #expect(text.hasSuffix("Predictions are estimates from your own history, not contraception.\n"))
        #expect(lines.contains { $0.hasPrefix("● period (logged)") || $0.contains("○ period (predicted)") })
        #expect(lines.contains { $0.hasSuffix("[ ] today") })
    }

    @Test func aFertileWindowIsMarkedInTheMonthBeforeThePeriodItPrecedes() throws {
        // One period on 10 Oct (a typical 29-day cycle): the window 20–25 Oct comes before a
        // period due 8 Nov, and the next window (18–23 Nov) before a period due 7 Dec.
        let periods = [PeriodRecord(start: isoDay("2026-10-10"), end: isoDay("2026-10-14"))]
        let day = try PersonDay(DayInputs(profileName: "me", mode: .cycle, periods: periods), today: isoDay("2026-10-22"))
        let prediction = try #require(day.prediction)
        let windows = prediction.upcoming(3)
        for month in ["2026-10-01", "2026-11-01", "2026-12-01"].map(isoDay) {
            let view = CalendarView(from: month, count: 1)
            let marks = CalendarMarks(day: day, through: view.lastDay)
            for window in windows {
                for ordinal in window.fertileStart.ordinal...window.fertileEnd.ordinal {
                    let shown = Day(ordinal: ordinal)
                    guard shown >= view.firstDay, shown <= view.lastDay else { continue }
                    let expected: DayMark = shown == window.ovulation ? .ovulation : .fertile
                    #expect(marks[shown] == expected, "\(shown.iso) in the calendar of \(month.iso)")
                }
            }
        }
        let october = CalendarView(from: isoDay("2026-10-01"), count: 1).text(day, wording: .tags)
        #expect(october.contains("20+") && october.contains("25◆"), "\(october)")
        let november = CalendarView(from: isoDay("2026-11-01"), count: 1).text(day, wording: .tags)
        #expect(november.contains("\(windows[1].ovulation.shortText.split(separator: " ")[1])◆"), "\(november)")
    }

    @Test func aLatePeriodIsMarkedFromItsExpectedStartToToday() throws {
        // Due 2026-11-17 (28 days after 2026-10-20); today 2026-11-22, five days late.
        let late = try day(today: "2026-11-22")
        let status = try #require(late.status)
        #expect(status.daysLate == 5)
        let view = CalendarView(from: isoDay("2026-11-01"), count: 1)
        let marks = CalendarMarks(day: late, through: view.lastDay)
        for shown in ["2026-11-17", "2026-11-20", "2026-11-22"].map(isoDay) { #expect(marks[shown] == .late, "\(shown.iso)") }
        #expect(marks[isoDay("2026-11-16")] != .late)
        #expect(marks[isoDay("2026-11-23")] != .late)
        let text = view.text(late, wording: .tags)
        #expect(text.contains("17!") && text.contains("! period late (expected, not logged)"), "\(text)")
        // On time, nothing is marked late.
        let onTime = CalendarMarks(day: try day(today: "2026-11-10"), through: view.lastDay)
        #expect(!onTime.marks.values.contains(.late))
    }

    @Test func anEmptyHistoryAsksForAFirstPeriodAndJSONHasNoDays() throws {
        let empty = try PersonDay(DayInputs(profileName: "me", mode: .cycle, periods: []), today: isoDay("2026-11-10"))
        let view = CalendarView(from: isoDay("2026-11-10"), count: 2, startsOnSunday: true)
        #expect(view.lastDay == isoDay("2026-12-31"))
        #expect(view.text(empty, wording: .tags).hasSuffix("[ ] today\nNothing logged yet: log a period with '<logPeriodStart>' to see predictions.\n"))
        #expect(view.text(empty, wording: .full).contains("'logPeriodStart(NextSteps.NextStep.DayChoice.blankWithFormat, newCycle: false)'"),
                "a first period is asked for with the day's format shown")
        #expect(view.json(empty, storedProfile: nil).rendered()
                == #"{"today":"2026-11-10","profile":null,"from":"2026-11-01","through":"2026-12-31","weekStart":"sunday","days":[]}"#)
    }

    @Test func theLegendListsOnlyTheMarksShownThenToday() {
        #expect(MonthGrid.legend(for: [.fertile, .period]) == "● period (logged)  + fertile window (estimate)  [ ] today")
        #expect(MonthGrid.legend(for: []) == "[ ] today")
    }
}
