import CycleCore
import DayModel
import JSON
import NextSteps

/// `bloom overview` as text and JSON: everyone on this device at a glance.
package enum OverviewView {
    /// One line a profile (colour and initial, mode, standing, last entry), the totals and what
    /// is coming up; only dates, counts and modes, never notes or symptoms. With nobody here,
    /// how to start, written by `wording`.
    package static func text(_ overview: Overview, style: Style = .plain, wording: StepWording) -> String {
        guard !overview.profiles.isEmpty else {
            return "Nobody here yet: log a period with '\(wording(.logPeriodStart(.blank)))', or add someone with '\(wording(.addProfile(name: nil)))'.\n"
        }
        var lines = [style("Everyone · \(overview.today.longText)", .bold)]
        let width = overview.profiles.map(\.name.count).max() ?? 0
        let letters = SharedCalendar.letters(for: overview.profiles.map(\.name))
        for (glance, letter) in zip(overview.profiles, letters) {
            let initial = style("[\(letter)]", ProfileColour.style(glance.colour))
            let name = glance.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let mode = glance.day.mode.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            var line = "  \(initial) \(name)  \(mode)  \(glance.standing)"
            if let last = glance.lastLogged {
                line += " · last: \(last.kind), \(last.day.relativeText(from: overview.today))"
            }
            lines.append(line)
        }
        let people = overview.profiles.count
        lines.append("\(people) \(people == 1 ? "person" : "people") · \(overview.totalRecords) record\(overview.totalRecords == 1 ? "" : "s")")
        let coming = overview.comingUp
        lines.append("")
        if coming.isEmpty {
            lines.append("Nothing expected in the next \(Overview.horizonDays) days.")
        } else {
            lines.append(style("Coming up in the next \(Overview.horizonDays) days", .bold))
            for event in coming {
                lines.append("  \(event.day.shortText)  \(event.text), \(event.day.relativeText(from: overview.today))")
            }
        }
        lines.append(style("Dates are estimates, not contraception.", .dim))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One JSON object with stable keys; unknown values are null.
    package static func json(_ overview: Overview) -> JSONValue {
        .orderedObject([
            ("today", .day(overview.today)),
            ("people", .int(overview.profiles.count)),
            ("records", .int(overview.totalRecords)),
            ("profiles", .array(overview.profiles.map { glance in
                let day = glance.day
                let cycle = day.mode == .pregnancy ? nil : day.status
                return .orderedObject([
                    ("name", .string(glance.name)),
                    ("colour", .string(glance.colour)),
                    ("mode", .string(day.mode.rawValue)),
                    ("nextPeriod", .day(cycle?.prediction.nextStart)),
                    ("earliest", .day(cycle?.prediction.earliest)),
                    ("latest", .day(cycle?.prediction.latest)),
                    ("daysLate", .int(cycle?.daysLate ?? 0)),
                    ("pregnancyWeek", day.mode == .pregnancy ? day.gestationalAge.map { .int($0.currentWeek) } ?? .null : .null),
                    ("dueDate", .day(day.mode == .pregnancy && day.gestationalAge != nil ? day.pregnancy?.dueDate : nil)),
                    ("needsFirstLog", .bool(day.needsFirstLog)),
                    ("records", .int(glance.records)),
                    ("lastLogged", glance.lastLogged.map { .orderedObject([("kind", .string($0.kind)), ("day", .day($0.day))]) } ?? .null),
                ])
            })),
            ("comingUp", .array(overview.comingUp.map { event in
                .orderedObject([("day", .day(event.day)), ("profile", .string(event.profile)), ("kind", .string(event.kind.rawValue))])
            })),
        ])
    }
}
