/// Bloom's own predictor. It starts from `bloomher` and departs from it only where the
/// accuracy benchmark (`Benchmarks/PredictionBenchmark`, on 1,665 real cycles) shows it better:
///
/// - a cycle much longer than the person's usual one (≥ 1.5 × the median of the others, once
///   there are 4 cycles) is left out instead of being clamped in: a missed log or a one-off;
/// - the weights decay more slowly (0.9 instead of 0.85), so more of the history counts;
/// - the weighted mean is shrunk toward a population prior (29 days, Bull et al. 2019) by half a
///   pseudo-cycle, so one or two cycles do not swing the prediction;
/// - the interval comes from the person's own spread, shrunk toward the population's (3.5 days),
///   scaled so that about 80% of real next starts fall inside it; never narrower than ±1 day;
/// - period length is the median of the last 6 periods that lasted 2–10 days (5 when none).
public struct DefaultPredictor: Predictor {
    public let name = "default"
    public let summary = "Bloom's own: weighted recent cycles, missed logs dropped, shrunk toward 29 days when history is short"

    /// The tuning knobs; `Parameters.tuned` is what Bloom ships.
    public struct Parameters: Sendable, Hashable {
        public var decay: Double
        public var window: Int
        public var priorMean: Double
        public var priorStrength: Double
        public var gapRatio: Double
        public var priorSD: Double
        public var priorSDStrength: Double
        public var earlierZ: Double
        public var laterZ: Double

        public init(
            decay: Double, window: Int, priorMean: Double, priorStrength: Double, gapRatio: Double,
            priorSD: Double, priorSDStrength: Double, earlierZ: Double, laterZ: Double
        ) {
            self.decay = decay
            self.window = window
            self.priorMean = priorMean
            self.priorStrength = priorStrength
            self.gapRatio = gapRatio
            self.priorSD = priorSD
            self.priorSDStrength = priorSDStrength
            self.earlierZ = earlierZ
            self.laterZ = laterZ
        }

        /// The values chosen on the benchmark.
        /// (`swift run -c release PredictionBenchmark --tune` searches them again; held-out
        /// halves of the data score within 0.2 days of the fitted ones.)
        public static let tuned = Parameters(
            decay: 0.9, window: 12, priorMean: 29, priorStrength: 0.5, gapRatio: 1.5,
            priorSD: 3.5, priorSDStrength: 3, earlierZ: 1.1, laterZ: 0.8
        )
    }

    public let parameters: Parameters
    /// The cycle length the person said is typical for them (15–60 days). Until three cycles
    /// are logged it replaces the population mean as the prior the mean is shrunk toward;
    /// nil leaves predictions exactly as without it.
    public let typicalCycleLength: Int?
    /// How many logged cycles it takes for the person's own typical length to stop being the prior.
    public static let typicalLengthCycles = 3
    /// The usual cycle lengths, in days, a person may give as the prior; others are ignored.
    public static let typicalCycleLengthRange = 15...60

    public init(parameters: Parameters = .tuned, typicalCycleLength: Int? = nil) {
        self.parameters = parameters
        self.typicalCycleLength = typicalCycleLength.flatMap { Self.typicalCycleLengthRange.contains($0) ? $0 : nil }
    }

    /// "blended with the typical 29-day cycle most people have, at the weight of half a cycle:
    /// with 3 cycles logged that moves the estimate 0.4 days later (less as you log more)".
    static func populationBlendNote(priorMean: Double, shift: Double, cycles: Int) -> String {
        let tenths = Int((abs(shift) * 10).rounded())
        let amount = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        let moves = tenths == 0 ? "that leaves the estimate where it was"
            : "that moves the estimate \(amount) day\(tenths == 10 ? "" : "s") \(shift > 0 ? "later" : "earlier")"
        return "blended with the typical \(Int(priorMean))-day cycle most people have, at the weight of half a cycle: "
            + "with \(cycles) cycle\(cycles == 1 ? "" : "s") logged \(moves) (less as you log more)"
    }

    public func estimate(_ sample: CycleSample) -> Estimate {
        var p = parameters
        var notes: [String] = []
        let kept = Self.droppingMissedLogs(sample.cycleLengths, ratio: p.gapRatio)
        let typical = kept.count < Self.typicalLengthCycles ? typicalCycleLength : nil
        if let typical { p.priorMean = Double(typical) }
        if kept.count < sample.cycleLengths.count {
            let dropped = sample.cycleLengths.count - kept.count
            notes.append("left out \(dropped) cycle\(dropped == 1 ? "" : "s") much longer than your usual one (a missed log or a one-off)")
        }
        let used = Array(kept.suffix(p.window))
        let values = used.map(Double.init)
        let weights = Statistics.decayWeights(count: used.count, decay: p.decay)
        let weightSum = weights.reduce(0, +)
        let own = used.isEmpty ? p.priorMean : Statistics.weightedMean(values, weights: weights)
        let totalWeight = weightSum + p.priorStrength
        let cycleLength = totalWeight > 0 ? (own * weightSum + p.priorMean * p.priorStrength) / totalWeight : own
        if let typical, used.isEmpty {
            notes.append("no completed cycle yet: using the \(typical)-day cycle you said is typical for you")
        } else if let typical {
            notes.append("blended with the \(typical)-day cycle you said is typical for you until \(Self.typicalLengthCycles) cycles are logged")
        } else if used.isEmpty {
            notes.append("no completed cycle yet: using a typical \(Int(p.priorMean))-day cycle")
        } else if used.count < 6 {
            // Every estimate is blended with the population's cycle at the weight of half a
            // cycle; it is said while it still moves the date noticeably (under 6 cycles).
            notes.append(Self.populationBlendNote(priorMean: p.priorMean, shift: cycleLength - own, cycles: used.count))
        }

        let sd = Statistics.sampleStandardDeviation(values)
        let freedom = Double(max(0, used.count - 1))
        let spreadWeight = freedom + p.priorSDStrength
        let spread = spreadWeight > 0
            ? ((freedom * sd * sd + p.priorSDStrength * p.priorSD * p.priorSD) / spreadWeight).squareRoot()
            : p.priorSD
        let cv: Double? = used.count >= 2 ? sd / Statistics.mean(values) : nil
        let irregular = (cv ?? 0) > BloomherPredictor.irregularCV
        let confidence: Confidence =
            if irregular || used.count < 3 { .low } else if used.count < 6 { .medium } else { .high }
        return Estimate(
            cycleLength: cycleLength,
            daysEarlier: max(1, Statistics.rounded(p.earlierZ * spread)),
            daysLater: max(1, Statistics.rounded(p.laterZ * spread)),
            periodLength: PeriodLength.medianOfLastSixValid(sample.periodLengths),
            irregular: irregular, cv: cv, confidence: confidence, cyclesUsed: used.count,
            explanation: Explanation(lengths: used, weights: weights, notes: notes)
        )
    }

    /// `lengths` without those that look like a missed log: at least `ratio` times the median
    /// of the other cycles (judged only once there are 3 others), or outside 10–90 days.
    static func droppingMissedLogs(_ lengths: [Int], ratio: Double) -> [Int] {
        let plausible = lengths.filter { (10...90).contains($0) }
        guard plausible.count >= 4 else { return plausible }
        return plausible.enumerated().filter { index, length in
            var others = plausible.map(Double.init)
            others.remove(at: index)
            return Double(length) < ratio * Statistics.median(others)
        }.map(\.element)
    }
}
