import CycleCore

/// "Has your period ended?": asked on the expected end + 1 and + 3 days while the latest
/// period has no end, at most twice a period, and never once the period was ended.
package enum PeriodEndQuestion {
    /// The question's number (1 or 2) when it is due today, else nil.
    ///
    /// A prompt already shown on an earlier day is not shown again (a prompt shown today still
    /// counts as due all day), and once two prompts were shown for the period none are.
    /// - Parameter shown: the prompts already shown for the current period.
    package static func due(status: CycleStatus?, shown: [ShownPeriodEndPrompt]) -> Int? {
        guard let status, status.periodOngoing, let number = status.periodEndPrompt else { return nil }
        if let earlier = shown.first(where: { $0.number == number }) {
            return earlier.shown == status.today ? number : nil
        }
        let otherDays = shown.filter { $0.shown != status.today }
        return otherDays.count >= 2 ? nil : number
    }
}
