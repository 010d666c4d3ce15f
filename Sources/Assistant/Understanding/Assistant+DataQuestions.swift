import Language

/// "Got any insights from all the stuff I put in?": a question about what the person's data
/// shows can mention "all my data" or "everything I logged", which the model may read as a
/// privacy question. When the message asks for an analysis (insights, patterns, a difference)
/// and names nothing about who sees, keeps, sends or deletes the data, it is read again as the
/// best of the intents that show the data (insights, patterns, scores, history…).
extension Assistant {
    /// Words that ask what the data shows (`word-lists.json`).
    static let analysisWords: Set<String> = WordList.dataQuestionsAnalysisWords.set
    /// Words that ask about what happens to the data: who sees it, where it goes, deleting it.
    static let privacyWords: Set<String> = WordList.dataQuestionsPrivacyWords.set

    /// Whether normalised `tokens` ask for an analysis of the data and name no privacy concern.
    static func asksWhatTheDataShows(_ tokens: [String]) -> Bool {
        tokens.contains(where: analysisWords.contains) && !tokens.contains(where: privacyWords.contains)
    }

    /// Whether `intent` shows what the person's data holds.
    static func showsTheData(_ intent: String) -> Bool {
        ["show.", "scores.", "energy.", "overview."].contains(where: intent.hasPrefix) || intent == IntentID.cycleStats.rawValue
    }

    /// Reads the message again as the best intent that shows the data when it was read as
    /// `chat.privacy` but asks what the data shows.
    func ruleOutPrivacy(_ understanding: inout Understanding) {
        guard understanding.classification.intent == IntentID.chatPrivacy.rawValue,
              Assistant.asksWhatTheDataShows(understanding.message.normalized.tokens),
              let best = classifier.rank(understanding.message).first(where: { Assistant.showsTheData($0.intent) }) else { return }
        understanding.classification = .init(intent: best.intent, confidence: IntentClassifier.rounded(best.probability), runnerUp: IntentID.chatPrivacy.rawValue)
    }

    /// People or parties other than the person who might see the data.
    static let otherPeopleWords: Set<String> = WordList.dataQuestionsOtherPeopleWords.set
    /// Verbs of seeing, getting at or passing on the data.
    static let accessWords: Set<String> = WordList.dataQuestionsAccessWords.set

    /// Reads a question about who can see the data as `chat.privacy` when the model read it as
    /// showing the data: "can anyone see the insights from my data?" asks about privacy, not
    /// for the insights.
    func ruleInPrivacy(_ understanding: inout Understanding) {
        let tokens = understanding.message.normalized.tokens
        guard Assistant.showsTheData(understanding.classification.intent), understanding.speech.act == .question,
              tokens.contains(where: Assistant.otherPeopleWords.contains), tokens.contains(where: Assistant.accessWords.contains) else { return }
        understanding.classification = .init(intent: IntentID.chatPrivacy.rawValue, confidence: understanding.classification.confidence, runnerUp: understanding.classification.intent)
    }
}
