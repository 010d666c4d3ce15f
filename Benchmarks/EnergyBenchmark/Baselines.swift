import CycleCore

/// The two simple methods the model is compared with.
enum Baselines {
    /// Mean logged intake − OLS slope of every weigh-in so far × 7700 kcal/kg.
    static func plainRegression(intake: [Day: Double], weights: [Day: Double], today: Day) -> Double? {
        guard !intake.isEmpty, weights.count >= 2 else { return nil }
        let mean = intake.values.reduce(0, +) / Double(intake.count)
        let xs = weights.keys.map { Double(today.days(to: $0)) }, ys = weights.keys.map { weights[$0]! }
        let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
        var sxx = 0.0, sxy = 0.0
        for (x, y) in zip(xs, ys) { sxx += (x - mx) * (x - mx); sxy += (x - mx) * (y - my) }
        guard sxx > 0 else { return mean }
        return mean - sxy / sxx * 7700
    }

    /// The spreadsheet: weekly averages of intake and weight since `start`; maintenance = mean of
    /// the weekly intakes − (last week's average weight − first week's) / weeks between × 7700 / 7.
    static func weeklyAverages(intake: [Day: Double], weights: [Day: Double], start: Day, today: Day) -> Double? {
        let weeks = start.days(to: today) / 7
        guard weeks >= 2 else { return nil }
        func average(_ values: [Day: Double], week: Int) -> Double? {
            let inWeek = values.filter { let d = start.days(to: $0.key); return d >= week * 7 && d < week * 7 + 7 }
            return inWeek.isEmpty ? nil : inWeek.values.reduce(0, +) / Double(inWeek.count)
        }
        let intakes = (0..<weeks).compactMap { average(intake, week: $0) }
        let weekWeights = (0..<weeks).compactMap { week in average(weights, week: week).map { (week, $0) } }
        guard !intakes.isEmpty, let first = weekWeights.first, let last = weekWeights.last, last.0 > first.0 else { return nil }
        let perWeek = (last.1 - first.1) / Double(last.0 - first.0)
        return intakes.reduce(0, +) / Double(intakes.count) - perWeek * 7700 / 7
    }
}
