import Language

/// Two kinds of cycle question the person's own dates cannot answer, though they say "my":
/// "How long should my period last?" asks what is usual, and "I stopped the pill in August,
/// how long does that take?" asks about coming off contraception, which Bloom's estimates do
/// not model. ("When is my next period? I'm on the pill" still gets the person's own date.)
/// Both are asked of the health-topic library first.
extension Assistant {
    /// Words that name a method of contraception (`word-lists.json`).
    static let contraceptionWords: MentionWords = WordList.generalCycleContraceptionWords.mentionWords

    /// Words that say contraception was stopped ("stopped the pill", "came off the coil").
    static let stoppingWords: MentionWords = WordList.generalCycleStoppingWords.mentionWords

    /// Whether normalised `tokens` ask what should be so: "how long should…", "how many days
    /// should…", "how heavy should…".
    static func asksWhatIsUsual(_ tokens: [String]) -> Bool {
        guard let how = tokens.firstIndex(of: "how"), let should = tokens.firstIndex(of: "should") else { return false }
        return how < should && should - how <= 3
    }

    /// Whether a cycle question (`intent`) is one for the library: it asks what is usual, or
    /// says contraception was stopped.
    static func asksAboutCyclesInGeneral(_ message: AnalyzedMessage, intent: String) -> Bool {
        guard intent.hasPrefix("cycle.") else { return false }
        return asksWhatIsUsual(message.normalized.tokens) || (message.mentions(contraceptionWords) && message.mentions(stoppingWords))
    }
}
