import CycleCore
import Language

extension LogAnswers {
    /// A last period that started longer ago than this before a positive test gives no due date
    /// to suggest: it is more likely a period not logged since than the one the pregnancy is
    /// counted from.
    static let longestSinceLastPeriod = 70

    /// What the answer to a saved pregnancy test says (`log.done` with `kind=pregnancy_test`,
    /// whatever else the message saved with it): the test first, said by its day and not by
    /// the clock it was saved at ("pregnancy test positive today"), then the other items;
    /// `testPositive`, `testFaint`; and, after a positive outside pregnancy mode, the last
    /// logged period's start (`lastPeriod`) and the due date counted from it
    /// (`dueFromLastPeriod`, 280 days on), each null when there is none to suggest.
    /// - Parameters:
    ///   - writes: what was saved, in order.
    ///   - actions: what the store said it saved, one a write.
    ///   - context: the answer's context.
    /// - Returns: the values, or nil when no pregnancy test was saved.
    static func pregnancyTestValues(_ writes: [JournalWrite], actions: [Reply.Action], _ context: inout AnswerContext) -> [String: TemplateValue]? {
        let tests = writes.compactMap { write -> (positive: Bool, faint: Bool, day: Day)? in
            if case let .pregnancyTest(positive, faint, day) = write { return (positive, faint, day) }
            return nil
        }
        guard let test = tests.last else { return nil }
        let today = context.today
        let said = tests.map { test in
            "pregnancy test \(test.positive ? "positive" : "negative")" + (test.faint ? " (a faint line)" : "")
                + (test.day == today ? " today" : " on \(test.day.shortText)")
        }
        let others = SavedWrites.confirmed(actions.filter { $0.kind != "pregnancy_test" })
            .map { TemplateValue.string(SavedWrites.spoken($0, today: today)) }
        var values: [String: TemplateValue] = [
            "summaries": .list(said.map { .string($0) } + others),
            "testPositive": .bool(test.positive), "testFaint": .bool(test.faint),
            "lastPeriod": .null, "dueFromLastPeriod": .null,
        ]
        if test.positive, context.mode != .pregnancy, let last = context.history.latest?.start,
           last <= test.day, last.days(to: test.day) <= longestSinceLastPeriod {
            values["lastPeriod"] = .day(last)
            values["dueFromLastPeriod"] = .day(PregnancyDating(lmp: last).dueDate)
        }
        return values
    }
}
