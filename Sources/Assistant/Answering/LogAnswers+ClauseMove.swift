import CycleCore

extension LogAnswers {
    /// "Wait no the migraine was yesterday not today, today its just a normal headache", just
    /// after "migraine kicked off at work" was saved for today: a clause that names a symptom or
    /// mood the last message wrote, on another day said beside "not" or a word that corrects,
    /// moves that entry; what the other clauses tell is written with it, and nothing of the
    /// moved item stays on its old day. (The take-back words read it as nothing to log, and the
    /// clauses alone wrote the migraine twice.)
    /// - Parameter writes: what the message's clauses would write on their own.
    static func movesALastWrite(_ clauses: [Clause], besides writes: [JournalWrite], _ context: inout AnswerContext) -> AnswerOutput? {
        let last = context.conversation.lastWrites
        guard !last.isEmpty else { return nil }
        for clause in clauses {
            let message = clause.message
            let tokens = message.normalized.tokens
            guard tokens.contains("not") || message.mentions(SpeechOverrides.correctionWords),
                  let day = SpeechOverrides.correctedDay(message), day <= context.today else { continue }
            let named = Set(message.all(.symptom).compactMap(\.id) + message.all(.mood).compactMap(\.id))
            guard let index = last.firstIndex(where: { write in
                guard let id = itemID(write), named.contains(id) else { return false }
                return write.day != day
            }), let id = itemID(last[index]) else { continue }
            var moved = last
            moved[index] = last[index].moved(to: day)
            let others = writes.filter { itemID($0) != id && !moved.contains($0) }
            return correctsWithMore(moved + others, changed: index, day: day, &context)
        }
        return nil
    }

    /// Whether `message` puts a symptom or mood of `lastWrites` on another day ("wait no the
    /// migraine was yesterday"): a correction, though it opens with words that take back.
    static func movesAnItem(of lastWrites: [JournalWrite], _ message: AnalyzedMessage) -> Bool {
        guard !lastWrites.isEmpty, let day = SpeechOverrides.correctedDay(message) else { return false }
        let named = Set(message.all(.symptom).compactMap(\.id) + message.all(.mood).compactMap(\.id))
        return lastWrites.contains { write in itemID(write).map(named.contains) == true && write.day != day }
    }

    /// The symptom or mood a write names, nil for any other write.
    static func itemID(_ write: JournalWrite) -> String? {
        switch write {
        case let .symptom(id, _, _), let .mood(id, _): id
        default: nil
        }
    }

    /// Takes back the last message's entries and saves `writes` in their place (as
    /// `correctLastWrite` does), the changed one said first.
    static func correctsWithMore(_ writes: [JournalWrite], changed: Int, day: Day, _ context: inout AnswerContext) -> AnswerOutput {
        var undone: [Reply.Action] = []
        do {
            if let summary = try context.store.undoLast() { undone.append(Reply.Action(kind: "undo", day: nil, summary: summary)) }
        } catch {
            return AnswerOutput(key: .logFailed, values: ["reason": .string(String(describing: error)), "done": .list([])], rememberIntent: false)
        }
        // Every entry is said with its day, the moved one first.
        var ordered = writes
        ordered.insert(ordered.remove(at: changed), at: 0)
        var output = save(ordered, day: day, &context)
        output.actions = undone + output.actions
        return output
    }
}
