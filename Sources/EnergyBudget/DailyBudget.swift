import CycleCore

/// Today's budget: Budget = Base + clamp(Credit / DaysLeft, −500, +500), Base = Maintenance + Goal.
package struct DailyBudget: Sendable, Equatable {
    /// Maintenance + goal, kcal.
    package let base: Double
    /// Σ (base − intake) over the logged days among the 6 before today, kcal (positive: eaten less).
    package let credit: Double
    /// Logged days among the 6 before today.
    package let loggedDays: Int
    /// The days the credit is spread over: the window's 7 days minus the logged ones (1 at least:
    /// when all 6 earlier days are logged, today takes what is left, within the clamp).
    package let daysLeft: Int
    /// clamp(credit / daysLeft, ±500), kcal.
    package let creditAdjustment: Double
    /// The model's budget for today, kcal.
    package let kcal: Double
    /// Logged so far today, kcal (nil when nothing is logged yet today).
    package let eatenToday: Double?
    /// What the budget shows: never below the safe floor.
    package let target: Double
    /// Whether the floor raised the target.
    package let isAtFloor: Bool
    /// target − eaten today, kcal (negative: over).
    package var leftToday: Double { target - (eatenToday ?? 0) }

    /// The budget for `today` from daily intake totals (logged days only) and a base.
    /// - Parameter allowsCutBack: whether a bigger day may lower later days' budgets; false in
    ///   pregnancy and while breastfeeding, when Bloom never asks anyone to eat less to make up.
    package init(base: Double, intake: [Day: Double], today: Day, allowsCutBack: Bool = true,
                constants c: EnergyModelConstants = .standard) {
        let first = today - (c.creditWindowDays - 1)
        let earlier = intake.filter { $0.key >= first && $0.key < today }
        let credit = earlier.values.reduce(0) { $0 + (base - $1) }
        let daysLeft = max(1, c.creditWindowDays - earlier.count)
        let clamped = min(c.creditClampKcal, max(-c.creditClampKcal, credit / Double(daysLeft)))
        let adjustment = allowsCutBack ? clamped : max(0, clamped)
        self.base = base
        self.credit = credit
        loggedDays = earlier.count
        self.daysLeft = daysLeft
        creditAdjustment = adjustment
        kcal = base + adjustment
        eatenToday = intake[today]
        target = max(kcal, c.minimumDailyTargetKcal)
        isAtFloor = kcal < c.minimumDailyTargetKcal
    }
}
