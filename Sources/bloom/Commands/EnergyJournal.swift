import CycleCore
import EnergyBudget
import Journal

/// Reads what the energy model needs from the journal: intake by day, weights, the goal, the
/// cycle's luteal days and whether the person is pregnant or may be breastfeeding.
enum EnergyJournal {
    /// A baby born (due) within this many days may still be breastfed.
    static let breastfeedingWindowDays = 365

    /// The model's input and the life stage for `profile` on `today`.
    /// - Parameter notBreastfeeding: the person said they are not breastfeeding.
    static func input(store: JournalStore, profile: Profile, today: Day,
                      notBreastfeeding: Bool = false) throws -> (input: EnergyInput, stage: EnergyLifeStage) {
        let intake = try store.dailyIntake(of: profile).filter { $0.key <= today }
        let weights = Dictionary(try store.records(WeightEntry.self, of: profile).filter { $0.day <= today }.map { ($0.day, $0.kilograms) },
                                 uniquingKeysWith: { _, last in last })
        let goal = try store.energyGoal(of: profile, on: today)
        let history = try store.periodHistory(of: profile, asOf: today)
        let ovulation = Predictors.standard.predict(history)?.ovulation
        let luteal = profile.mode == .pregnancy ? [] : LutealDays.from(starts: history.periods.map(\.start), predictedOvulation: ovulation, today: today)
        let input = EnergyInput(intake: intake, weights: weights, goalKcal: Double(goal), lutealDays: luteal, today: today)
        return (input, try stage(store: store, profile: profile, today: today, notBreastfeeding: notBreastfeeding))
    }

    /// Pregnant (with the trimester) in pregnancy mode; possibly breastfeeding within a year of
    /// the last due date, unless the person said otherwise; else standard.
    static func stage(store: JournalStore, profile: Profile, today: Day, notBreastfeeding: Bool) throws -> EnergyLifeStage {
        let pregnancy = try store.currentPregnancy(of: profile)
        if profile.mode == .pregnancy {
            guard let pregnancy, pregnancy.lmp <= today else { return .pregnant(.first) }
            return .pregnant(GestationalAge(totalDays: pregnancy.lmp.days(to: today)).trimester)
        }
        if !notBreastfeeding, let due = pregnancy?.dueDate, due <= today, due.days(to: today) <= breastfeedingWindowDays {
            return .breastfeeding
        }
        return .standard
    }
}
