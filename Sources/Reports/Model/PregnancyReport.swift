import CycleCore
import DayModel

/// The pregnancy part of a report: dating, weight by trimester, kick counts, contractions,
/// appointments, logged symptoms and this week's checklist.
package struct PregnancyReport: Sendable {
    /// The pregnancy under way on the day the report was made, if any.
    package let record: PregnancyRecord?
    /// "last period" or "due date": what the dating was given as.
    package let datedBy: String?
    /// Weeks and days on the day the report was made (Bloom's convention: completed weeks and
    /// days since the last period; "week N" is the week in progress, N = weeks + 1).
    package let age: GestationalAge?
    /// The span's weighings grouped by trimester (CycleCore's `WeightByTrimester`).
    package let weights: WeightByTrimester?
    /// The span's weighings, oldest first (also when no pregnancy is recorded).
    package let weighings: [WeightByTrimester.Entry]
    /// Kick counts started in the span, oldest first.
    package let kickCounts: [KickCount]
    /// Contractions of the span grouped into sessions, oldest first.
    package let contractionSessions: [ContractionSession]
    /// Appointments in the span and those still to come, by time.
    package let appointments: [ReportAppointment]
    /// Symptoms logged in the span, the most often logged first.
    package let symptoms: [SymptomTally]
    /// This week's checklist, when a pregnancy is under way.
    package let checklist: ReportChecklist?

    package init(_ inputs: ReportInputs, span: ReportSpan) {
        let day = inputs.day
        record = day.pregnancy
        datedBy = day.pregnancy == nil ? nil : inputs.pregnancyDatedBy
        age = day.gestationalAge
        let weighings = inputs.weights.filter { span.contains($0.day) }.sorted { $0.day < $1.day }
        self.weighings = weighings
        weights = day.pregnancy.map { WeightByTrimester(weighings, lmp: $0.lmp) }
        kickCounts = inputs.kickCounts.filter { span.contains($0.start.day) }.sorted { $0.start < $1.start }
        contractionSessions = ContractionSession.sessions(inputs.contractions.filter { span.contains($0.start.day) })
        appointments = inputs.appointments.filter { $0.at.day >= span.from && ($0.at.day <= span.to || $0.at.day > day.today) }
            .sorted { ($0.at, $0.title) < ($1.at, $1.title) }
        symptoms = SymptomTally.tally(inputs.days.filter { span.contains($0.day) })
        checklist = day.pregnancy == nil ? nil : inputs.checklist
    }

    /// The pregnancy week (Bloom's "week N", the week in progress) of `day`, if datable.
    package func week(of day: Day) -> Int? {
        guard let record, let age = try? record.dating.age(on: day) else { return nil }
        return age.currentWeek
    }
}

/// Contractions timed close together, summed up as one session.
package struct ContractionSession: Sendable, Hashable {
    /// A gap longer than this between two starts begins a new session: two hours.
    package static let gap = 2 * 3600

    /// Each contraction with its duration and the interval since the one before (CycleCore's
    /// `ContractionSummary` rows), oldest first.
    package let rows: [ContractionSummary.Row]

    package var start: Moment { rows.first!.contraction.start }
    package var lastStart: Moment { rows.last!.contraction.start }
    package var count: Int { rows.count }
    /// The average duration of those that ended, in seconds (rounded).
    package var averageDuration: Int? { Self.average(rows.compactMap(\.duration)) }
    /// The average interval from start to start, in seconds (rounded).
    package var averageInterval: Int? { Self.average(rows.dropFirst().compactMap(\.interval)) }

    /// `contractions` (any order) split at gaps longer than `gap`.
    package static func sessions(_ contractions: [TimedContraction]) -> [ContractionSession] {
        guard let latest = contractions.map(\.start).max() else { return [] }
        let rows = ContractionSummary(contractions, now: latest, week: nil).rows
        var sessions: [[ContractionSummary.Row]] = []
        for row in rows {
            if let interval = row.interval, interval <= gap, !sessions.isEmpty {
                sessions[sessions.count - 1].append(row)
            } else {
                sessions.append([row])
            }
        }
        return sessions.map(ContractionSession.init(rows:))
    }

    private static func average(_ values: [Int]) -> Int? {
        values.isEmpty ? nil : Int((Double(values.reduce(0, +)) / Double(values.count)).rounded(.toNearestOrAwayFromZero))
    }
}
