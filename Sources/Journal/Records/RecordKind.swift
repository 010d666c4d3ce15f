import CycleCore

/// Every kind of record the journal keeps per profile. Each record type describes itself
/// (`StoredRecord.storage`: table, backup key, noun; `fields`); a kind reads it from its type.
public enum RecordKind: String, CaseIterable, Sendable {
    case period, day, temperature, ovulationTest, water, weight, pregnancy, kickSession, contraction
    case appointment, yoga, lifestyle, favouriteAffirmation, periodEndPrompt, checklistTick
    case food, energyGoal, vital

    /// Whether storing this kind is something the person did, which `bloom undo` can take
    /// back. Period-end prompts are Bloom's own bookkeeping (which questions it has asked), so
    /// undo skips them and takes back the person's last log instead.
    public var isUndoable: Bool { self != .periodEndPrompt }

    /// The Swift type that holds one record of this kind; the type describes itself (its
    /// table, backup key, noun and fields), so this is the only switch over the kinds.
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
        case .vital: VitalReading.self
        }
    }

    /// The list's key in a backup profile, e.g. "periods".
    public var backupKey: String { recordType.storage.backupKey }

    /// The SQLite table.
    public var table: String { recordType.storage.table }

    /// What one record is called, e.g. "ovulation test".
    public var noun: String { recordType.storage.noun }
}

/// Where and how a kind of record is kept, declared by the record type itself.
public struct RecordStorage: Sendable, Equatable {
    /// The SQLite table.
    public let table: String
    /// The list's key in a backup profile, e.g. "periods".
    public let backupKey: String
    /// What one record is called, e.g. "ovulation test".
    public let noun: String

    public init(table: String, backupKey: String, noun: String) {
        self.table = table
        self.backupKey = backupKey
        self.noun = noun
    }
}
