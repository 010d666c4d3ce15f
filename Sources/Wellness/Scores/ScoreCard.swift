import CycleCore
import NextSteps

/// Which score a card holds.
package enum ScoreKind: String, Sendable, CaseIterable, Codable {
    case recovery, sleep, strain, stress, week

    /// The score's name as people read it.
    package var title: String {
        switch self {
        case .recovery: "Recovery"
        case .sleep: "Sleep"
        case .strain: "Strain"
        case .stress: "Stress"
        case .week: "Weekly wellness"
        }
    }

    /// Whether a higher number is better (stress and strain are read the other way).
    package var higherIsBetter: Bool { self != .stress && self != .strain }
}

/// A score's band, with a word so it reads without colour.
package enum Band: String, Sendable, Codable, CaseIterable {
    case green, yellow, red

    /// The band in words for a score where higher is better.
    package var word: String {
        switch self {
        case .green: "good"
        case .yellow: "fair"
        case .red: "poor"
        }
    }

    /// The band of `value` on a 0–100 scale.
    /// - Parameter higherIsBetter: false for stress, where a low number is green.
    package static func of(_ value: Int, higherIsBetter: Bool = true, constants: WellnessConstants = .standard) -> Band {
        let v = higherIsBetter ? value : 100 - value
        if v >= constants.greenFrom { return .green }
        if v >= constants.yellowFrom { return .yellow }
        return .red
    }
}

/// One term of a score's explanation, e.g. "HRV 41 ms, 9% below your 60-day normal: −6".
package struct ScoreTerm: Sendable, Equatable {
    /// What the term is about, e.g. "HRV".
    package var name: String
    /// The measurement against its reference, in words.
    package var detail: String
    /// The points the term adds (negative: takes off).
    package var points: Double

    package init(name: String, detail: String, points: Double) {
        self.name = name
        self.detail = detail
        self.points = points
    }

    /// "detail: +3" with a proper minus sign.
    package var line: String { "\(detail): \(ScoreTerm.signed(points))" }

    /// A whole number with its sign, e.g. "+3", "−6", "0".
    package static func signed(_ value: Double) -> String {
        let n = Int(value.rounded(.toNearestOrAwayFromZero))
        if n > 0 { return "+\(n)" }
        if n < 0 { return "−\(-n)" }
        return "0"
    }
}

/// Whether a card has a number, and if not, why not.
package enum ScoreStatus: Sendable, Equatable {
    /// Scored from real measurements.
    case scored
    /// Not enough data: the text says what would make it available (its steps typed).
    case unavailable(StepText)
    /// The personal baseline is still being built.
    case calibrating(nightsLeft: Int, String)

    /// "data unavailable: …" or "calibrating: 3 more nights …", nil when scored.
    package var message: StepText? {
        switch self {
        case .scored: nil
        case let .unavailable(why): "data unavailable: \(why)"
        case let .calibrating(left, why): "calibrating: \(left) more night\(left == 1 ? "" : "s")\(why.isEmpty ? "" : " (\(why))")"
        }
    }
}

/// The personal baseline a score was measured against.
package struct BaselineSummary: Sendable, Equatable {
    /// What it is in words, e.g. "your 90-day luteal normal" or "your 60-day normal".
    package var label: String
    /// Nights it is built from.
    package var nights: Int
    /// The typical HRV (ms, back from the log scale), when there is one.
    package var hrvMilliseconds: Double?
    /// The typical resting heart rate, when there is one.
    package var restingHeartRate: Double?

    package init(label: String, nights: Int, hrvMilliseconds: Double? = nil, restingHeartRate: Double? = nil) {
        self.label = label
        self.nights = nights
        self.hrvMilliseconds = hrvMilliseconds
        self.restingHeartRate = restingHeartRate
    }
}

/// One score for one day with everything needed to explain it.
package struct ScoreCard: Sendable, Equatable {
    package var kind: ScoreKind
    package var day: Day
    /// The score 0–100, nil unless `status` is `.scored`.
    package var value: Int?
    /// The band, nil without a value.
    package var band: Band?
    package var status: ScoreStatus
    /// The terms that make up the score, in order.
    package var terms: [ScoreTerm]
    /// The inputs that went into it, e.g. ["HRV", "resting heart rate"].
    package var inputsUsed: [String]
    /// Inputs the score can use that were missing, e.g. ["last night's sleep"].
    package var inputsMissing: [String]
    /// The baseline, when the score has one.
    package var baseline: BaselineSummary?
    /// Other sentences worth saying (the cycle phase, estimates, advice).
    package var notes: [String]
    /// Extra figures by name (e.g. "strain21", "trimp", "needMinutes"), for detail views and JSON.
    package var figures: [String: Double]

    package init(kind: ScoreKind, day: Day, value: Int? = nil, status: ScoreStatus, terms: [ScoreTerm] = [],
                inputsUsed: [String] = [], inputsMissing: [String] = [], baseline: BaselineSummary? = nil,
                notes: [String] = [], figures: [String: Double] = [:], constants: WellnessConstants = .standard) {
        self.kind = kind
        self.day = day
        self.value = value
        self.band = value.map { Band.of($0, higherIsBetter: kind != .stress, constants: constants) }
        self.status = status
        self.terms = terms
        self.inputsUsed = inputsUsed
        self.inputsMissing = inputsMissing
        self.baseline = baseline
        self.notes = notes
        self.figures = figures
    }

    /// A card without a number.
    static func notScored(_ kind: ScoreKind, _ day: Day, _ status: ScoreStatus, missing: [String] = [],
                          baseline: BaselineSummary? = nil, notes: [String] = []) -> ScoreCard {
        ScoreCard(kind: kind, day: day, status: status, inputsMissing: missing, baseline: baseline, notes: notes)
    }

    /// The explanation as lines: the headline, each term, the inputs, the notes; the steps in
    /// them written by `wording`.
    package func explanation(_ wording: StepWording) -> [String] {
        explanationLines.map { wording($0) }
    }

    /// The explanation with its steps as typed values (`⟨…⟩`): for a card already worded
    /// (`worded(by:)`), the same lines in words.
    package var explanation: [String] {
        explanationLines.map(\.description)
    }

    /// The card with the steps in its status written by `wording`, for a reader that shows the
    /// explanation as it is (the assistant).
    package func worded(by wording: StepWording) -> ScoreCard {
        var card = self
        if case let .unavailable(why) = status { card.status = .unavailable(StepText(wording(why))) }
        return card
    }

    /// The headline, each term, the inputs, the notes.
    var explanationLines: [StepText] {
        var lines: [StepText] = []
        if let value, let band {
            lines.append("\(kind.title) \(value)/100 (\(band.rawValue), \(kind == .stress ? stressWord(band) : band.word))")
            lines += terms.map { StepText("  " + $0.line) }
            if !inputsMissing.isEmpty {
                lines.append("  from \(inputsUsed.joined(separator: ", ")) only; not used: \(inputsMissing.joined(separator: ", "))")
            }
        } else if let message = status.message {
            lines.append("\(kind.title): \(message)")
        }
        lines += notes.map { StepText("  " + $0) }
        return lines
    }

    private func stressWord(_ band: Band) -> String {
        switch band {
        case .green: "low"
        case .yellow: "moderate"
        case .red: "high"
        }
    }
}

/// Rounds and clamps a raw score to 0–100.
func clampedScore(_ raw: Double) -> Int {
    Int(min(100, max(0, raw)).rounded(.toNearestOrAwayFromZero))
}

func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    min(range.upperBound, max(range.lowerBound, value))
}

/// A status can be the failure of a `Result` (why a figure cannot be measured).
extension ScoreStatus: Error {}
