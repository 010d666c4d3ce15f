/// ρ, the energy in one kilogram of body-weight change.
package enum EnergyDensity {
    /// ρ in kcal/kg: the Forbes partition when a body-fat reading and a weight are known,
    /// else the default 7350 kcal/kg.
    ///
    /// Forbes (1987), as used by Hall (2008): of a change in weight, the fraction that is fat is
    /// p = FM / (FM + 10.4), FM being fat mass in kg; ρ = p × 9440 + (1 − p) × 1816.
    /// - Parameters:
    ///   - weightKg: the current weight.
    ///   - bodyFatPercent: the body-fat percentage, or nil.
    package static func kcalPerKg(weightKg: Double?, bodyFatPercent: Double?,
                                 constants c: EnergyModelConstants = .standard) -> Double {
        guard let weightKg, let bodyFatPercent, bodyFatPercent > 0, weightKg > 0 else { return c.defaultEnergyDensity }
        let fatMass = weightKg * bodyFatPercent / 100
        let p = fatFraction(fatMassKg: fatMass, constants: c)
        return p * c.fatEnergyDensity + (1 - p) * c.leanEnergyDensity
    }

    /// The fraction of a weight change that is fat, p = FM / (FM + C).
    package static func fatFraction(fatMassKg: Double, constants c: EnergyModelConstants = .standard) -> Double {
        fatMassKg / (fatMassKg + c.forbesConstantKg)
    }
}
