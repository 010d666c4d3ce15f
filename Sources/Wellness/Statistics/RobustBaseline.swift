import Foundation

/// A personal normal that a few odd nights cannot drag: the median, and the median absolute
/// deviation (MAD) scaled to a standard deviation.
package struct RobustBaseline: Sendable, Equatable {
    /// The median of the values.
    package var median: Double
    /// The median absolute deviation from the median.
    package var mad: Double
    /// The spread used for z-scores: MAD × 1.4826, at least the floor.
    package var spread: Double
    /// How many values it is built from.
    package var count: Int

    /// - Parameters:
    ///   - values: the values (already on the scale compared, e.g. log HRV).
    ///   - minimumSpread: the smallest spread allowed.
    /// - Returns: nil for no values.
    package init?(_ values: [Double], minimumSpread: Double, constants: WellnessConstants = .standard) {
        guard !values.isEmpty else { return nil }
        let m = RobustBaseline.median(values)
        let mad = RobustBaseline.median(values.map { abs($0 - m) })
        self.median = m
        self.mad = mad
        self.spread = max(minimumSpread, mad * constants.madToSigma)
        self.count = values.count
    }

    /// How many spreads `value` lies above the median.
    package func z(_ value: Double) -> Double { (value - median) / spread }

    /// The median of `values` (0 for none).
    package static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
