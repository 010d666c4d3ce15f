import CycleCore
import Journal
import Wellness

extension JournalWellness {
    /// The seed of every resampling, so answers are reproducible.
    package static let patternSeed: UInt64 = 14

    /// Lifestyle factors against next morning's recovery and sleep and the day's stress, over
    /// the `days` days ending `today`: what `bloom patterns` prints and the chat answers from.
    package static func patternReport(history: WellnessHistory, exposures: [Day: [String: Bool]], today: Day, days: Int) -> PatternReport {
        let first = today - (days - 1)
        var scores: [ScoreKind: [Day: Double]] = [:]
        for kind in [ScoreKind.recovery, .sleep, .stress] {
            var values: [Day: Double] = [:]
            for offset in 0...days {
                let day = first + offset
                guard day <= today, let value = WellnessScores.card(kind, on: day, history: history).value else { continue }
                values[day] = Double(value)
            }
            scores[kind] = values
        }
        return PatternFinder.find(exposures: exposures, scores: scores, seed: patternSeed)
    }

    /// The pattern report of `profile` over the `days` days ending `today`, read from the
    /// journal exactly as `bloom patterns` reads it.
    package static func patternReport(of profile: Profile, in store: JournalStore, today: Day, days: Int = 90,
                              heart: HeartProfile = HeartProfile()) throws -> PatternReport {
        let history = try history(of: profile, in: store, from: today - days, through: today, heart: heart)
        let exposures = try lifestyleExposures(of: profile, in: store, from: today - (days - 1), through: today)
        return patternReport(history: history, exposures: exposures, today: today, days: days)
    }
}
