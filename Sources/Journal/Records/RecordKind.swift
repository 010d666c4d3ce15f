import CycleCore

/// Every kind of record the journal keeps per profile, with its table and its name in backups.
public enum RecordKind: String, CaseIterable, Sendable {
    case period, day, temperature, ovulationTest, water, weight, pregnancy, kickSession, contraction
    case appointment, yoga, lifestyle, favouriteAffirmation, periodEndPrompt, checklistTick
    case food, energyGoal

    /// The Swift type that holds one record of this kind.
    /// Whether storing this kind is something the person did, which `bloom undo` can take
    /// back. Period-end prompts are Bloom's own bookkeeping (which questions it has asked), so
    /// undo skips them and takes back the person's last log instead.
    public var isUndoable: Bool { self != .periodEndPrompt }

    public var recordType: any StoredRecord.Type {
        switch self {
        case .period: PeriodRecord.self
        case .day: DailyLog.self
        case .temperature: TemperatureReading.self
        case .ovulationTest: OvulationTest.self
        case .water: WaterIntake.self
        case .weight: WeightEntry.self
        case .pregnancy: Pregnancy.self
        case .kickSession: KickSession.self
        case .contraction: Contraction.self
        case .appointment: Appointment.self
        case .yoga: YogaSession.self
        case .lifestyle: LifestyleEntry.self
        case .favouriteAffirmation: FavouriteAffirmation.self
        case .periodEndPrompt: PeriodEndPrompt.self
        case .checklistTick: ChecklistTick.self
        case .food: FoodEntry.self
        case .energyGoal: EnergyGoal.self
        }
    }

    /// The list's key in a backup profile, e.g. "periods".
    public var backupKey: String {
        switch self {
        case .period: "periods"
        case .day: "days"
        case .temperature: "temperatures"
        case .ovulationTest: "ovulationTests"
        case .water: "water"
        case .weight: "weights"
        case .pregnancy: "pregnancies"
        case .kickSession: "kickSessions"
        case .contraction: "contractions"
        case .appointment: "appointments"
        case .yoga: "yoga"
        case .lifestyle: "lifestyle"
        case .favouriteAffirmation: "favouriteAffirmations"
        case .periodEndPrompt: "periodEndPrompts"
        case .checklistTick: "checklistTicks"
        case .food: "food"
        case .energyGoal: "energyGoals"
        }
    }

    /// The SQLite table.
    public var table: String {
        switch self {
        case .period: "periods"
        case .day: "daily_logs"
        case .temperature: "temperatures"
        case .ovulationTest: "ovulation_tests"
        case .water: "water_intake"
        case .weight: "weights"
        case .pregnancy: "pregnancies"
        case .kickSession: "kick_sessions"
        case .contraction: "contractions"
        case .appointment: "appointments"
        case .yoga: "yoga_sessions"
        case .lifestyle: "lifestyle_entries"
        case .favouriteAffirmation: "favourite_affirmations"
        case .periodEndPrompt: "period_end_prompts"
        case .checklistTick: "checklist_ticks"
        case .food: "food_entries"
        case .energyGoal: "energy_goals"
        }
    }

    /// What one record is called, e.g. "ovulation test".
    public var noun: String {
        switch self {
        case .period: "period"
        case .day: "day log"
        case .temperature: "temperature"
        case .ovulationTest: "ovulation test"
        case .water: "water entry"
        case .weight: "weight"
        case .pregnancy: "pregnancy"
        case .kickSession: "kick-count session"
        case .contraction: "contraction"
        case .appointment: "appointment"
        case .yoga: "yoga session"
        case .lifestyle: "lifestyle entry"
        case .favouriteAffirmation: "favourite affirmation"
        case .periodEndPrompt: "period-end prompt"
        case .checklistTick: "checklist tick"
        case .food: "food entry"
        case .energyGoal: "energy goal"
        }
    }
}
