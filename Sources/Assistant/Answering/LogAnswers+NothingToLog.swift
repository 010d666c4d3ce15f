/// Messages read as logs that hold nothing to log: a bare command ("log it", "please log
/// that") with no offer waiting, and statements whose items cannot be logged ("my period is 4
/// days late and the test is negative"). Neither writes.
extension LogAnswers {
    /// Words that command a log, point back, or are politeness: a message of only these names
    /// nothing to log (`word-lists.json`).
    static let commandOnlyWords: Set<String> = WordList.logCommandOnlyWords.set

    /// Whether `message` only commands a log ("log it", "can you log that please") and names
    /// nothing: no entity, no other word.
    static func saysNothingToLog(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        return !tokens.isEmpty && tokens.count <= 6 && message.entities.isEmpty && tokens.allSatisfy(commandOnlyWords.contains)
    }

    /// The library's answer to a statement with nothing to log, when a topic fits it well;
    /// the answer offers no write.
    static func libraryAnswerForNothingToLog(_ context: inout AnswerContext) -> AnswerOutput? {
        let result = context.assistant.topics.search(context.message, lastTopic: context.conversation.lastTopic, mode: context.mode,
                                                     pregnantNow: context.pregnantNow)
        guard result.fits, let best = result.best, best.topic.modes.contains(context.mode) || context.pregnantNow,
              result.fit.words >= 2 else { return nil }
        return TopicAnswers.answer(result, &context)
    }

    /// "And it came back today": a symptom just logged, said to be back. The same symptom is
    /// logged again on the day said (today when none is). Only with nothing else to log in
    /// the message, and never for a result ("it came back negative").
    static func symptomBackAgain(_ context: inout AnswerContext) -> AnswerOutput? {
        let message = context.message
        let tokens = message.normalized.tokens
        guard tokens.count <= 10, backAgainPhrases.occur(in: tokens), !message.mentions(resultWords),
              !SpeechActReader.loggableKinds.contains(where: message.hasEntity) else { return nil }
        let symptoms = context.conversation.lastWrites.compactMap { write -> String? in
            if case let .symptom(id, _, _) = write { id } else { nil }
        }
        guard !symptoms.isEmpty, case let .day(day) = resolveDay(message, today: context.today), day <= context.today,
              !context.conversation.lastWrites.contains(where: { $0.day == day }) else { return nil }
        context.conversation.pending = nil
        return save(symptoms.map { .symptom($0, severity: nil, day) }, day: day, &context)
    }

    /// Phrases that say what was just logged is back ("it came back today", "back again").
    static let backAgainPhrases = Phrases(WordList.logBackAgainPhrases.words)
    /// Words of a result, not a symptom back ("it came back negative", "the bloods came back fine").
    static let resultWords: MentionWords = WordList.logResultWords.mentionWords
}
