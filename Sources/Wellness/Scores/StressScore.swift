import CycleCore
import Foundation

/// Stress: daytime HRV against the person's baseline (lower HRV, more stress), logged symptoms
/// and difficult moods, and breathing practice. Higher is more stress.
package enum StressScore {
    /// The stress card for `day`.
    package static func card(on day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> ScoreCard {
        let today = history[day]
        guard let hrv = today.daytimeHRV(constants: c) else {
            return .notScored(.stress, day, .unavailable("no daytime HRV readings (\(c.daytimeHours.lowerBound):00–\(c.daytimeHours.upperBound):00) for \(day.iso); a watch that records HRV during the day makes it available"),
                              missing: ["daytime HRV"])
        }
        let choice = BaselineChoice.choose(for: day, in: history, minimumSpread: c.minimumLogHRVSpread, constants: c) {
            $0.daytimeHRV(constants: c).map { log($0) }
        }
        let baseline: RobustBaseline, scope: BaselineScope, label: String, plain: RobustBaseline?
        switch choice {
        case let .calibrating(left, why):
            return .notScored(.stress, day, .calibrating(nightsLeft: left, why), missing: ["daytime HRV baseline"])
        case let .ready(b, s, l, p): (baseline, scope, label, plain) = (b, s, l, p)
        }
        let z = clamp(baseline.z(log(hrv)), -c.zLimit...c.zLimit)
        let normal = exp(baseline.median)
        var terms = [ScoreTerm(name: "Start", detail: "Starting point", points: c.stressBase),
                     ScoreTerm(name: "Daytime HRV", detail: "Daytime HRV \(number(hrv)) ms, \(percentWords(hrv / normal)) \(label) (\(number(normal)) ms)",
                               points: -c.stressPointsPerHRVSigma * z)]
        var used = ["daytime HRV"], missing: [String] = []
        if let burden = today.checkInBurden {
            let counted = min(burden, c.stressSymptomCap)
            terms.append(ScoreTerm(name: "Check-in", detail: "\(burden) symptom\(burden == 1 ? "" : "s") or difficult mood\(burden == 1 ? "" : "s") logged", points: c.stressPointsPerSymptom * Double(counted)))
            used.append("symptoms and moods")
        } else {
            missing.append("symptoms and moods (none logged)")
        }
        if today.breathingMinutes > 0 {
            terms.append(ScoreTerm(name: "Breathing", detail: "\(number(today.breathingMinutes)) min of breathing practice",
                                   points: -min(c.stressBreathingCap, c.stressPointsPerBreathingMinute * today.breathingMinutes)))
            used.append("breathing practice")
        }
        var notes: [String] = []
        if let note = RecoveryScore.phaseNote(scope, phaseMedian: baseline.median, plain: plain, isLog: true, score: "stress score") { notes.append(note) }
        let raw = terms.reduce(0) { $0 + $1.points }
        return ScoreCard(kind: .stress, day: day, value: clampedScore(raw), status: .scored, terms: terms, inputsUsed: used, inputsMissing: missing,
                         baseline: BaselineSummary(label: label, nights: baseline.count, hrvMilliseconds: normal), notes: notes,
                         figures: ["daytimeHRV": hrv, "hrvNormal": normal], constants: c)
    }
}
