/// "And again this morning before work" just after "we bd monday night" was logged: "again"
/// with only a time says the entry just written happened once more, then. The message is read
/// again with that entry's words put before it ("we had unprotected sex again this morning
/// before work"), as `ElidedItem` does for a bare count, so the clause reader, the day and the
/// writes all read one statement. (Without it nothing was named: "Sure. What should I log?")
enum RepeatedEntry {
    /// How many turns after a write "again" may still mean it.
    static let turns = 2
    /// The most words the rest of the message may have: a time, not another story.
    static let longestRest = 6

    /// The words for saying the entry just written again, when it was one entry of a kind that
    /// can happen again on another day (sex, a symptom, bleeding, a mood); nil otherwise
    /// (several entries: which one "again" means is not said).
    static func words(for writes: [JournalWrite]) -> String? {
        guard writes.count == 1, let first = writes.first else { return nil }
        let said: String
        switch first {
        case let .sex(protected, _):
            said = protected == false ? "we had unprotected sex" : protected == true ? "we had protected sex" : "we had sex"
        case .symptom, .flow:
            guard let item = first.spokenItem else { return nil }
            said = "i had " + item
        case .mood:
            guard let mood = first.spokenMood else { return nil }
            said = "i was " + mood
        default:
            return nil
        }
        return said
    }

    /// `message` with the words of `lastWrites` before it, when it is "again" and a time alone
    /// ("and again this morning", "again last night too"); or with "another one" read as one
    /// more of the symptom just written ("woke up with another one this morning" just after a
    /// migraine: "…another migraine…"); nil otherwise.
    static func resolved(_ message: AnalyzedMessage, lastWrites: [JournalWrite]) -> String? {
        if let another = anotherOne(message, lastWrites: lastWrites) { return another }
        var tokens = message.normalized.tokens
        while let first = tokens.first, ElidedItem.joiningWords.contains(first) { tokens.removeFirst() }
        guard tokens.first == "again", tokens.count - 1 <= longestRest, tokens.count > 1,
              message.entities.allSatisfy({ [.day, .number].contains($0.kind) }),
              let words = words(for: lastWrites) else { return nil }
        return words + " " + tokens.joined(separator: " ")
    }

    /// The most words a message with "another one" may have: a time and how it is now, not
    /// another story.
    static let longestAnotherOne = 14

    /// `message` with "another one" read as one more of the one symptom `lastWrites` wrote,
    /// when the message names nothing else to log (only days and numbers); nil otherwise.
    static func anotherOne(_ message: AnalyzedMessage, lastWrites: [JournalWrite]) -> String? {
        let tokens = message.normalized.tokens
        guard tokens.count <= longestAnotherOne, lastWrites.count == 1, case .symptom = lastWrites[0], let item = lastWrites[0].spokenItem,
              message.entities.allSatisfy({ [.day, .number].contains($0.kind) }),
              let another = tokens.indices.dropLast().first(where: { tokens[$0] == "another" && tokens[$0 + 1] == "one" }) else { return nil }
        var words = tokens
        words[another + 1] = item
        return words.joined(separator: " ")
    }
}
