import CycleCore
import Glances
import Journal

/// What the kick counter and the contraction timer share: the journal, the pregnancy week, the
/// moment conversions, the urgent wording and reading one event a line.
enum PregnancySession {
    /// The urgent advice, the same words as the assistant's emergency guard in pregnancy mode.
    static var contactNow: String { TimerWords.contactNow }

    /// `timestamp` as a core moment.
    static func moment(_ timestamp: LocalTimestamp) -> Moment {
        timestamp.moment
    }

    /// The pregnancy week in progress on `today`, when a datable pregnancy is recorded.
    static func week(_ store: JournalStore, _ profile: Profile, today: Day) throws -> Int? {
        try journalErrors { try TimerWords.week(store, profile, today: today) }
    }

    /// "1 h 05 min", "12 min", "45 s".
    static func duration(_ seconds: Int) -> String { TimerWords.duration(seconds) }
}
