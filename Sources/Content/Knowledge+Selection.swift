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
        let candidates = affirmations.filter { $0.fits(phase: phase, mode: mode) }
        guard !candidates.isEmpty else { return nil }
        let count = candidates.count
        let stride = Self.coprimeStride(for: count)
        let position = ((day.ordinal % count + count) % count) * stride % count
        return candidates[position]
    }

    /// A step near 0.618 × `count` that shares no factor with it, so stepping visits all.
    private static func coprimeStride(for count: Int) -> Int {
        guard count > 2 else { return 1 }
        var stride = max(1, Int(Double(count) * 0.618))
        while gcd(stride, count) != 1 { stride += 1 }
        return stride
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

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
