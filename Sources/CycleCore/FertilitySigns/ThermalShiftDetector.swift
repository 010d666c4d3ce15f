/// Finds a basal-temperature shift with the symptothermal "3 over 6" rule (Sensiplan form).
///
/// How the rule is applied here:
///
/// 1. Every reading is rounded to the nearest 0.05 °C first (°F readings are converted before).
/// 2. Excluded readings (illness, a late night, alcohol…) are skipped entirely: they neither
///    count among the six low readings nor as higher ones, and the rule reads the remaining
///    readings in order. Days without a reading are simply absent.
/// 3. **Interpretation of "the highest of the six readings before the first higher one":** the
///    *first higher reading* is the first (non-excluded) reading strictly higher than each of
///    the six non-excluded readings immediately before it; the cover line is the highest of
///    those six. (Not the six calendar days before it: a skipped or missing day is passed over,
///    so there are always exactly six readings under the line.)
/// 4. **Regular rule:** that reading and the next two are all above the cover line, and the
///    third is at least 0.2 °C above it. Confirmed on the third.
/// 5. **Exception 1:** the third is above the line but by less than 0.2 °C: a fourth reading
///    above the line confirms it instead.
/// 6. **Exception 2:** one of the second or third readings is on or below the line: it is set
///    aside, and the fourth reading must be at least 0.2 °C above the line (the other two above
///    it). The two exceptions are never combined.
/// 7. When a candidate fails, the next first-higher reading is tried; the first confirmed
///    shift in the readings is returned. Ovulation is estimated as the day before the first
///    higher reading.
public enum ThermalShiftDetector {
    /// 0.2 °C, in steps of 0.05 °C.
    public static let riseSteps = 4
    /// How many low readings the cover line is drawn over.
    public static let lowCount = 6

    /// The shift in `readings` (any order), or what is still pending.
    public static func analyze(_ readings: [BasalTemperature]) -> ThermalShiftAnalysis {
        let sorted = readings.sorted { $0.day < $1.day }
        let used = sorted.filter { !$0.excluded }
        let steps = used.map(\.steps)
        var pending: (Day, Int)?
        var index = lowCount
        while index < used.count {
            let cover = steps[(index - lowCount)..<index].max()!
            guard steps[index] > cover else { index += 1; continue }
            switch confirm(steps: steps, first: index, cover: cover) {
            case let .confirmed(rule, last, dip):
                let shift = ThermalShift(
                    coverLineSteps: cover, firstHighDay: used[index].day, confirmedOn: used[last].day, rule: rule,
                    lowDays: used[(index - lowCount)..<index].map(\.day), highDays: (index...last).map { used[$0].day },
                    setAsideDay: dip.map { used[$0].day }
                )
                return ThermalShiftAnalysis(readings: sorted, shift: shift, pending: nil)
            case .waiting:
                if pending == nil { pending = (used[index].day, cover) }
            case .failed:
                break
            }
            index += 1
        }
        return ThermalShiftAnalysis(readings: sorted, shift: nil, pending: pending.map { (firstHighDay: $0.0, coverLineSteps: $0.1) })
    }

    /// The shift in `readings`, if one is confirmed.
    public static func detect(_ readings: [BasalTemperature]) -> ThermalShift? { analyze(readings).shift }

    enum Outcome: Equatable {
        /// Confirmed by `rule` on the reading at `last`; `dip` is the set-aside reading (exception 2).
        case confirmed(ThermalShiftRule, last: Int, dip: Int?)
        /// Not enough readings after the candidate yet.
        case waiting
        case failed
    }

    /// Whether the readings from `first` on confirm a shift over `cover`.
    static func confirm(steps: [Int], first: Int, cover: Int) -> Outcome {
        func at(_ offset: Int) -> Int? { first + offset < steps.count ? steps[first + offset] : nil }
        guard let second = at(1) else { return .waiting }
        if second > cover {
            guard let third = at(2) else { return .waiting }
            if third > cover {
                if third >= cover + riseSteps { return .confirmed(.regular, last: first + 2, dip: nil) }
                guard let fourth = at(3) else { return .waiting }
                return fourth > cover ? .confirmed(.exception1, last: first + 3, dip: nil) : .failed
            }
            // The third dipped: exception 2 sets it aside.
            guard let fourth = at(3) else { return .waiting }
            return fourth >= cover + riseSteps ? .confirmed(.exception2, last: first + 3, dip: first + 2) : .failed
        }
        // The second dipped: the third must be above, the fourth 0.2 °C above.
        guard let third = at(2) else { return .waiting }
        guard third > cover else { return .failed }
        guard let fourth = at(3) else { return .waiting }
        return fourth >= cover + riseSteps ? .confirmed(.exception2, last: first + 3, dip: first + 1) : .failed
    }
}
