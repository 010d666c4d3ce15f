/// Routes an understood message to the handler for its intent.
enum Handlers {
    static func answer(context: inout AnswerContext) -> AnswerOutput {
        let intent = context.intent
        if intent.hasPrefix("cycle.") { return CycleAnswers.answer(&context) }
        if intent.hasPrefix("topic.") { return LoggableQuestionAnswers.answer(&context) }
        if intent.hasPrefix("log.") { return LogAnswers.answer(&context) }
        if intent.hasPrefix("pregnancy.") { return PregnancyAnswers.answer(&context) }
        if intent.hasPrefix("ttc.") { return FertilityAnswers.answer(&context) }
        if intent.hasPrefix("overview.") { return OverviewAnswers.answer(&context) }
        if intent.hasPrefix("energy.") { return EnergyAnswers.answer(&context) }
        if intent.hasPrefix("show.") { return ViewAnswers.answer(&context) }
        if intent.hasPrefix("scores.") { return WellnessScoreAnswers.answer(&context) }
        if intent.hasPrefix("import.") { return ImportAnswers.answer(&context) }
        if intent.hasPrefix("yoga.") || intent.hasPrefix("nutrition.") || intent.hasPrefix("wellness.")
            || intent == "daily.briefing" || intent == "partner.tips" {
            return ContentAnswers.answer(&context)
        }
        return MetaAnswers.answer(&context)
    }
}
