import CycleCore
import Journal

/// Everything the daily glances (`today`, `calendar`, `status`, `remind`, `ics`, `insights`)
/// read about the chosen profile on one day, loaded once.
struct DailySnapshot {
    /// The day the glance is for.
    let today: Day
    /// The store and profile, or nil on a fresh home with nothing logged.
    let store: JournalStore?
    let profile: Profile?
    /// The periods as they stood on `today`.
    let history: PeriodHistory
    /// The standard prediction, or nil with no period logged.
    let prediction: Prediction?
    /// Where today falls in the cycle, or nil with no period logged.
    let status: CycleStatus?
    /// The pregnancy under way on `today` (dated, not more than six weeks past its due date).
    let pregnancy: Pregnancy?

    /// What the profile tracks (cycle when there is no profile yet).
    var mode: Mode { profile.map { Mode(rawValue: $0.mode.rawValue) ?? .cycle } ?? .cycle }

    /// The profile's name, or the default name Bloom would create.
    var profileName: String { profile?.name ?? Profile.defaultName }

    /// The gestational age today, when a pregnancy is under way and datable.
    var gestationalAge: GestationalAge? {
        pregnancy.flatMap { try? PregnancyDating(lmp: $0.lmp).age(on: today) }
    }

    /// Loads the chosen profile's data as of `context.today()`.
    /// - Parameter forWriting: the command will write too (`remind` records the questions it
    ///   asks); otherwise the store is opened read-only.
    /// - Throws: `CLIError` for an unreadable store (74), inconsistent periods (65) or an
    ///   unknown `--profile` (64).
    static func load(_ context: CommandContext, forWriting: Bool = false) throws -> DailySnapshot {
        let today = try context.today()
        guard let (store, profile) = try context.journalForReading(readOnly: !forWriting) else {
            return DailySnapshot(today: today, store: nil, profile: nil, history: .empty, prediction: nil, status: nil, pregnancy: nil)
        }
        return try journalErrors {
            let history = try store.periodHistory(of: profile, asOf: today)
            let prediction = Predictors.standard.predict(history)
            let status = CycleStatus(history: history, today: today)
            let pregnancy = try store.currentPregnancy(of: profile).flatMap { record in
                record.lmp <= today && record.dueDate + 42 >= today ? record : nil
            }
            return DailySnapshot(today: today, store: store, profile: profile, history: history,
                                 prediction: prediction, status: status, pregnancy: pregnancy)
        }
    }
}
