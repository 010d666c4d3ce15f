extension FollowUp {
    static let firstWords: Set<String> = ["first", "1", "1st", "former", "one"]
    static let secondWords: Set<String> = ["second", "2", "2nd", "latter", "other", "last"]

    /// Which of the offered readings a short reply picks: by position ("the first one",
    /// "the second", "the other one"), or by the reading the reply itself is about
    /// ("fertile window" after "your next period, or your fertile window?"). Nil when the
    /// reply picks neither (it is then answered as a new message).
    static func chosenReading(_ understanding: Understanding, offered: OfferedReadings, ranked: [String]) -> String? {
        let tokens = understanding.message.normalized.tokens
        guard offered.intents.count == 2, tokens.count <= 8 else { return nil }
        if tokens.contains(where: { ["neither", "nope", "none"].contains($0) }) { return nil }
        let first = tokens.contains { firstWords.contains($0) } && !tokens.contains("next")
        let second = tokens.contains { secondWords.contains($0) }
        if second && !tokens.contains("first") { return offered.intents[1] }
        if first || tokens == ["yes"] || tokens == ["yeah"] { return offered.intents[0] }
        // The reply names one of the readings: the one the model ranks higher.
        let positions = offered.intents.map { ranked.firstIndex(of: $0) ?? Int.max }
        guard let best = positions.min(), best <= 1 else { return nil }
        return offered.intents[positions[0] <= positions[1] ? 0 : 1]
    }
}
