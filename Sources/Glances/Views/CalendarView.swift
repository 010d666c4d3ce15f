import CycleCore
import DayModel
import JSON
import NextSteps

/// `bloom calendar` as text and JSON: month grids with logged and predicted periods, the
/// fertile window, ovulation and today; or everyone's periods on one grid.
package struct CalendarView {
    /// The grids shown, in order.
    package let months: [MonthGrid]
    /// The last day shown.
    package let lastDay: Day

    /// `count` months from the month of `first`.
    package init(from first: Day, count: Int, startsOnSunday: Bool = false) {
        let start = first.firstOfMonth
        months = (0..<max(1, count)).map { MonthGrid(containing: start.adding(months: $0), startsOnSunday: startsOnSunday) }
        lastDay = start.adding(months: max(1, count)) - 1
    }

    /// The first day shown.
    package var firstDay: Day { months[0].month }

    /// The grids, a legend and a note on what the predictions rest on (or the step to a first
    /// prediction, written by `wording`).
    package func text(_ day: PersonDay, style: Style = .plain, wording: StepWording, width: Int = .max) -> String {
        let marks = CalendarMarks(day: day, through: lastDay)
        var lines: [String] = []
        var used = Set<DayMark>()
        for (index, grid) in months.enumerated() {
            if index > 0 { lines.append("") }
            lines += grid.lines(marks: { marks[$0] }, today: day.today, style: style)
            for week in grid.weeks { for case let shown? in week { if let mark = marks[shown] { used.insert(mark) } } }
        }
        lines.append("")
        lines.append(MonthGrid.legend(for: used, width: width))
        if day.history.isEmpty && day.pregnancy == nil {
            lines.append("Nothing logged yet: log a period with '\(wording(.logPeriodStart(.blankWithFormat)))' to see predictions.")
        } else if day.prediction != nil && day.mode != .pregnancy {
            lines.append("Predictions are estimates from your own history, not contraception.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The marked days as JSON; `storedProfile` is nil when nothing is stored.
    package func json(_ day: PersonDay, storedProfile: String?) -> JSONValue {
        let marks = CalendarMarks(day: day, through: lastDay)
        let first = firstDay
        let days = marks.marks.keys.filter { $0 >= first && $0 <= lastDay }.sorted()
        let items: [JSONValue] = days.map { shown in .orderedObject([("day", .day(shown)), ("mark", .string(marks[shown]!.rawValue))]) }
        return .orderedObject([
            ("today", .day(day.today)),
            ("profile", .text(storedProfile)),
            ("from", .day(first)),
            ("through", .day(lastDay)),
            ("weekStart", .string(months.first?.startsOnSunday == true ? "sunday" : "monday")),
            ("days", .array(items)),
        ])
    }

    /// Everyone's periods on one grid (`--all`), or how to start when nobody is here (written by
    /// `wording`).
    package func sharedText(_ overview: Overview, style: Style = .plain, wording: StepWording) -> String {
        let shared = SharedCalendar(overview: overview, through: lastDay)
        guard !shared.people.isEmpty else { return "Nobody here yet: log a period with '\(wording(.logPeriodStart(.blank)))'.\n" }
        let width = max(1, shared.people.count)
        var lines: [String] = []
        for (index, grid) in months.enumerated() {
            if index > 0 { lines.append("") }
            lines += grid.lines(today: overview.today, markWidth: width, marks: shared.symbols(on:)) { body, styles in
                styles.first.map { style(body, $0) } ?? body
            }
        }
        lines.append("")
        lines.append(shared.legend + "  [ ] today")
        lines.append("Predictions are estimates, not contraception.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Everyone's marked days as JSON.
    package func sharedJSON(_ overview: Overview) -> JSONValue {
        let shared = SharedCalendar(overview: overview, through: lastDay)
        let first = firstDay
        let days = (first.ordinal...lastDay.ordinal).map(Day.init(ordinal:)).filter { !shared.symbols(on: $0).isEmpty }
        return .orderedObject([
            ("today", .day(overview.today)), ("from", .day(first)), ("through", .day(lastDay)),
            ("people", .array(shared.people.map { .orderedObject([("name", .string($0.name)), ("letter", .string(String($0.letter)))]) })),
            ("days", .array(days.map { shown in
                .orderedObject([("day", .day(shown)), ("marks", .array(shared.symbols(on: shown).map { .string($0.symbol) }))])
            })),
        ])
    }
}
