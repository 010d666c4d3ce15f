/// How much autocorrelation in both a habit and a score inflates the variance of a difference
/// between days with and without the habit.
extension PatternStatistics {
    /// The variance inflation of a with-versus-without comparison over days that are not
    /// independent, after Pyper & Peterman (1998) and Dutilleul (1993):
    /// 1 + 2 Σⱼ ((N − j) ÷ N) ρₓ(j) ρᵧ(j), over lags j = 1 … N ÷ 5, never below 1.
    ///
    /// Habits come in streaks (a busy week of late meals) and scores carry over from one day to
    /// the next; when both do, a difference looks more certain than it is. When either series
    /// is independent from day to day the products are near 0 and so is the adjustment.
    /// ρₓ is the autocorrelation of the habit (present or not) and ρᵧ that of the score's
    /// residual from its own group's mean, so an effect of the habit is not mistaken for
    /// autocorrelation. Lags count calendar days; pairs of days with one missing are skipped.
    /// - Parameters:
    ///   - days: the day of each comparison (any order, no repeats).
    ///   - exposed: whether the habit was present, per day.
    ///   - values: the score compared, per day.
    /// - Returns: the factor (≥ 1) to multiply the independent-days variance by.
    package static func varianceInflation(days: [Int], exposed: [Bool], values: [Double]) -> Double {
        let n = days.count
        guard n >= 10, exposed.count == n, values.count == n else { return 1 }
        let share = Double(exposed.filter { $0 }.count) / Double(n)
        let withMean = mean(zip(exposed, values).filter { $0.0 }.map(\.1))
        let withoutMean = mean(zip(exposed, values).filter { !$0.0 }.map(\.1))
        // By calendar day from the first, NaN where the day was not compared.
        let first = days.min()!, span = days.max()! - first + 1
        var habit = [Double](repeating: .nan, count: span), residual = [Double](repeating: .nan, count: span)
        for index in 0..<n {
            habit[days[index] - first] = (exposed[index] ? 1 : 0) - share
            residual[days[index] - first] = values[index] - (exposed[index] ? withMean : withoutMean)
        }
        let habitSquares = habit.reduce(0) { $1.isNaN ? $0 : $0 + $1 * $1 }, residualSquares = residual.reduce(0) { $1.isNaN ? $0 : $0 + $1 * $1 }
        guard habitSquares > 1e-12, residualSquares > 1e-12 else { return 1 }
        var inflation = 1.0
        for lag in 1...max(1, n / 5) where lag < span {
            var habitProducts = 0.0, residualProducts = 0.0
            for day in 0..<(span - lag) where !habit[day].isNaN && !habit[day + lag].isNaN {
                habitProducts += habit[day] * habit[day + lag]
                residualProducts += residual[day] * residual[day + lag]
            }
            inflation += 2 * Double(n - lag) / Double(n) * (habitProducts / habitSquares) * (residualProducts / residualSquares)
        }
        return max(1, inflation)
    }
}
