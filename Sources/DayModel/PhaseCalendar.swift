import CycleCore

/// The phase each day of the completed cycles fell in, worked out after the fact from the
/// real next start, for `bloom insights`.
///
/// Within a cycle from one start to the next: ovulation is the next start − the luteal length
/// (14 days); the period is its logged days (or the expected period length when no end was
/// logged); the ovulation window is ovulation ± 1 day; follicular lies between the period and
/// the window, luteal after it. The period wins where they overlap, as in `CycleStatus`.
package struct PhaseCalendar: Sendable {
    /// One completed cycle with the phase of each of its days, in order from its start.
    package struct Cycle: Sendable {
        package let start: Day
        package let phases: [Phase]

        /// The phase of `day`, or nil when it is outside this cycle.
        package func phase(on day: Day) -> Phase? {
            let offset = start.days(to: day)
            return phases.indices.contains(offset) ? phases[offset] : nil
        }
    }

    /// The completed cycles, oldest first (the current, unfinished cycle is left out).
    package let cycles: [Cycle]

    /// - Parameters:
    ///   - history: the periods; each period followed by another makes one completed cycle.
    ///   - periodLength: the period length to assume when a period's end was never logged.
    ///   - lutealLength: days from ovulation to the next period.
    package init(history: PeriodHistory, periodLength: Int, lutealLength: Int = 14) {
        cycles = zip(history.periods, history.periods.dropFirst()).map { period, next in
            let length = period.start.days(to: next.start)
            let periodEnd = period.end ?? period.start + (max(1, periodLength) - 1)
            let ovulation = next.start - lutealLength
            let phases = (0..<length).map { offset -> Phase in
                let day = period.start + offset
                if day <= periodEnd { return .menstrual }
                if abs(day.days(to: ovulation)) <= 1 { return .ovulation }
                return day < ovulation ? .follicular : .luteal
            }
            return Cycle(start: period.start, phases: phases)
        }
    }

    /// The phase `day` fell in, or nil when it is not inside a completed cycle.
    package func phase(on day: Day) -> Phase? {
        guard let cycle = cycles.last(where: { $0.start <= day }) else { return nil }
        return cycle.phase(on: day)
    }

    /// The average number of days per cycle spent in each phase; nil with no completed cycle.
    package var averageDays: [Phase: Double]? {
        guard !cycles.isEmpty else { return nil }
        var totals: [Phase: Int] = [:]
        for cycle in cycles { for phase in cycle.phases { totals[phase, default: 0] += 1 } }
        return Dictionary(uniqueKeysWithValues: Phase.allCases.map { ($0, Double(totals[$0] ?? 0) / Double(cycles.count)) })
    }
}
