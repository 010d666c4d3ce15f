import CycleCore

/// Whether water retention before a period is pulling the weight trend up.
public struct CycleWeightEffect: Sendable, Equatable {
    /// Luteal weigh-ins in the window.
    public let lutealWeighIns: Int
    /// How far luteal weigh-ins sit above the trend line on average, kg (weighted like the trend).
    public let lutealResidualKg: Double
    /// The trend with every day counted alike, kg/week.
    public let slopeKgPerWeek: Double
    /// The trend with luteal days down-weighted, kg/week.
    public let downWeightedSlopeKgPerWeek: Double

    /// Whether the luteal days sit above the trend by at least the threshold and steepen it.
    public let isPullingUp: Bool

    /// The effect as of `today`, or nil when the window lacks 2 luteal and 2 other weigh-ins, or
    /// there is no trend.
    public init?(weights: [Day: Double], lutealDays: Set<Day>, today: Day, constants c: EnergyModelConstants = .standard) {
        let first = today - (c.windowDays - 1)
        let window = weights.filter { $0.key >= first && $0.key <= today }
        let luteal = window.filter { lutealDays.contains($0.key) }
        guard luteal.count >= 2, window.count - luteal.count >= 2,
              let plain = WeightTrend(weights, today: today, constants: c),
              let lighter = WeightTrend(weights, today: today, constants: c,
                                        factor: { lutealDays.contains($0) ? c.lutealWeightFactor : 1 }) else { return nil }
        var weighted = 0.0, total = 0.0
        for (day, kg) in luteal {
            let w = power(c.weightDecayPerDay, day.days(to: today))
            let line = plain.kgToday + plain.kgPerWeek / 7 * Double(today.days(to: day))
            weighted += w * (kg - line)
            total += w
        }
        lutealWeighIns = luteal.count
        lutealResidualKg = weighted / total
        slopeKgPerWeek = plain.kgPerWeek
        downWeightedSlopeKgPerWeek = lighter.kgPerWeek
        isPullingUp = lutealResidualKg >= c.lutealPullThresholdKg && plain.kgPerWeek > lighter.kgPerWeek
    }
}
