import CycleCore
import NextSteps
import Foundation

/// Recovery: overnight HRV (log scale) and resting heart rate against the person's own robust
/// baseline, plus last night's sleep.
package enum RecoveryScore {
    /// The recovery card for `day`.
    package static func card(on day: Day, history: WellnessHistory, constants c: WellnessConstants = .standard) -> ScoreCard {
        let today = history[day]
        let hrv = today.overnightHRV(constants: c)
        let rhr = today.restingHeartRate
        guard hrv != nil || rhr != nil else {
            return .notScored(.recovery, day, .unavailable("no overnight HRV or resting heart rate for \(day.iso); wear your watch to bed and import it, or log them with `\(NextStep.log(.heartRateVariability(milliseconds: 45)))` and `\(NextStep.log(.restingHeartRate(bpm: 58)))`"),
                              missing: ["HRV", "resting heart rate"])
        }
        var terms: [ScoreTerm] = []
        var used: [String] = [], missing: [String] = [], notes: [String] = []
        var figures: [String: Double] = [:]
        var baselineSummary: BaselineSummary?
        var calibration: (Int, String)?

        if let hrv {
            let choice = BaselineChoice.choose(for: day, in: history, minimumSpread: c.minimumLogHRVSpread, constants: c) {
                $0.overnightHRV(constants: c).map { log($0) }
            }
            switch choice {
            case let .calibrating(left, why): calibration = (left, why)
            case let .ready(baseline, scope, label, plain):
                let z = clamp(baseline.z(log(hrv)), -c.zLimit...c.zLimit)
                let normal = exp(baseline.median)
                terms.append(ScoreTerm(name: "HRV", detail: "HRV \(number(hrv)) ms, \(percentWords(hrv / normal)) \(label) (\(number(normal)) ms)",
                                       points: c.recoveryPointsPerHRVSigma * z))
                used.append("HRV")
                figures["hrv"] = hrv
                figures["hrvNormal"] = normal
                baselineSummary = BaselineSummary(label: label, nights: baseline.count, hrvMilliseconds: normal)
                if let note = phaseNote(scope, phaseMedian: baseline.median, plain: plain, isLog: true) { notes.append(note) }
                if scope == .plain, case let .cycle(phase, _) = today.context {
                    notes.append("A \(phase.name)-phase baseline starts once \(c.phaseMinimumCycles) cycles have \(phase.name) nights; until then you are compared with your \(c.baselineWindowDays)-day normal.")
                }
            }
        } else {
            missing.append("HRV")
        }

        if let rhr {
            let choice = BaselineChoice.choose(for: day, in: history, minimumSpread: c.minimumRestingHRSpread, constants: c) { $0.restingHeartRate }
            switch choice {
            case let .calibrating(left, why): calibration = calibration.map { ($0.0 > left ? $0.0 : left, $0.1) } ?? (left, why)
            case let .ready(baseline, scope, label, plain):
                let z = clamp(baseline.z(rhr), -c.zLimit...c.zLimit)
                let difference = rhr - baseline.median
                let words = abs(difference) < 0.5 ? "at" : "\(number(abs(difference))) bpm \(difference > 0 ? "above" : "below")"
                terms.append(ScoreTerm(name: "Resting heart rate", detail: "Resting heart rate \(number(rhr)) bpm, \(words) \(label) (\(number(baseline.median)) bpm)",
                                       points: -c.recoveryPointsPerRestingHRSigma * z))
                used.append("resting heart rate")
                figures["restingHeartRate"] = rhr
                if baselineSummary == nil { baselineSummary = BaselineSummary(label: label, nights: baseline.count) }
                baselineSummary?.restingHeartRate = baseline.median
                if let note = phaseNote(scope, phaseMedian: baseline.median, plain: plain, isLog: false) { notes.append(note) }
            }
        } else {
            missing.append("resting heart rate")
        }

        if terms.isEmpty, let (left, why) = calibration {
            return .notScored(.recovery, day, .calibrating(nightsLeft: left, why), missing: missing)
        }
        if let (left, why) = calibration {
            notes.append("one measure is still calibrating: \(left) more night\(left == 1 ? "" : "s") (\(why))")
        }

        let sleep = SleepScore.card(on: day, history: history, constants: c)
        if let sleepValue = sleep.value {
            terms.append(ScoreTerm(name: "Sleep", detail: "Last night's sleep score \(sleepValue)", points: c.recoveryPointsPerSleepPoint * (Double(sleepValue) - c.recoverySleepPivot)))
            used.append("last night's sleep")
        } else {
            missing.append("last night's sleep")
        }
        let estimates = today.hrv.compactMap { $0.beatsPerMinute.flatMap(RMSSDEstimate.init(beatsPerMinute:)) }
        if !estimates.isEmpty {
            let rmssd = estimates.map(\.milliseconds).reduce(0, +) / Double(estimates.count)
            figures["rmssdEstimate"] = rmssd
            notes.append("\(RMSSDEstimate.label): \(number(rmssd)) ms, for reference; the score uses SDNN as recorded.")
        }
        if let breathing = today.respiratoryRate {
            figures["respiratoryRate"] = breathing
            let recent = history.inputs(from: day - c.baselineWindowDays, through: day - 1).compactMap(\.respiratoryRate)
            if recent.count >= c.baselineMinimumNights {
                notes.append("Respiratory rate \(number(breathing)) breaths a minute (your normal \(number(RobustBaseline.median(recent)))); shown, not scored.")
            }
        }
        if case .pregnant = today.context {
            notes.append("In pregnancy resting heart rate rises and HRV falls as the body adapts; you are compared with this trimester only.")
        }
        let raw = c.recoveryBase + terms.reduce(0) { $0 + $1.points }
        return ScoreCard(kind: .recovery, day: day, value: clampedScore(raw), status: .scored,
                         terms: [ScoreTerm(name: "Start", detail: "Starting point", points: c.recoveryBase)] + terms,
                         inputsUsed: used, inputsMissing: missing, baseline: baselineSummary, notes: notes, figures: figures, constants: c)
    }

    /// The sentence that says a phase baseline was used and how that phase usually differs.
    static func phaseNote(_ scope: BaselineScope, phaseMedian: Double, plain: RobustBaseline?, isLog: Bool, score: String = "recovery") -> String? {
        guard case let .phase(phase) = scope, let plain else { return nil }
        if isLog {
            let ratio = exp(phaseMedian - plain.median)
            guard abs(ratio - 1) >= 0.02 else { return nil }
            return "In your \(phase.name) phase your HRV usually runs \(percentWords(ratio)) your overall normal; today is compared with your \(phase.name) normal, so that usual \(ratio < 1 ? "dip" : "rise") is not counted against your \(score)."
        }
        let difference = phaseMedian - plain.median
        guard abs(difference) >= 1 else { return nil }
        return "In your \(phase.name) phase your resting heart rate usually runs \(number(abs(difference))) bpm \(difference > 0 ? "higher" : "lower") than your overall normal; that is expected and not counted as poor \(score)."
    }
}
