import CycleCore
import NextSteps
import Foundation

/// Sleep: duration against the person's need (a personal norm held within the 7–9 h adult
/// guidance, plus yesterday's strain and recent sleep debt), efficiency, time to fall asleep,
/// wake events and the regularity of bed and wake times.
///
/// A night told by its length only ("slept about 6 hours", `DayMeasurements.toldSleepMinutes`)
/// counts as that night's duration, in the score, the need and the debt; what needs its times
/// (efficiency, time to fall asleep, wake events, regularity) leaves it out and says so.
package enum SleepScore {
    /// Tonight's need in minutes and how it was made up.
    package struct Need: Sendable, Equatable {
        /// The personal part: the median of recent nights held within the guidance, or the
        /// guidance's lower end while calibrating.
        package var baseMinutes: Double
        package var strainMinutes: Double
        package var debtMinutes: Double
        /// Whether the base is personal (enough nights) or the guidance's 7 hours.
        package var isPersonal: Bool
        /// Nights still needed for a personal base.
        package var nightsLeft: Int

        package var totalMinutes: Double { baseMinutes + strainMinutes + debtMinutes }
    }

    /// The need for the night ending on `day`.
    package static func need(on day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> Need {
        let recent = history.inputs(from: day - c.sleepNeedWindowDays, through: day - 1).compactMap(\.asleepMinutes)
        let personal = recent.count >= c.baselineMinimumNights
        let base = personal ? clamp(RobustBaseline.median(recent), c.sleepGuidanceMinutes) : c.sleepGuidanceMinutes.lowerBound
        var strainMinutes = 0.0
        if let strain = StrainScore.strain21(on: day - 1, history: history, constants: c) {
            strainMinutes = c.sleepMinutesPerStrainPoint * max(0, strain - c.sleepStrainPivot)
        }
        var debt = 0.0
        for back in 1...max(1, c.sleepDebtNights) {
            if let asleep = history[day - back].asleepMinutes { debt += max(0, base - asleep) }
        }
        let debtMinutes = min(c.sleepDebtCapMinutes, debt * c.sleepDebtShare)
        return Need(baseMinutes: base, strainMinutes: strainMinutes, debtMinutes: debtMinutes, isPersonal: personal,
                    nightsLeft: max(0, c.baselineMinimumNights - recent.count))
    }

    /// The sleep card for the night ending on `day`.
    package static func card(on day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> ScoreCard {
        guard let asleep = history[day].asleepMinutes else {
            return .notScored(.sleep, day, .unavailable("no sleep recorded for the night before \(day.iso); wear your watch to bed and import it, or log it with `\(NextStep.log(.sleep(bedtimeMinute: 23 * 60 + 40, wakeMinute: 7 * 60 + 5)))`"),
                              missing: ["sleep"])
        }
        let w = c.sleepWeights
        let need = need(on: day, history: history, constants: c)
        var parts: [(name: String, detail: String, weight: Double, fraction: Double)] = []
        var missing: [String] = []

        let ratio = asleep / need.totalMinutes
        parts.append(("Duration", "Asleep \(hoursMinutes(asleep)) of \(hoursMinutes(need.totalMinutes)) needed (\(Int((ratio * 100).rounded()))%)",
                      w.duration, clamp((ratio - 0.5) / 0.5, 0...1)))
        // Told by its length only: its duration is all that is known of the night.
        guard let night = history[day].sleep else {
            return toldLengthCard(on: day, asleep: asleep, need: need, duration: parts[0], constants: c)
        }
        if let efficiency = night.efficiency {
            parts.append(("Efficiency", "Efficiency \(Int((efficiency * 100).rounded()))% of time in bed asleep", w.efficiency,
                          rising(efficiency, c.sleepEfficiencyRange)))
        } else { missing.append("efficiency (needs time in bed)") }
        if let latency = night.latencyMinutes {
            parts.append(("Time to fall asleep", "Fell asleep in \(Int(latency.rounded())) min", w.latency, falling(latency, c.sleepLatencyRangeMinutes)))
        } else { missing.append("time to fall asleep (needs time in bed)") }
        if night.stageSeconds.isEmpty && night.inBedStart == nil && night.wakeEvents == 0 {
            missing.append("wake events (needs a tracked night)")
        } else {
            parts.append(("Wake events", "\(night.wakeEvents) wake event\(night.wakeEvents == 1 ? "" : "s")", w.wakeEvents,
                          falling(Double(night.wakeEvents), c.sleepWakeEventRange)))
        }
        if let spread = regularity(endingOn: day, history: history, constants: c) {
            parts.append(("Regularity", "Bed and wake times vary by \(Int(spread.rounded())) min over the last week", w.regularity,
                          falling(spread, c.sleepRegularityRangeMinutes)))
        } else { missing.append("regularity (needs \(c.sleepRegularityMinimumNights) nights this week)") }

        let totalWeight = parts.reduce(0) { $0 + $1.weight }
        let terms = parts.map { ScoreTerm(name: $0.name, detail: "\($0.detail) (\(number(100 * $0.weight / totalWeight)) max)",
                                          points: 100 * $0.weight * $0.fraction / totalWeight) }
        var notes: [String] = []
        if !need.isPersonal {
            notes.append("Your need is the 7-hour adult minimum (NHS, CDC) until \(need.nightsLeft) more night\(need.nightsLeft == 1 ? "" : "s") set your own, held within 7–9 hours.")
        }
        if need.strainMinutes > 0 { notes.append("Yesterday's strain adds \(Int(need.strainMinutes.rounded())) min to your need.") }
        if need.debtMinutes > 0 { notes.append("Recent short nights add \(Int(need.debtMinutes.rounded())) min of sleep debt to your need.") }
        var figures: [String: Double] = ["asleepMinutes": night.asleepMinutes, "needMinutes": need.totalMinutes,
                                         "needBaseMinutes": need.baseMinutes]
        if let efficiency = night.efficiency { figures["efficiency"] = efficiency }
        for (stage, seconds) in night.stageSeconds { figures["\(stage.rawValue)Minutes"] = Double(seconds) / 60 }
        let used = ["sleep duration"] + parts.dropFirst().map { $0.name.lowercased() }
        return ScoreCard(kind: .sleep, day: day, value: clampedScore(terms.reduce(0) { $0 + $1.points }), status: .scored, terms: terms,
                         inputsUsed: used, inputsMissing: missing, notes: notes, figures: figures, constants: c)
    }

    /// The card of a night told by its length only: its duration against the need, and nothing
    /// that needs its times (efficiency, time to fall asleep, wake events, regularity), each
    /// named as missing.
    static func toldLengthCard(on day: Day, asleep: Double, need: Need, duration: (name: String, detail: String, weight: Double, fraction: Double),
                               constants c: WellnessConstants) -> ScoreCard {
        let terms = [ScoreTerm(name: duration.name, detail: "\(duration.detail) (100 max)", points: 100 * duration.fraction)]
        let missing = ["efficiency (needs time in bed)", "time to fall asleep (needs time in bed)", "wake events (needs a tracked night)",
                       "regularity (needs bed and wake times)"]
        var notes = ["This night was told by its length only, so its duration is the whole score; tell its bed and wake times for the rest."]
        if !need.isPersonal {
            notes.append("Your need is the 7-hour adult minimum (NHS, CDC) until \(need.nightsLeft) more night\(need.nightsLeft == 1 ? "" : "s") set your own, held within 7–9 hours.")
        }
        if need.strainMinutes > 0 { notes.append("Yesterday's strain adds \(Int(need.strainMinutes.rounded())) min to your need.") }
        if need.debtMinutes > 0 { notes.append("Recent short nights add \(Int(need.debtMinutes.rounded())) min of sleep debt to your need.") }
        let figures = ["asleepMinutes": asleep, "needMinutes": need.totalMinutes, "needBaseMinutes": need.baseMinutes]
        return ScoreCard(kind: .sleep, day: day, value: clampedScore(terms.reduce(0) { $0 + $1.points }), status: .scored, terms: terms,
                         inputsUsed: ["sleep duration (told)"], inputsMissing: missing, notes: notes, figures: figures, constants: c)
    }

    /// The spread (standard deviation, minutes) of bed and wake times over the 7 nights ending on
    /// `day`, averaged; nil with fewer than `sleepRegularityMinimumNights` nights.
    package static func regularity(endingOn day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> Double? {
        let nights = history.inputs(from: day - 6, through: day).compactMap(\.sleep)
        guard nights.count >= c.sleepRegularityMinimumNights else { return nil }
        return (standardDeviation(nights.map(\.bedtimeMinutesAfterNoon)) + standardDeviation(nights.map(\.wakeMinutesAfterMidnight))) / 2
    }
}

/// 0 at the range's lower bound, 1 at its upper bound, straight in between.
func rising(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    clamp((value - range.lowerBound) / (range.upperBound - range.lowerBound), 0...1)
}

/// 1 up to the range's lower bound, 0 from its upper bound, straight in between.
func falling(_ value: Double, _ range: ClosedRange<Double>) -> Double { 1 - rising(value, range) }

/// The population standard deviation (n), 0 for fewer than two values.
func standardDeviation(_ values: [Double]) -> Double {
    guard values.count > 1 else { return 0 }
    let mean = values.reduce(0, +) / Double(values.count)
    return (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
}

/// "7 h 25 min".
func hoursMinutes(_ minutes: Double) -> String {
    let total = Int(minutes.rounded())
    return total % 60 == 0 ? "\(total / 60) h" : "\(total / 60) h \(total % 60) min"
}
