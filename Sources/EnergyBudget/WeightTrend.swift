import CycleCore

/// The weight trend: a weighted least-squares line through the weigh-ins of the last 28 days,
/// each day's weight counting 0.9 times as much as the next day's.
package struct WeightTrend: Sendable, Equatable {
    /// The slope, kg per week (negative: losing).
    package let kgPerWeek: Double
    /// Its standard error, kg per week.
    package let standardErrorKgPerWeek: Double
    /// The line's value today, kg.
    package let kgToday: Double
    /// Weigh-ins used.
    package let weighIns: Int
    /// Days from the first to the last weigh-in used.
    package let spanDays: Int
    /// How far the slope can be trusted, 0…1: τ² / (τ² + SE²), which grows as more weigh-ins
    /// over a longer span shrink the standard error.
    package let confidence: Double

    /// The trend of `weights` as of `today`, or nil when there are fewer than 3 weigh-ins or they
    /// span less than a week (then the model assumes a stable weight).
    /// - Parameter factor: how much each day counts besides its age (1 for most days; the luteal
    ///   factor for luteal days when they are down-weighted).
    package init?(_ weights: [Day: Double], today: Day, constants c: EnergyModelConstants = .standard,
                 factor: (Day) -> Double = { _ in 1 }) {
        let first = today - (c.windowDays - 1)
        let points = weights.filter { $0.key >= first && $0.key <= today }.sorted { $0.key < $1.key }
        guard points.count >= c.minimumWeighIns, let earliest = points.first?.key, let latest = points.last?.key,
              earliest.days(to: latest) >= c.minimumWeightSpanDays else { return nil }
        let xs = points.map { Double(today.days(to: $0.key)) }
        let ys = points.map(\.value)
        let ws = points.map { power(c.weightDecayPerDay, $0.key.days(to: today)) * factor($0.key) }
        guard let fit = WeightedLine(xs: xs, ys: ys, weights: ws, minimumSD: c.minimumWeightNoiseKg) else { return nil }
        kgPerWeek = fit.slope * 7
        standardErrorKgPerWeek = fit.slopeStandardError * 7
        kgToday = fit.value(at: 0)
        weighIns = points.count
        spanDays = earliest.days(to: latest)
        let prior = c.priorSlopeSDKgPerWeek * c.priorSlopeSDKgPerWeek
        confidence = prior / (prior + standardErrorKgPerWeek * standardErrorKgPerWeek)
    }
}

/// A weighted least-squares line y = a + b·x, with the standard error of b for fixed weights and
/// equal noise: Var(b) = σ² Σ w²(x − x̄)² / Sxx², σ² = (Σ w r² / Σ w) · n / (n − 2), at least
/// `minimumSD`² (a few points can fit a line by chance; real weights are never that steady).
struct WeightedLine: Sendable, Equatable {
    let meanX: Double
    let meanY: Double
    let slope: Double
    let slopeStandardError: Double

    init?(xs: [Double], ys: [Double], weights: [Double], minimumSD: Double = 0) {
        let n = xs.count
        let total = weights.reduce(0, +)
        guard n >= 3, total > 0 else { return nil }
        let mx = zip(weights, xs).map { $0 * $1 }.reduce(0, +) / total
        let my = zip(weights, ys).map { $0 * $1 }.reduce(0, +) / total
        var sxx = 0.0, sxy = 0.0, sw2xx = 0.0
        for i in 0..<n {
            let dx = xs[i] - mx
            sxx += weights[i] * dx * dx
            sxy += weights[i] * dx * (ys[i] - my)
            sw2xx += weights[i] * weights[i] * dx * dx
        }
        guard sxx > 0 else { return nil }
        let b = sxy / sxx
        var residuals = 0.0
        for i in 0..<n {
            let r = ys[i] - (my + b * (xs[i] - mx))
            residuals += weights[i] * r * r
        }
        let variance = max(residuals / total * Double(n) / Double(n - 2), minimumSD * minimumSD)
        meanX = mx
        meanY = my
        slope = b
        slopeStandardError = (variance * sw2xx / (sxx * sxx)).squareRoot()
    }

    func value(at x: Double) -> Double { meanY + slope * (x - meanX) }
}
