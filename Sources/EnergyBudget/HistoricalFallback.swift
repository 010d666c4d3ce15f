import CycleCore

/// The maintenance assumed where recent data is thin: the person's own history when there is
/// enough of it, else a population default.
package struct FallbackMaintenance: Sendable, Equatable {
    /// Where the fallback came from.
    package enum Source: Sendable, Equatable {
        /// The person's data over this many days before today.
        case history(days: Int)
        /// The default 2200 kcal/day.
        case standard
    }

    /// The fallback, kcal/day.
    package let kcal: Double
    /// Where it came from.
    package let source: Source
    /// Its standard deviation, kcal/day.
    package let standardDeviation: Double

    /// The first look-back (6 months, 1 year, 2 years before today, today excluded) holding at
    /// least 28 weigh-ins and 56 logged intake days gives mean intake − OLS slope × ρ / 7;
    /// otherwise the default.
    package init(intake: [Day: Double], weights: [Day: Double], today: Day, energyDensity rho: Double,
                constants c: EnergyModelConstants = .standard) {
        for days in c.historicalLookbackDays {
            let first = today - days
            let eaten = intake.filter { $0.key >= first && $0.key < today }
            let weighed = weights.filter { $0.key >= first && $0.key < today }.sorted { $0.key < $1.key }
            guard eaten.count >= c.historicalMinimumIntakeDays, weighed.count >= c.historicalMinimumWeightDays,
                  let line = WeightedLine(xs: weighed.map { Double(today.days(to: $0.key)) }, ys: weighed.map(\.value),
                                          weights: Array(repeating: 1, count: weighed.count)) else { continue }
            let meanIntake = eaten.values.reduce(0, +) / Double(eaten.count)
            kcal = meanIntake - line.slope * 7 * rho / 7
            source = .history(days: days)
            standardDeviation = c.historicalMaintenanceSD
            return
        }
        kcal = c.defaultMaintenance
        source = .standard
        standardDeviation = c.defaultMaintenanceSD
    }
}
