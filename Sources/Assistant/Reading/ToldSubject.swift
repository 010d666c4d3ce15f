import CycleCore
import Language

/// "Had 2 glasses of prosecco at my work do last night, is that bad in the tww?": a question
/// that points back at what its own message told asks about that item. The library reads it
/// as "is alcohol bad in the tww?", and the rest of the story (the work do) no longer dilutes
/// it (`LoggableQuestionAnswers.libraryAnswer`).
enum ToldSubject {
    /// The message's last question, when it points back ("is that bad in the tww?") at an item
    /// a statement before it told, with the pointing word replaced by that item ("is alcohol
    /// bad in the tww?"); nil otherwise.
    static func question(_ context: inout AnswerContext) -> AnalyzedMessage? {
        guard let clauses = context.speech?.clauses, let at = clauses.lastIndex(where: { $0.act == .question }), at > 0 else { return nil }
        let question = clauses[at]
        let tokens = question.message.normalized.tokens
        guard tokens.count <= BackReference.longestQuestion,
              let pointing = tokens.indices.first(where: { BackReference.pointingWords.contains(tokens[$0]) && !BackReference.opensAClause(tokens, at: $0) })
        else { return nil }
        let (intent, today, facts, assistant) = (context.intent.rawValue, context.today, context.facts, context.assistant)
        var told: String?
        for clause in clauses[..<at] where told == nil {
            if let drink = LogAnswers.drinkKind(clause.message) {
                told = drinkSubjects[drink]
            } else {
                let writes = LogAnswers.itemWrites(clause.message, intent: intent, day: today, facts: facts, classify: assistant.classifier.classify)
                told = writes.lazy.compactMap { $0.spokenItem ?? $0.spokenMood }.first
            }
        }
        guard let told else { return nil }
        var words = tokens
        words[pointing] = told
        return context.assistant.understand(words.joined(separator: " ") + "?", today: context.today).message
    }

    /// How a question names the drinks and smokes Bloom counts.
    static let drinkSubjects = ["alcohol": "alcohol", "caffeine": "caffeine", "tobacco": "smoking"]
}
