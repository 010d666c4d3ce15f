import CycleCore

/// "Definitely not pregnant but so nauseous before my period": a message whose statement
/// clauses hold nothing to write, while another clause names an item Bloom cannot be sure is
/// today's. The whole message is never written in their place; Bloom asks about those items.
extension LogAnswers {
    /// "Shall I log nausea for today?" for the unclear clauses of `clauses`, or nil when they
    /// name nothing Bloom logs. Nothing is written; "yes" writes what was offered.
    static func offerForUnclearClauses(_ clauses: [Clause], _ context: inout AnswerContext) -> AnswerOutput? {
        let unclear = clauses.filter { $0.act == .unclear }
        guard !unclear.isEmpty else { return nil }
        let proposal = clauseWrites(unclear.map { $0.with(act: .log) }, intent: context.intent.rawValue, today: context.today, facts: context.facts,
                                    classify: context.assistant.classifier.classify)
        guard !proposal.isEmpty else { return nil }
        context.conversation.pending = PendingWrite(intent: context.intent.rawValue, missing: .confirmation,
                                                    message: unclear.map(\.text).joined(separator: ", "))
        return AnswerOutput(key: .speechConfirm, values: WriteGate.values(proposal, context.today), rememberIntent: false)
    }

    /// Whether a clause that may not write names something Bloom logs (`namesAnItem`: a drink
    /// too, "didn't have a single coffee today"): then the whole message must not be written in
    /// place of its statement clauses.
    static func holdsItemsItMayNotWrite(_ clauses: [Clause]) -> Bool {
        clauses.contains { !$0.act.permitsWrites && namesAnItem($0) }
    }

    /// Whether `clause` names something Bloom logs: an item of a loggable kind, a measurement or a drink.
    static func namesAnItem(_ clause: Clause) -> Bool {
        SpeechActReader.loggableKinds.contains(where: clause.message.hasEntity)
            || SpeechActReader.measurementKinds.contains(where: clause.message.hasEntity) || drinkKind(clause.message) != nil
            // "No bd last night, both of us dead on our feet": sex denied is an item too.
            || clause.act == .negation && namesSex(clause.message.normalized.tokens)
    }

    /// The one act of the clauses that name items and may not write, when it is a denial, a habit,
    /// something imagined or someone else's (what `WriteGate.answerWithoutWriting` says it did not
    /// log); nil when they differ or are unclear.
    static func actOfItemsItMayNotWrite(_ clauses: [Clause]) -> SpeechAct? {
        let acts = Set(clauses.filter { !$0.act.permitsWrites && namesAnItem($0) }.map(\.act))
        guard acts.count == 1, let act = acts.first, [.negation, .habit, .hypothetical, .otherPerson, .aboutAThing].contains(act) else { return nil }
        return act
    }
}
