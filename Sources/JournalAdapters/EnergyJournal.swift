import CycleCore
import EnergyBudget
import Journal

/// Reads what the energy model needs from the journal: intake by day, weights, the goal, the
/// cycle's luteal days and whether the person is pregnant or may be breastfeeding.
package enum EnergyJournal {
    /// A baby born (due) within this many days may still be breastfed.
    package static let breastfeedingWindowDays = 365

    /// The model's input and the life stage for `profile` on `today`.
    /// - Parameter notBreastfeeding: the person said they are not breastfeeding.
    package static func input(store: JournalStore, profile: Profile, today: Day,
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

    /// The summary `bloom budget` prints and the chat answers from, for `profile` on `today`;
    /// with no journal yet (`opened` nil), the summary of nothing logged.
    /// - Parameters:
    ///   - notBreastfeeding: the person said they are not breastfeeding.
    ///   - downWeightLuteal: luteal weigh-ins count half in the weight trend.
    package static func summary(_ opened: (store: JournalStore, profile: Profile)?, today: Day, notBreastfeeding: Bool = false,
                        downWeightLuteal: Bool = false) throws -> EnergySummary {
        var input = EnergyInput(intake: [:], weights: [:], today: today)
        var stage = EnergyLifeStage.standard
        if let (store, profile) = opened {
            (input, stage) = try self.input(store: store, profile: profile, today: today, notBreastfeeding: notBreastfeeding)
        }
        input.downWeightLuteal = downWeightLuteal
        return EnergySummary(input, stage: stage)
    }

    /// Logs a food entry; `total` is everything logged on its day, this entry included.
    package static func logFood(_ entry: FoodEntry, store: JournalStore, profile: Profile, today: Day) throws -> (logged: Logged<FoodEntry>, total: Int) {
        let logged = try store.logFood(entry, for: profile, today: today)
        let total = Int(try store.dailyIntake(of: profile)[entry.day] ?? 0)
        return (logged, total)
    }

    /// What `bloom food` and the chat say after logging: the entry, and the day's total only
    /// when other food was logged that day too ("food 650 kcal on 2026-11-22 · protein 30 g ·
    /// 1,300 kcal in all that day"); the first entry of a day is not said twice.
    package static func foodLine(_ entry: FoodEntry, total: Int) -> String {
        total == entry.kcal ? entry.summary : entry.summary + " · \(FigureText.kcal(total)) in all that day"
    }

    /// Pregnant (with the trimester) in pregnancy mode; possibly breastfeeding within a year of
    /// the last due date, unless the person said otherwise; else standard.
    package static func stage(store: JournalStore, profile: Profile, today: Day, notBreastfeeding: Bool) throws -> EnergyLifeStage {
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
