import CycleCore
import Foundation

/// The weekly wellness score: average recovery, sleep regularity, strain against recovery,
/// symptom burden and breathing practice over the 7 days ending on a day, compared with the 7
/// days before.
package enum WeeklyScore {
    /// This week's card, with last week's score in `figures["lastWeek"]` and the change in
    /// `figures["change"]` when last week has a score.
    package static func card(endingOn day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> ScoreCard {
        var card = week(endingOn: day, history: history, constants: c)
        let last = week(endingOn: day - 7, history: history, constants: c)
        if let value = card.value, let previous = last.value {
            card.figures["lastWeek"] = Double(previous)
            card.figures["change"] = Double(value - previous)
            let change = value - previous
            card.notes.insert(change == 0 ? "The same as last week (\(previous))." :
                              "\(change > 0 ? "Up" : "Down") \(abs(change)) from last week (\(previous)).", at: 0)
        } else if card.value != nil {
            card.notes.insert("Last week: \(last.status.message ?? "no score").", at: 0)
        }
        return card
    }

    static func week(endingOn day: Day, history: WellnessHistory, constants c: WellnessConstants) -> ScoreCard {
        let days = (0..<7).map { day - 6 + $0 }
        let recoveries = days.map { RecoveryScore.card(on: $0, history: history, constants: c) }
        let scored = recoveries.compactMap(\.value)
        guard scored.count >= c.weekMinimumRecoveryDays else {
            return .notScored(.week, day, .unavailable("\(scored.count) of the \(c.weekMinimumRecoveryDays) days with a recovery score a week needs (\(days.first!.iso) to \(day.iso))"),
                              missing: ["recovery"])
        }
        let w = c.weekWeights
        var parts: [(name: String, detail: String, weight: Double, fraction: Double)] = []
        var missing: [String] = []
        let meanRecovery = Double(scored.reduce(0, +)) / Double(scored.count)
        parts.append(("Recovery", "Average recovery \(Int(meanRecovery.rounded())) over \(scored.count) days", w.recovery, meanRecovery / 100))

        if let spread = SleepScore.regularity(endingOn: day, history: history, constants: c) {
            parts.append(("Regularity", "Bed and wake times vary by \(Int(spread.rounded())) min", w.regularity, falling(spread, c.sleepRegularityRangeMinutes)))
        } else { missing.append("sleep regularity") }

        var mismatches: [Double] = []
        for (index, recovery) in recoveries.enumerated() {
            guard let strain = StrainScore.strain21(on: days[index], history: history, constants: c) else { continue }
            let pregnant: Bool
            if case .pregnant = history[days[index]].context { pregnant = true } else { pregnant = false }
            guard let range = StrainScore.suitedRange(recovery: recovery.band, pregnant: pregnant) else { continue }
            mismatches.append(min(1, max(0, strain - range.upperBound) / c.weekStrainMismatchAtZero))
        }
        if !mismatches.isEmpty {
            let over = mismatches.filter { $0 > 0 }.count
            parts.append(("Strain vs recovery", "Strain above what recovery suited on \(over) of \(mismatches.count) days", w.strainBalance,
                          1 - mismatches.reduce(0, +) / Double(mismatches.count)))
        } else { missing.append("strain against recovery") }

        let burdens = days.compactMap { history[$0].checkInBurden }
        if !burdens.isEmpty {
            let mean = Double(burdens.reduce(0, +)) / Double(burdens.count)
            parts.append(("Symptoms", "\(number(mean)) symptoms or difficult moods a day over \(burdens.count) check-ins", w.symptoms,
                          clamp(1 - mean / c.weekSymptomsAtZero, 0...1)))
        } else { missing.append("symptoms (no check-ins)") }

        let breathing = days.reduce(0.0) { $0 + history[$1].breathingMinutes }
        parts.append(("Breathing", "\(number(breathing)) min of breathing practice", w.breathing, min(1, breathing / c.weekBreathingMinutes)))

        let total = parts.reduce(0) { $0 + $1.weight }
        let terms = parts.map { ScoreTerm(name: $0.name, detail: "\($0.detail) (\(number(100 * $0.weight / total)) max)", points: 100 * $0.weight * $0.fraction / total) }
        return ScoreCard(kind: .week, day: day, value: clampedScore(terms.reduce(0) { $0 + $1.points }), status: .scored, terms: terms,
                         inputsUsed: parts.map { $0.name.lowercased() }, inputsMissing: missing, figures: ["recoveryDays": Double(scored.count)], constants: c)
    }
}
