import CycleCore
import NextSteps

/// A maximum heart rate and where it came from: the person's own value, the highest recorded
/// in `maximumHRWindowDays` days, or an estimate from age (labelled as one). Strain's reserve
/// and the heart-rate zones read the same one, so they never disagree.
package struct HeartRateMaximum: Sendable, Equatable {
    /// Beats per minute.
    package var value: Double
    /// "your own value", "highest recorded" (in `maximumHRWindowDays` days) or "estimated from
    /// age (Gulati 2010) for women: 206 − 0.88 × 34".
    package var source: String
    /// Whether it is an estimate from age.
    package var isEstimate: Bool

    /// The maximum for `day`, or why there is none.
    ///
    /// In order: the value the person gives; the highest heart rate recorded in the window
    /// (minutes and workouts, readings of 230 or more left out as artefacts) when it is at
    /// least the age estimate, or when no age is known; else the estimate from age, by Gulati
    /// et al. 2010's formula for women, 206 − 0.88 × age.
    package static func resolve(on day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> Result<HeartRateMaximum, ScoreStatus> {
        if let declared = history.heart.maximumHeartRate {
            return .success(HeartRateMaximum(value: declared, source: "your own value", isEstimate: false))
        }
        let window = history.inputs(from: day - (c.maximumHRWindowDays - 1), through: day)
        let peaks = window.flatMap { d in d.heartRate.map { $0.maximum ?? $0.mean } + d.workouts.compactMap(\.maximumHeartRate) }.filter { $0 < 230 }
        let peak = peaks.max()
        let estimate = history.heart.age.map { StrainScore.estimatedMaximum(age: $0, constants: c) }
        if let peak, estimate == nil || peak >= estimate! {
            return .success(HeartRateMaximum(value: peak, source: "highest recorded", isEstimate: false))
        }
        if let estimate, let age = history.heart.age {
            return .success(HeartRateMaximum(value: estimate, source: "estimated from age (Gulati 2010) for women: 206 − 0.88 × \(age)", isEstimate: true))
        }
        return .failure(.unavailable("no maximum heart rate: record a hard workout with heart rate, or give your age (`\(NextStep.giveAge)`) or a measured maximum (`\(NextStep.giveMaximumHeartRate)`)"))
    }
}
