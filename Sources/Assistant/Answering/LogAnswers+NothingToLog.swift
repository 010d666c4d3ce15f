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
}
