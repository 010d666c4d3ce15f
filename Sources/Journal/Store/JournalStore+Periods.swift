import CycleCore
import NextSteps

/// What logging a period's start did.
package struct PeriodStartResult: Sendable {
    /// The period as stored.
    package let record: PeriodRecord
    /// The period before it, when it had no end logged: its end stays unknown.
    package let leftOpen: PeriodRecord?
    /// Whether the period was added, changed or already logged.
    package let change: LogChange
}

/// What logging a period's end did.
package struct PeriodEndResult: Sendable {
    /// The period as stored, with its end.
    package let record: PeriodRecord
    /// The end it had before, if one was logged.
    package let previousEnd: Day?
    package let change: LogChange
}

extension JournalStore {
    /// The longest period Bloom accepts when an end is logged, in days.
    package static let longestPeriod = PeriodRecord.longestLoggable
    /// Fewer days than this between two starts is not taken as a new cycle without asking:
    /// the second start is far likelier the same period (still going or just ended).
    package static let shortestCycle = 10

    /// Why a period cannot be taken to start on `day` without asking, or nil when it can: a
    /// start fewer than `shortestCycle` days after the previous start (inside an ongoing or
    /// just-ended period) is asked about. The one rule `bloom log period start` and the chat
    /// both go through.
    /// - Parameter previous: the latest period starting before `day`.
    package static func implausibleStart(_ day: Day, after previous: PeriodRecord?) -> StepText? {
        guard let previous, previous.start < day else { return nil }
        let gap = previous.start.days(to: day)
        guard gap < shortestCycle else { return nil }
        let state = previous.end.map { "ended \($0.iso)" } ?? "has no end logged yet"
        return """
            a period started \(previous.start.iso), \(gap) day\(gap == 1 ? "" : "s") before \(day.iso), and \(state): is this the same \
            period? If so, log its end instead ('\(NextStep.logPeriodEnd(.blank))'); if a new period really began, log it with \
            '\(NextStep.logPeriodStart(.on(day), newCycle: true))'
            """
    }

    /// Logs that a period started on `day`.
    ///
    /// A period that was still open before it keeps an unknown end. Logging the same start
    /// again changes nothing (or only its notes).
    /// - Parameter newCycle: the person confirmed a new period although it starts fewer than
    ///   `shortestCycle` days after the previous start.
    /// - Throws: `JournalError` when `day` is after today, inside another period, or (unless
    ///   `newCycle`) too soon after the previous start (`implausibleStart`).
    package func logPeriodStart(on day: Day, notes: String? = nil, newCycle: Bool = false, for profile: Profile,
                               today: Day) throws -> PeriodStartResult {
        try write {
            let stored = try selectAll(PeriodRecord.self, profileID: profile.id)
            if let same = stored.first(where: { $0.record.start == day }) {
                var record = same.record
                record.notes = notes ?? record.notes
                let logged = try replace(rowID: same.id, old: same.record, with: record, profileID: profile.id, today: today)
                return PeriodStartResult(record: logged.record, leftOpen: nil, change: logged.change)
            }
            if let around = stored.first(where: { $0.record.start < day && ($0.record.end ?? $0.record.start) >= day }) {
                throw JournalError.history("\(day.iso) is inside the period \(around.record.start.iso) to \(around.record.end!.iso); a new period cannot start there")
            }
            if !newCycle, let question = JournalStore.implausibleStart(day, after: stored.last(where: { $0.record.start < day })?.record) {
                throw JournalError.history(question)
            }
            let record = PeriodRecord(start: day, end: nil, notes: notes)
            let logged = try upsert(record, profileID: profile.id, today: today) { _, new in new }
            let previous = stored.last(where: { $0.record.start < day })?.record
            return PeriodStartResult(record: logged.record, leftOpen: previous?.end == nil ? previous : nil, change: logged.change)
        }
    }

    /// Logs that the period under way on `day` (the latest to start on or before it) ended then.
    /// Logging a different end again corrects it.
    /// - Throws: `JournalError` when `day` is after today, no period starts on or before it,
    ///   or the period would last longer than `longestPeriod` days.
    package func logPeriodEnd(on day: Day, for profile: Profile, today: Day) throws -> PeriodEndResult {
        try write {
            if let problem = Rules.notAfter(day, today: today, field: "end") { throw JournalError.invalid(problem) }
            let stored = try selectAll(PeriodRecord.self, profileID: profile.id)
            guard let target = stored.last(where: { $0.record.start <= day }) else {
                throw JournalError.missing("no period starts on or before \(day.iso); log its start first with '\(NextStep.logPeriodStart(.blank))'")
            }
            let length = target.record.start.days(to: day) + 1
            if length > JournalStore.longestPeriod {
                throw JournalError.history("""
                    the latest period started \(target.record.start.iso), so ending it \(day.iso) would make it \(length) days long; \
                    if a new period began since, log its start first with '\(NextStep.logPeriodStart(.blank))'
                    """)
            }
            var record = target.record
            record.end = day
            let logged = try replace(rowID: target.id, old: target.record, with: record, profileID: profile.id, today: today)
            return PeriodEndResult(record: logged.record, previousEnd: target.record.end, change: logged.change)
        }
    }

    /// The profile's periods, oldest first.
    package func periods(of profile: Profile) throws -> [PeriodRecord] {
        try records(PeriodRecord.self, of: profile)
    }

    /// The profile's history as it stood on `today`: periods starting later are left out and an
    /// end after `today` counts as not yet logged, so `--today` can look back in time.
    /// - Throws: `JournalError.history` if the stored periods break a history rule.
    package func periodHistory(of profile: Profile, asOf today: Day) throws -> PeriodHistory {
        let visible = try periods(of: profile).filter { $0.start <= today }.map { period in
            var period = period
            if let end = period.end, end > today { period.end = nil }
            return period
        }
        do {
            return try PeriodHistory(validating: visible, today: today)
        } catch {
            throw JournalError.history("the stored periods are inconsistent: \(error)")
        }
    }
}
