import CycleCore

/// Every kind of record the journal keeps per profile. Each record type describes itself
/// (`StoredRecord.storage`: table, backup key, noun; `fields`); a kind reads it from its type.
package enum RecordKind: String, CaseIterable, Sendable {
    case period, day, temperature, ovulationTest, pregnancyTest, water, weight, pregnancy, kickSession, contraction
    case appointment, yoga, lifestyle, favouriteAffirmation, periodEndPrompt, checklistTick
    case food, energyGoal, vital
    case handLoggedSample, handLoggedNight, handLoggedWorkout, nightLength

    /// Whether storing this kind is something the person did, which `bloom undo` can take
    /// back. Period-end prompts are Bloom's own bookkeeping (which questions it has asked), so
    /// undo skips them and takes back the person's last log instead.
    package var isUndoable: Bool { self != .periodEndPrompt }

    /// The backup version that first held this kind. Importing an older backup leaves the
    /// stored records of later kinds alone, even with `--replace`: the file could not hold them.
    package var firstBackupVersion: Int {
        switch self {
        case .handLoggedSample, .handLoggedNight, .handLoggedWorkout: 2
        default: 1
        }
    }

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
        case .handLoggedSample: HandLoggedSample.self
        case .handLoggedNight: HandLoggedNight.self
        case .handLoggedWorkout: HandLoggedWorkout.self
        case .nightLength: NightLength.self
        }
    }

    /// The list's key in a backup profile, e.g. "periods".
    package var backupKey: String { recordType.storage.backupKey }

    /// The SQLite table.
    package var table: String { recordType.storage.table }

    /// What one record is called, e.g. "ovulation test".
    package var noun: String { recordType.storage.noun }

    /// The SQL condition that keeps a query on `table` to this kind's rows of `profile_id = ?`.
    var rowsCondition: String { recordType.storage.rowsCondition }
}

/// Where and how a kind of record is kept, declared by the record type itself.
package struct RecordStorage: Sendable, Equatable {
    /// The SQLite table.
    package let table: String
    /// The list's key in a backup profile, e.g. "periods".
    package let backupKey: String
    /// What one record is called, e.g. "ovulation test".
    package let noun: String
    /// The `source` of the rows that are this kind's, when the table also holds rows of other
    /// sources (hand-logged wellbeing beside imported): nil when every row is.
    package let source: String?

    package init(table: String, backupKey: String, noun: String, source: String? = nil) {
        self.table = table
        self.backupKey = backupKey
        self.noun = noun
        self.source = source
    }

    /// The SQL condition that keeps a query to this kind's rows of `profile_id = ?`.
    var rowsCondition: String {
        "profile_id = ?" + (source.map { " AND source = '\($0.replacingOccurrences(of: "'", with: "''"))'" } ?? "")
    }
}
