import Language

/// "Can anyone see the insights from my data?" asks about privacy, not for the insights: a
/// question naming other people and seeing or sharing is read as `chat.privacy` when the model
/// read it as showing the data.
extension Assistant {
    /// Whether `intent` shows what the person's data holds.
    static func showsTheData(_ intent: String) -> Bool {
        ["show.", "scores.", "energy.", "overview."].contains(where: intent.hasPrefix) || intent == IntentID.cycleStats.rawValue
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
