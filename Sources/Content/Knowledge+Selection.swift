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
    package func affirmation(on day: Day, phase: Phase? = nil, mode: Mode? = nil) -> Affirmation? {
        DailyRotation.pick(affirmations.filter { $0.fits(phase: phase, mode: mode) }, on: day)
    }

    /// Poses that fit `phase`, in file order.
    package func poses(for phase: Phase) -> [Pose] { poses.filter { $0.phases.contains(phase) } }

    /// Poses that are safe or can be modified in `trimester`, in file order.
    package func poses(for trimester: Trimester) -> [Pose] { poses.filter { $0.pregnancy[trimester] != .avoid } }

    /// Nutrition tips for `phase`, `trimester` and `nutrient` (nil means no filter).
    package func nutritionTips(phase: Phase? = nil, trimester: Trimester? = nil, nutrient: String? = nil) -> [NutritionTip] {
        nutritionTips.filter { tip in
            (phase.map { tip.phases.contains($0) } ?? true)
                && (trimester.map { tip.trimesters.contains($0) } ?? true)
                && (nutrient.map { tip.nutrients.contains($0) } ?? true)
        }
    }
}

extension Knowledge {
    /// Partner tips that fit: in pregnancy with a known trimester, that trimester's tips;
    /// otherwise tips for no trimester whose modes and phases include `mode` and `phase` (a tip
    /// listing none fits all). When nothing fits, every tip. The rule the chat's partner
    /// answer selects by, here for every view.
    package func partnerTips(mode: Mode, phase: Phase?, trimester: Trimester?) -> [CareItem] {
        if let trimester {
            let fitting = partnerTips.filter { $0.trimesters.contains(trimester) }
            if !fitting.isEmpty { return fitting }
        }
        let fitting = partnerTips.filter { item in
            item.trimesters.isEmpty && (item.modes.isEmpty || item.modes.contains(mode))
                && (phase.map { item.phases.isEmpty || item.phases.contains($0) } ?? true)
        }
        return fitting.isEmpty ? partnerTips : fitting
    }

    /// Up to `count` fitting partner tips for `day`: consecutive in file order from the one
    /// `DailyRotation` picks that day, so the same day gives the same tips and the next day
    /// moves on.
    package func partnerTips(mode: Mode, phase: Phase?, trimester: Trimester?, on day: Day, count: Int) -> [CareItem] {
        let fitting = partnerTips(mode: mode, phase: phase, trimester: trimester)
        guard let first = DailyRotation.pick(fitting, on: day, salt: 53), let start = fitting.firstIndex(of: first) else { return [] }
        return (0..<min(count, fitting.count)).map { fitting[(start + $0) % fitting.count] }
    }
}
