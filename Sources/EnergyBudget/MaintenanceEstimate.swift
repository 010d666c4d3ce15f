import CycleCore

/// What the person burns a day, learned from what they log eating and how their weight moves:
/// Maintenance = BlendedIntake − BlendedSlope × ρ / 7.
package struct MaintenanceEstimate: Sendable, Equatable {
    /// The estimate, kcal/day.
    package let kcal: Double
    /// Its standard error, kcal/day.
    package let standardError: Double
    /// The likely range (± z standard errors), kcal/day.
    package let low: Double
    package let high: Double
    /// Whether the range is still too wide to lean on.
    package let isRoughGuess: Bool

    /// The EWMA of logged intake over the 28 days before today (nil with nothing logged).
    package let intakeAverage: Double?
    /// Logged intake days in that window.
    package let intakeDays: Int
    /// Trust in the intake average, 0…1.
    package let calorieConfidence: Double
    /// EWMA × calorieConfidence + fallback × (1 − calorieConfidence).
    package let blendedIntake: Double
    /// The weight trend used (nil: too few weigh-ins, stable weight assumed).
    package let trend: WeightTrend?
    /// Trust in the weight trend, 0…1.
    package let weightConfidence: Double
    /// Trend × weightConfidence, kg/week.
    package let blendedSlopeKgPerWeek: Double
    /// ρ, kcal per kg of weight change.
    package let energyDensity: Double
    /// The fallback blended in.
    package let fallback: FallbackMaintenance

    /// The estimate from `input` as of `input.today`.
    package init(_ input: EnergyInput, constants c: EnergyModelConstants = .standard) {
        let today = input.today
        let latestWeight = input.weights.filter { $0.key <= today }.max { $0.key < $1.key }?.value
        let rho = EnergyDensity.kcalPerKg(weightKg: latestWeight, bodyFatPercent: input.bodyFat?.percent, constants: c)
        let fallback = FallbackMaintenance(intake: input.intake, weights: input.weights, today: today, energyDensity: rho, constants: c)

        let firstIntakeDay = today - c.windowDays
        let recent = input.intake.filter { $0.key >= firstIntakeDay && $0.key < today }.map { (day: $0.key, kcal: $0.value) }
        let average = IntakeAverage(recent, alpha: c.intakeAlpha)
        let cc = average.value == nil ? 0 : IntakeAverage.confidence(loggedDays: average.loggedDays, alpha: c.intakeAlpha)
        let blendedIntake = (average.value ?? 0) * cc + fallback.kcal * (1 - cc)

        let lutealDays = input.lutealDays
        let trend = input.downWeightLuteal
            ? WeightTrend(input.weights, today: today, constants: c, factor: { lutealDays.contains($0) ? c.lutealWeightFactor : 1 })
            : WeightTrend(input.weights, today: today, constants: c)
        let wc = trend?.confidence ?? 0
        let slope = (trend?.kgPerWeek ?? 0) * wc

        let kcal = blendedIntake - slope * rho / 7

        // Uncertainty: the intake average's error (spread / √n_eff, n_eff capped at the EWMA's
        // (2 − α)/α), the fallback's spread for the share it carries, the slope's standard error
        // for the share the trend carries and an unknown trend for the rest.
        let effectiveDays = min(Double(average.loggedDays), (2 - c.intakeAlpha) / c.intakeAlpha)
        let intakeError = effectiveDays > 0 ? average.spread / effectiveDays.squareRoot() : 0
        let slopeError = trend?.standardErrorKgPerWeek ?? 0
        let perKgWeek = rho / 7
        let variance = (cc * intakeError) * (cc * intakeError)
            + ((1 - cc) * fallback.standardDeviation) * ((1 - cc) * fallback.standardDeviation)
            + (perKgWeek * wc * slopeError) * (perKgWeek * wc * slopeError)
            + (perKgWeek * (1 - wc) * c.priorSlopeSDKgPerWeek) * (perKgWeek * (1 - wc) * c.priorSlopeSDKgPerWeek)
        let se = variance.squareRoot()

        self.kcal = kcal
        standardError = se
        low = kcal - c.rangeZ * se
        high = kcal + c.rangeZ * se
        isRoughGuess = c.rangeZ * se > c.roughGuessHalfWidthKcal
        intakeAverage = average.value
        intakeDays = average.loggedDays
        calorieConfidence = cc
        self.blendedIntake = blendedIntake
        self.trend = trend
        weightConfidence = wc
        blendedSlopeKgPerWeek = slope
        energyDensity = rho
        self.fallback = fallback
    }
}
