/// A way of predicting the next period from a person's cycle history.
public protocol Predictor: Sendable {
    /// The name people select it by, e.g. "default" or "last3".
    var name: String { get }
    /// One line on how it works.
    var summary: String { get }
    /// The estimate for the cycle after `sample`'s last start.
    func estimate(_ sample: CycleSample) -> Estimate
}

extension Predictor {
    /// The prediction for `history`, or nil when no period has been logged.
    public func predict(_ history: PeriodHistory) -> Prediction? {
        guard let sample = history.sample else { return nil }
        return predict(sample)
    }

    /// The prediction for the cycle after `sample`'s last start.
    public func predict(_ sample: CycleSample) -> Prediction {
        Prediction(method: name, estimate: estimate(sample), lastStart: sample.lastStart)
    }
}

/// The predictors Bloom ships, by name.
public enum Predictors {
    /// Every predictor, `default` first.
    public static let all: [any Predictor] = [
        DefaultPredictor(), BloomherPredictor(), Last3Predictor(), MeanAllPredictor(), Calendar28Predictor(),
    ]

    /// The predictor called `name`, or nil.
    public static func named(_ name: String) -> (any Predictor)? {
        all.first { $0.name == name }
    }

    /// The names, for help text and error messages.
    public static var names: [String] { all.map(\.name) }

    /// Bloom's own predictor.
    public static let standard: any Predictor = DefaultPredictor()

    /// Bloom's own predictor with the person's typical cycle length (from onboarding) as the
    /// prior until three cycles are logged; exactly `standard` when `typicalCycleLength` is nil.
    public static func standard(typicalCycleLength: Int?) -> any Predictor {
        typicalCycleLength == nil ? standard : DefaultPredictor(typicalCycleLength: typicalCycleLength)
    }
}

/// Period-length rules shared by the predictors.
enum PeriodLength {
    /// Simple mean of the last six recorded period lengths; 5 when none are known.
    static func meanOfLastSix(_ lengths: [Int?]) -> Int {
        let known = lengths.compactMap { $0 }.suffix(6).map(Double.init)
        return known.isEmpty ? 5 : max(1, Statistics.rounded(Statistics.mean(Array(known))))
    }

    /// Median of the last six recorded periods that lasted 2–10 days; 5 when there are none.
    static func medianOfLastSixValid(_ lengths: [Int?]) -> Int {
        let valid = lengths.compactMap { $0 }.filter { (2...10).contains($0) }.suffix(6).map(Double.init)
        return valid.isEmpty ? 5 : Statistics.rounded(Statistics.median(Array(valid)))
    }
}
