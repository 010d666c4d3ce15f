import CycleCore

/// Every kind of record the journal keeps per profile. Each record type describes itself
/// (`StoredRecord.storage`: table, backup key, noun; `fields`); a kind reads it from its type.
package enum RecordKind: String, CaseIterable, Sendable {
    case period, day, temperature, ovulationTest, pregnancyTest, water, weight, pregnancy, kickSession, contraction
    case appointment, yoga, lifestyle, favouriteAffirmation, periodEndPrompt, checklistTick
    case food, energyGoal, vital

    /// Whether storing this kind is something the person did, which `bloom undo` can take
    /// back. Period-end prompts are Bloom's own bookkeeping (which questions it has asked), so
    /// undo skips them and takes back the person's last log instead.
    package var isUndoable: Bool { self != .periodEndPrompt }

    /// The Swift type that holds one record of this kind; the type describes itself (its
    /// table, backup key, noun and fields), so this is the only switch over the kinds.
    package var recordType: any StoredRecord.Type {
        switch self {
        case .period: PeriodRecord.self
        case .day: DailyLog.self
        case .temperature: TemperatureReading.self
        case .ovulationTest: OvulationTest.self
        case .pregnancyTest: PregnancyTest.self
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
        case .vital: VitalReading.self
        }
    }

    /// The list's key in a backup profile, e.g. "periods".
    package var backupKey: String { recordType.storage.backupKey }

    /// The SQLite table.
    package var table: String { recordType.storage.table }

    /// What one record is called, e.g. "ovulation test".
    package var noun: String { recordType.storage.noun }
}

/// Where and how a kind of record is kept, declared by the record type itself.
package struct RecordStorage: Sendable, Equatable {
    /// The SQLite table.
    package let table: String
    /// The list's key in a backup profile, e.g. "periods".
    package let backupKey: String
    /// What one record is called, e.g. "ovulation test".
    package let noun: String

    package init(table: String, backupKey: String, noun: String) {
        self.table = table
        self.backupKey = backupKey
        self.noun = noun
    }
}
