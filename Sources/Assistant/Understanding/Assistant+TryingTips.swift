import CycleCore

extension Assistant {
    /// Words that make a request for tips one about trying for a baby (`tips.tryingWords`).
    static let tryingTipsWords: MentionWords = WordList.tipsTryingWords.mentionWords

    /// "Any tips?", "anything that might help?": the intent model reads a bare request for tips
    /// as tips for conceiving, the examples it learned them from. From someone not trying, and
    /// with no word of trying in the message, it asks for care that fits their own mode: self-care
    /// for the cycle phase, or the pregnancy week (`wellness.selfcare`).
    func ruleOutTryingTipsForOtherModes(_ understanding: inout Understanding, mode: Mode) {
        guard understanding.classification.intent == IntentID.ttcTips.rawValue, mode != .ttc,
              !understanding.message.mentions(Assistant.tryingTipsWords) else { return }
        understanding.classification = .init(intent: IntentID.wellnessSelfcare.rawValue, confidence: understanding.classification.confidence,
                                             runnerUp: IntentID.ttcTips.rawValue)
    }
}
