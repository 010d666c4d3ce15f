import CycleCore
import DayModel

/// Which report: the cycle report or the pregnancy report.
package enum ReportKind: String, Sendable, Hashable {
    case cycle, pregnancy

    /// "Cycle report", "Pregnancy report".
    package var title: String { self == .cycle ? "Cycle report" : "Pregnancy report" }
}

/// A report to take to a clinic, computed once from plain inputs and read by both renderers
/// (`HTMLReport`, `PDFReport`): who and what it covers, and the cycle or pregnancy part.
///
/// Every date and statistic comes from the day model and the libraries `bloom history`,
/// `insights`, `predict`, `chart` and `weight` use, so the report and those commands agree.
package struct ReportModel: Sendable {
    package let kind: ReportKind
    package let reader: ReportReader
    package let span: ReportSpan
    /// The day it was made (the day model's today).
    package let generated: Day
    /// The profile's name, or nil when it is left out (`--anonymous`).
    package let name: String?
    package let units: ReportUnits
    /// The cycle part, in a cycle report.
    package let cycle: CycleReport?
    /// The pregnancy part, in a pregnancy report.
    package let pregnancy: PregnancyReport?
    /// Supplements and medicines as logged in the span (both reports list them).
    package let supplements: [SupplementUse]

    /// The report of `inputs` as `request` asks.
    /// - Throws: `ReportRequestError` when the span runs backwards or past today.
    package init(_ inputs: ReportInputs, request: ReportRequest) throws(ReportRequestError) {
        let day = inputs.day
        let today = day.today
        let reader = request.reader ?? (day.pregnancy != nil ? .midwife : .gp)
        let kind: ReportKind = reader == .midwife ? .pregnancy : .cycle
        let span = try Self.span(of: request, kind: kind, day: day)
        self.kind = kind
        self.reader = reader
        self.span = span
        generated = today
        name = request.anonymous ? nil : day.profileName
        units = inputs.units
        supplements = SupplementUse.tally(inputs.supplements.filter { span.contains($0.day) })
        switch kind {
        case .cycle:
            cycle = CycleReport(inputs, span: span)
            pregnancy = nil
        case .pregnancy:
            cycle = nil
            pregnancy = PregnancyReport(inputs, span: span)
        }
    }

    /// How many completed cycles the default span of a cycle report goes back.
    package static let defaultCycles = 6
    /// How many days back a report goes when there is no period or pregnancy to start it from.
    package static let defaultDays = 182

    /// The span `request` asks for, with the defaults filled in: up to today, from the start of
    /// the period six completed cycles back (so six cycle lengths and the cycle in progress), or
    /// from the pregnancy's last period; about six months back when there is neither.
    package static func span(of request: ReportRequest, kind: ReportKind, day: PersonDay) throws(ReportRequestError) -> ReportSpan {
        let today = day.today
        if let to = request.to, to > today { throw .toAfterToday(to: to, today: today) }
        if let from = request.from, from > today { throw .fromAfterToday(from: from, today: today) }
        let to = request.to ?? today
        if let from = request.from {
            guard from <= to else { throw .fromAfterTo(from: from, to: to) }
            return ReportSpan(from: from, to: to)
        }
        var from = to - (defaultDays - 1)
        if kind == .pregnancy, let lmp = day.pregnancy?.lmp, lmp <= to {
            from = lmp
        } else if kind == .cycle {
            let starts = day.history.periods.map(\.start).filter { $0 <= to }
            if !starts.isEmpty { from = starts[max(0, starts.count - 1 - defaultCycles)] }
        }
        return ReportSpan(from: from, to: to)
    }
}

/// One supplement or medicine as logged: its name and the days it was logged in the span.
package struct SupplementUse: Sendable, Hashable {
    /// As first written.
    package let name: String
    package let first: Day
    package let last: Day
    /// Days on which it was logged.
    package let days: Int

    /// The supplements named in `entries`, one row per name (case ignored), by first day, then name.
    package static func tally(_ entries: [ReportSupplementEntry]) -> [SupplementUse] {
        var order: [String] = []
        var names: [String: String] = [:]
        var days: [String: Set<Day>] = [:]
        for entry in entries.sorted(by: { $0.day < $1.day }) {
            for raw in entry.names {
                let name = raw.split(separator: " ").joined(separator: " ")
                guard !name.isEmpty else { continue }
                let key = name.lowercased()
                if names[key] == nil { names[key] = name; order.append(key) }
                days[key, default: []].insert(entry.day)
            }
        }
        return order.map { key in
            let logged = days[key]!
            return SupplementUse(name: names[key]!, first: logged.min()!, last: logged.max()!, days: logged.count)
        }.sorted { ($0.first, $0.name.lowercased()) < ($1.first, $1.name.lowercased()) }
    }
}

/// How often one symptom was logged in the span.
package struct SymptomTally: Sendable, Hashable {
    /// The symptom's id, e.g. `back-pain`.
    package let id: String
    package let days: Int
    package let first: Day
    package let last: Day
    /// The highest severity given (1 mild to 3 severe), if any was.
    package let worstSeverity: Int?

    /// "back pain".
    package var name: String { SymptomTally.displayName(id) }

    /// A symptom id as people read it: "back-pain" → "back pain".
    package static func displayName(_ id: String) -> String { String(id.map { $0 == "-" ? " " : $0 }) }

    /// One tally per symptom logged in `logs`, the most often logged first (then by name).
    package static func tally(_ logs: [ReportDayLog]) -> [SymptomTally] {
        var days: [String: [Day]] = [:]
        var worst: [String: Int] = [:]
        for log in logs {
            for (id, severity) in log.symptoms {
                days[id, default: []].append(log.day)
                if let severity { worst[id] = max(worst[id] ?? 0, severity) }
            }
        }
        return days.map { id, list in
            SymptomTally(id: id, days: Set(list).count, first: list.min()!, last: list.max()!, worstSeverity: worst[id])
        }.sorted { ($1.days, $0.id) < ($0.days, $1.id) }
    }
}
