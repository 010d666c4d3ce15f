import CycleCore
import Foundation

/// Which personal baseline a measurement is compared with.
package enum BaselineScope: Sendable, Equatable {
    /// The last `baselineWindowDays` days.
    case plain
    /// The same cycle phase over the last `phaseWindowDays` days.
    case phase(Phase)
    /// The same trimester of pregnancy.
    case trimester(Trimester)
}

/// A chosen baseline for one measurement, or how far it is from ready.
enum BaselineChoice {
    case ready(RobustBaseline, scope: BaselineScope, label: String, plain: RobustBaseline?)
    case calibrating(nightsLeft: Int, why: String)

    /// Chooses the baseline for `day`: in pregnancy the same trimester's nights (baselines
    /// restart each trimester); in a known cycle phase with `phaseMinimumCycles` cycles of data,
    /// that phase's median with the plain window's spread; otherwise the plain window.
    /// - Parameters:
    ///   - value: the measurement of a day on the compared scale (nil when not measured).
    static func choose(for day: Day, in history: WellnessHistory, minimumSpread: Double, constants c: WellnessConstants,
                       value: (DayMeasurements) -> Double?) -> BaselineChoice {
        let plainDays = history.inputs(from: day - c.baselineWindowDays, through: day - 1)
        let plainValues = plainDays.compactMap(value)
        let plain = RobustBaseline(plainValues, minimumSpread: minimumSpread, constants: c)
        let context = history[day].context

        if case let .pregnant(trimester) = context {
            let same = plainDays.filter { $0.context == .pregnant(trimester) }.compactMap(value)
            guard same.count >= c.baselineMinimumNights, let baseline = RobustBaseline(same, minimumSpread: minimumSpread, constants: c) else {
                return .calibrating(nightsLeft: c.baselineMinimumNights - same.count,
                                    why: "baselines restart each trimester, because pregnancy changes resting heart rate and HRV")
            }
            return .ready(baseline, scope: .trimester(trimester), label: "your \(ordinal(trimester.rawValue))-trimester normal", plain: plain)
        }

        if case let .cycle(phase, _) = context {
            let phaseDays = history.inputs(from: day - c.phaseWindowDays, through: day - 1).filter {
                if case .cycle(phase, _) = $0.context { return value($0) != nil }
                return false
            }
            let cycles = Set(phaseDays.compactMap { days -> Int? in
                if case let .cycle(_, cycle) = days.context { return cycle }
                return nil
            })
            if cycles.count >= c.phaseMinimumCycles, phaseDays.count >= c.phaseMinimumNights,
               var baseline = RobustBaseline(phaseDays.compactMap(value), minimumSpread: minimumSpread, constants: c) {
                // The phase moves the centre; the spread stays the person's day-to-day spread over
                // the plain window, which a handful of same-phase nights cannot estimate well.
                if let plain, plain.count >= c.baselineMinimumNights { baseline.spread = plain.spread }
                return .ready(baseline, scope: .phase(phase), label: "your \(c.phaseWindowDays)-day \(phase.name) normal", plain: plain)
            }
        }

        guard plainValues.count >= c.baselineMinimumNights, let plain else {
            return .calibrating(nightsLeft: c.baselineMinimumNights - plainValues.count, why: "building your \(c.baselineWindowDays)-day baseline")
        }
        return .ready(plain, scope: .plain, label: "your \(c.baselineWindowDays)-day normal", plain: plain)
    }
}

func ordinal(_ n: Int) -> String {
    switch n {
    case 1: "1st"
    case 2: "2nd"
    case 3: "3rd"
    default: "\(n)th"
    }
}

/// "9% below" / "4% above" / "at".
func percentWords(_ ratio: Double) -> String {
    let percent = Int(((ratio - 1) * 100).rounded(.toNearestOrAwayFromZero))
    if percent == 0 { return "at" }
    return percent < 0 ? "\(-percent)% below" : "\(percent)% above"
}

/// A number with at most one decimal, e.g. "58", "58.5".
func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
}
