/// The mean of the last 3 cycle lengths, ±2 days: how many offline trackers predict.
/// With fewer than 3 cycles it averages what there is, and uses 28 days with none.
public struct Last3Predictor: Predictor {
    public let name = "last3"
    public let summary = "mean of the last 3 cycles, ±2 days"

    public init() {}

    public func estimate(_ sample: CycleSample) -> Estimate {
        let used = Array(sample.cycleLengths.suffix(3))
        let values = used.map(Double.init)
        let length = values.isEmpty ? 28 : Statistics.mean(values)
        return SimpleEstimate.make(
            length: length, halfWidth: 2, used: used, weights: used.map { _ in 1 },
            sample: sample, notes: used.isEmpty ? ["no completed cycle yet: using 28 days"] : []
        )
    }
}

/// The mean of every completed cycle up to 99 days (at least 3 of them), ±1 day when the
/// sample SD is below 1.5, else ±2: how open-source trackers such as drip predict.
/// With fewer than 3 such cycles it uses 28 days.
public struct MeanAllPredictor: Predictor {
    public let name = "mean-all"
    public let summary = "mean of all cycles up to 99 days (3 or more), ±1 day when steady, else ±2"

    public init() {}

    public func estimate(_ sample: CycleSample) -> Estimate {
        let used = sample.cycleLengths.filter { $0 <= 99 }
        let values = used.map(Double.init)
        guard used.count >= 3 else {
            return SimpleEstimate.make(
                length: 28, halfWidth: 2, used: used, weights: [], sample: sample,
                notes: ["fewer than 3 completed cycles: using 28 days"]
            )
        }
        let sd = Statistics.sampleStandardDeviation(values)
        return SimpleEstimate.make(
            length: Statistics.mean(values), halfWidth: sd < 1.5 ? 1 : 2, used: used,
            weights: used.map { _ in 1 }, sample: sample, notes: []
        )
    }
}

/// Always 28 days, ±2: the textbook calendar.
public struct Calendar28Predictor: Predictor {
    public let name = "calendar28"
    public let summary = "always 28 days, ±2"

    public init() {}

    public func estimate(_ sample: CycleSample) -> Estimate {
        SimpleEstimate.make(length: 28, halfWidth: 2, used: [], weights: [], sample: sample, notes: ["a fixed 28-day cycle"])
    }
}

enum SimpleEstimate {
    static func make(
        length: Double, halfWidth: Int, used: [Int], weights: [Double], sample: CycleSample, notes: [String]
    ) -> Estimate {
        let values = used.map(Double.init)
        let cv: Double? = values.count >= 2 ? Statistics.sampleStandardDeviation(values) / Statistics.mean(values) : nil
        let irregular = (cv ?? 0) > BloomherPredictor.irregularCV
        let confidence: Confidence =
            if irregular || used.count < 3 { .low } else if used.count < 6 { .medium } else { .high }
        return Estimate(
            cycleLength: length, daysEarlier: halfWidth, daysLater: halfWidth,
            periodLength: PeriodLength.meanOfLastSix(sample.periodLengths),
            irregular: irregular, cv: cv, confidence: confidence, cyclesUsed: used.count,
            explanation: Explanation(lengths: used, weights: weights, notes: notes)
        )
    }
}
