import CycleCore

/// The cycle phase of past days, from the periods logged around them.
///
/// A day between two period starts takes its phase from that cycle's real length: the period,
/// then the follicular phase, ovulation about 14 days before the next period (± 1 day), then the
/// luteal phase. A day after the last start uses the median of the known cycle lengths; with
/// none known, only the period itself has a phase.
package struct CyclePhaseCalendar: Sendable {
    let periods: [PeriodRecord]
    let typicalLength: Int?
    /// The luteal phase length assumed when placing ovulation.
    package static let lutealDays = 14
    /// The period length assumed when an end was not logged.
    package static let assumedPeriodDays = 5

    package init(periods: [PeriodRecord]) {
        self.periods = periods.sorted { $0.start < $1.start }
        let lengths = zip(self.periods, self.periods.dropFirst()).map { $0.start.days(to: $1.start) }.filter { (15...60).contains($0) }
        self.typicalLength = lengths.isEmpty ? nil : Int(RobustBaseline.median(lengths.map(Double.init)).rounded())
    }

    /// The phase of `day` and the number of its cycle (1 for the first logged period), nil when unknown.
    package func context(of day: Day) -> BodyContext {
        guard let index = periods.lastIndex(where: { $0.start <= day }) else { return .unknown }
        let period = periods[index]
        let k = period.start.days(to: day)
        let bleeding = period.length ?? CyclePhaseCalendar.assumedPeriodDays
        let length: Int
        if index + 1 < periods.count {
            length = period.start.days(to: periods[index + 1].start)
        } else if let typicalLength, k < typicalLength + 7 {
            length = typicalLength
        } else {
            return k < bleeding ? .cycle(.menstrual, cycle: index + 1) : .unknown
        }
        guard length <= 60 else { return k < bleeding ? .cycle(.menstrual, cycle: index + 1) : .unknown }
        let ovulation = length - CyclePhaseCalendar.lutealDays
        let phase: Phase
        if k < bleeding { phase = .menstrual }
        else if abs(k - ovulation) <= 1 { phase = .ovulation }
        else if k > ovulation { phase = .luteal }
        else { phase = .follicular }
        return .cycle(phase, cycle: index + 1)
    }
}
