import Glances
import CycleCore
import DayModel

/// `bloom overview`: everyone on this device at a glance.
enum OverviewCommand: BloomCommand {
    static let name = "overview"
    static let summary = "Everyone on this device at a glance: next periods, pregnancies, what is coming up"
    static let usage = """
        bloom overview [--today YYYY-MM-DD] [--json]

        One line per profile: its colour and initial, mode, the next period with its likely
        range (or the pregnancy week and due date, or what to log first), days late, and the
        kind and day of the last entry. Then the totals and what is coming up for anyone in
        the next 14 days, soonest first. Only dates, counts and modes are shown: never notes,
        symptoms or sexual activity.

        JSON: {"today", "people", "records", "profiles": [{"name", "colour", "mode",
        "nextPeriod", "earliest", "latest", "daysLate", "pregnancyWeek", "dueDate",
        "needsFirstLog", "records", "lastLogged": {"kind", "day"}}], "comingUp": [{"day",
        "profile", "kind"}]} — dates are YYYY-MM-DD, unknown values are null.

        Examples:
          bloom overview
          bloom overview --today 2026-11-10 --json
        """
    static let options: [OptionSpec] = [.flag("--json", "print one JSON object")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        if let extra = arguments.positionals.first { throw CLIError.usage("unexpected '\(extra)': bloom overview takes no words") }
        let overview = try Overview.load(context)
        if context.wantsJSON {
            context.out.line(json(overview).rendered())
        } else {
            context.out.write(text(overview, style: context.out.styled))
        }
    }

    static func text(_ overview: Overview, style: (String, TextStyle) -> String) -> String {
        guard !overview.profiles.isEmpty else {
            return "Nobody here yet: log a period with 'bloom log period start DATE', or add someone with 'bloom profile add NAME'.\n"
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

    static func json(_ overview: Overview) -> JSON {
        .object([
            ("today", .day(overview.today)),
            ("people", .int(overview.profiles.count)),
            ("records", .int(overview.totalRecords)),
            ("profiles", .array(overview.profiles.map { glance in
                let day = glance.day
                let cycle = day.mode == .pregnancy ? nil : day.status
                return .object([
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
                    ("lastLogged", glance.lastLogged.map { .object([("kind", .string($0.kind)), ("day", .day($0.day))]) } ?? .null),
                ])
            })),
            ("comingUp", .array(overview.comingUp.map { event in
                .object([("day", .day(event.day)), ("profile", .string(event.profile)), ("kind", .string(event.kind.rawValue))])
            })),
        ])
    }
}
