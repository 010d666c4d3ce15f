/// Finds pregnancy weeks in a message.
///
/// Reads "20 weeks", "20 wks", "20w", "20 weeks pregnant", "at 20 weeks", "twenty weeks",
/// "20 weeks and 3 days", "20w3d", "20+3" (completed weeks, with days), and "week 20",
/// "week twenty", "week 20 day 3", "20th week" (the week number). Only weeks 1 to 42 and days 0
/// to 6 are read; anything else is left alone.
///
/// Spans of time that are not a pregnancy's age are skipped: "2 weeks ago", "in 2 weeks",
/// "for 2 weeks", "every 2 weeks", "it's been 2 weeks", "2 weeks late", "6 weeks old", "6 weeks postpartum",
/// "2 weeks of spotting", "this week 3 times". Pass the day parser's ranges as `claimed` to
/// skip anything it already read.
///
/// ```swift
/// PregnancyWeekReader().firstWeek(in: "i am 20w3d")   // week 20, days 3
/// ```
package struct PregnancyWeekReader: Sendable {
    /// Creates a reader.
    package init() {}

    /// Every pregnancy week in `text`, in order.
    ///
    /// - Parameters:
    ///   - text: a message, normalised or as typed.
    ///   - claimed: ranges of `text` another reader already took (e.g. `DayExpression.range`).
    package func weeks(in text: String, excluding claimed: [Range<String.Index>] = []) -> [PregnancyWeekMention] {
        weeks(in: text, excluding: claimed, readingAll: false)
    }

    /// - Parameter readingAll: read every message, not only those with a week word or a
    ///   "20+3" (`mayName`): the reference the quicker reading is tested against.
    func weeks(in text: String, excluding claimed: [Range<String.Index>], readingAll: Bool) -> [PregnancyWeekMention] {
        weeks(in: ReadableText(text), excluding: claimed, readingAll: readingAll)
    }

    /// `weeks(in:excluding:)` of `text`'s text, from its tokens read once for every reader.
    package func weeks(in text: ReadableText, excluding claimed: [Range<String.Index>] = []) -> [PregnancyWeekMention] {
        weeks(in: text, excluding: claimed, readingAll: false)
    }

    func weeks(in text: ReadableText, excluding claimed: [Range<String.Index>], readingAll: Bool) -> [PregnancyWeekMention] {
        let tokens = text.tokens
        let text = tokens.source
        guard readingAll || PregnancyWeekReader.mayName(tokens) else { return [] }
        var found: [PregnancyWeekMention] = []
        var index = 0
        while index < tokens.count {
            guard let match = read(tokens, at: index), !tokens.overlaps(index, match.end, claimed) else {
                index += 1
                continue
            }
            let range = tokens.range(index, match.end)
            found.append(PregnancyWeekMention(week: match.week, days: match.days, form: match.form,
                                              text: String(text[range]), range: range))
            index = match.end
        }
        return found
    }

    /// The first pregnancy week in `text`, if any.
    ///
    /// - Parameters:
    ///   - text: a message.
    ///   - claimed: ranges of `text` another reader already took.
    package func firstWeek(in text: String, excluding claimed: [Range<String.Index>] = []) -> PregnancyWeekMention? {
        weeks(in: text, excluding: claimed).first
    }

    // MARK: - Reading

    /// Whether `tokens` can name a week at all: every reading below needs a week word
    /// ("week", "wk", "w"…) or a number with a "+" ("20+3"). Most messages have neither.
    static func mayName(_ tokens: TokenList) -> Bool {
        tokens.items.contains { token in
            switch token.kind {
            case .word: weekWords.contains(token.text)
            case .number: token.text.utf8.contains(UInt8(ascii: "+"))
            case .symbol: false
            }
        }
    }

    private struct Match {
        let week: Int
        let days: Int?
        let form: PregnancyWeekMention.Form
        let end: Int
    }

    private static let weekWords = WordTable(words: ["week", "weeks", "wk", "wks", "w"])
    private static let dayWords = WordTable(words: ["day", "days", "d"])
    /// Words before "week N" that make it a span of time ("this week 3 times").
    private static let notBeforeWeek = WordTable(words: [
        "this", "last", "next", "a", "per", "each", "every", "that", "one", "same", "whole", "entire", "all", "the",
    ])
    /// Words before "N weeks" that make it a span of time ("in 2 weeks", "for 2 weeks", "it's
    /// been 3 weeks", "it lasted 2 weeks").
    private static let notBeforeCount = WordTable(words: [
        "in", "for", "every", "within", "past", "last", "next", "each", "per", "over", "than", "few", "couple", "the",
        "been", "lasted", "waited", "took",
    ])
    /// Words after "N weeks" that make it a span of time ("2 weeks ago", "6 weeks old").
    private static let notAfterCount = WordTable(words: [
        "ago", "back", "later", "late", "overdue", "earlier", "before", "after", "old", "postpartum", "pp", "from",
        "long", "apart", "running", "straight", "left", "remaining", "to", "of", "time",
    ])
    /// Words before "N weeks" that hedge it; the word before them decides ("for about 2 weeks").
    private static let hedges = WordTable(words: [
        "about", "around", "roughly", "almost", "nearly", "like", "maybe", "approximately", "approx", "just", "only",
    ])

    private func read(_ tokens: TokenList, at index: Int) -> Match? {
        compact(tokens, at: index) ?? weekThenNumber(tokens, at: index) ?? numberThenWeek(tokens, at: index)
            ?? ordinalWeek(tokens, at: index)
    }

    /// A whole number from 0 to 99 in digits or words, not an ordinal.
    private func wholeNumber(_ tokens: TokenList, at index: Int) -> (value: Int, end: Int)? {
        guard let token = tokens[index], token.kind == .number || !["a", "an", "half", "couple", "dozen"].contains(token.text),
              let number = tokens.readNumber(at: index), number.isWhole, number.value < 100
        else { return nil }
        return (Int(number.value), number.end)
    }

    /// "20+3", "20+3 weeks".
    private func compact(_ tokens: TokenList, at index: Int) -> Match? {
        guard let token = tokens[index], token.kind == .number, token.text.contains("+") else { return nil }
        let parts = token.text.split(separator: "+")
        guard parts.count == 2, let week = Int(parts[0]), let days = Int(parts[1]), valid(week, days) else { return nil }
        var end = index + 1
        if tokens.isWord(at: end, in: PregnancyWeekReader.dayWords) || tokens.isWord(at: end, in: ["weeks", "wks", "w"]) {
            end += 1
        }
        return Match(week: week, days: days, form: .completedWeeks, end: withTrailing(tokens, end))
    }

    /// "week 20", "week twenty", "week 20 day 3", "week 20 + 3".
    private func weekThenNumber(_ tokens: TokenList, at index: Int) -> Match? {
        guard tokens.isWord(at: index, in: ["week", "wk"]), !tokens.isWord(at: index - 1, in: PregnancyWeekReader.notBeforeWeek),
              let number = wholeNumber(tokens, at: index + 1)
        else { return nil }
        var end = number.end
        var days: Int?
        if tokens.isWord(at: end, in: ["day", "d"]), let day = wholeNumber(tokens, at: end + 1) {
            days = day.value
            end = day.end
        } else if let (day, next) = trailingDays(tokens, at: end) {
            days = day
            end = next
        } else if let next = tokens.word(at: end), DayWords.isSpanOrUnit(next) {
            return nil
        }
        guard valid(number.value, days ?? 0) else { return nil }
        return Match(week: number.value, days: days, form: .weekNumber, end: withTrailing(tokens, end))
    }

    /// "20 weeks", "20w", "20w3d", "20 weeks and 3 days", "twenty weeks pregnant".
    private func numberThenWeek(_ tokens: TokenList, at index: Int) -> Match? {
        let before = tokens.isWord(at: index - 1, in: PregnancyWeekReader.hedges) ? index - 2 : index - 1
        guard !tokens.isWord(at: before, in: PregnancyWeekReader.notBeforeCount),
              let number = wholeNumber(tokens, at: index),
              tokens.isWord(at: number.end, in: PregnancyWeekReader.weekWords)
        else { return nil }
        var end = number.end + 1
        var days: Int?
        if let (day, next) = trailingDays(tokens, at: end) {
            days = day
            end = next
        }
        let withWords = withTrailing(tokens, end)
        if withWords == end, tokens.isWord(at: end, in: PregnancyWeekReader.notAfterCount) { return nil }
        guard valid(number.value, days ?? 0) else { return nil }
        return Match(week: number.value, days: days, form: .completedWeeks, end: withWords)
    }

    /// "20th week", "twentieth week".
    private func ordinalWeek(_ tokens: TokenList, at index: Int) -> Match? {
        guard let ordinal = tokens.readOrdinal(at: index), tokens.isWord(at: ordinal.end, in: ["week", "wk"]),
              valid(ordinal.value, 0)
        else { return nil }
        // "the first week of my cycle" is not a pregnancy week; "of pregnancy" is kept below.
        let end = withTrailing(tokens, ordinal.end + 1)
        if end == ordinal.end + 1, tokens.isToken("of", at: end) { return nil }
        return Match(week: ordinal.value, days: nil, form: .weekNumber, end: end)
    }

    /// "3d", "3 days", "and 3 days", "+ 3 days", "+3" after a week.
    private func trailingDays(_ tokens: TokenList, at index: Int) -> (Int, Int)? {
        var position = index
        let hasJoin = tokens.isToken("and", at: position) || tokens.isToken("+", at: position)
        if hasJoin { position += 1 }
        guard let number = wholeNumber(tokens, at: position) else { return nil }
        if tokens.isWord(at: number.end, in: PregnancyWeekReader.dayWords) { return (number.value, number.end + 1) }
        if tokens.isToken("+", at: index), !tokens.isWord(at: number.end, in: PregnancyWeekReader.weekWords) {
            return (number.value, number.end)
        }
        return nil
    }

    /// Past words that belong to the week: "pregnant", "along", "gestation", "of pregnancy".
    private func withTrailing(_ tokens: TokenList, _ end: Int) -> Int {
        if tokens.isWord(at: end, in: ["pregnant", "along", "gestation"]) { return end + 1 }
        if tokens.matches(["of", "pregnancy"], at: end) || tokens.matches(["of", "gestation"], at: end) { return end + 2 }
        return end
    }

    private func valid(_ week: Int, _ days: Int) -> Bool {
        (1 ... 42).contains(week) && (0 ... 6).contains(days)
    }
}
