/// The statistics behind patterns: a permutation test, a bootstrap interval and the
/// Benjamini–Hochberg correction. Pure and seeded.
public enum PatternStatistics {
    /// The mean of `values` (0 for none).
    public static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// Two-sided permutation p-value for the difference in means of `a` and `b`, with Besag and
    /// Clifford's (1991) sequential stop: permutations end once `stopAfter` are at least as
    /// extreme as observed (p = extremes ÷ permutations); otherwise p = (extremes + 1) ÷ (N + 1).
    public static func permutationPValue(_ a: [Double], _ b: [Double], permutations: Int, stopAfter: Int, seed: UInt64) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 1 }
        var pool = a + b
        let total = pool.reduce(0, +), k = a.count, n = pool.count
        let observed = abs(mean(a) - mean(b))
        var random = SeededRandom(seed: seed)
        var extremes = 0
        for done in 1...max(1, permutations) {
            var sumA = 0.0
            for i in 0..<k {  // a partial Fisher–Yates shuffle draws k values without replacement
                let j = i + random.below(n - i)
                pool.swapAt(i, j)
                sumA += pool[i]
            }
            let difference = abs(sumA / Double(k) - (total - sumA) / Double(n - k))
            if difference >= observed - 1e-9 {
                extremes += 1
                if extremes >= stopAfter { return Double(extremes) / Double(done) }
            }
        }
        return Double(extremes + 1) / Double(permutations + 1)
    }

    /// A percentile bootstrap 95% interval for mean(a) − mean(b), resampling each group.
    public static func bootstrapInterval(_ a: [Double], _ b: [Double], resamples: Int, seed: UInt64) -> ClosedRange<Double> {
        var random = SeededRandom(seed: seed)
        var differences: [Double] = []
        differences.reserveCapacity(resamples)
        for _ in 0..<max(1, resamples) {
            var sumA = 0.0, sumB = 0.0
            for _ in 0..<a.count { sumA += a[random.below(a.count)] }
            for _ in 0..<b.count { sumB += b[random.below(b.count)] }
            differences.append(sumA / Double(a.count) - sumB / Double(b.count))
        }
        differences.sort()
        func quantile(_ q: Double) -> Double {
            let position = q * Double(differences.count - 1)
            let low = Int(position), high = min(differences.count - 1, low + 1)
            return differences[low] + (differences[high] - differences[low]) * (position - Double(low))
        }
        return quantile(0.025)...quantile(0.975)
    }

    /// Benjamini–Hochberg adjusted p-values (q-values), in the order given.
    public static func benjaminiHochberg(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        guard m > 0 else { return [] }
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = [Double](repeating: 1, count: m)
        var running = 1.0
        for rank in stride(from: m, through: 1, by: -1) {
            let index = order[rank - 1]
            running = min(running, pValues[index] * Double(m) / Double(rank))
            adjusted[index] = min(1, running)
        }
        return adjusted
    }

    /// A stable 64-bit hash of text (FNV-1a), for deriving seeds that do not change between runs.
    public static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
