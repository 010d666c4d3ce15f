import CycleCore

/// Whether water retention before a period is pulling the weight trend up.
///
/// The trend is fitted twice with the same 0.9-a-day weights: once as it is, and once with a
/// luteal step (y = a + b·x + c·luteal), whose c is the water the luteal days carry and whose b
/// is the trend without it.
package struct CycleWeightEffect: Sendable, Equatable {
    /// Luteal weigh-ins in the window.
    package let lutealWeighIns: Int
    /// How much heavier luteal weigh-ins are than the trend predicts, kg (the step c).
    package let lutealOffsetKg: Double
    /// The trend with every day counted alike, kg/week.
    package let slopeKgPerWeek: Double
    /// The trend once the luteal step is taken out, kg/week.
    package let adjustedSlopeKgPerWeek: Double
    /// Whether luteal days sit above the trend by at least the threshold and steepen it.
    package let isPullingUp: Bool

    /// The effect as of `today`, or nil when the window lacks 2 luteal and 2 other weigh-ins, or
    /// there is no trend.
    package init?(weights: [Day: Double], lutealDays: Set<Day>, today: Day, constants c: EnergyModelConstants = .standard) {
        let first = today - (c.windowDays - 1)
        let window = weights.filter { $0.key >= first && $0.key <= today }.sorted { $0.key < $1.key }
        let lutealCount = window.filter { lutealDays.contains($0.key) }.count
        guard lutealCount >= 2, window.count - lutealCount >= 2, let plain = WeightTrend(weights, today: today, constants: c) else { return nil }
        // Weighted normal equations for (a, b, c) with columns 1, x, luteal.
        var m = [[Double]](repeating: [0, 0, 0, 0], count: 3)
        for (day, kg) in window {
            let w = power(c.weightDecayPerDay, day.days(to: today))
            let row = [1, Double(today.days(to: day)), lutealDays.contains(day) ? 1.0 : 0]
            for i in 0..<3 {
                for j in 0..<3 { m[i][j] += w * row[i] * row[j] }
                m[i][3] += w * row[i] * kg
            }
        }
        guard let solution = solve3(m) else { return nil }
        lutealWeighIns = lutealCount
        lutealOffsetKg = solution[2]
        slopeKgPerWeek = plain.kgPerWeek
        adjustedSlopeKgPerWeek = solution[1] * 7
        isPullingUp = lutealOffsetKg >= c.lutealPullThresholdKg && slopeKgPerWeek > adjustedSlopeKgPerWeek
    }
}

/// Solves a 3×3 system given as an augmented matrix, by elimination with partial pivoting.
func solve3(_ matrix: [[Double]]) -> [Double]? {
    var m = matrix
    for column in 0..<3 {
        let pivot = (column..<3).max { abs(m[$0][column]) < abs(m[$1][column]) }!
        guard abs(m[pivot][column]) > 1e-12 else { return nil }
        m.swapAt(column, pivot)
        for row in 0..<3 where row != column {
            let factor = m[row][column] / m[column][column]
            for k in column..<4 { m[row][k] -= factor * m[column][k] }
        }
    }
    return (0..<3).map { m[$0][3] / m[$0][$0] }
}
