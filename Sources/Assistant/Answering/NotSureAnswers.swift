/// The answer when the intent model is not sure: name the two best readings and remember
/// them, so the next message can pick one.
enum NotSureAnswers {
    static func answer(_ readings: [String], context: inout AnswerContext) -> AnswerOutput {
        guard readings.count == 2 else { return AnswerOutput(key: .outOfScope, rememberIntent: false) }
        let names = context.assistant.classifier.readingNames
        context.conversation.offered = OfferedReadings(intents: readings, message: context.message.normalized.original)
        return AnswerOutput(
            key: .chatNotSure,
            values: ["first": .string(names[readings[0]] ?? readings[0]), "second": .string(names[readings[1]] ?? readings[1])],
            rememberIntent: false
        )
    }
}

extension NotSureAnswers: Capability {
    static let intents: [IntentID] = [.notSure]
    static let templateKeys: [TemplateKey] = [.chatNotSure, .outOfScope]

    /// Names the two readings the classifier could not choose between (`context.readings`).
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        answer(context.readings, context: &context)
    }
}
