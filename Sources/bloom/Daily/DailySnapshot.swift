import CycleCore
import DayModel
import Journal
import JournalAdapters

/// The chosen profile on one day, for the daily glances (`today`, `calendar`, `status`,
/// `remind`, `ics`, `insights`, `predict`): the day model plus the store it was read from.
struct DailySnapshot {
    /// What Bloom knows about the person today; every glance renders from it.
    let day: PersonDay
    /// The store and profile, or nil on a fresh home with nothing logged.
    let store: JournalStore?
    let profile: Profile?

    var today: Day { day.today }
    var history: PeriodHistory { day.history }
    var prediction: Prediction? { day.prediction }
    var status: CycleStatus? { day.status }
    var pregnancy: PregnancyRecord? { day.pregnancy }
    var mode: Mode { day.mode }
    var profileName: String { day.profileName }
    var gestationalAge: GestationalAge? { day.gestationalAge }

    /// Loads the chosen profile's data as of `context.today()`.
    /// - Parameter forWriting: the command will write too (`remind` records the questions it
    ///   asks); otherwise the store is opened read-only.
    /// - Throws: `CLIError` for an unreadable store (74), inconsistent periods (65) or an
    ///   unknown `--profile` (64).
    static func load(_ context: CommandContext, forWriting: Bool = false) throws -> DailySnapshot {
        let today = try context.today()
        guard let (store, profile) = try context.journalForReading(readOnly: !forWriting) else {
            return DailySnapshot(day: try dayModel(.empty(profileName: Profile.defaultName), today: today), store: nil, profile: nil)
        }
        let inputs = try journalErrors { try DayInputs.read(from: store, profile: profile) }
        return DailySnapshot(day: try dayModel(inputs, today: today), store: store, profile: profile)
    }

    /// The day model, with inconsistent periods as a data error.
    static func dayModel(_ inputs: DayInputs, today: Day) throws -> PersonDay {
        try journalErrors { try PersonDay.checked(inputs, today: today) }
    }
}
