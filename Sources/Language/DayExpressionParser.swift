import CycleCore

/// Finds the days a message names and resolves them against today.
///
/// Reads, with `today` passed in (there is no clock):
/// - relative days: "today", "tonight", "this morning", "yesterday", "last night", "the day
///   before yesterday", "tomorrow", "the day after tomorrow", optionally with a part of the day
///   ("yesterday evening");
/// - offsets: "3 days ago", "three days ago", "a day ago", "a week ago", "2 weeks ago",
///   "a couple of days ago" (2), "a fortnight ago", "in 3 days", "in a week", "2 days from now";
/// - weekdays (weeks start on Monday): "Monday", "mon", "on Monday" and "last Monday" are the
///   most recent Monday strictly before today (with `.future`, a bare "Monday" is the next one
///   strictly after today); "this Monday" is the Monday of the current week; "next Monday" the
///   first Monday strictly after today; "Monday last week" / "last week Monday" the Monday of the
///   previous week; "Monday before last" a week before "last Monday";
/// - dates with a month name: "March 3", "mar 3", "3 March", "3rd of March", "the third of
///   March", "March 3rd", "march the 3rd", "Tuesday 3 March 2026", "Sept. 12, 2025". Months are
///   read in full, abbreviated with or without a full stop ("jan", "febr", "sept.") and in a few
///   common misspellings ("febuary");
/// - a day of the month alone: "on the 3rd", "the 2nd", "on the twenty first", "on the 12". It
///   takes the month named last before it in the message, as a date or a word alone ("my oct
///   period ended on the 14th" is 14 October); with none, it is this month's if that day is not
///   after today, else last month's (skipping months too short to have it);
/// - dates in digits: "2026-03-03", "3/3", "3/3/2026", "03/03/26", "14/3", "3.3.2026". The month
///   comes first unless the first number is over 12;
/// - spans, as a start and an end (see ``DaySpan``): "from oct 10 to oct 14", "oct 10 to 14",
///   "oct 10-14", "10th to 14th of october", "10 to 14 oct", "between the 3rd and the 7th",
///   "3/10 to 7/10". The end takes the start's month and year when it names none.
///
/// A date without a year is the most recent one on or before today (`.past`) or the next one on
/// or after today (`.future`). Spans and vague times ("last week", "recently", "the other day",
/// "a few days ago", "earlier this month", "in March") are ``DayExpression/Resolution/ambiguous``,
/// and so is a month begun and not finished ("it started sept"), so Bloom can ask which day;
/// dates that do not exist ("feb 30", "13/13", "the 31st of sept", "sept 32") are
/// ``DayExpression/Resolution/invalid(reason:)``. A month alone followed by the day of the month
/// that completes it ("in oct, on the 14th") is read as that one day.
///
/// Words are matched whole, so "mar" is not found in "marathon" nor "sun" in "sunny". Month
/// abbreviations that are everyday words count only next to a day number ("may 3", not "I may
/// go"); "sat", "sun" and "wed" need a cue ("on sat", "last sun"). Scores such as "pain is 7/10"
/// and amounts such as "1/2 a cup" are not dates.
///
/// ```swift
/// let parser = DayExpressionParser()
/// let today = try Day(iso: "2026-11-25")
/// parser.firstDay(in: "my oct period ended on the 14th", today: today)?.day   // 2026-10-14
/// parser.firstSpan(in: "it was from oct 10 to 14", today: today)?.days        // 2026-10-10 ... 2026-10-14
/// parser.firstLength(in: "started oct 10 and lasted 5 days")?.days            // 5
/// parser.firstDay(in: "it started sept", today: today)?.isAmbiguous           // true
/// ```
package struct DayExpressionParser: Sendable {
    /// Creates a parser.
    package init() {}

    /// The first day named in `text`.
    ///
    /// - Parameters:
    ///   - text: a message, normalised or as typed.
    ///   - today: the day the message was written.
    ///   - preference: which way to resolve a bare weekday or a date without a year.
    /// - Returns: the expression, or nil when the message names no day.
    package func firstDay(in text: String, today: Day, preference: DayPreference = .past) -> DayExpression? {
        scan(text, today: today, preference: preference, limit: 1).first
    }

    /// Every day named in `text`, in order. Their ranges never overlap; pass them to
    /// `PregnancyWeekReader` and `QuantityReader` as claimed so "2 weeks ago" is not also read
    /// as a pregnancy week.
    ///
    /// - Parameters:
    ///   - text: a message, normalised or as typed.
    ///   - today: the day the message was written.
    ///   - preference: which way to resolve a bare weekday or a date without a year.
    package func allDays(in text: String, today: Day, preference: DayPreference = .past) -> [DayExpression] {
        scan(text, today: today, preference: preference, limit: .max)
    }

    /// `allDays(in:today:preference:)` of `text`'s text, from its tokens read once for every reader.
    package func allDays(in text: ReadableText, today: Day, preference: DayPreference = .past) -> [DayExpression] {
        scan(text.tokens, today: today, preference: preference, limit: .max)
    }

    /// The first span of days named in `text` ("from oct 10 to oct 14", "oct 10-14").
    ///
    /// - Parameters:
    ///   - text: a message, normalised or as typed.
    ///   - today: the day the message was written.
    ///   - preference: which way to resolve a date without a year.
    /// - Returns: the span, or nil when the message names none.
    package func firstSpan(in text: String, today: Day, preference: DayPreference = .past) -> DaySpan? {
        allSpans(in: text, today: today, preference: preference).first
    }

    /// Every span of days named in `text`, in order: the ``DayExpression``s of `allDays` whose
    /// ``DayExpression/spanPart`` is set, paired. The single days of a message are the others.
    ///
    /// - Parameters:
    ///   - text: a message, normalised or as typed.
    ///   - today: the day the message was written.
    ///   - preference: which way to resolve a date without a year.
    package func allSpans(in text: String, today: Day, preference: DayPreference = .past) -> [DaySpan] {
        DaySpan.pairs(in: allDays(in: text, today: today, preference: preference), of: text)
    }

    /// `allSpans(in:today:preference:)` of `text`'s text, from its tokens read once for every reader.
    package func allSpans(in text: ReadableText, today: Day, preference: DayPreference = .past) -> [DaySpan] {
        DaySpan.pairs(in: allDays(in: text, today: today, preference: preference), of: text.text)
    }

    /// - Parameter everyToken: try every token, not only those that can start a day
    ///   (`DayScanner.canStart`): the reference the quicker scan is tested against.
    func scan(_ text: String, today: Day, preference: DayPreference, limit: Int, everyToken: Bool = false) -> [DayExpression] {
        scan(TokenList(text), today: today, preference: preference, limit: limit, everyToken: everyToken)
    }

    /// `scan` of the text `tokens` were read from.
    func scan(_ tokens: TokenList, today: Day, preference: DayPreference, limit: Int, everyToken: Bool = false) -> [DayExpression] {
        let scanner = DayScanner(tokens: tokens, today: today, preference: preference)
        var found: [DayExpression] = []
        // The month named last, which a day of the month alone takes ("my oct period … the 14th").
        var named: NamedMonth?
        // Where in `found` the month alone ("in oct") is that `named` came from: a day of the
        // month that takes it ("on the 14th") replaces it. Scanning goes on while there is one,
        // so that `firstDay` finds what `allDays` finds first.
        var pendingMonth: Int?
        func add(_ resolution: DayExpression.Resolution, _ kind: DayExpression.Kind, _ range: Range<String.Index>,
                 pointsAhead: Bool = false, spanPart: DayExpression.SpanPart? = nil) {
            let isFuture: Bool
            if case .day(let day) = resolution { isFuture = day > today } else { isFuture = pointsAhead }
            found.append(DayExpression(resolution: resolution, kind: kind, text: String(tokens.source[range]), range: range,
                                       isFuture: isFuture, spanPart: spanPart))
        }
        func complete() {
            if let pending = pendingMonth { found.remove(at: pending) }
            pendingMonth = nil
        }

        var index = 0
        while index < tokens.count, found.count < limit || pendingMonth != nil {
            guard let startMonth = everyToken ? scanner.month(at: index) ?? 0 : scanner.startingMonth(at: index) else {
                index += 1
                continue
            }
            let month = startMonth > 0 ? startMonth : nil
            let candidate = scanner.candidate(at: index, named: named)
            if scanner.maySpan(from: index, after: candidate, month: month) {
                if let span = scanner.span(at: index, named: named) {
                    if span.tookNamedMonth { complete() }
                    add(span.start.resolution, span.start.kind, span.start.range, spanPart: .start)
                    add(span.end.resolution, span.end.kind, span.end.range, spanPart: .end)
                    (named, pendingMonth) = (span.namedMonth, nil)
                    index = span.next
                    continue
                }
            }
            if let candidate {
                if candidate.completesMonth { complete() }
                add(candidate.resolution, candidate.kind, tokens.range(index, candidate.end), pointsAhead: candidate.pointsAhead)
                if let month = candidate.namedMonth {
                    named = month
                    pendingMonth = candidate.kind == .vague ? found.count - 1 : nil
                }
                index = candidate.end
            } else {
                // A month word alone ("my oct period") is the month a later day of the month takes.
                if let month, !tokens.isWord(at: index, in: DayWords.monthsNeedingDay) {
                    (named, pendingMonth) = (NamedMonth(month: month, year: nil), nil)
                }
                index += 1
            }
        }
        return found.count > limit ? Array(found.prefix(limit)) : found
    }
}

/// A month a message named ("oct" in "my oct period", "oct 10", "in oct"), which a later day
/// of the month alone takes ("… ended on the 14th" is 14 October).
struct NamedMonth: Equatable {
    let month: Int
    /// Its year, when the words give one ("oct 10 2025") or a date resolved to one ("oct 10");
    /// nil for a month alone.
    let year: Int?
}

/// The matchers, over one message's tokens.
struct DayScanner {
    let tokens: TokenList
    let today: Day
    let preference: DayPreference

    struct Candidate {
        /// One past the last token matched.
        let end: Int
        let resolution: DayExpression.Resolution
        let kind: DayExpression.Kind
        /// For vague expressions: whether they point ahead ("next week").
        var pointsAhead = false
        /// The month the words name, if any, for a day of the month after them.
        var namedMonth: NamedMonth?
        /// Whether this is a day of the month that took the month named before it.
        var completesMonth = false
    }

    /// Whether a day expression can start at token `index`: a number, or a word one of the
    /// matchers below begins with (`startWords`). Most tokens of a message are neither, and
    /// skipping them spares trying seven matchers on each.
    func canStart(at index: Int) -> Bool {
        startingMonth(at: index) != nil
    }

    /// `canStart(at:)`, with the month a month name stands for: nil when no day expression can
    /// start at token `index`, 1–12 for a month name, 0 for any other start.
    func startingMonth(at index: Int) -> Int? {
        guard let token = tokens[index] else { return nil }
        switch token.kind {
        case .number: return 0
        case .symbol: return nil
        case .word: return DayScanner.startWords[token.text]
        }
    }

    /// Every word a matcher can begin with, and its month for a month name (0 for the others):
    /// weekday and month names, the words of the prefixes and cues before them, the first words
    /// of the fixed phrases, the words that start an offset ("in", "a", "few"…) and every number
    /// or ordinal word.
    static let startWords: WordTable<Int> = {
        var words = Set(DayWords.weekdays.keys)
        // "Mondays temp" (`possessiveWeekday`).
        words.formUnion(DayWords.weekdays.keys.filter { $0.count > 5 }.map { $0 + "s" })
        words.formUnion(weekdayPrefixes.compactMap(\.words.first))
        words.formUnion(DayWords.monthCues.compactMap(\.first))
        words.formUnion(phrasesByFirstWord.keys)
        words.formUnion(["the", "in", "a", "an", "few", "several", "some", "couple", "dozen", "half"])
        words.formUnion(NumberWords.units.keys)
        words.formUnion(NumberWords.tens.keys)
        words.formUnion(NumberWords.ordinals.keys)
        var months = Dictionary(uniqueKeysWithValues: words.map { ($0, 0) })
        months.merge(DayWords.months) { _, month in month }
        return WordTable(months)
    }()

    /// The longest expression starting at token `index`; on a tie, the more specific reading
    /// (a date over a weekday over an offset over a phrase).
    func candidate(at index: Int, named: NamedMonth?) -> Candidate? {
        // Each matcher in turn (no list of their answers is built for every token tried).
        var best: Candidate?
        func consider(_ candidate: Candidate?) {
            if let candidate, candidate.end > (best?.end ?? index) { best = candidate }
        }
        consider(namedDate(at: index))
        consider(numericDate(at: index))
        if let weekday = weekday(at: index) {
            consider(weekday)
            consider(dateAfterWeekday(weekday, named: named))
        }
        consider(offset(at: index))
        consider(phrase(at: index))
        consider(monthAlone(at: index))
        consider(dayOfMonthAlone(at: index, named: named))
        return best
    }

    /// "Sunday the 15th", "tues 17th", "sunday 15th nov": a weekday with its date after it is
    /// that date, which says which Sunday it was (a weekday alone would be the last one).
    private func dateAfterWeekday(_ weekday: Candidate, named: NamedMonth?) -> Candidate? {
        let end = weekday.end
        let date: Candidate?
        if tokens.isToken("the", at: end) {
            date = namedDate(at: end + 1) ?? dayOfMonthAlone(at: end, named: named)
        } else if let token = tokens[end], token.kind == .number, let ordinal = tokens.readOrdinal(at: end),
                  ordinal.value >= 1, ordinal.value <= 31 {
            date = namedDate(at: end) ?? (named == nil ? Candidate(end: ordinal.end, resolution: resolve(dayOfMonth: ordinal.value), kind: .calendarDate) : nil)
        } else {
            date = nil
        }
        guard let date, case .day = date.resolution else { return nil }
        return date
    }

    // MARK: - Fixed phrases

    private static let phrasesByFirstWord: [String: [(words: [String], meaning: DayWords.Meaning)]] =
        Dictionary(grouping: DayWords.phrases, by: { $0.words[0] })
    private static let phrasesOfFirstWord = WordTable(phrasesByFirstWord)

    /// "today", "last night", "the day before yesterday", "the other day", "last week".
    func phrase(at index: Int) -> Candidate? {
        guard let first = tokens.word(at: index), let entries = DayScanner.phrasesOfFirstWord[first] else { return nil }
        var best: (end: Int, meaning: DayWords.Meaning)?
        for entry in entries where tokens.matches(entry.words, at: index) {
            let end = index + entry.words.count
            if end > (best?.end ?? index) { best = (end, entry.meaning) }
        }
        guard let best else { return nil }
        switch best.meaning {
        case .offset(let days):
            var end = best.end
            if end == index + 1, tokens.isWord(at: end, in: DayWords.partsOfDay) { end += 1 }
            return Candidate(end: end, resolution: .day(today + days), kind: .relative)
        case .vague(let future):
            return Candidate(end: best.end, resolution: .ambiguous, kind: .vague, pointsAhead: future)
        }
    }

    // MARK: - Offsets

    private enum Span { case days(Int), months, years }

    private func span(at index: Int) -> Span? {
        switch tokens.word(at: index) {
        case "day", "days": return .days(1)
        case "week", "weeks", "wk", "wks": return .days(7)
        case "fortnight", "fortnights": return .days(14)
        case "month", "months": return .months
        case "year", "years": return .years
        default: return nil
        }
    }

    /// How many words before "in 3 days" a word of `beforeHowLongItHasBeen` may stand.
    static let denialReach = 4
    /// Words that make "in 3 days" a stretch up to now ("haven't pooed in 3 days", "not slept
    /// in 2 days", "no sleep in 2 days"). Not "first" ("my first scan is in 2 weeks" looks
    /// ahead) nor "can't" ("can't wait for the scan in 3 days").
    static let beforeHowLongItHasBeen: Set<String> = ["not", "havent", "hasnt", "hadnt", "never", "didnt", "no"]
    /// Words that, between a denial and "in 3 days", start what is planned or a new clause.
    static let betweenADenialAndAPlan: Set<String> = ["but", "and", "so", "then", "will", "gonna", "going", "testing", "test", "due", "scan", "appointment", "appt", "until", "till", "til", "yet"]

    /// "3 days ago", "a week ago", "a couple of days ago", "in 2 days", "2 weeks from now".
    func offset(at index: Int) -> Candidate? {
        var position = index
        var ahead = false
        if tokens.isToken("in", at: position) {
            // "Haven't pooed in 3 days", "first decent sleep in 2 weeks": after a denial or a
            // "first", "in 3 days" is how long it has been, up to now; it names no day ahead.
            // A plan or a new clause between them ("no period yet but testing in 3 days") keeps
            // the day ahead.
            let before = max(0, index - DayScanner.denialReach)..<index
            if let denial = before.last(where: { tokens.isWord(at: $0, in: DayScanner.beforeHowLongItHasBeen) }),
               !((denial + 1)..<index).contains(where: { tokens.isWord(at: $0, in: DayScanner.betweenADenialAndAPlan) }) {
                return nil
            }
            ahead = true
            position += 1
        }
        // How many: a number, "a"/"an", or a vague "a few" (nil).
        var count: Double?
        if tokens.isWord(at: position, in: ["a", "an"]), span(at: position + 1) != nil {
            count = 1
            position += 1
        } else if tokens.matches(["a", "few"], at: position) {
            position += 2
        } else if tokens.isWord(at: position, in: ["few", "several", "some"]) {
            position += 1
        } else if let number = tokens.readNumber(at: position) {
            count = number.value
            position = number.end
            if number.takesOf, tokens.isToken("of", at: position) { position += 1 }
        } else {
            return nil
        }
        guard let span = span(at: position) else { return nil }
        var end = position + 1
        if ahead && tokens.isWord(at: end, in: ["ago", "back"]) {
            // "was I in 2 weeks ago": the "in" belongs to the sentence, the day is in the past.
            return offset(at: index + 1)
        } else if ahead {
            if tokens.isToken("time", at: end) { end += 1 }
        } else if tokens.isWord(at: end, in: ["ago", "back"]) {
            end += 1
        } else if tokens.matches(["from", "now"], at: end) || tokens.matches(["from", "today"], at: end) {
            ahead = true
            end += 2
        } else {
            return nil
        }

        guard let count, case .days(let length) = span else {
            return Candidate(end: end, resolution: .ambiguous, kind: .vague, pointsAhead: ahead)
        }
        let days = count * Double(length)
        guard days == days.rounded(.towardZero), days < 100_000 else {
            return Candidate(end: end, resolution: .ambiguous, kind: .vague, pointsAhead: ahead)
        }
        return Candidate(end: end, resolution: .day(today + (ahead ? Int(days) : -Int(days))), kind: .offset)
    }

    // MARK: - Weekdays

    private enum WeekdayMode: Equatable {
        /// As the preference says.
        case bare
        /// Strictly before today.
        case before
        /// A week before `before`: "Monday before last".
        case beforeLast
        /// Strictly after today.
        case after
        /// In the week `weeks` from this one (0 this week, -1 last week).
        case week(Int)
    }

    private static let weekdayPrefixes: [(words: [String], mode: WeekdayMode)] = [
        (["last", "week", "on"], .week(-1)), (["last", "week"], .week(-1)),
        (["this", "week", "on"], .week(0)), (["this", "week"], .week(0)),
        (["next", "week", "on"], .week(1)), (["next", "week"], .week(1)),
        (["this", "past"], .before), (["this", "coming"], .after),
        (["last"], .before), (["past"], .before), (["this"], .week(0)), (["next"], .after), (["coming"], .after),
        ([], .bare),
    ]

    private static let weekdaySuffixes: [(words: [String], mode: WeekdayMode)] = [
        (["of", "last", "week"], .week(-1)), (["last", "week"], .week(-1)), (["this", "week"], .week(0)),
        (["of", "this", "week"], .week(0)), (["next", "week"], .week(1)), (["of", "next", "week"], .week(1)),
        (["before", "last"], .beforeLast), (["just", "gone"], .before), (["gone"], .before),
    ]

    /// "Monday", "last Monday", "this Monday", "Monday last week", "last week on Monday".
    func weekday(at index: Int) -> Candidate? {
        // "every monday" is a habit, not a day.
        if tokens.isWord(at: index - 1, in: ["every", "each"]) { return nil }
        for prefix in DayScanner.weekdayPrefixes where tokens.matches(prefix.words, at: index) {
            let nameIndex = index + prefix.words.count
            guard let name = tokens.word(at: nameIndex), let weekday = DayWords.weekdayOfWord[name] ?? possessiveWeekday(at: nameIndex) else { continue }
            var mode = prefix.mode
            var end = nameIndex + 1
            var cued = mode != .bare || tokens.isWord(at: index - 1, in: DayWords.weekdayCues)
            if mode == .bare, let suffix = DayScanner.weekdaySuffixes.first(where: { tokens.matches($0.words, at: end) }) {
                mode = suffix.mode
                end += suffix.words.count
                cued = true
            }
            if tokens.isWord(at: end, in: DayWords.partsOfDay) {
                end += 1
                cued = true
            }
            if DayWords.weekdaysNeedingCue.contains(name), !cued { return nil }
            return Candidate(end: end, resolution: .day(day(weekday, mode)), kind: .weekday)
        }
        return nil
    }

    /// "Mondays temp", "sundays opk": a weekday's name with an "s" and no apostrophe, before
    /// the reading it owns, is that day; so is one said to be what "that" was ("oh wait that
    /// was mondays", of a test just logged). "On mondays", "mondays are hard" and "mondays"
    /// alone stay habits.
    private func possessiveWeekday(at index: Int) -> Weekday? {
        guard let word = tokens.word(at: index), word.count > 6, word.hasSuffix("s"),
              let weekday = DayWords.weekdayOfWord[String(word.dropLast())],
              tokens.isWord(at: index + 1, in: DayWords.ownedByADay)
                || tokens.isWord(at: index - 1, in: ["was"]) && tokens.isWord(at: index - 2, in: ["that", "it"])
                || tokens.isWord(at: index - 1, in: ["thats"]),
              !tokens.isWord(at: index - 1, in: ["on", "most", "all", "some", "every", "each", "weekday", "the"]) else { return nil }
        return weekday
    }

    private func day(_ weekday: Weekday, _ mode: WeekdayMode) -> Day {
        let back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
        let before = today - (back == 0 ? 7 : back)
        let forward = (weekday.rawValue - today.weekday.rawValue + 7) % 7
        let after = today + (forward == 0 ? 7 : forward)
        switch mode {
        case .bare: return preference == .past ? before : after
        case .before: return before
        case .beforeLast: return before - 7
        case .after: return after
        case .week(let weeks):
            let monday = today - (today.weekday.rawValue - 1)
            return monday + 7 * weeks + (weekday.rawValue - 1)
        }
    }
}
