/// Lengths in days: how long a period, a bleed or a symptom lasted.
///
/// Read only where the words say it is a length, so "5 days ago", "in 5 days", "5 days late" and
/// "a 28 day cycle" are not:
/// - after "for", "lasted", "lasting", "lasts" or "last" (not "the last 5 days"), with or
///   without "about", "around", "only"…: "it lasted a week", "bled for 5 days", "for about 4 days";
/// - before "long" ("5 days long") or as the length of a period or a bleed ("a 5 day period",
///   "a 5-day bleed", "5 days of bleeding").
///
/// Days, weeks (7) and fortnights (14) give a number of days when it is whole ("a fortnight" is
/// 14, "2 and a half days" none); "a few days", "5 or 6 days", "5-6 days" and months give a
/// length with no exact number.
extension DayExpressionParser {
    /// The first length in days named in `text`.
    ///
    /// - Parameters:
    ///   - text: a message, normalised or as typed.
    ///   - claimed: ranges of `text` another reader already took (a day); lengths overlapping
    ///     them are skipped.
    /// - Returns: the length, or nil when the message names none.
    package func firstLength(in text: String, excluding claimed: [Range<String.Index>] = []) -> DayLength? {
        allLengths(in: text, excluding: claimed).first
    }

    /// Every length in days named in `text`, in order.
    ///
    /// - Parameters:
    ///   - text: a message, normalised or as typed.
    ///   - claimed: ranges of `text` another reader already took (a day); lengths overlapping
    ///     them are skipped.
    package func allLengths(in text: String, excluding claimed: [Range<String.Index>] = []) -> [DayLength] {
        LengthScanner(tokens: TokenList(text)).lengths(excluding: claimed)
    }

    /// `allLengths(in:excluding:)` of `text`'s text, from its tokens read once for every reader.
    package func allLengths(in text: ReadableText, excluding claimed: [Range<String.Index>] = []) -> [DayLength] {
        LengthScanner(tokens: text.tokens).lengths(excluding: claimed)
    }
}

/// The length matcher, over one message's tokens.
struct LengthScanner {
    let tokens: TokenList

    /// Words before a length: "lasted 5 days", "for a week".
    static let cues: Set<String> = ["for", "lasted", "lasting", "lasts", "last"]
    /// Words between the cue and the length: "for about 5 days", "lasted only 3 days".
    static let hedges: Set<String> = [
        "about", "around", "roughly", "approximately", "approx", "like", "only", "just", "nearly", "almost", "maybe",
        "over", "under", "a", "good", "whole", "full",
    ]
    /// Words before "last" that make it "the last 5 days", a time, not a length.
    static let notBeforeLast: Set<String> = ["the", "past", "my", "these", "those", "this"]
    /// Words after a length that make it a point in time or something else ("5 days late").
    static let notAfter: Set<String> = ["ago", "back", "late", "early", "overdue", "later", "from", "old", "pregnant", "along", "postpartum"]
    /// What a length may be the length of, after "a 5 day …" or "5 days of …".
    static let lastingThings: Set<String> = ["period", "periods", "bleed", "bleeding", "flow", "spotting"]

    func lengths(excluding claimed: [Range<String.Index>]) -> [DayLength] {
        // Every length ends in a calendar span ("days", "week"…), at most 7 tokens after where
        // it starts ("for about a couple of days"): only those tokens are tried, and a message
        // with no such word (most) is not read at all.
        let units = tokens.items.indices.filter { Self.isSpanWord(tokens.items[$0]) }
        var found: [DayLength] = []
        var index = 0
        for unit in units {
            index = max(index, unit - 7)
            while index < unit {
                guard let length = length(at: index), !tokens.overlaps(length.start, length.end, claimed) else {
                    index += 1
                    continue
                }
                let range = tokens.range(length.start, length.end)
                found.append(DayLength(days: length.days, text: String(tokens.source[range]), range: range))
                index = length.end
            }
        }
        return found
    }

    /// A length at token `index`: a cue and an amount ("lasted 5 days"), or an amount that says
    /// it is a length ("5 days long", "5 day period").
    private func length(at index: Int) -> (days: Int?, start: Int, end: Int)? {
        if let cue = tokens.word(at: index), Self.cues.contains(cue),
           cue != "last" || !tokens.isWord(at: index - 1, in: Self.notBeforeLast) {
            var start = index + 1
            while tokens.isWord(at: start, in: Self.hedges), start < index + 3, amount(at: start) == nil { start += 1 }
            if let amount = amount(at: start), !tokens.isWord(at: amount.end, in: Self.notAfter) {
                return (amount.days, start, amount.end + (tokens.isToken("long", at: amount.end) ? 1 : 0))
            }
        }
        guard let amount = amount(at: index) else { return nil }
        if tokens.isToken("long", at: amount.end) { return (amount.days, index, amount.end + 1) }
        let unit = tokens.word(at: amount.end - 1)
        if unit == "day" || unit == "week", tokens.isWord(at: amount.end, in: Self.lastingThings) {
            return (amount.days, index, amount.end)
        }
        if tokens.isToken("of", at: amount.end), tokens.isWord(at: amount.end + 1, in: Self.lastingThings) {
            return (amount.days, index, amount.end)
        }
        return nil
    }

    /// An amount of time at `index` and the token after it: "5 days", "a week", "two weeks",
    /// "a couple of days", "5 and a half days", or with no exact number "a few days", "5 or 6
    /// days", "5-6 days", "2 months".
    private func amount(at index: Int) -> (days: Int?, end: Int)? {
        var position = index
        var count: Double?
        if tokens.isWord(at: position, in: ["a", "an"]), tokens.word(at: position + 1).flatMap(Self.daysIn) != nil {
            count = 1
            position += 1
        } else if tokens.matches(["a", "few"], at: position) {
            position += 2
        } else if tokens.isWord(at: position, in: ["few", "several", "some"]) {
            position += 1
        } else if isNumberPair(at: position) {
            position += 1
        } else if let number = tokens.readNumber(at: position) {
            position = number.end
            if number.takesOf, tokens.isToken("of", at: position) { position += 1 }
            if tokens.isWord(at: position, in: ["or", "to"]), let other = tokens.readNumber(at: position + 1) {
                position = other.end
            } else {
                count = number.value
            }
        } else {
            return nil
        }
        guard let unit = tokens.word(at: position), let unitDays = Self.daysIn(unit) else { return nil }
        var end = position + 1
        if tokens.matches(["and", "a", "half"], at: end), count != nil {
            count! += 0.5
            end += 3
        }
        guard let count, let unitDays, count > 0 else { return (nil, end) }
        let days = count * Double(unitDays)
        return (days == days.rounded(.towardZero) && days < 10_000 ? Int(days) : nil, end)
    }

    /// "5-6": two small numbers joined by a dash, a length with no exact number.
    private func isNumberPair(at index: Int) -> Bool {
        guard let token = tokens[index], token.kind == .number else { return false }
        let parts = token.text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { (1 ... 2).contains($0.count) && $0.allSatisfy(\.isDigitZeroToNine) }
    }

    /// Whether `token` is a calendar-span word, by its first letter before any look-up (this is
    /// asked of every word of a message).
    private static func isSpanWord(_ token: TextToken) -> Bool {
        guard token.kind == .word else { return false }
        switch token.text.utf8.first {
        case UInt8(ascii: "d"), UInt8(ascii: "w"), UInt8(ascii: "f"), UInt8(ascii: "m"), UInt8(ascii: "y"):
            return spanWords.contains(token.text)
        default:
            return false
        }
    }

    /// How many days a calendar-span word is (`.some(nil)` for months and years, which have no
    /// fixed number), or nil when `word` is none.
    static func daysIn(_ word: String) -> Int?? {
        guard let days = spanWords[word] else { return nil }
        return days > 0 ? days : .some(nil)
    }

    /// Calendar-span words and their days, 0 for months and years (a `WordTable`: every word
    /// of a message is looked up).
    private static let spanWords = WordTable([
        "day": 1, "days": 1, "week": 7, "weeks": 7, "wk": 7, "wks": 7, "fortnight": 14, "fortnights": 14,
        "month": 0, "months": 0, "year": 0, "years": 0,
    ])
}
