/// Small descriptive statistics over day counts.
enum Statistics {
    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// The sample standard deviation (n − 1); 0 for fewer than two values.
    static func sampleStandardDeviation(_ values: [Double]) -> Double {
        guard values.count > 1 else { return 0 }
        let m = mean(values)
        let squares = values.reduce(0) { $0 + ($1 - m) * ($1 - m) }
        return (squares / Double(values.count - 1)).squareRoot()
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func weightedMean(_ values: [Double], weights: [Double]) -> Double {
        let total = weights.reduce(0, +)
        guard total > 0 else { return mean(values) }
        return zip(values, weights).reduce(0) { $0 + $1.0 * $1.1 } / total
    }

    /// Weights `decay^(n-1-i)`: the newest value weighs 1.
    static func decayWeights(count: Int, decay: Double) -> [Double] {
        (0..<count).map { index in pow(decay, count - 1 - index) }
    }

    static func pow(_ base: Double, _ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<max(0, exponent) { result *= base }
        return result
    }

    /// `value` rounded half away from zero, as an Int.
    static func rounded(_ value: Double) -> Int { Int(value.rounded(.toNearestOrAwayFromZero)) }
}
