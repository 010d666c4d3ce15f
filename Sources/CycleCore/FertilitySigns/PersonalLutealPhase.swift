/// The person's own luteal phase, from completed cycles whose temperature shift was confirmed.
///
/// Used in place of the textbook 14 days once at least two cycles have one (facts §4: real
/// luteal phases vary, mean 12.4 days, 95% range 7–17). Lengths outside 7–19 days are left
/// out as charting slips.
public struct PersonalLutealPhase: Sendable, Hashable {
    /// Cycles needed before the personal length is used.
    public static let minimumCycles = 2
    /// Luteal lengths believed; others are set aside.
    public static let plausible = 7...19
    /// How many of the most recent cycles count.
    public static let window = 6

    /// The luteal lengths used, oldest first.
    public let lengths: [Int]

    /// From luteal lengths, oldest first.
    public init(lengths: [Int]) {
        self.lengths = Array(lengths.filter { Self.plausible.contains($0) }.suffix(Self.window))
    }

    /// From charts: each complete cycle with a confirmed shift gives one length.
    public init(charts: [CycleChart]) {
        self.init(lengths: charts.compactMap(\.lutealLength))
    }

    /// The personal length (median, rounded), or nil with fewer than two cycles.
    public var length: Int? {
        guard lengths.count >= Self.minimumCycles else { return nil }
        return Statistics.rounded(Statistics.median(lengths.map(Double.init)))
    }
}

extension Predictor {
    /// The prediction for `history`, placing ovulation and the fertile window with the person's
    /// own luteal length when `luteal` has one (and saying so in the explanation); exactly
    /// `predict(history)` otherwise.
    public func predict(_ history: PeriodHistory, luteal: PersonalLutealPhase) -> Prediction? {
        guard let sample = history.sample else { return nil }
        var estimate = estimate(sample)
        if let length = luteal.length {
            estimate.lutealLength = length
            let count = luteal.lengths.count
            estimate.explanation.notes.append(
                "ovulation estimated \(length) days before the next period, your own luteal phase from \(count) cycles with a confirmed temperature shift, instead of the usual 14"
            )
        }
        return Prediction(method: name, estimate: estimate, lastStart: sample.lastStart)
    }
}
