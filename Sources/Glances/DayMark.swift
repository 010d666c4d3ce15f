import CycleCore
import DayModel

/// What the calendar shows on one day, in order of precedence (the first wins).
package enum DayMark: String, CaseIterable, Sendable {
    /// A logged day of bleeding.
    case period
    /// A day since the predicted start of a period that has not come (up to today).
    case late
    /// A day of the predicted period (from the most likely start).
    case predictedPeriod
    /// The estimated ovulation day.
    case ovulation
    /// The fertile window (estimate).
    case fertile
    /// The days the next period may start on, around the most likely start.
    case possibleStart
    /// The estimated due date of a pregnancy.
    case dueDate

    /// The character shown after the day number, readable without colour.
    package var symbol: Character {
        switch self {
        case .period: "●"
        case .late: "!"
        case .predictedPeriod: "○"
        case .ovulation: "◆"
        case .fertile: "+"
        case .possibleStart: "·"
        case .dueDate: "★"
        }
    }

    /// The colour used on a terminal.
    package var style: TextStyle {
        switch self {
        case .period: .red
        case .late: .yellow
        case .predictedPeriod: .magenta
        case .ovulation: .green
        case .fertile: .cyan
        case .possibleStart: .dim
        case .dueDate: .yellow
        }
    }

    /// The legend's words.
    package var legend: String {
        switch self {
        case .period: "period (logged)"
        case .late: "period late (expected, not logged)"
        case .predictedPeriod: "period (predicted)"
        case .ovulation: "ovulation (estimate)"
        case .fertile: "fertile window (estimate)"
        case .possibleStart: "period may start"
        case .dueDate: "due date"
        }
    }
}

/// The marks of every day the calendar may show, from the history and the prediction.
package struct CalendarMarks {
    package private(set) var marks: [Day: DayMark] = [:]

    /// The mark on `day`, if any.
    package subscript(day: Day) -> DayMark? { marks[day] }

    /// Sets `mark` on `day` unless a mark that takes precedence is already there.
    package mutating func add(_ mark: DayMark, on day: Day) {
        if let current = marks[day], DayMark.allCases.firstIndex(of: current)! <= DayMark.allCases.firstIndex(of: mark)! { return }
        marks[day] = mark
    }

    /// Adds `mark` on every day from `first` to `last`.
    package mutating func add(_ mark: DayMark, from first: Day, through last: Day) {
        guard first <= last else { return }
        for ordinal in first.ordinal...last.ordinal { add(mark, on: Day(ordinal: ordinal)) }
    }

    /// The marks for a profile's day model up to `lastDay`: logged periods (the ongoing one up
    /// to today, then its expected days as predicted), predicted periods with their possible
    /// starts, ovulation and fertile windows; in pregnancy the due date instead of predictions.
    package init(day snapshot: PersonDay, through lastDay: Day) {
        let today = snapshot.today
        let latestStart = snapshot.history.latest?.start
        for period in snapshot.history.periods {
            // An earlier period with no end has an unknown end and covers only its start day;
            // the latest one runs to today or its expected end, whichever comes first.
            let open = period.start == latestStart ? min(today, snapshot.status?.periodEnd ?? period.start) : period.start
            add(.period, from: period.start, through: period.end ?? open)
        }
        if snapshot.mode == .pregnancy {
            if let pregnancy = snapshot.pregnancy { add(.dueDate, on: pregnancy.dueDate) }
            return
        }
        guard let prediction = snapshot.prediction, let status = snapshot.status else { return }
        // A late period is shown where it was expected: every day from its predicted start to
        // today, so the grid says what the chat and `predict` say ("5 days late").
        if status.isLate { add(.late, from: prediction.nextStart, through: today) }
        if status.periodOngoing, status.periodEnd > today { add(.predictedPeriod, from: today + 1, through: status.periodEnd) }
        // Every projected cycle whose marks begin by `lastDay` is shown, whatever month its
        // period starts in: a fertile window can fall a month before the period it precedes.
        let cycle = max(1, prediction.cycleLength)
        let count = max(1, prediction.lastStart.days(to: lastDay) / cycle + 3)
        for predicted in prediction.upcoming(count, asOf: today) where predicted.firstMarkedDay <= lastDay {
            add(.ovulation, on: predicted.ovulation)
            add(.fertile, from: predicted.fertileStart, through: predicted.fertileEnd)
            // A late period has not come: predicted days before today are not shown.
            add(.predictedPeriod, from: max(predicted.start, today), through: predicted.end)
            add(.possibleStart, from: max(predicted.earliest, today), through: predicted.latest)
        }
    }
}

extension PredictedPeriod {
    /// The first day a calendar marks for this projected cycle: its fertile window, or the
    /// earliest possible start of its period if that comes first.
    var firstMarkedDay: Day { min(fertileStart, earliest) }
}
