import Language

/// "How many days after my period do I ovulate?": a question about ovulation that names the
/// period only as the time it counts from. The model can read "after my period" as the next
/// period; such a question is answered with the ovulation estimate ("when do I ovulate?").
extension Assistant {
    /// Words that ask about ovulation itself ("ovulated" names a past one, often to date a
    /// period; `word-lists.json`).
    static let ovulationWords: Set<String> = WordList.ovulationQuestionOvulationWords.set
    /// Words that ask when the next period comes ("when is my period due if I ovulate on the
    /// 10th?", "how long after I ovulate does my period come?").
    static let nextPeriodWords: Set<String> = WordList.ovulationQuestionNextPeriodWords.set

    /// Whether normalised `tokens` ask about ovulation and not about when the next period comes.
    static func asksAboutOvulationNotTheNextPeriod(_ tokens: [String]) -> Bool {
        tokens.contains(where: ovulationWords.contains) && !tokens.contains(where: nextPeriodWords.contains)
    }

    /// Reads a next-period question about ovulation as the ovulation question it is.
    func ruleOutNextPeriodForOvulation(_ understanding: inout Understanding) {
        guard understanding.classification.intent == IntentID.cycleNextPeriod.rawValue,
              Assistant.asksAboutOvulationNotTheNextPeriod(understanding.message.normalized.tokens) else { return }
        understanding.classification = .init(intent: IntentID.cycleOvulation.rawValue, confidence: understanding.classification.confidence,
                                             runnerUp: IntentID.cycleNextPeriod.rawValue)
    }
}
