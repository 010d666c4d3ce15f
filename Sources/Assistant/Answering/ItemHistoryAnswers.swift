import CycleCore

/// The person's own log of one symptom ("how many times have I logged headaches this month?",
/// "when did I last have cramps?", `ItemHistoryQuestion`): how many days in the window, which,
/// and the most recent, from the journal. Never more than was logged, and never a guess.
enum ItemHistoryAnswers: RendersTemplates {
    static let templateKeys: [TemplateKey] = [.logHistory]
    /// The most days named one by one.
    static let daysNamed = 6

    /// The answer to `question` from the journal on `context.today`.
    static func answer(_ question: ItemHistoryQuestion, _ context: inout AnswerContext) -> AnswerOutput {
        let today = context.today
        let earliest = min(question.window.lowerBound, today - (ItemHistoryQuestion.lookBack - 1))
        let logged = (try? context.store.symptoms(from: earliest, through: today)) ?? [:]
        let days = logged.filter { $0.value.contains(question.symptom) }.map(\.key).sorted(by: >)
        let inWindow = days.filter(question.window.contains)
        return AnswerOutput(key: .logHistory, values: [
            "name": .string(question.name),
            "count": .int(inWindow.count),
            "days": .list(inWindow.prefix(daysNamed).map { .string($0.shortText) }),
            "more": .bool(inWindow.count > daysNamed),
            "windowText": .string(question.windowText),
            "last": days.first.map { .day($0) } ?? .null,
            "asksLast": .bool(question.asksLast),
        ], rememberIntent: false)
    }
}
