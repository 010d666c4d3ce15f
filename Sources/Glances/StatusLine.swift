import CycleCore
import DayModel

/// The one-line status for shell prompts and status bars, e.g. `day 12 · follicular · period in 16d`.
package enum StatusLine {
    /// The placeholders a `--format` template may use.
    package static let placeholders = ["day", "phase", "next", "late", "week", "trimester", "due", "dueAgo", "profile", "mode"]

    /// The values of the placeholders for a snapshot (absent when unknown).
    package static func values(_ snapshot: PersonDay) -> [String: String] {
        var values = ["profile": snapshot.profileName, "mode": snapshot.mode.rawValue]
        if let status = snapshot.status {
            values["day"] = String(status.cycleDay)
            values["phase"] = status.phase.name
            values["next"] = "\(max(0, status.daysUntilNextPeriod))d"
            values["late"] = "\(status.daysLate)d"
        }
        if let age = snapshot.gestationalAge, let pregnancy = snapshot.pregnancy {
            values["week"] = String(age.currentWeek)
            values["trimester"] = String(age.trimester.rawValue)
            values["due"] = "\(snapshot.today.days(to: pregnancy.dueDate))d"
            values["dueAgo"] = "\(max(0, pregnancy.dueDate.days(to: snapshot.today)))d"
        }
        return values
    }

    /// The template used when none is given, or nil when there is nothing to show.
    package static func defaultTemplate(_ snapshot: PersonDay) -> String? {
        if snapshot.mode == .pregnancy {
            guard let age = snapshot.gestationalAge else { return nil }
            if age.isPastAnyPregnancy { return "due date {dueAgo} ago" }
            let overdue = snapshot.pregnancy.map { $0.dueDate < snapshot.today } ?? false
            return overdue ? "week {week} · T{trimester} · due date {dueAgo} ago" : "week {week} · T{trimester} · due in {due}"
        }
        guard let status = snapshot.status else { return nil }
        if status.isLate { return "day {day} · period late {late}" }
        if status.daysUntilNextPeriod == 0 { return "day {day} · period due today" }
        return "day {day} · {phase} · period in {next}"
    }

    /// `template` with each `{name}` replaced by its value (empty when unknown); other text,
    /// including unknown `{words}`, is kept as written.
    package static func render(_ template: String, values: [String: String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            if placeholders.contains(name) {
                result += values[name] ?? ""
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
