/// Every tunable number of the energy model, in one place. `docs/ENERGY-BUDGET.md` explains
/// where each comes from; `scripts/energy_reference.py` repeats them, and the tests fail if the
/// two disagree.
package struct EnergyModelConstants: Sendable, Equatable {
    // MARK: Budget and credit

    /// Length of the rolling credit window, in days (today and the 6 days before it).
    package var creditWindowDays = 7
    /// The largest change the credit may make to one day's budget, in kcal (either way).
    package var creditClampKcal = 500.0

    // MARK: Intake average

    /// EWMA smoothing per day of intake. 0.1 gives a half-life of about 6.6 days, the same as
    /// the weight regression's 0.9-a-day weights, so both describe the same recent weeks.
    package var intakeAlpha = 0.1
    /// How many days of data the maintenance estimate looks at (intake and weights).
    package var windowDays = 28

    // MARK: Weight trend

    /// Each older day's weight counts this much less in the trend regression (0.9 per day).
    package var weightDecayPerDay = 0.9
    /// The fewest weigh-ins, and the shortest span in days, for any trend at all.
    package var minimumWeighIns = 3
    package var minimumWeightSpanDays = 7
    /// The least day-to-day noise assumed around the weight trend, kg (water and gut content move
    /// weight by this much even on a perfect scale), so a few weigh-ins on a line by chance do not
    /// look certain.
    package var minimumWeightNoiseKg = 0.3
    /// How much a luteal day's weight counts when luteal days are down-weighted (0…1).
    package var lutealWeightFactor = 0.5
    /// A luteal residual (kg above the trend) from which Bloom says the luteal days pull it up.
    package var lutealPullThresholdKg = 0.3

    // MARK: Energy density of weight change

    /// ρ without a body-fat reading, in kcal per kg of weight change.
    package var defaultEnergyDensity = 7350.0
    /// Energy in a kg of fat tissue change (Forbes/Hall), kcal/kg.
    package var fatEnergyDensity = 9440.0
    /// Energy in a kg of lean tissue change (Forbes/Hall), kcal/kg.
    package var leanEnergyDensity = 1816.0
    /// Forbes' constant C in p = FM / (FM + C), kg.
    package var forbesConstantKg = 10.4

    // MARK: Fallback

    /// Maintenance assumed when there is no history at all, kcal/day.
    package var defaultMaintenance = 2200.0
    /// How far back the historical fallback looks, tried in order (6 months, 1 year, 2 years).
    package var historicalLookbackDays = [182, 365, 730]
    /// Weigh-ins and intake days a look-back needs to be used.
    package var historicalMinimumWeightDays = 28
    package var historicalMinimumIntakeDays = 56

    // MARK: Uncertainty

    /// Standard deviation of the default 2200 kcal for a person we know nothing about, kcal/day.
    package var defaultMaintenanceSD = 400.0
    /// Standard deviation of a historical fallback, kcal/day.
    package var historicalMaintenanceSD = 200.0
    /// Standard deviation of an unknown weight trend, kg/week (when weight confidence is low).
    package var priorSlopeSDKgPerWeek = 0.25
    /// The range shown is the estimate ± this many standard errors (1.2816: an 80% interval,
    /// as for period predictions).
    package var rangeZ = 1.2816
    /// A range wider than this either side (kcal/day) is labelled a rough guess.
    package var roughGuessHalfWidthKcal = 250.0

    // MARK: Safety

    /// The lowest daily target Bloom will set or show, kcal/day.
    package var minimumDailyTargetKcal = 1200.0
    /// The fastest loss a goal may aim for, as a fraction of body weight a week.
    package var maximumLossFractionPerWeek = 0.01
    /// The largest surplus or deficit a goal may set, kcal/day.
    package var maximumGoalKcal = 1000

    /// The constants the model ships with.
    package static let standard = EnergyModelConstants()

    package init() {}
}
