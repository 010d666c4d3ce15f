/// When what a clause tells happened: long ago ("years ago", "at 19", "in 2016", "with my
/// first"), in a recent past now over ("bled at 8 weeks … the scan was fine, it's gone now"), or
/// still going ("again", "still", "since"). Triage reads a situation now, and the crisis reply
/// is for a crisis now: a past that is over is neither. The word lists are
/// `Knowledge/assistant/reader.json` (`longAgo`, `recentPast`, `resolved`, `stillGoing`).
struct PastTime: Sendable {
    /// Phrases of a time long past ("years ago", "as a teenager", "with my first").
    let longAgo: Phrases
    /// Phrases of a recent past ("last week", "a few weeks ago", "earlier this pregnancy").
    let recentPast: Phrases
    /// Phrases that say it is over ("all fine now", "it went away", "the scan was fine").
    let resolved: Phrases
    /// Phrases that say it is still going or back ("again", "still", "since", "keeps").
    let stillGoing: Phrases

    static let none = PastTime(longAgo: .none, recentPast: .none, resolved: .none, stillGoing: .none)

    /// Words after "at N" that make N a week, a time or a count, not an age.
    static let notAnAge: Set<String> = WordList.pastTimeNotAnAge.set

    /// Whether `tokens` name a time long past: a phrase of `longAgo`, an age ("at 19"), a year
    /// ("in 2016"), or years or months ago ("4 years ago"; never "2 months" alone, a baby's age,
    /// nor "for 2 years", which may still be going on).
    func isLongAgo(_ tokens: [String]) -> Bool {
        if longAgo.occur(in: tokens) { return true }
        for index in tokens.indices.dropLast() {
            let word = tokens[index], next = tokens[index + 1]
            guard let number = Int(next) else {
                if Int(word) != nil, ["years", "yrs", "year", "months"].contains(next), index + 2 < tokens.count, tokens[index + 2] == "ago" { return true }
                continue
            }
            // "At 19" is an age; "at 33w", "at 11 this morning", "at 14 dpo" are not.
            if word == "at", (13...60).contains(number), index + 2 >= tokens.count || !PastTime.notAnAge.contains(tokens[index + 2]) { return true }
            if word == "in", (1950...2030).contains(number) { return true }
            // "in my 20s" is read as "in my 20 s".
            if word == "my", index > 0, tokens[index - 1] == "in", number % 10 == 0, (10...90).contains(number),
               index + 2 < tokens.count, tokens[index + 2] == "s" { return true }
        }
        return false
    }

    /// Whether `tokens` say the clause is still going or back.
    func isStillGoing(_ tokens: [String]) -> Bool { stillGoing.occur(in: tokens) }

    /// Whether the clause `tokens` tells of something over: long ago, or in a recent past
    /// (a phrase of `recentPast`, or a pregnancy week two or more before `currentWeek`: "bled
    /// at 8 weeks" at 12) that the message says is resolved; never when it is still going.
    /// - Parameters:
    ///   - message: the whole message's normalised words (where it is said to be resolved).
    ///   - statements: the words of the message's statements (where it may be said to go on;
    ///     "can I still fly?" says nothing of it).
    ///   - currentWeek: the pregnancy week now, when known.
    func isOver(_ tokens: [String], message: [String], statements: [String], currentWeek: Int?) -> Bool {
        guard !isStillGoing(tokens) else { return false }
        if isLongAgo(tokens) { return true }
        let recent = recentPast.occur(in: tokens) || isAnEarlierWeek(tokens, currentWeek: currentWeek)
        return recent && resolved.occur(in: message) && !isStillGoing(statements)
    }

    /// "At 8 weeks", "when I was 10 weeks": a pregnancy week two or more before `currentWeek`.
    func isAnEarlierWeek(_ tokens: [String], currentWeek: Int?) -> Bool {
        guard let currentWeek else { return false }
        for index in tokens.indices.dropLast() where ["weeks", "wks", "week", "wk"].contains(tokens[index + 1]) {
            if let week = Int(tokens[index]), week <= currentWeek - 2, index > 0, ["at", "was", "around", "about"].contains(tokens[index - 1]) { return true }
        }
        return false
    }
}
