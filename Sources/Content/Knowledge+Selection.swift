import CycleCore

extension Knowledge {
    /// The affirmation for `day`: the same all day, a different one the next day.
    ///
    /// Affirmations that fit `phase` and `mode` are walked in a fixed shuffled order keyed by
    /// the day's ordinal, so consecutive days never repeat (when two or more fit) and every
    /// one comes round before any repeats. No randomness: the same day gives the same answer.
    /// - Parameters:
    ///   - day: the day to choose for.
    ///   - phase: the cycle phase, or nil for any.
    ///   - mode: the mode, or nil for any.
    /// - Returns: nil when no affirmation fits.
    public func affirmation(on day: Day, phase: Phase? = nil, mode: Mode? = nil) -> Affirmation? {
        DailyRotation.pick(affirmations.filter { $0.fits(phase: phase, mode: mode) }, on: day)
    }

    /// Poses that fit `phase`, in file order.
    public func poses(for phase: Phase) -> [Pose] { poses.filter { $0.phases.contains(phase) } }

    /// Poses that are safe or can be modified in `trimester`, in file order.
    public func poses(for trimester: Trimester) -> [Pose] { poses.filter { $0.pregnancy[trimester] != .avoid } }

    /// Nutrition tips for `phase`, `trimester` and `nutrient` (nil means no filter).
    public func nutritionTips(phase: Phase? = nil, trimester: Trimester? = nil, nutrient: String? = nil) -> [NutritionTip] {
        nutritionTips.filter { tip in
            (phase.map { tip.phases.contains($0) } ?? true)
                && (trimester.map { tip.trimesters.contains($0) } ?? true)
                && (nutrient.map { tip.nutrients.contains($0) } ?? true)
        }
    }
}
