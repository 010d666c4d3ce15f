import CycleCore

/// "What phase am I in and what should I eat?": two questions in one message, each answered.
///
/// A message is answered part by part only when every clause is a question or a request, each
/// names a different thing Bloom answers from the person's data or its content, and each is
/// read with confidence on its own. Anything else (a log among the questions, a guard, a
/// question Bloom is unsure of, a follow-up to Bloom's own question) is answered as one
/// message, as before. Nothing here writes: a part that would write keeps the message whole.
extension Assistant {
    /// How sure the model must be of each part on its own.
    static let sureOfEachQuestion = 0.75
    /// At most this many questions are answered from one message.
    static let mostQuestionsAnswered = 3
    /// Intents a part may have: answers that read, never write.
    static let answerableQuestionPrefixes = [
        "cycle.", "pregnancy.", "ttc.", "nutrition.", "yoga.", "show.", "scores.", "energy.", "daily.", "wellness.", "partner.",
    ]

    /// The questions of `understanding`, each with the intent it is sure of, when the message
    /// asks two or three different things; nil when it should be answered whole.
    func separateQuestions(_ understanding: Understanding, today: Day, profiles: [String]) -> [String]? {
        guard understanding.guardKind == nil else { return nil }
        let clauses = understanding.speech.clauses
        guard clauses.count >= 2, clauses.count <= Assistant.mostQuestionsAnswered,
              clauses.first.map({ $0.act == .question || $0.act == .request }) == true,
              clauses.dropFirst().allSatisfy({ $0.act == .question || $0.act == .request || Assistant.continuesTheAsking($0.text) }),
              clauses.dropFirst().allSatisfy({ Assistant.opensAQuestion($0.text) && !Assistant.refersBack($0.text) }) else { return nil }
        var intents: [String] = []
        for clause in clauses {
            let reading = classifier.classify(analyzer.analyze(clause.text, today: today, profiles: profiles))
            guard reading.confidence >= Assistant.sureOfEachQuestion,
                  Assistant.answerableQuestionPrefixes.contains(where: { reading.intent.hasPrefix($0) }),
                  !intents.contains(reading.intent) else { return nil }
            intents.append(reading.intent)
        }
        return clauses.map(\.text)
    }

    /// Whether a clause starts as a question of its own ("what should I eat", "show me…"),
    /// not a continuation ("…and cramps").
    /// "…and also when do I ovulate": joining words before the question word are skipped.
    static func opensAQuestion(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map { $0.replacingOccurrences(of: "'", with: "") }
        guard let first = words.first(where: { !joiningWords.contains($0) }) else { return false }
        return questionStarts.contains(first)
    }

    /// Whether a later clause is a short "when…" that goes on with the first clause's asking:
    /// "can you tell me when my next period is and also when I ovulate". On its own, "when I
    /// ovulate" starts a statement ("when I ovulate I get cramps"), so it is read as a question
    /// only here, where every part must be confidently a question intent (never a log).
    static func continuesTheAsking(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map { $0.replacingOccurrences(of: "'", with: "") }
        let rest = words.drop(while: joiningWords.contains)
        return rest.first == "when" && rest.count <= 4
    }

    /// Words that join a second question to the first ("and also", "plus", "oh and"; `word-lists.json`).
    static let joiningWords: Set<String> = WordList.severalQuestionsJoiningWords.set

    /// Whether a clause leans on the one before it ("…and can stress delay it"): its "it" or
    /// "them" names what the first part asked about, so it is no question of its own.
    static func refersBack(_ text: String) -> Bool {
        text.lowercased().split(whereSeparator: { !$0.isLetter }).contains { clauseBackReferences.contains(String($0)) }
    }

    /// The words by which a later clause leans on the one before it ("it", "them").
    static let clauseBackReferences: Set<String> = WordList.severalQuestionsBackReferences.set

    /// First words that open a question of its own: the general question openers, and a few
    /// more ("show", "tell", "whats": `word-lists.json`).
    static let questionStarts: Set<String> = generalQuestionOpeners.union(WordList.severalQuestionsQuestionStarts.words)

    /// One reply made of the replies to each question, in order.
    static func joined(_ replies: [Reply]) -> Reply {
        let first = replies[0]
        var reply = Reply(
            text: replies.map(\.text).joined(separator: "\n\n"),
            intent: first.intent, confidence: replies.map(\.confidence).min() ?? first.confidence,
            guardKind: nil, entities: replies.flatMap(\.entities), actions: replies.flatMap(\.actions),
            filtered: replies.contains(where: \.filtered)
        )
        reply.storeFailure = replies.lazy.compactMap(\.storeFailure).first
        reply.triage = replies.lazy.compactMap(\.triage).first
        reply.topic = replies.lazy.compactMap(\.topic).first
        reply.parts = replies.map(\.intent)
        return reply
    }
}
