import BloomBase

/// The statistics behind patterns: a permutation test, a bootstrap interval and the
/// Benjamini–Yekutieli (and Benjamini–Hochberg) corrections. Pure and seeded.
package enum PatternStatistics {
    /// The mean of `values` (0 for none).
    package static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// Two-sided permutation p-value for a difference between the means of `a` and `b`.
    ///
    /// The statistic is Welch's t, |mean(a) − mean(b)| ÷ √(var(a)/|a| + var(b)/|b|), not the
    /// raw difference: with groups of unequal size (11 days against 40) and unequal spread, a
    /// permutation test of the raw difference is not valid for "equal means", while the
    /// studentized one is exact under exchangeability and asymptotically valid when only the
    /// means are equal (Janssen 1997; Chung & Romano 2013).
    ///
    /// Besag and Clifford's (1991) sequential stop: permutations end once `stopAfter` are at
    /// least as extreme as observed (p = extremes ÷ permutations); otherwise
    /// p = (extremes + 1) ÷ (N + 1). Both are valid p-values (never too small); the smallest
    /// possible is 1 ÷ (N + 1), so N must be large enough for the strictest threshold used.
    ///
    /// Shuffling days treats them as independent. When they are not, `varianceInflation` (from
    /// `varianceInflation(days:exposed:values:)`) divides the observed statistic by its square
    /// root: studentizing by the variance the days really have, while the shuffled days keep
    /// the independent one.
    /// - Returns: 1 when either group has fewer than 2 values.
    package static func permutationPValue(_ a: [Double], _ b: [Double], permutations: Int, stopAfter: Int, seed: UInt64,
                                         varianceInflation: Double = 1) -> Double {
        guard a.count >= 2, b.count >= 2 else { return 1 }
        // Centred on the pooled mean (the statistic does not change), so sums of squares keep their digits.
        let centre = mean(a + b)
        let small = a.count <= b.count ? a : b, large = a.count <= b.count ? b : a
        var pool = (small + large).map { $0 - centre }
        let total = pool.reduce(0, +), totalSquares = pool.reduce(0) { $0 + $1 * $1 }
        let k = small.count, n = pool.count
        /// Welch's |t| when the first group (size k) sums to `sum` with squares summing to `squares`.
        func statistic(sum: Double, squares: Double) -> Double {
            let otherSum = total - sum, otherSquares = totalSquares - squares
            let meanA = sum / Double(k), meanB = otherSum / Double(n - k)
            let varA = max(0, squares - sum * meanA) / Double(k - 1)
            let varB = max(0, otherSquares - otherSum * meanB) / Double(n - k - 1)
            let error = (varA / Double(k) + varB / Double(n - k)).squareRoot()
            let difference = abs(meanA - meanB)
            if error <= 1e-12 { return difference <= 1e-12 ? 0 : .infinity }
            return difference / error
        }
        let observed = statistic(sum: pool[0..<k].reduce(0, +), squares: pool[0..<k].reduce(0) { $0 + $1 * $1 })
            / max(1, varianceInflation).squareRoot()
        var random = SeededRandom(seed: seed)
        var extremes = 0
        let threshold = observed * (1 - 1e-9)
        return pool.withUnsafeMutableBufferPointer { pool in  // the hot loop: no copy-on-write checks
            for done in 1...max(1, permutations) {
                var sum = 0.0, squares = 0.0
                for i in 0..<k {  // a partial Fisher–Yates shuffle draws k values without replacement
                    let j = i + random.below(n - i)
                    let value = pool[j]
                    pool[j] = pool[i]
                    pool[i] = value
                    sum += value
                    squares += value * value
                }
                if statistic(sum: sum, squares: squares) >= threshold {
                    extremes += 1
                    if extremes >= stopAfter { return Double(extremes) / Double(done) }
                }
            }
            return Double(extremes + 1) / Double(permutations + 1)
        }
    }

    /// A percentile bootstrap 95% interval for mean(a) − mean(b), resampling each group.
    package static func bootstrapInterval(_ a: [Double], _ b: [Double], resamples: Int, seed: UInt64) -> ClosedRange<Double> {
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
    package static func benjaminiHochberg(_ pValues: [Double]) -> [Double] {
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

    /// Benjamini–Yekutieli adjusted p-values, in the order given: Benjamini–Hochberg's times
    /// 1 + 1/2 + … + 1/m, capped at 1. Rejecting where this is ≤ α keeps the false-discovery
    /// rate ≤ α whatever the dependence between the tests (Benjamini & Yekutieli 2001,
    /// Theorem 1.3); Benjamini–Hochberg needs independent or positively dependent tests.
    package static func benjaminiYekutieli(_ pValues: [Double]) -> [Double] {
        let harmonic = (1...max(1, pValues.count)).reduce(0.0) { $0 + 1 / Double($1) }
        return benjaminiHochberg(pValues).map { min(1, $0 * harmonic) }
    }

    /// A stable 64-bit hash of text (FNV-1a), for deriving seeds that do not change between runs.
    package static func stableHash(_ text: String) -> UInt64 { FNV1a.hash(text) }
}
