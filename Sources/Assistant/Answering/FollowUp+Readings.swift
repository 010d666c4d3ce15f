extension FollowUp {
    /// Words of a short reply that pick the first reading offered (`word-lists.json`).
    static let firstWords: Set<String> = WordList.followUpFirstWords.set
    /// Words of a short reply that pick the second reading offered.
    static let secondWords: Set<String> = WordList.followUpSecondWords.set
    /// Words of a short reply that pick neither reading offered.
    static let neitherWords: Set<String> = WordList.followUpNeitherWords.set
    /// One-word replies that pick the first reading offered ("yes").
    static let plainYes: Set<String> = WordList.followUpPlainYes.set

    /// Which of the offered readings a short reply picks: by position ("the first one",
    /// "the second", "the other one"), or by the reading the reply itself is about
    /// ("fertile window" after "your next period, or your fertile window?"). Nil when the
    /// reply picks neither (it is then answered as a new message).
    static func chosenReading(_ understanding: Understanding, offered: OfferedReadings, ranked: [String]) -> String? {
        let tokens = understanding.message.normalized.tokens
        guard offered.intents.count == 2, tokens.count <= 8 else { return nil }
        if tokens.contains(where: neitherWords.contains) { return nil }
        let first = tokens.contains { firstWords.contains($0) } && !tokens.contains("next")
        let second = tokens.contains { secondWords.contains($0) }
        if second && !tokens.contains("first") { return offered.intents[1] }
        if first || tokens.count == 1 && plainYes.contains(tokens[0]) { return offered.intents[0] }
        // The reply names one of the readings: the one the model ranks higher.
        let positions = offered.intents.map { ranked.firstIndex(of: $0) ?? Int.max }
        guard let best = positions.min(), best <= 1 else { return nil }
        return offered.intents[positions[0] <= positions[1] ? 0 : 1]
    }
}
