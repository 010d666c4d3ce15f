/// The reference algorithm, exactly as specified:
///
/// - the most recent 12 cycle lengths, each clamped to 10–60 days;
/// - with 3 or more, their weighted mean with weights `0.85^(n-1-i)` (newest 1.0); fewer: 28 days;
/// - period length: the mean of the last 6 period lengths (5 when none);
/// - ovulation 14 days before the next start, fertile window the 6 days ending on it;
/// - irregular when the coefficient of variation exceeds 0.15 (the fertile window widens by
///   2 days each side and confidence is low);
/// - confidence: fewer than 3 cycles low, 3–5 medium, 6 or more and regular high.
///
/// Its interval is ±(sample SD of the cycles used, rounded, at least 1), or ±3 days on the default.
public struct BloomherPredictor: Predictor {
    public let name = "bloomher"
    public let summary = "reference: weighted mean of the last 12 cycles (decay 0.85), 28 days with fewer than 3"

    public static let decay = 0.85
    public static let window = 12
    public static let minimumCycles = 3
    public static let sanityRange = 10...60
    public static let irregularCV = 0.15

    public init() {}

    public func estimate(_ sample: CycleSample) -> Estimate {
        let raw = Array(sample.cycleLengths.suffix(Self.window))
        let clamped = raw.map { min(max($0, Self.sanityRange.lowerBound), Self.sanityRange.upperBound) }
        var notes: [String] = []
        if clamped != raw { notes.append("cycle lengths outside 10–60 days were clamped to that range") }
        let values = clamped.map(Double.init)
        let n = values.count
        let weights = Statistics.decayWeights(count: n, decay: Self.decay)
        let cycleLength: Double
        if n >= Self.minimumCycles {
            cycleLength = Statistics.weightedMean(values, weights: weights)
        } else {
            cycleLength = 28
            notes.append("fewer than 3 completed cycles: using the default 28-day cycle")
        }
        let sd = Statistics.sampleStandardDeviation(values)
        let cv: Double? = n >= 2 ? sd / Statistics.mean(values) : nil
        let irregular = (cv ?? 0) > Self.irregularCV
        let confidence: Confidence =
            if irregular || n < 3 { .low } else if n < 6 { .medium } else { .high }
        let halfWidth = n >= Self.minimumCycles ? max(1, Statistics.rounded(sd)) : 3
        return Estimate(
            cycleLength: cycleLength, daysEarlier: halfWidth, daysLater: halfWidth,
            periodLength: PeriodLength.meanOfLastSix(sample.periodLengths),
            irregular: irregular, cv: cv, confidence: confidence, cyclesUsed: n,
            explanation: Explanation(lengths: clamped, weights: n >= Self.minimumCycles ? weights : [], notes: notes)
        )
    }
}
