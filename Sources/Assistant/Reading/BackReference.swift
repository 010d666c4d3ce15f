import CycleCore

/// "Leg cramps woke me up last night" … "is that normal at 20 weeks?" … "how do I stop them?":
/// a short question that points back ("them", "that", "it"; `followUp.pointingWords`) and names
/// nothing of Bloom's own asks about what the person told a few turns before. The question is
/// read again with the pointing word replaced by what was told ("how do I stop leg cramps"), so
/// the route, triage and the library all read the same question.
///
/// What was told is remembered by the chat (`Conversation.lastSubject`): the first symptom,
/// bleeding, discharge or mood a message wrote, for `turns` turns, until a library answer about
/// something else replaces it.
enum BackReference {
    /// How many turns after the message that told it a subject can be pointed back at.
    static let turns = 3
    /// The longest question read as pointing back.
    static let longestQuestion = 10
    /// The words that point back.
    static let pointingWords: Set<String> = WordList.followUpPointingWords.set

    /// What `writes` told of the person's body or mood that a later question can ask about
    /// ("leg cramps", "spotting", "egg white discharge", "feeling irritable"), nil when they
    /// told nothing such.
    static func subject(of writes: [JournalWrite]) -> String? {
        for write in writes {
            if let item = write.spokenItem { return item }
            if case let .discharge(kind, _) = write { return kind.replacingOccurrences(of: "-", with: " ") + " discharge" }
            if case let .mood(id, _) = write { return "feeling " + id.replacingOccurrences(of: "-", with: " ") }
        }
        return nil
    }

    /// `understanding`'s text with its first pointing word replaced by `subject`, when it is a
    /// short question that points back, names no day ("no wait, it was yesterday" moves an
    /// entry) and nothing of Bloom's own (`RouteReader.namesASubject`); nil otherwise.
    static func resolved(_ understanding: Understanding, subject: String, routeReader: RouteReader) -> String? {
        let message = understanding.message
        let tokens = message.normalized.tokens
        guard tokens.count <= longestQuestion, understanding.speech.act == .question, !message.hasEntity(.day),
              understanding.guardKind == nil, !routeReader.namesASubject(message),
              let at = tokens.indices.first(where: { pointingWords.contains(tokens[$0]) && !opensAClause(tokens, at: $0) }) else { return nil }
        var words = tokens
        words[at] = subject
        return words.joined(separator: " ") + (message.normalized.original.contains("?") ? "?" : "")
    }

    /// Words before "that" that make it open a clause about them ("anything that might help").
    static let clauseHeads: Set<String> = ["anything", "something", "everything", "nothing", "things", "stuff", "foods", "food", "exercises"]
    /// Words after "that" that make it the subject of a clause of its own ("…that might help").
    static let clauseVerbs: Set<String> = ["might", "could", "would", "will", "can", "may", "should", "helps", "help", "works", "work"]

    /// Whether the "that" at `index` opens a clause ("anything that might help") rather than
    /// pointing back ("is that normal?").
    static func opensAClause(_ tokens: [String], at index: Int) -> Bool {
        guard tokens[index] == "that" else { return false }
        return (index > 0 && clauseHeads.contains(tokens[index - 1])) || (index + 1 < tokens.count && clauseVerbs.contains(tokens[index + 1]))
    }
}
