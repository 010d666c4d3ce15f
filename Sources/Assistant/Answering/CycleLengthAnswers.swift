import CycleCore
import Language

/// "My cycle is usually 30 days": the usual cycle length onboarding asks for, said in chat.
///
/// It is the prediction's prior until `DefaultPredictor.typicalLengthCycles` cycles are logged.
/// A statement of habit is not a log of a day, so Bloom asks before storing it ("Shall I use 30
/// days…?") and "yes" stores it; an instruction ("set my cycle length to 30") stores it at once;
/// a question says what is stored. Once enough cycles are logged, nothing is stored: the
/// estimates come from the cycles themselves.
enum CycleLengthAnswers {
    static func answer(_ context: inout AnswerContext) -> AnswerOutput {
        let act = context.speech?.act ?? .unclear
        // "My period started nov 5th, cycles are usually around 28 days": the statement about
        // the day is logged, then the usual length is asked about (or stored) as on its own.
        if act != .otherPerson, act != .question, !context.confirmed, let (clause, logged) = loggedAlongside(&context) {
            let asked = answer(&context, message: clause.message, act: clause.act)
            var combined = logged
            combined.values.merge(asked.values) { saved, _ in saved }
            combined.footers.append(asked.key)
            combined.actions += asked.actions
            return combined
        }
        return answer(&context, message: context.message, act: act)
    }

    /// The answer to `message` (the whole message, or its clause about the cycle length) doing `act`.
    static func answer(_ context: inout AnswerContext, message: AnalyzedMessage, act: SpeechAct) -> AnswerOutput {
        let current = context.store.typicalCycleLength
        let logged = context.day.history.cycleLengths.count
        var values: [String: TemplateValue] = [
            "current": current.map { .int($0) } ?? .null,
            "logged": .int(logged),
            "needed": .int(DefaultPredictor.typicalLengthCycles),
            "enough": .bool(logged >= DefaultPredictor.typicalLengthCycles),
            "low": .int(DefaultPredictor.typicalCycleLengthRange.lowerBound),
            "high": .int(DefaultPredictor.typicalCycleLengthRange.upperBound),
        ]
        func output(_ state: String) -> AnswerOutput {
            values["state"] = .string(state)
            return AnswerOutput(key: .profileCycleLength, values: values, rememberIntent: false)
        }
        if act == .otherPerson { return output("other") }
        guard let days = said(in: message), act != .question else { return output("show") }
        values["days"] = .int(days)
        guard DefaultPredictor.typicalCycleLengthRange.contains(days) else { return output("outOfRange") }
        if logged >= DefaultPredictor.typicalLengthCycles {
            values["average"] = context.day.statistics.averageCycle.map { .int(Int($0.rounded())) } ?? .null
            return output("fromCycles")
        }
        if days == current { return output("same") }
        guard context.confirmed || act == .instruction else {
            context.conversation.pending = PendingWrite(intent: context.intent.rawValue, missing: .confirmation,
                                                        message: message.normalized.original)
            return output("ask")
        }
        var saved = SavedWrites.save([.typicalCycleLength(days)], day: context.today, key: .profileCycleLength, &context)
        guard saved.key == .profileCycleLength else { return saved }
        values["state"] = .string("saved")
        saved.values.merge(values) { _, new in new }
        saved.rememberIntent = false
        return saved
    }

    /// When the message also says something to log ("my period started on the 5th, my cycles
    /// are about 28 days"): those clauses answered and saved by whichever capability logs items,
    /// and the clause that gives the usual length. Nil (nothing saved) when the message is only
    /// about the cycle length.
    static func loggedAlongside(_ context: inout AnswerContext) -> (clause: Clause, logged: AnswerOutput)? {
        guard let clauses = context.speech?.clauses, clauses.count > 1, !(context.store is ReadOnlyStore),
              let lengthClause = clauses.last(where: { said(in: $0.message) != nil && $0.message.first(.day) == nil }) else { return nil }
        let others = clauses.filter { $0.text != lengthClause.text && $0.act.permitsWrites }
        guard !others.isEmpty else { return nil }
        var items = context.handing(to: .logItems, speech: SpeechReading(clauses: others, act: .log))
        let logged = Handlers.answer(context: &items)
        guard logged.key == .logDone else { return nil }
        context.conversation = items.conversation
        return (lengthClause, logged)
    }

    /// The number of days said: "30", "30 days", "a 30-day cycle", "four weeks" (28); nil when
    /// no one number is given ("26 to 28 days" gives none: which one would it be?).
    static func said(in message: AnalyzedMessage) -> Int? {
        let tokens = message.normalized.tokens
        // "four weeks" is 28 days.
        let numbers = message.all(.number).compactMap { span -> Double? in
            guard let value = span.value else { return nil }
            let after = span.start + span.length
            return after < tokens.count && ["week", "weeks", "wk", "wks"].contains(tokens[after]) ? value * 7 : value
        }
        guard numbers.count == 1, let value = numbers.first, value == value.rounded(), value >= 1, value < 1_000 else { return nil }
        return Int(value)
    }
}

extension CycleLengthAnswers: Capability {
    static let intents: [IntentID] = [.profileCycleLength]
    static let templateKeys: [TemplateKey] = [.profileCycleLength, .logFailed, .logDone]
}
