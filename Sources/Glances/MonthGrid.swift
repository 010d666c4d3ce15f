import CycleCore
import DayModel

/// A month laid out as a grid of weeks for the terminal, readable without colour.
///
/// Each day is a five-character cell: the day number, its mark's symbol, and square brackets
/// around today, e.g. ` 3● `, `[10+]`. Weeks start on Monday unless `startsOnSunday`.
package struct MonthGrid {
    /// The first day of the month shown.
    package let month: Day
    /// Whether weeks start on Sunday (else Monday).
    package let startsOnSunday: Bool

    /// Creates the grid of the month containing `day`.
    package init(containing day: Day, startsOnSunday: Bool = false) {
        self.month = day.firstOfMonth
        self.startsOnSunday = startsOnSunday
    }

    /// The weeks of the month: seven slots each, nil outside the month.
    package var weeks: [[Day?]] {
        let length = Day.length(ofMonth: month.month, in: month.year)
        let weekdayIndex = month.weekday.rawValue - 1  // 0 = Monday
        let lead = startsOnSunday ? (weekdayIndex + 1) % 7 : weekdayIndex
        var slots: [Day?] = Array(repeating: nil, count: lead) + (0..<length).map { month + $0 }
        while slots.count % 7 != 0 { slots.append(nil) }
        return stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<$0 + 7]) }
    }

    /// The column headings, e.g. " Mo   Tu   We …".
    package var header: String {
        let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        let ordered = startsOnSunday ? ["Su"] + names.dropLast() : names
        return MonthGrid.trimmed(ordered.map { " \($0)  " }.joined())
    }

    /// The month as lines: its title, the headings and one line a week (no trailing spaces).
    /// - Parameters:
    ///   - marks: the mark on each day.
    ///   - today: the day to bracket.
    ///   - style: colours a cell's number and symbol (identity when colour is off).
    package func lines(marks: (Day) -> DayMark?, today: Day, style: Style = .plain) -> [String] {
        lines(today: today, markWidth: 1) { day in
            guard let mark = marks(day) else { return [] }
            return [(String(mark.symbol), mark.style)]
        } style: { body, styles in styles.first.map { style(body, $0) } ?? body }
    }

    /// The month as lines with up to `markWidth` one-character marks per day (several people
    /// on one calendar): each mark keeps its own colour, and the marks read without colour.
    package func lines(today: Day, markWidth: Int, marks: (Day) -> [(symbol: String, style: TextStyle)],
               style: (String, [TextStyle]) -> String) -> [String] {
        let cellWidth = markWidth + 4
        let headerCell = { (name: String) in " \(name)" + String(repeating: " ", count: max(0, cellWidth - 3)) }
        let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        let ordered = startsOnSunday ? ["Su"] + names.dropLast() : names
        var lines = ["\(month.monthName) \(month.year)", MonthGrid.trimmed(ordered.map(headerCell).joined())]
        for week in weeks {
            let cells = week.map { day -> String in
                guard let day else { return String(repeating: " ", count: cellWidth) }
                let dayMarks = Array(marks(day).prefix(markWidth))
                let number = day.dayOfMonth < 10 ? " \(day.dayOfMonth)" : "\(day.dayOfMonth)"
                var body = number
                if dayMarks.count <= 1 {
                    body = number + (dayMarks.first?.symbol ?? " ")
                    if !dayMarks.isEmpty { body = style(body, dayMarks.map(\.style)) }
                } else {
                    body = number + dayMarks.map { style($0.symbol, [$0.style]) }.joined()
                }
                let padding = String(repeating: " ", count: max(0, markWidth - max(1, dayMarks.count)))
                return day == today ? "[" + body + "]" + padding : " " + body + " " + padding
            }
            lines.append(MonthGrid.trimmed(cells.joined()))
        }
        return lines
    }

    /// The legend for the marks that appear, plus today.
    package static func legend(for used: Set<DayMark>, width: Int = .max) -> String {
        let items = DayMark.allCases.filter(used.contains).map { "\($0.symbol) \($0.legend)" } + ["[ ] today"]
        // Whole items per line, so no item is split from its symbol at the terminal's edge.
        var lines: [String] = []
        for item in items {
            if let last = lines.last, TextWrap.columns(last) + 2 + TextWrap.columns(item) <= width {
                lines[lines.count - 1] = last + "  " + item
            } else {
                lines.append(item)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` without spaces at its end.
    package static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
