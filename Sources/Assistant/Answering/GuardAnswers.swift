import CycleCore

/// Answers for messages that trip a guard: these replace the intent's answer entirely.
enum GuardAnswers {
    static func answer(_ kind: GuardKind, context: inout AnswerContext) -> AnswerOutput {
        var output = AnswerOutput(key: TemplateKey("guard.\(kind.rawValue)"), rememberIntent: false)
        output.values["intent"] = .string(context.intent.rawValue)
        switch kind {
        case .emergency, .crisis:
            // Urgent help first and nothing else: no note, no content. A message about a
            // pregnancy gets the maternity-unit answer whatever the profile's mode.
            output.medical = false
            if context.assistant.guards.isAboutPregnancy(context.message, pregnant: context.mode == .pregnancy) {
                output.attributes["mode"] = Mode.pregnancy.rawValue
            }
            // A crisis about eating (restricting, purging, bingeing, fear of food) gets the
            // eating-disorder services, with the emergency lines kept in the same answer.
            if kind == .crisis, context.message.mentions(eatingWords) { output.attributes["topic"] = "eating" }
        case .diagnosis, .medication, .contraception:
            output.medical = true
            if kind == .contraception, let prediction = context.prediction {
                output.values["fertileStart"] = .day(prediction.fertileStart)
                output.values["fertileEnd"] = .day(prediction.fertileEnd)
            }
        }
        return output
    }

    /// Words that make a crisis message about eating.
    static let eatingWords: MentionWords = [
        "eat", "eating", "ate", "eaten", "food", "meal", "meals", "binge", "binging", "bingeing", "binged", "purge", "purging",
        "purged", "vomit", "puke", "throw", "starve", "starving", "starved", "laxative", "laxatives", "anorexia", "anorexic",
        "bulimia", "bulimic",
    ]
}

extension GuardAnswers: RendersTemplates {
    static let templateKeys: [TemplateKey] = GuardKind.allCases.map { TemplateKey("guard.\($0.rawValue)") }
}
