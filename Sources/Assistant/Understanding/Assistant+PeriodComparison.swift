import Language

/// "My period is heavier than usual this month": a period compared with the usual ones is no
/// statement that it ended, though the model can read "period … this month" as one. When such a
/// comparison names no end, the message is read again without the period-end intent; so is
/// one whose only end words end something else ("finished the antibiotics yesterday, period
/// due monday").
extension Assistant {
    /// Words that compare a period with others (`word-lists.json`).
    static let comparisonWords: Set<String> = WordList.periodComparisonComparisonWords.set
    /// Words that make a message compare at all ("than", "usual").
    static let comparisonCues: Set<String> = WordList.periodComparisonComparisonCues.set
    /// Words that say a period ended, or how long it lasted.
    static let endWords: MentionWords = WordList.periodComparisonEndWords.mentionWords
    /// Words after "last" that make it a period's last day ("last day").
    static let dayWords: Set<String> = WordList.periodComparisonDayWords.set

    /// Whether normalised `tokens` compare a period ("heavier than usual") and name no end.
    static func comparesAPeriodWithoutAnEnd(_ tokens: [String]) -> Bool {
        guard tokens.contains(where: comparisonCues.contains), tokens.contains(where: comparisonWords.contains) else { return false }
        // "Last" ends a period only as its last day ("heavier than last month" compares).
        let lastDay = tokens.indices.dropLast().contains { tokens[$0] == "last" && dayWords.contains(tokens[$0 + 1]) }
        return !lastDay && !tokens.contains(where: endWords.contains)
    }

    /// Whether every end word of `tokens` ends something other than the period ("finished
    /// the antibiotics", "stopped taking it"): `PeriodVerbs`.
    static func endsOnlySomethingElse(_ tokens: [String]) -> Bool {
        PeriodVerbs.anyAboutSomethingElse(tokens, verbs: PeriodVerbs.endWords) && !PeriodVerbs.anyAboutThePeriod(tokens, verbs: PeriodVerbs.endWords)
    }

    /// Reads the message again without `log.period_end` when it only compares a period, or
    /// when its only end words end something else.
    func ruleOutPeriodEnd(_ understanding: inout Understanding) {
        let tokens = understanding.message.normalized.tokens
        guard understanding.classification.intent == IntentID.logPeriodEnd.rawValue,
              Assistant.comparesAPeriodWithoutAnEnd(tokens) || Assistant.endsOnlySomethingElse(tokens) else { return }
        understanding.classification = classifier.classify(understanding.message, excluding: { $0 == IntentID.logPeriodEnd.rawValue })
    }
}
