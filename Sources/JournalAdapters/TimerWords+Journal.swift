import CycleCore
import Glances
import Journal

/// The pregnancy week the timers speak of, read from the journal.
/// Glances' views take values; the journal is read here.
extension TimerWords {
    /// The pregnancy week in progress on `today`, when a datable pregnancy is recorded.
    package static func week(_ store: JournalStore, _ profile: Profile, today: Day) throws -> Int? {
        guard let pregnancy = try store.currentPregnancy(of: profile) else { return nil }
        return (try? PregnancyDating(lmp: pregnancy.lmp).age(on: today))?.currentWeek
    }
}
