import CycleCore
import Glances
import Journal

/// The contraction timer's summary read from the journal.
/// Glances' views take values; the journal is read here.
extension ContractionRendering {
    /// The timer's summary for `profile` as of `now` (the latest start or the clock when nil).
    package static func summary(from store: JournalStore, profile: Profile, today: Day, now: LocalTimestamp?,
                               clock: () throws -> LocalTimestamp) throws -> ContractionSummary {
        let stored = try store.records(Contraction.self, of: profile)
        let moment = try now ?? stored.map(\.start).max().map { max($0, try clock()) } ?? clock()
        return ContractionSummary(
            stored.map { TimedContraction(start: $0.start.moment, end: $0.end.map(\.moment)) },
            now: moment.moment, week: try TimerWords.week(store, profile, today: today)
        )
    }
}
