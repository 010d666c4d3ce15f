/// A message that is only a day ("the 20th", "yesterday", "on the 3rd") with no question of
/// Bloom's waiting for it: nothing says what happened then, so Bloom asks instead of guessing a
/// write or a topic. Right after a question that takes a day ("what did I log today?"), the bare
/// day asks that question again for the new day.
enum BareDay {
    /// Words that may stand around the day without saying anything about it (`word-lists.json`).
    static let fillers: Set<String> = WordList.bareDayFillers.set

    /// Questions that a bare day asks again for that day.
    static let askedAgain: Set<String> = [IntentID.showLogged.rawValue, IntentID.cycleDay.rawValue, IntentID.cyclePhase.rawValue, IntentID.dailyBriefing.rawValue]

    /// The day `message` is made of, when it is nothing but one day and fillers.
    static func day(in message: AnalyzedMessage) -> EntitySpan? {
        guard let days = days(in: message), days.count == 1 else { return nil }
        return days[0]
    }

    /// The days `message` is made of, when it is nothing but days and fillers ("the 20th",
    /// "sunday the 15th, tuesday the 17th and last night"); nil when it says anything else.
    /// Days alone name nothing that happened on them, whatever intent the model reads.
    static func days(in message: AnalyzedMessage) -> [EntitySpan]? {
        let days = message.all(.day)
        guard !days.isEmpty, days.allSatisfy({ $0.day != nil }) else { return nil }
        var covered = Set<Int>()
        for span in days { covered.formUnion(span.start ..< span.start + span.length) }
        for (index, token) in message.normalized.tokens.enumerated() where !covered.contains(index) {
            guard fillers.contains(token) else { return nil }
        }
        return days
    }
}
