import CycleCore
import Language

extension LogAnswers {
    /// What "it lasted N days" comes to: the day the period ended, or the answer explaining why
    /// a period that long cannot be logged.
    enum LengthEnd {
        case ended(Day)
        case tooLong(AnswerOutput)
    }

    /// Words after which "N days" is how long the period lasted ("it lasted 5 days", "bled for
    /// four days", "my period was 6 days long"), not when it ended ("5 days ago") (`word-lists.json`).
    static let lengthWords: Set<String> = WordList.logLengthWords.set

    /// Words after "N days" that say when a period came against when it was due ("6 days
    /// early", "3 days late"), not how long it lasted.
    static let timingWords: Set<String> = ["early", "earlier", "late", "later", "overdue", "before", "after", "behind", "ago"]

    /// How many days a message says the period lasted: "5 days", "four days", "a week", "one
    /// week"; nil when it says none, or says "ago" (then the number is a day, not a length).
    static func periodLength(in message: AnalyzedMessage) -> Int? {
        let tokens = message.normalized.tokens
        guard !tokens.contains("ago"), tokens.contains(where: lengthWords.contains) else { return nil }
        for span in message.all(.number) {
            let next = span.start + span.length
            guard next < tokens.count, let value = span.value, value == value.rounded() else { continue }
            // "Period just started 6 days early": days early or late say when it came, not how long it lasted.
            if next + 1 < tokens.count, timingWords.contains(tokens[next + 1]) { continue }
            if tokens[next] == "days" || tokens[next] == "day" { return Int(value) }
            if tokens[next] == "weeks" || tokens[next] == "week", value == 1 { return 7 }
        }
        if let week = tokens.firstIndex(of: "week"), week > 0, tokens[week - 1] == "a" { return 7 }
        return nil
    }

    /// The days of a period a statement gives as a span ("my last period was from nov 3 to nov
    /// 7", "period oct 10-14"): both past, no longer than a period Bloom logs; nil otherwise.
    static func periodSpan(_ message: AnalyzedMessage, today: Day) -> ClosedRange<Day>? {
        guard message.mentions(["period", "periods", "af", "bled", "bleeding"]),
              let span = DayExpressionParser().firstSpan(in: message.normalized.original, today: today),
              !span.isAmbiguous, span.invalidReason == nil, let days = span.days, days.upperBound <= today,
              let length = span.length, (1...PeriodRecord.longestLoggable).contains(length) else { return nil }
        return days
    }

    /// `writes` with the end of the period they start, when what was said gives how long it
    /// lasted ("started on the 10th and lasted 5 days", "…it lasted a week" answering which day
    /// it started) and that end is past: the length is a fact said, not dropped.
    static func endingFromLength(_ writes: [JournalWrite], said messages: [AnalyzedMessage], today: Day) -> [JournalWrite] {
        guard !writes.contains(where: { if case .periodEnd = $0 { true } else { false } }),
              let start = writes.lazy.compactMap({ write -> Day? in if case let .periodStart(day) = write { day } else { nil } }).first,
              let length = messages.lazy.filter({ saysHowLongItLasted($0.normalized.tokens) }).compactMap({ periodLength(in: $0) }).first,
              (2...PeriodRecord.longestLoggable).contains(length) else { return writes }
        let end = start + (length - 1)
        return end <= today ? writes + [.periodEnd(end)] : writes
    }

    /// Whether `tokens` say how long something lasted: "lasted", "went on (for)", "bled for".
    static func saysHowLongItLasted(_ tokens: [String]) -> Bool {
        tokens.contains("lasted") || zip(tokens, tokens.dropFirst()).contains { pair in
            pair == ("went", "on") || pair == ("bled", "for") || pair == ("lasting", "for")
        }
    }

    /// "It lasted 5 days": the day the latest period ended, counted from its start (the first day
    /// is day 1), or the answer when that length cannot be logged. Nil when the message names no
    /// length or a day of its own, or no period is logged.
    static func endFromLength(_ message: AnalyzedMessage, store: any RecordReading) -> LengthEnd? {
        guard message.first(.day) == nil, let length = periodLength(in: message), length >= 1,
              let latest = try? store.periods().last else { return nil }
        guard length <= PeriodRecord.longestLoggable else {
            return .tooLong(AnswerOutput(key: .logPeriodTooLong, values: [
                "days": .int(length), "longest": .int(PeriodRecord.longestLoggable), "start": .day(latest.start),
            ], rememberIntent: false))
        }
        return .ended(latest.start + (length - 1))
    }
}
