/// Whether a start or end word in a statement is said of the period. "My period started
/// today" and "it stopped yesterday" are; "I started the pill on day 3 of my period", "now I
/// stopped taking it" and "started feeling sick when my period came" (for "started") are not:
/// there the word's object is a method, a medicine or an activity.
enum PeriodVerbs {
    /// Words that, with a word for the period or bleeding, say a period ended.
    static let endWords: MentionWords = WordList.logPeriodEndWords.mentionWords
    /// A start or end word's objects that are not the period ("the pill", "it", "antibiotics").
    static let otherObjects: Set<String> = WordList.logOtherObjectWords.set
    /// Words between a start or end word and its object ("taking", "the", "my new").
    static let objectLeads: Set<String> = WordList.logObjectLeadWords.set
    /// Words in -ing that still speak of the period or of when ("stopped bleeding", "started
    /// this morning").
    static let periodGerunds: Set<String> = WordList.logPeriodGerunds.set

    /// Whether any of `verbs` in `tokens` is said of the period rather than of something else.
    static func anyAboutThePeriod(_ tokens: [String], verbs: MentionWords) -> Bool {
        tokens.indices.contains { index in verbs.contains(tokens[index]) && !hasAnotherObject(tokens, after: index) }
    }

    /// Whether any of `verbs` in `tokens` has another object than the period ("started the pill").
    static func anyAboutSomethingElse(_ tokens: [String], verbs: MentionWords) -> Bool {
        tokens.indices.contains { index in verbs.contains(tokens[index]) && hasAnotherObject(tokens, after: index) }
    }

    /// Whether the word at `index` is followed by an object that is not the period: an -ing
    /// verb other than bleeding ("stopped taking"), or, past words such as "the" or "my new",
    /// a method or medicine ("started the pill", "stopped it").
    static func hasAnotherObject(_ tokens: [String], after index: Int) -> Bool {
        var next = index + 1
        guard next < tokens.count else { return false }
        let first = tokens[next]
        if first.count > 4, first.hasSuffix("ing"), !periodGerunds.contains(first) { return true }
        while next < tokens.count, objectLeads.contains(tokens[next]) { next += 1 }
        return next < tokens.count && otherObjects.contains(tokens[next])
    }

    /// Whether `tokens` say something was done by a day ("…began on the 2nd, done by the 6th",
    /// "finished by tuesday"): with a day named, and said of a period, its end.
    static func saysDoneBy(_ tokens: [String]) -> Bool {
        zip(tokens, tokens.dropFirst()).contains { ["done", "finished", "over", "stopped", "ended", "gone"].contains($0) && $1 == "by" }
    }

    /// Whether "it" is the subject of an end word ("it stopped", "it's finally over", "it has
    /// ended"): up to three words before the end word, so "stopped taking it" is not.
    static func itEnded(_ tokens: [String]) -> Bool {
        tokens.indices.contains { index in
            guard endWords.contains(tokens[index]), !hasAnotherObject(tokens, after: index) else { return false }
            return tokens[max(0, index - 3)..<index].contains { $0 == "it" || $0 == "its" }
        }
    }
}
