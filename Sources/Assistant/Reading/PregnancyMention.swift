/// How a message mentions a pregnancy: being pregnant now ("I'm 20 weeks", "my bump"), or
/// only the possibility of one ("could I still be pregnant?", "how do I prevent pregnancy?",
/// "chance of getting pregnant"). A red flag read for pregnancy ("bleeding" in pregnancy) is
/// one only when the pregnancy is said to be under way, never when it is wondered about.
enum PregnancyMention {
    /// Words that, up to three words before "pregnant" or "pregnancy", make it a possibility.
    static let possibilityWords: Set<String> = WordList.pregnancyMentionPossibilityWords.set

    /// Whether every "pregnant" and "pregnancy" in `tokens` is a possibility, and the message
    /// names nothing else of a pregnancy under way (a week, a bump, a midwife, the baby).
    static func isOnlyAPossibility(_ tokens: [String], otherMarkers: Bool) -> Bool {
        if otherMarkers { return false }
        let mentions = tokens.indices.filter { ["pregnant", "pregnancy", "preg", "preggo", "preggers"].contains(tokens[$0]) }
        guard !mentions.isEmpty else { return false }
        if Assistant.doubtsPregnancy(tokens) || Assistant.deniesPregnancy(tokens) {
            // "am I pregnant?" — but "I'm pregnant, am I…" is a pregnancy.
            if !tokens.indices.dropLast().contains(where: { ["im", "am"].contains(tokens[$0]) && tokens[$0 + 1] == "pregnant" && !isDoubted($0, tokens) }) {
                return true
            }
        }
        return mentions.allSatisfy { index in
            tokens[max(0, index - 3)..<index].contains(where: possibilityWords.contains)
        }
    }

    /// Whether the "I'm/am" at `index` is wondered about ("am I pregnant", "not sure if I'm
    /// pregnant", "does it mean I'm pregnant?", "is it a sign I'm pregnant?").
    private static func isDoubted(_ index: Int, _ tokens: [String]) -> Bool {
        tokens[max(0, index - 3)..<index].contains { ["if", "whether", "could", "might", "maybe", "think", "not", "mean", "means", "sign", "signs"].contains($0) }
            || (index > 0 && tokens[index] == "am" && tokens[index - 1] != "i")
    }
}
