import Content
import CycleCore
import DayModel
import JSON
import Sharing

/// `bloom partner` as text and JSON: a shared snapshot seen by the partner on their own day —
/// where the person is in their cycle or pregnancy, what is coming up, what was shared, and
/// partner tips for the phase or trimester.
package struct PartnerView: Sendable {
    /// Something coming up: a period, a fertile window, a phase, a trimester, the due date.
    package struct Event: Sendable, Hashable {
        /// "period", "fertile-window", "phase", "trimester" or "due-date".
        package let kind: String
        package let day: Day
        /// The last day, for windows.
        package let until: Day?
        /// How it reads, without the day: "next period, likely Thu 26 Nov to Thu 3 Dec".
        package let text: String
    }

    /// How far ahead "coming up" looks, in days (the next period is shown even when later).
    package static let horizonDays = 42
    /// How many partner tips are shown.
    package static let tipCount = 3

    package let snapshot: ShareSnapshot
    /// The partner's today (the snapshot's day when the partner's clock is earlier).
    package let today: Day
    /// The estimated phase today, when the snapshot reaches today.
    package let phase: Phase?
    /// The cycle day today, when the snapshot reaches today.
    package let cycleDay: Int?
    /// The gestational age today, in pregnancy.
    package let age: GestationalAge?
    /// What is coming up from today, soonest first.
    package let comingUp: [Event]
    /// Partner tips for the phase or trimester today.
    package let tips: [CareItem]
    /// The pregnancy week's entry, for the size line.
    package let week: PregnancyWeek?
    private let names: [String: String]

    /// The view of `snapshot` on `today`, with tips and names from `knowledge`.
    package init(snapshot: ShareSnapshot, today: Day, knowledge: Knowledge) {
        self.snapshot = snapshot
        let today = max(today, snapshot.created)
        self.today = today
        if let cycle = snapshot.cycle {
            let known = cycle.phase(on: today)
            phase = known ?? (today == snapshot.created ? cycle.phase : nil)
            cycleDay = phase == nil ? nil : cycle.cycleDay + snapshot.created.days(to: today)
            age = nil
        } else {
            phase = nil
            cycleDay = nil
            age = snapshot.pregnancy?.age(on: today)
        }
        week = age.flatMap { knowledge.week($0.currentWeek) }
        comingUp = Self.events(snapshot, today: today)
        tips = knowledge.partnerTips(mode: snapshot.mode, phase: phase, trimester: age?.trimester, on: today, count: Self.tipCount)
        var names: [String: String] = [:]
        for entry in knowledge.symptoms.entries + knowledge.moods.entries { names[entry.id] = entry.name.lowercased() }
        self.names = names
    }

    /// "Sam's" or "your partner's".
    var whose: String { snapshot.name.map { $0 + "'s" } ?? "your partner's" }
    /// "Sam" or "your partner".
    var who: String { snapshot.name ?? "your partner" }

    /// The whole view as text.
    package func text(style: Style = .plain) -> String {
        let subject = snapshot.mode == .pregnancy ? "pregnancy" : snapshot.mode == .ttc ? "cycle (trying to conceive)" : "cycle"
        var lines = [style(capitalised("\(whose) \(subject)"), .bold) + " · shared \(snapshot.created.longText), expires \(snapshot.expires.longText)"]
        lines += standing
        lines.append("")
        if comingUp.isEmpty {
            lines.append("Nothing this snapshot can estimate is coming up.")
        } else {
            lines.append(style("Coming up (estimates)", .bold))
            for event in comingUp {
                lines.append("  \(event.day.shortText)  \(event.text) · \(event.day.relativeText(from: today))")
            }
        }
        lines.append("")
        var shared = "Shared: " + snapshot.contents.joined(separator: ", ")
        if !snapshot.leftOut.isEmpty { shared += ". Not shared: " + snapshot.leftOut.joined(separator: ", ") }
        lines.append(shared + ".")
        if let recent = snapshot.recent {
            let parts = snapshot.included.sorted(by: >).map(\.rawValue).joined(separator: " and ")
            lines.append(style(capitalised("\(parts), last \(recent.days) days"), .bold))
            if recent.log.isEmpty { lines.append("  nothing logged") }
            for day in recent.log {
                let symptoms = day.symptoms.map { symptom in
                    name(symptom.id) + (symptom.severity.map { " (\(Self.severityWords[$0] ?? "severity \($0)"))" } ?? "")
                }
                let words = symptoms + day.moods.map(name)
                lines.append("  \(day.day.shortText)  \(words.joined(separator: ", "))")
            }
        }
        if !tips.isEmpty {
            lines.append("")
            lines.append(style("Tips for partners · \(tipsFor)", .bold))
            for tip in tips { lines.append("  • \(tip.title): \(tip.text) " + style("(\(tip.source))", .dim)) }
        }
        lines.append(style(footer, .dim))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where the person is today, in one or two lines.
    var standing: [String] {
        if let pregnancy = snapshot.pregnancy {
            let due = "due \(pregnancy.dueDate.longText), \(pregnancy.dueDate.relativeText(from: today)) (estimate)"
            guard let age else { return ["Today (\(today.shortText)): \(due)."] }
            if age.isPastAnyPregnancy { return ["Today (\(today.shortText)): " + DaySentences.dueDateLongPast(pregnancy.dueDate, today: today) + "."] }
            var lines = ["Today (\(today.shortText)): \(age.weeks) weeks \(age.days) day\(age.days == 1 ? "" : "s") pregnant (week \(age.currentWeek)) · \(Self.trimesterWords[age.trimester]!) trimester · \(due)"]
            if let week { lines.append("The baby is about the size of \(week.size) this week.") }
            return lines
        }
        guard let cycle = snapshot.cycle else { return [] }
        if cycle.daysLate > 0 {
            return ["On \(snapshot.created.shortText) \(whose) period was \(cycle.daysLate) day\(cycle.daysLate == 1 ? "" : "s") later than estimated; no dates ahead can be estimated until it starts."]
        }
        if let phase, let cycleDay {
            return ["Today (\(today.shortText)): cycle day \(cycleDay) · \(phase.name) phase (estimate)"]
        }
        if let next = cycle.periods.first, today <= next.latest {
            return ["Today (\(today.shortText)): the next period is expected about now (likely \(next.earliest.shortText) to \(next.latest.shortText)); this snapshot cannot say whether it has started."]
        }
        let expected = cycle.periods.first.map { " around \($0.start.shortText)" } ?? ""
        return ["Today (\(today.shortText)): the next period was expected\(expected); this snapshot cannot say where \(who) is in the cycle now. Ask for a fresh share."]
    }

    var tipsFor: String {
        if let age { return "\(Self.trimesterWords[age.trimester]!) trimester" }
        if let phase { return "\(phase.name) phase" }
        return snapshot.mode.displayName
    }

    var footer: String {
        snapshot.mode == .pregnancy
            ? "The week and due date come from \(whose) dates as of \(snapshot.created.shortText); a scan may change them."
            : "Dates are estimates from \(whose) own history as of \(snapshot.created.shortText), not contraception."
    }

    /// One JSON object with stable keys; unknown values are null.
    package var json: JSONValue {
        .orderedObject([
            ("today", .day(today)), ("name", .text(snapshot.name)), ("mode", .string(snapshot.mode.rawValue)),
            ("created", .day(snapshot.created)), ("expires", .day(snapshot.expires)),
            ("included", .array(snapshot.included.sorted().map { .string($0.rawValue) })),
            ("cycleDay", cycleDay.map { .int($0) } ?? .null), ("phase", .text(phase?.rawValue)),
            ("daysLate", snapshot.cycle.map { .int($0.daysLate) } ?? .null),
            ("pregnancyWeek", age.map { .int($0.currentWeek) } ?? .null),
            ("gestationalAge", .text(age?.description)), ("trimester", age.map { .int($0.trimester.rawValue) } ?? .null),
            ("dueDate", .day(snapshot.pregnancy?.dueDate)),
            ("comingUp", .array(comingUp.map { event in
                .orderedObject([("kind", .string(event.kind)), ("day", .day(event.day)), ("until", .day(event.until)), ("text", .string(event.text))])
            })),
            ("recent", snapshot.recent.map { recent in
                .array(recent.log.map { day in
                    var pairs: [(String, JSONValue)] = [("day", .day(day.day))]
                    if snapshot.included.contains(.symptoms) {
                        pairs.append(("symptoms", .array(day.symptoms.map { .orderedObject([("id", .string($0.id)), ("severity", $0.severity.map { .int($0) } ?? .null)]) })))
                    }
                    if snapshot.included.contains(.moods) { pairs.append(("moods", .array(day.moods.map(JSONValue.string)))) }
                    return .orderedObject(pairs)
                })
            } ?? .null),
            ("tips", .array(tips.map { .orderedObject([("id", .string($0.id)), ("title", .string($0.title)), ("text", .string($0.text)), ("source", .string($0.source))]) })),
        ])
    }

    /// What is coming up from `today`: phase changes, periods and (trying to conceive) fertile
    /// windows within the horizon, the next period always; in pregnancy, the next trimester and
    /// the due date.
    static func events(_ snapshot: ShareSnapshot, today: Day) -> [Event] {
        var events: [Event] = []
        if let pregnancy = snapshot.pregnancy {
            let lmp = pregnancy.dating.lmp
            for (trimester, start) in [(Trimester.second, lmp + 14 * 7), (.third, lmp + 28 * 7)] where start > today {
                events.append(Event(kind: "trimester", day: start, until: nil, text: "\(trimesterWords[trimester]!) trimester begins"))
            }
            if pregnancy.dueDate >= today { events.append(Event(kind: "due-date", day: pregnancy.dueDate, until: nil, text: "due date")) }
            return events
        }
        guard let cycle = snapshot.cycle else { return [] }
        let horizon = today + horizonDays
        for span in cycle.phases where span.from > today && span.from <= horizon {
            events.append(Event(kind: "phase", day: span.from, until: span.to, text: "\(span.phase.name) phase begins"))
        }
        for period in cycle.periods where period.latest >= today {
            if let fertile = period.fertile, fertile.end >= today, fertile.start <= horizon {
                events.append(Event(kind: "fertile-window", day: max(fertile.start, today), until: fertile.end,
                                    text: "fertile window to \(fertile.end.shortText), ovulation around \(fertile.ovulation.shortText)"))
            }
            let isNext = !events.contains { $0.kind == "period" }
            if period.start <= horizon || isNext {
                let which = isNext ? "next period" : "period"
                events.append(Event(kind: "period", day: period.start, until: nil,
                                    text: "\(which), likely \(period.earliest.shortText) to \(period.latest.shortText)"))
            }
        }
        return events.sorted { $0.day < $1.day }
    }

    static let trimesterWords: [Trimester: String] = [.first: "first", .second: "second", .third: "third"]
    static let severityWords = [1: "mild", 2: "moderate", 3: "severe"]

    private func name(_ id: String) -> String { names[id] ?? id.replacingOccurrences(of: "-", with: " ") }

    private func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
