import CycleCore

/// "What date do I hit the third trimester?", "when will I be 30 weeks?", "when am I full
/// term?": the day a pregnancy reaches a point, counted from the recorded dates. The model
/// reads such questions as the week's checklist or as nothing it knows; in pregnancy mode they
/// are answered from the due date, as "when am I due?" is.
struct PregnancyMilestoneQuestion: Equatable, Sendable {
    /// The point asked about, in completed days since the last period (third trimester: 28+0).
    let days: Int
    /// How the answer names it ("the third trimester", "30 weeks", "full term (37 weeks)").
    let name: String

    /// Reads `tokens` (normalised) as a question of the day a point is reached: "when" or
    /// "what date|day" with a verb of reaching or "be", and a trimester, a week count or full
    /// term. Nil otherwise ("how big is the baby at 30 weeks?" asks about the week, not its day).
    static func read(_ tokens: [String]) -> PregnancyMilestoneQuestion? {
        let asksWhen = tokens.contains("when") || tokens.indices.dropLast().contains { tokens[$0] == "what" && ["date", "day"].contains(tokens[$0 + 1]) }
        guard asksWhen, tokens.contains(where: reachingWords.contains) else { return nil }
        if let trimester = tokens.firstIndex(where: { $0 == "trimester" }), trimester > 0 {
            switch tokens[trimester - 1] {
            case "second", "2nd": return PregnancyMilestoneQuestion(days: 14 * 7, name: "the second trimester")
            case "third", "3rd", "last": return PregnancyMilestoneQuestion(days: 28 * 7, name: "the third trimester")
            default: return nil
            }
        }
        if tokens.indices.dropLast().contains(where: { tokens[$0] == "full" && tokens[$0 + 1] == "term" }) {
            return PregnancyMilestoneQuestion(days: 37 * 7, name: "full term (37 weeks)")
        }
        if let unit = tokens.firstIndex(where: { $0 == "weeks" || $0 == "wks" || $0 == "week" }), unit > 0, let count = Int(tokens[unit - 1]), (4...42).contains(count) {
            return PregnancyMilestoneQuestion(days: count * 7, name: "\(count) weeks")
        }
        return nil
    }

    /// Words that ask when a point is reached ("hit", "reach", "be", "get to", "start").
    static let reachingWords: Set<String> = ["hit", "reach", "be", "get", "start", "starts", "begin", "begins", "am", "im", "enter"]
}

extension Assistant {
    /// Reads a question of the day a pregnancy reaches a point as the due-date question it is
    /// answered with, for someone in pregnancy mode.
    func ruleInPregnancyMilestone(_ understanding: inout Understanding, mode: Mode) {
        guard mode == .pregnancy, understanding.speech.act == .question,
              PregnancyMilestoneQuestion.read(understanding.message.normalized.tokens) != nil else { return }
        understanding.classification = .init(intent: IntentID.pregnancyDueDate.rawValue, confidence: 0.9, runnerUp: understanding.classification.intent)
    }
}
