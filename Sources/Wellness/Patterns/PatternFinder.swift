import CycleCore

/// One lifestyle factor compared with one score.
package struct PatternTest: Sendable, Equatable {
    /// The factor in words, e.g. "late meals".
    package var factor: String
    package var score: ScoreKind
    /// Days the factor was logged, and days logged without it.
    package var exposedDays: Int
    package var otherDays: Int
    /// Mean score after the factor minus mean score otherwise.
    package var meanDifference: Double
    /// The permutation p-value and its Benjamini–Yekutieli q-value across all the pairs tested.
    package var p: Double
    package var q: Double
    /// The bootstrap 95% interval of the difference (computed for reported patterns).
    package var interval: ClosedRange<Double>?

    package init(factor: String, score: ScoreKind, exposedDays: Int, otherDays: Int, meanDifference: Double, p: Double, q: Double,
                interval: ClosedRange<Double>? = nil) {
        self.factor = factor
        self.score = score
        self.exposedDays = exposedDays
        self.otherDays = otherDays
        self.meanDifference = meanDifference
        self.p = p
        self.q = q
        self.interval = interval
    }

    /// The sentence reported, worded as an association.
    package var sentence: String {
        let direction = meanDifference < 0 ? "lower" : "higher"
        let size = Int(abs(meanDifference).rounded())
        var text = "After days with \(factor) your \(score.title.lowercased()) score averaged \(size) point\(size == 1 ? "" : "s") \(direction)"
        if let interval {
            // The interval of the size in the sentence's direction: "8 points lower (95% CI 3 to 13)".
            let shown = meanDifference < 0 ? (-interval.upperBound)...(-interval.lowerBound) : interval
            text += " (95% CI \(Int(shown.lowerBound.rounded())) to \(Int(shown.upperBound.rounded())); \(exposedDays) days vs \(otherDays))"
        } else {
            text += " (\(exposedDays) days vs \(otherDays))"
        }
        return text + ". This is an association in your data, not proof that one causes the other."
    }
}

/// What pattern-finding found, tested and could not test.
package struct PatternReport: Sendable, Equatable {
    /// Pairs that pass the false-discovery-rate threshold, largest difference first.
    package var found: [PatternTest]
    /// Every pair tested (the correction is across all of these).
    package var tested: [PatternTest]
    /// Pairs not tested, with why ("late meals × sleep: 4 days with, 10 needed").
    package var notTested: [String]

    package init(found: [PatternTest], tested: [PatternTest], notTested: [String]) {
        self.found = found
        self.tested = tested
        self.notTested = notTested
    }
}

/// Lifestyle factors against scores, with honest statistics: enough days on both sides, a
/// studentized permutation test allowing for streaks in the habit and the score, a
/// Benjamini–Yekutieli correction across every pair tested (it holds however the pairs depend
/// on each other), and a bootstrap interval for what is reported, widened for the same streaks.
package enum PatternFinder {
    /// - Parameters:
    ///   - exposures: per day, each factor logged that day: true when present, false when the
    ///     person logged that day without it. Days absent are not compared.
    ///   - scores: per score, its value by day.
    ///   - lag: days from the factor to the score compared (1: the factor's evening, next morning's recovery).
    ///   - seed: the seed of every resampling (same seed, same answer).
    package static func find(exposures: [Day: [String: Bool]], scores: [ScoreKind: [Day: Double]],
                            lag: (ScoreKind) -> Int = { $0 == .stress || $0 == .strain ? 0 : 1 },
                            seed: UInt64, constants c: WellnessConstants = .standard) -> PatternReport {
        let factors = Set(exposures.values.flatMap(\.keys)).sorted()
        var tested: [PatternTest] = [], groups: [[[Double]]] = [], inflations: [Double] = [], notTested: [String] = []
        for kind in ScoreKind.allCases {
            guard let values = scores[kind], !values.isEmpty else { continue }
            for factor in factors {
                var with: [Double] = [], without: [Double] = []
                var days: [Int] = [], exposed: [Bool] = [], compared: [Double] = []
                for (day, logged) in exposures {
                    guard let present = logged[factor], let score = values[day + lag(kind)] else { continue }
                    if present { with.append(score) } else { without.append(score) }
                    days.append(day.ordinal); exposed.append(present); compared.append(score)
                }
                guard with.count >= c.patternMinimumDays, without.count >= c.patternMinimumDays else {
                    notTested.append("\(factor) × \(kind.title.lowercased()): \(with.count) days with and \(without.count) without; \(c.patternMinimumDays) of each needed")
                    continue
                }
                with.sort(); without.sort()  // a fixed order, so results do not depend on dictionary order
                let inflation = PatternStatistics.varianceInflation(days: days, exposed: exposed, values: compared)
                let p = PatternStatistics.permutationPValue(with, without, permutations: c.patternPermutations, stopAfter: c.patternStopAfterExtremes,
                                                            seed: seed ^ PatternStatistics.stableHash("\(factor)|\(kind.rawValue)|p"),
                                                            varianceInflation: inflation)
                tested.append(PatternTest(factor: factor, score: kind, exposedDays: with.count, otherDays: without.count,
                                          meanDifference: PatternStatistics.mean(with) - PatternStatistics.mean(without), p: p, q: 1))
                groups.append([with, without])
                inflations.append(inflation)
            }
        }
        let q = PatternStatistics.benjaminiYekutieli(tested.map(\.p))
        var found: [PatternTest] = []
        for index in tested.indices {
            tested[index].q = q[index]
            guard q[index] <= c.patternFalseDiscoveryRate else { continue }
            let interval = PatternStatistics.bootstrapInterval(groups[index][0], groups[index][1], resamples: c.patternBootstrapResamples,
                                                               seed: seed ^ PatternStatistics.stableHash("\(tested[index].factor)|\(tested[index].score.rawValue)|ci"))
            // Resampling days treats them as independent: widen around the difference by the same inflation as the test.
            let difference = tested[index].meanDifference, widen = inflations[index].squareRoot()
            tested[index].interval = (difference - (difference - interval.lowerBound) * widen)...(difference + (interval.upperBound - difference) * widen)
            found.append(tested[index])
        }
        found.sort { abs($0.meanDifference) > abs($1.meanDifference) }
        return PatternReport(found: found, tested: tested, notTested: notTested)
    }
}
