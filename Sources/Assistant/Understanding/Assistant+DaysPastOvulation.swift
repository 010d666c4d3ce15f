import CycleCore
import Language

/// "How many dpo am I?", "when is 12dpo for me?": the days past ovulation (DPO) asked about the
/// person's own cycle. The model, trained on few such words, reads them as a pregnancy week, a
/// doubt or something out of scope; outside pregnancy they are an ovulation question, answered
/// from the same ovulation estimate as "when do I ovulate?".
struct DaysPastOvulationQuestion: Equatable, Sendable {
    /// The count asked to be dated ("when is 12dpo" → 12); nil when asking today's count.
    let count: Int?

    /// Reads `tokens` (normalised) as a DPO question about the person's own cycle: "how many
    /// dpo am i", "what dpo am i today", "when will i be 10dpo", "when is 12 dpo for me". A
    /// general question naming a DPO ("is cramping normal at 8dpo?") is none.
    static func read(_ tokens: [String]) -> DaysPastOvulationQuestion? {
        guard let unit = tokens.firstIndex(where: { $0 == "dpo" || $0.hasSuffix("dpo") && Int($0.dropLast(3)) != nil }),
              let first = tokens.first else { return nil }
        let counted = tokens[unit] == "dpo" ? (unit > 0 ? Int(tokens[unit - 1]) : nil) : Int(tokens[unit].dropLast(3))
        // "how many dpo am i", "what dpo am i (today)", "remind me how many dpo i am": the
        // count asked right before the unit, of the person ("am i", "i am", "im") or of today.
        let asksTheCount = unit >= 2 && tokens[(unit - 2)..<unit] == ["how", "many"] || unit >= 1 && ["what", "which"].contains(tokens[unit - 1])
        if asksTheCount, counted == nil,
           tokens[(unit + 1)...].contains(where: { $0 == "am" || $0 == "im" }) || tokens.contains("today") {
            return DaysPastOvulationQuestion(count: nil)
        }
        // "when is 12dpo (for me)", "when will i be 10 dpo", "what day is 14dpo".
        if let counted, first == "when" || tokens.starts(with: ["what", "day"]) || tokens.starts(with: ["which", "day"]),
           !tokens.contains(where: { ["normal", "test", "testing", "symptoms", "implantation", "cramps", "cramping"].contains($0) }) {
            return DaysPastOvulationQuestion(count: counted)
        }
        return nil
    }
}

extension Assistant {
    /// Reads a question about the person's own days past ovulation as the ovulation question
    /// it is, in any mode but pregnancy (where the days are counted as weeks instead).
    func ruleInDaysPastOvulation(_ understanding: inout Understanding, mode: Mode) {
        guard mode != .pregnancy, [.question, .request].contains(understanding.speech.act),
              DaysPastOvulationQuestion.read(understanding.message.normalized.tokens) != nil else { return }
        understanding.classification = .init(intent: IntentID.cycleOvulation.rawValue, confidence: 0.9,
                                             runnerUp: understanding.classification.intent)
    }
}
