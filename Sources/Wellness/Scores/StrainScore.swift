import CycleCore
import NextSteps
import Foundation

/// Strain: cardiovascular load from heart rate against heart-rate reserve, as Banister's TRIMP
/// with the women's coefficient, on a logarithmic 0–21 scale shown as 0–100.
package enum StrainScore {
    /// The ends of the heart-rate reserve and where they came from.
    package struct HeartReserve: Sendable, Equatable {
        package var resting: Double
        package var maximum: Double
        /// Where the maximum came from (`HeartRateMaximum.source`).
        package var maximumSource: String
        package var maximumIsEstimate: Bool

        /// The fraction of reserve a heart rate uses (Karvonen): (HR − rest) ÷ (max − rest).
        package func fraction(_ heartRate: Double) -> Double {
            guard maximum > resting else { return 0 }
            return clamp((heartRate - resting) / (maximum - resting), 0...1)
        }
    }

    /// Where a day's load was measured from.
    package enum LoadSource: String, Sendable {
        case minuteHeartRate = "heart rate through the day"
        case workoutHeartRate = "workout average heart rate"
        case effort = "effort ratings (an estimate: no heart-rate data)"
    }

    /// A day's load.
    package struct Load: Sendable, Equatable {
        /// Banister TRIMP.
        package var trimp: Double
        /// Edwards TRIMP (minutes in %HRmax zones × 1–5), nil without minute heart rate.
        package var edwards: Double?
        /// Minutes in the ACSM intensity zones by %HRR: light, moderate, vigorous, near-maximal.
        package var zoneMinutes: [Double]
        package var source: LoadSource
        package var reserve: HeartReserve?
    }

    /// The ACSM zone names for `zoneMinutes`.
    package static let zoneNames = ["light (30–39% HRR)", "moderate (40–59%)", "vigorous (60–89%)", "near-maximal (90%+)"]

    /// Banister's TRIMP for `minutes` at reserve fraction `hrr`: minutes × HRR × a × e^(b × HRR).
    package static func banisterTRIMP(minutes: Double, hrr: Double, constants c: WellnessConstants = .standard) -> Double {
        minutes * hrr * c.trimpA * exp(c.trimpB * hrr)
    }

    /// Edwards's zone weight for a heart rate at `percentOfMaximum` (0.5–0.6 → 1 … 0.9–1.0 → 5; below 0.5 → 0).
    package static func edwardsWeight(percentOfMaximum p: Double) -> Double {
        p < 0.5 ? 0 : Double(min(5, Int((p - 0.5) * 10 + 1e-9) + 1))
    }

    /// The 0–21 strain of a TRIMP: 21 × ln(1 + TRIMP) ÷ ln(1 + top).
    package static func strain21(trimp: Double, constants c: WellnessConstants = .standard) -> Double {
        min(21, 21 * log(1 + max(0, trimp)) / log(1 + c.strainTRIMPAtTop))
    }

    /// Gulati et al. 2010's estimate of a woman's maximum heart rate.
    package static func estimatedMaximum(age: Int, constants c: WellnessConstants = .standard) -> Double {
        c.gulatiIntercept - c.gulatiSlope * Double(age)
    }

    /// The heart-rate reserve for `day`, or why there is none.
    package static func reserve(on day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> Result<HeartReserve, ScoreStatus> {
        let resting = history.inputs(from: day - (c.restingHRWindowDays - 1), through: day).compactMap(\.restingHeartRate)
        guard !resting.isEmpty else {
            return .failure(.unavailable("no resting heart rate in the last \(c.restingHRWindowDays) days; import it from your watch or log it with `\(NextStep.log(.restingHeartRate(bpm: 58)))`"))
        }
        let rest = RobustBaseline.median(resting)
        switch HeartRateMaximum.resolve(on: day, history: history, constants: c) {
        case let .success(maximum):
            return .success(HeartReserve(resting: rest, maximum: maximum.value, maximumSource: maximum.source, maximumIsEstimate: maximum.isEstimate))
        case let .failure(status):
            return .failure(status)
        }
    }

    /// The load of `day`, or why there is none.
    package static func load(on day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> Result<Load, ScoreStatus> {
        let inputs = history[day]
        let hasHeartRate = !inputs.heartRate.isEmpty || inputs.workouts.contains { $0.averageHeartRate != nil }
        if hasHeartRate {
            let reserve: HeartReserve
            switch self.reserve(on: day, history: history, constants: c) {
            case let .success(r): reserve = r
            case let .failure(status): return .failure(status)
            }
            var zones = [0.0, 0.0, 0.0, 0.0]
            if !inputs.heartRate.isEmpty {
                var trimp = 0.0, edwards = 0.0
                for minute in inputs.heartRate {
                    let hrr = reserve.fraction(minute.mean)
                    if hrr >= c.strainFloorHRR { trimp += banisterTRIMP(minutes: 1, hrr: hrr, constants: c) }
                    edwards += edwardsWeight(percentOfMaximum: minute.mean / reserve.maximum)
                    if hrr >= 0.9 { zones[3] += 1 } else if hrr >= 0.6 { zones[2] += 1 } else if hrr >= 0.4 { zones[1] += 1 } else if hrr >= 0.3 { zones[0] += 1 }
                }
                return .success(Load(trimp: trimp, edwards: edwards, zoneMinutes: zones, source: .minuteHeartRate, reserve: reserve))
            }
            let trimp = inputs.workouts.reduce(0.0) { sum, workout in
                guard let average = workout.averageHeartRate else { return sum }
                return sum + banisterTRIMP(minutes: workout.minutes, hrr: reserve.fraction(average), constants: c)
            }
            return .success(Load(trimp: trimp, edwards: nil, zoneMinutes: zones, source: .workoutHeartRate, reserve: reserve))
        }
        let rated = inputs.workouts.filter { $0.effort != nil }
        if !rated.isEmpty {
            let trimp = rated.reduce(0.0) { $0 + banisterTRIMP(minutes: $1.minutes, hrr: clamp($1.effort! / 10, 0...1), constants: c) }
            return .success(Load(trimp: trimp, edwards: nil, zoneMinutes: [0, 0, 0, 0], source: .effort, reserve: nil))
        }
        return .failure(.unavailable("no heart rate or workouts for \(day.iso); wear your watch, or log a workout with `\(NextStep.log(.workout(minutes: 40, effort: 7)))`"))
    }

    /// The 0–21 strain of `day`, nil when it cannot be measured.
    package static func strain21(on day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> Double? {
        if case let .success(load) = load(on: day, history: history, constants: c) { return strain21(trimp: load.trimp, constants: c) }
        return nil
    }

    /// The range of strain (0–21) that suits a recovery band, or pregnancy.
    package static func suitedRange(recovery: Band?, pregnant: Bool) -> ClosedRange<Double>? {
        if pregnant { return 0...12 }
        switch recovery {
        case .green?: return 10...18
        case .yellow?: return 8...14
        case .red?: return 0...10
        case nil: return nil
        }
    }

    /// The strain card for `day`.
    package static func card(on day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> ScoreCard {
        let load: Load
        switch self.load(on: day, history: history, constants: c) {
        case let .success(l): load = l
        case let .failure(status): return .notScored(.strain, day, status, missing: ["heart rate", "workouts"])
        }
        let strain = strain21(trimp: load.trimp, constants: c)
        let value = clampedScore(strain / 21 * 100)
        let terms = [ScoreTerm(name: "TRIMP", detail: "Banister TRIMP \(number(load.trimp)) from \(load.source.rawValue) → strain \(number(strain)) of 21", points: Double(value))]
        var notes: [String] = []
        if let edwards = load.edwards { notes.append("Edwards TRIMP \(number(edwards)) (minutes in heart-rate zones × 1–5), for comparison.") }
        var figures: [String: Double] = ["trimp": load.trimp, "strain21": strain]
        if let reserve = load.reserve {
            notes.append("Heart-rate reserve: resting \(number(reserve.resting)) bpm (7-day median) to maximum \(number(reserve.maximum)) bpm (\(reserve.maximumSource)).")
            if reserve.maximumIsEstimate { notes.append("The maximum is an estimate; a recorded hard effort replaces it.") }
            figures["restingHeartRate"] = reserve.resting
            figures["maximumHeartRate"] = reserve.maximum
        }
        if load.source == .effort { notes.append("Strain is estimated from your effort ratings because there is no heart-rate data for this day.") }
        for (index, minutes) in load.zoneMinutes.enumerated() { figures["zone\(index + 1)Minutes"] = minutes }
        if let energy = history[day].activeEnergyKcal {
            figures["activeEnergyKcal"] = energy
            notes.append("Active energy \(FigureText.kcal(energy)) (shown, not part of the score).")
        }

        let pregnant: Bool
        if case .pregnant = history[day].context { pregnant = true } else { pregnant = false }
        let recovery = RecoveryScore.card(on: day, history: history, constants: c).band
        var card = ScoreCard(kind: .strain, day: day, value: value, status: .scored, terms: terms,
                             inputsUsed: [load.source.rawValue], notes: notes, figures: figures, constants: c)
        if let range = suitedRange(recovery: recovery, pregnant: pregnant) {
            card.band = strain <= range.upperBound ? .green : strain <= range.upperBound + 3 ? .yellow : .red
            figures["suitedLow"] = range.lowerBound
            figures["suitedHigh"] = range.upperBound
            card.figures = figures
            if pregnant {
                card.notes.append("In pregnancy, aim for moderate activity you can talk through, about 150 minutes a week (ACOG); this is a guide to pace, not a target to beat.")
                if strain > range.upperBound { card.notes.append("Today's load is above a moderate day; ease off if you feel breathless, dizzy or unwell, and ask your midwife or doctor about the level that suits you.") }
            } else if let recovery {
                card.notes.append("With \(recovery.word) recovery, a strain of \(number(range.lowerBound))–\(number(range.upperBound)) suits today.")
            }
        } else {
            card.band = nil
            card.notes.append("No band: recovery is unavailable, so there is no range to compare with.")
        }
        return card
    }
}
