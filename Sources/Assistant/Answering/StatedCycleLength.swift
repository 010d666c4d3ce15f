import CycleCore
import DayModel
import Language

/// "My cycles are usually about 30 days, when will the next one come?": a usual cycle length
/// told beside a question about the cycle. The question is answered with the length told, as
/// `bloom profile set --cycle-length` would have it answered, and Bloom asks whether to keep it:
/// a question never writes, so the length is stored only after "yes" (`CycleLengthAnswers`).
///
/// It counts only while the estimates still lean on a usual length (fewer than
/// `DefaultPredictor.typicalLengthCycles` cycles logged), for a length in range that differs
/// from the one stored.
enum StatedCycleLength {
    /// The length told and the clause that told it.
    struct Told {
        let days: Int
        let clause: Clause
    }

    /// Words that make a length of days the usual one ("usually 30 days", "about 32 days").
    static let usualWords: Set<String> = ["usually", "normally", "typically", "generally", "always", "tend", "about", "around",
                                          "roughly", "average", "regular", "like"]

    /// The usual length a clause of `speech` tells beside its question, if one does.
    static func told(in speech: SpeechReading?) -> Told? {
        guard let clauses = speech?.clauses, clauses.count > 1, clauses.contains(where: { $0.act == .question }) else { return nil }
        for clause in clauses where clause.act != .question && clause.act != .otherPerson && clause.message.first(.day) == nil {
            let tokens = clause.message.normalized.tokens
            guard tokens.contains(where: ["cycle", "cycles"].contains), tokens.contains(where: usualWords.contains),
                  tokens.contains(where: ["days", "day", "weeks"].contains),
                  let days = CycleLengthAnswers.said(in: clause.message) else { continue }
            return Told(days: days, clause: clause)
        }
        return nil
    }

    /// Rebuilds the context's day with the usual length told, when the estimates still lean on
    /// one; returns what was told, or nil when the day is left as it was.
    static func use(_ context: inout AnswerContext) -> Told? {
        guard context.mode != .pregnancy, context.intent != .cycleStats, let told = told(in: context.speech),
              DefaultPredictor.typicalCycleLengthRange.contains(told.days), told.days != context.store.typicalCycleLength,
              context.day.history.cycleLengths.count < DefaultPredictor.typicalLengthCycles,
              var inputs = try? context.store.dayInputs() else { return nil }
        inputs.typicalCycleLength = told.days
        guard let day = try? PersonDay(inputs, today: context.today) else { return nil }
        context.day = day
        return told
    }

    /// Says the answer used the length told and asks whether to keep it; "yes" stores it.
    static func offerToKeep(_ told: Told, in output: inout AnswerOutput, _ context: inout AnswerContext) {
        output.values["toldDays"] = .int(told.days)
        output.values["needed"] = .int(DefaultPredictor.typicalLengthCycles)
        output.footers.append(.profileCycleLengthTold)
        context.conversation.pending = PendingWrite(intent: IntentID.profileCycleLength.rawValue, missing: .confirmation,
                                                    message: told.clause.message.normalized.original)
    }
}
