import CycleCore
import Journal

/// "Has your period ended?": asked on the expected end + 1 and + 3 days while the latest
/// period has no end, at most twice a cycle, and never once the period was ended.
enum PeriodEndQuestion {
    /// The question's number (1 or 2) when it is due today, else nil.
    ///
    /// A prompt already shown on an earlier day is not shown again (a prompt shown today still
    /// counts as due all day), and once two prompts were shown for the period none are.
    /// - Parameter shown: the prompts already recorded for the current period.
    static func due(status: CycleStatus?, shown: [PeriodEndPrompt]) -> Int? {
        guard let status, status.periodOngoing, let number = status.periodEndPrompt else { return nil }
        if let earlier = shown.first(where: { $0.number == number }) {
            return earlier.shown == status.today ? number : nil
        }
        let otherDays = shown.filter { $0.shown != status.today }
        return otherDays.count >= 2 ? nil : number
    }

    /// The prompts recorded for the current (latest) period.
    static func shownPrompts(in snapshot: DailySnapshot) throws -> [PeriodEndPrompt] {
        guard let store = snapshot.store, let profile = snapshot.profile, let latest = snapshot.history.latest else { return [] }
        return try journalErrors { try store.records(PeriodEndPrompt.self, of: profile).filter { $0.cycleStart == latest.start } }
    }

    /// The question as people read it.
    static func text(_ number: Int) -> String {
        "Has your period ended? If it has, log it with 'bloom log period end DATE' (reminder \(number) of 2)."
    }
}
