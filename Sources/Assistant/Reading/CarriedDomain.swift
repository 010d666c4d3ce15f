/// "Should we be getting referred?" two turns into talk about trying for a baby, "when does it
/// usually ease off?" just after an answer about pregnancy sickness, "what's safer then?" after
/// a question about ibuprofen: a short question that names nothing of Bloom's own carries the
/// domain of the conversation it is in. Read alone it is outside Bloom ("referred" to what?),
/// and the chat answered "that's outside what I can help with" in the middle of a conversation
/// about health.
///
/// The conversation is in the domain when a message a turn or two before was, on its own
/// words (a carried message carries no further: "any good brunch spots then?" after a carried
/// one stays outside). A question leans on it in one of three ways, each answered its own way:
/// - it asks about care in health words ("should we be getting referred?", "does a doctor
///   need to see it?"): in the domain (`asksAboutCare`);
/// - it points back ("it", "that", "then" at its end, "same thing?", "what about…") just
///   after a topic: the topic's neighbourhood answers it when its own words match one there,
///   else it is outside after all ("what time is it?" after period pain) (`pointsBack`);
/// - it asks for something safer or instead, in a few words, just after a medicine question:
///   the medicine guard again (`asksForAnAlternative`).
enum CarriedDomain {
    /// How many turns back the conversation's domain reaches.
    static let turns = 2
    /// The longest question that can lean on the conversation (as read: "dont" is two words,
    /// so "when should i worry if i still dont feel anything" is eleven).
    static let longestQuestion = 12
    /// The longest question that asks for an alternative to a medicine ("what's safer then").
    static let longestAlternative = 5

    /// Whether `understanding` is a short question: the first thing each way of leaning needs.
    static func isAShortQuestion(_ understanding: Understanding) -> Bool {
        let tokens = understanding.message.normalized.tokens
        guard !tokens.isEmpty, tokens.count <= longestQuestion else { return false }
        return understanding.message.normalized.original.contains("?")
            || understanding.speech.clauses.contains { [.question, .hypothetical].contains($0.act) }
    }

    /// Whether a short question asks about care in health words ("should we be getting
    /// referred?", "is a gp the right person?").
    static func asksAboutCare(_ understanding: Understanding, words: ReaderWords) -> Bool {
        let tokens = understanding.message.normalized.tokens
        if isAShortQuestion(understanding),
           understanding.message.mentions(words.health) || tokens.contains(where: careWords.contains) || asksForHelp(tokens) {
            return true
        }
        // "How long should we keep going before we see someone, im 36 and he's 40": a short
        // question clause about care, with the facts it needs told beside it.
        return understanding.speech.clauses.contains { clause in
            let words = clause.message.normalized.tokens
            return clause.act == .question && words.count <= longestQuestion && (words.contains(where: careWords.contains) || asksForHelp(words))
        }
    }

    /// Verbs that, before "help", make it help from someone ("ask for help", "get help").
    static let helpSeekingVerbs: Set<String> = ["ask", "asking", "get", "getting", "seek", "seeking", "go", "find"]

    /// Whether `tokens` ask about getting help ("when should we ask for help", "where do I get
    /// help"), not for Bloom's ("can you help me").
    /// "How long before we see someone?": seeing someone unnamed is seeing a professional.
    static func asksForHelp(_ tokens: [String]) -> Bool {
        for index in tokens.indices.dropLast() where ["see", "seeing", "speak", "talk"].contains(tokens[index]) {
            let next = tokens[index + 1] == "to" && index + 2 < tokens.count ? tokens[index + 2] : tokens[index + 1]
            if someoneWords.contains(next) { return true }
        }
        guard let help = tokens.firstIndex(of: "help") else { return false }
        return tokens[..<help].suffix(3).contains(where: helpSeekingVerbs.contains)
    }

    /// Someone unnamed to be seen ("see someone", "speak to anyone").
    static let someoneWords: Set<String> = ["someone", "somebody", "anyone", "anybody"]

    /// Words of care that are not in the reader's health words.
    static let careWords: Set<String> = ["referral", "referred", "refer", "specialist", "consultant", "midwife", "obstetrician", "gynaecologist",
                                         "gynecologist", "clinic", "appointment", "checked", "tested", "scan", "bloods",
                                         // "When should I worry if I still don't feel anything?"
                                         "worry", "worried", "concerned",
                                         // "What temp should make me call someone?"
                                         "call", "ring"]

    /// Whether a short question asks whether something is safe or all right to do ("is a warm
    /// bath ok to help me drift off?"): from someone pregnant, a question of the pregnancy,
    /// which the library answers or says who can.
    static func asksWhetherItIsSafe(_ understanding: Understanding) -> Bool {
        isAShortQuestion(understanding) && understanding.message.normalized.tokens.contains(where: safetyWords.contains)
    }

    /// Words that ask whether something is safe.
    static let safetyWords: Set<String> = ["ok", "okay", "safe", "alright", "allowed", "fine", "harmful", "dangerous"]

    /// Whether a short question points back at what was just answered.
    static func pointsBack(_ understanding: Understanding) -> Bool {
        guard isAShortQuestion(understanding) else { return false }
        let tokens = understanding.message.normalized.tokens
        return TopicRetriever.isFollowUp(tokens) || pointsBack(tokens)
    }

    /// Whether a question of at most `longestAlternative` words asks for something safer or
    /// instead ("whats safer then", "what can i take instead").
    static func asksForAnAlternative(_ understanding: Understanding) -> Bool {
        let tokens = understanding.message.normalized.tokens
        return isAShortQuestion(understanding) && tokens.count <= longestAlternative && tokens.contains(where: comparedCues.contains)
    }

    /// Whether `tokens` ask for a date or a time to go ("how long till its due", "when's it
    /// coming", "how many days").
    static func asksForADate(_ tokens: [String]) -> Bool {
        tokens.contains(where: ["when", "whens", "due", "till", "until", "date", "days", "long"].contains)
    }

    /// Whether `tokens` point back at what was said before: a pointing word that opens no clause
    /// of its own ("is that normal?", not "anything that helps"), or "then" or "same" closing
    /// the question ("what's safer then", "same thing?").
    static func pointsBack(_ tokens: [String]) -> Bool {
        if let last = tokens.last, closingWords.contains(last) { return true }
        if tokens.count >= 2, tokens.suffix(2) == ["same", "thing"] { return true }
        return tokens.indices.contains { BackReference.pointingWords.contains(tokens[$0]) && !BackReference.opensAClause(tokens, at: $0) }
    }

    /// Words that close a question leaning on the one before ("what's safer then", "why though").
    static let closingWords: Set<String> = ["then", "though", "tho", "instead", "too", "either", "anyway", "anyways"]
    /// Words that ask for something in place of what was just asked about ("what's safer",
    /// "anything else instead").
    static let comparedCues: Set<String> = ["safer", "safest", "instead", "alternative", "alternatives", "else"]
}
