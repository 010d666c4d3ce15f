import CycleCore
import Glances
import Journal

/// The kick count's summary read from the journal.
/// Glances' views take values; the journal is read here.
extension KickRendering {
    /// The summary of the open or latest session of `profile`, compared with up to ten
    /// earlier ones; nil when there is no session.
    /// - Parameter now: the clock, for a session still open.
    package static func summary(from store: JournalStore, profile: Profile, today: Day, now: () throws -> LocalTimestamp,
                               less: Bool) throws -> KickSummary? {
        let sessions = try store.records(KickSession.self, of: profile).sorted { $0.start < $1.start }
        guard let session = sessions.last else { return nil }
        let recent = sessions.dropLast().suffix(10).compactMap { earlier -> Int? in
            earlier.kicks.count >= KickSummary.target ? earlier.start.seconds(to: earlier.kicks[KickSummary.target - 1]) : nil
        }
        let moment = try session.end ?? now()
        return KickSummary(
            start: session.start.moment, end: session.end.map(\.moment),
            kicks: session.kicks.map(\.moment), now: moment.moment,
            week: try TimerWords.week(store, profile, today: today),
            recentSecondsToTarget: Array(recent), feelsLessThanUsual: less
        )
    }
}
