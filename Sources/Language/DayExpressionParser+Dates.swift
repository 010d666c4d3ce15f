import CycleCore

/// The day scanner's matchers for dates: with a month name, a day of the month alone, a month
/// alone, and dates in digits, and how a date without a year is resolved.
extension DayScanner {
    // MARK: - Dates with a month name

    func month(at index: Int) -> Int? {
        tokens.word(at: index).flatMap { DayWords.monthOfWord[$0] }
    }

    /// A day of the month: "3", "03", "3rd", "third", "twenty first" (words only when
    /// `allowingWords`). Up to 99, so "sept 32" is read, and found invalid, rather than missed.
    private func dayNumber(at index: Int, allowingWords: Bool) -> (value: Int, end: Int, isDigits: Bool, isOrdinal: Bool)? {
        if let ordinal = tokens.readOrdinal(at: index), tokens[index]?.kind == .number || allowingWords {
            guard (1 ... 99).contains(ordinal.value) else { return nil }
            return (ordinal.value, ordinal.end, tokens[index]?.kind == .number, true)
        }
        guard let token = tokens[index], token.kind == .number, token.text.count <= 2,
              token.text.allSatisfy(\.isDigitZeroToNine), let value = Int(token.text), (1 ... 99).contains(value)
        else { return nil }
        if let next = tokens[index + 1], next.isAttached, next.kind != .symbol { return nil }
        return (value, index + 1, true, false)
    }

    /// A four-digit year from 1900 to 2199 at `index`.
    func year(at index: Int) -> Int? {
        guard let token = tokens[index], token.kind == .number, token.text.count == 4,
              token.text.allSatisfy(\.isDigitZeroToNine), let year = Int(token.text), (1900 ... 2199).contains(year)
        else { return nil }
        if let next = tokens[index + 1], next.isAttached { return nil }
        return year
    }

    /// A date as written, before it is resolved: a day of the month and, when the words give
    /// them, its month and year.
    struct WrittenDate {
        var day: Int
        var month: Int?
        var year: Int?
        /// One past its last token.
        var end: Int
        /// Whether the day is in digits with an ordinal ending or after "the" ("3rd", "the 3rd",
        /// "the 3"), so it is a day of the month even with no month; "3" and "the third" are
        /// too often something else.
        var isOrdinal: Bool
    }

    /// The longest date written at `index`: "March 3", "march the 3rd", "3 March", "the 3rd of
    /// March 2026", "Tue 3 Mar", or, with no month, "the 3rd", "3rd", "3" (the ends of a span).
    /// A day over 31 ("sept 32", "the 32nd of oct") is read, to be found invalid, only where it
    /// can be nothing else: an ordinal, or a number after a month that is no everyday word.
    func writtenDate(at index: Int) -> WrittenDate? {
        var start = index
        if let name = tokens.word(at: start), DayWords.weekdayOfWord[name] != nil { start += 1 }

        // Month first: "march 3", "may the first", "march 3rd 2026".
        if let month = month(at: start), let monthWord = tokens.word(at: start) {
            var position = start + 1
            let hasThe = tokens.isToken("the", at: position)
            if hasThe { position += 1 }
            let isEverydayWord = DayWords.monthsNeedingDay.contains(monthWord)
            if let day = dayNumber(at: position, allowingWords: hasThe || !isEverydayWord),
               day.value <= 31 || day.isOrdinal || !isEverydayWord,
               !(tokens.word(at: day.end).map(DayWords.isSpanOrUnit) ?? false) {
                let isOrdinal = day.isDigits && (hasThe || day.isOrdinal)
                return withYear(WrittenDate(day: day.value, month: month, end: day.end, isOrdinal: isOrdinal))
            }
        }

        // Day first: "3 march", "the 3rd of march", "third of may"; or no month: "the 3rd", "3rd".
        var position = start
        let hasThe = tokens.isToken("the", at: position)
        if hasThe { position += 1 }
        guard let day = dayNumber(at: position, allowingWords: true) else { return nil }
        let isOrdinal = day.isDigits && (hasThe || day.isOrdinal)
        var monthIndex = day.end
        let hasOf = tokens.isToken("of", at: monthIndex)
        if hasOf { monthIndex += 1 }
        if let month = month(at: monthIndex), day.isDigits || hasThe || hasOf, day.value <= 31 || day.isOrdinal {
            return withYear(WrittenDate(day: day.value, month: month, end: monthIndex + 1, isOrdinal: isOrdinal))
        }
        guard day.value <= 31 else { return nil }
        return WrittenDate(day: day.value, end: day.end, isOrdinal: isOrdinal)
    }

    /// `date` with the year written after it, if one is.
    private func withYear(_ date: WrittenDate) -> WrittenDate {
        guard let year = year(at: date.end) else { return date }
        var dated = date
        dated.year = year
        dated.end += 1
        return dated
    }

    /// "March 3", "march the 3rd", "3 March", "the 3rd of March 2026", "Tue 3 Mar".
    func namedDate(at index: Int) -> Candidate? {
        guard let date = writtenDate(at: index), let month = date.month else { return nil }
        return dated(month: month, day: date.day, year: date.year, end: date.end)
    }

    /// The day `day` of `month` in `year`, or in the year the preference chooses.
    private func dated(month: Int, day: Int, year: Int?, end: Int) -> Candidate {
        let year = year ?? chosenYear(month: month, day: day)
        var candidate = Candidate(end: end, resolution: resolve(month: month, day: day, year: year), kind: .calendarDate)
        candidate.namedMonth = NamedMonth(month: month, year: year)
        return candidate
    }

    /// "the 3rd", "on the 2nd", "on the 12", "the twenty first": a day of the month with no month.
    ///
    /// It takes the month named last before it in the message (`named`: "my oct period ended on
    /// the 14th" is 14 October); with none, it is the most recent such day on or before today
    /// (`.past`: this month's if that day is not after today, else last month's, skipping months
    /// too short to have it) or the next on or after it (`.future`). "the 3rd day" and "the 2nd
    /// time" are not days; neither is "the third" or "the 12" without "on" (too often something
    /// else). A day over 31 ("on the 32nd") is read, and found invalid, only at the end of a
    /// sentence.
    func dayOfMonthAlone(at index: Int, named: NamedMonth?) -> Candidate? {
        guard tokens.isToken("the", at: index) else { return bareOrdinalDay(at: index, named: named) }
        let afterOn = tokens.isToken("on", at: index - 1)
        let day: (value: Int, end: Int)
        if let ordinal = tokens.readOrdinal(at: index + 1) {
            guard tokens[index + 1]?.kind == .number || afterOn else { return nil }
            day = ordinal
        } else if afterOn, let token = tokens[index + 1], token.kind == .number, token.text.count <= 2,
                  token.text.allSatisfy(\.isDigitZeroToNine), let value = Int(token.text), tokens[index + 2]?.isAttached != true {
            day = (value, index + 2)
        } else {
            return nil
        }
        guard day.value >= 1, day.value <= 31 || tokens.word(at: day.end) == nil else { return nil }
        // "The 9th of this month", "the 28th of last month": the month said by where it lies.
        if tokens.word(at: day.end) == "of", tokens.word(at: day.end + 2) == "month",
           let shift = ["this": 0, "last": -1, "next": 1][tokens.word(at: day.end + 1) ?? ""] {
            var month = today.month + shift, year = today.year
            if month == 0 { month = 12; year -= 1 }
            if month == 13 { month = 1; year += 1 }
            guard Day(year: year, month: month, day: day.value) != nil else { return nil }
            return dated(month: month, day: day.value, year: year, end: day.end + 3)
        }
        if let next = tokens.word(at: day.end), DayWords.isSpanOrUnit(next) || DayWords.monthOfWord[next] != nil
            || DayWords.notAfterDayOfMonth.contains(next) {
            return nil
        }
        guard let named else {
            return Candidate(end: day.end, resolution: resolve(dayOfMonth: day.value), kind: .calendarDate)
        }
        var candidate = dated(month: named.month, day: day.value, year: named.year, end: day.end)
        candidate.completesMonth = true
        return candidate
    }

    /// Words that may follow a day of the month written without "the" ("on 16th and 17th").
    static let afterABareDay: Set<String> = ["and", "too", "as", "at", "then", "but", "so", "or", "in", "morning", "night", "evening", "afternoon"]

    /// A day of the month written as a digit ordinal without "the", after "on" ("bd on 16th").
    /// "My 16th birthday" and "on 2nd attempt" are no days. A "16th" standing alone is not read
    /// as one: a clause of a day alone carries the item logged before it ("…16th and 17th" after
    /// constipation was logged wrote constipation on those days).
    private func bareOrdinalDay(at index: Int, named: NamedMonth?) -> Candidate? {
        guard let token = tokens[index], token.kind == .number, let ordinal = tokens.readOrdinal(at: index),
              ordinal.value >= 1, ordinal.value <= 31 else { return nil }
        let next = tokens.word(at: ordinal.end)
        // "On 2nd attempt", "on 3rd round of clomid": a word after it other than a joining one
        // makes the ordinal that word's.
        guard tokens.isToken("on", at: index - 1), next == nil || DayScanner.afterABareDay.contains(next!) else { return nil }
        guard let named else {
            return Candidate(end: ordinal.end, resolution: resolve(dayOfMonth: ordinal.value), kind: .calendarDate)
        }
        var candidate = dated(month: named.month, day: ordinal.value, year: named.year, end: ordinal.end)
        candidate.completesMonth = true
        return candidate
    }

    /// The most recent (or, with `.future`, the next) day numbered `dayOfMonth`, skipping months
    /// too short to have it.
    func resolve(dayOfMonth: Int) -> DayExpression.Resolution {
        var year = today.year, month = today.month
        for _ in 0 ..< 13 {
            if let day = Day(year: year, month: month, day: dayOfMonth) {
                if preference == .past, day <= today { return .day(day) }
                if preference == .future, day >= today { return .day(day) }
            }
            if preference == .past {
                month -= 1
                if month == 0 { month = 12; year -= 1 }
            } else {
                month += 1
                if month == 13 { month = 1; year += 1 }
            }
        }
        return .invalid(reason: "no month has a day \(dayOfMonth)")
    }

    /// A month with no day: "in march", "early may", "end of march", "march 2026", and a month
    /// just after a verb that begins a date ("it started sept", "ended on oct"): a month to ask
    /// about, which a later day of the month completes ("in oct, on the 14th").
    func monthAlone(at index: Int) -> Candidate? {
        if let month = month(at: index) {
            if let year = year(at: index + 1) {
                let ahead = (year, month) > (today.year, today.month)
                return vague(month: month, year: year, end: index + 2, ahead: ahead)
            }
            if tokens.isWord(at: index - 1, in: DayWords.monthAloneVerbs), !tokens.isWord(at: index, in: DayWords.monthsNeedingDay),
               namedDate(at: index) == nil {
                return vague(month: month, year: nil, end: index + 1, ahead: false)
            }
        }
        for cue in DayWords.monthCues where tokens.matches(cue, at: index) {
            let monthIndex = index + cue.count
            guard let word = tokens.word(at: monthIndex), let month = DayWords.monthOfWord[word],
                  namedDate(at: monthIndex) == nil
            else { continue }
            let year = year(at: monthIndex + 1)
            if word == "may", year == nil, monthIndex + 1 < tokens.count { continue }
            return vague(month: month, year: year, end: monthIndex + (year == nil ? 1 : 2), ahead: false)
        }
        return nil
    }

    private func vague(month: Int, year: Int?, end: Int, ahead: Bool) -> Candidate {
        var candidate = Candidate(end: end, resolution: .ambiguous, kind: .vague, pointsAhead: ahead)
        candidate.namedMonth = NamedMonth(month: month, year: year)
        return candidate
    }

    // MARK: - Dates in digits

    /// "2026-03-03", "3/3", "3/3/2026", "03/03/26", "14/3", "3.3.2026".
    func numericDate(at index: Int) -> Candidate? {
        guard let token = tokens[index], token.kind == .number else { return nil }
        let separators = token.text.filter { !$0.isDigitZeroToNine }
        guard let separator = separators.first, "/-.".contains(separator), separators.allSatisfy({ $0 == separator })
        else { return nil }
        let parts = token.text.split(separator: separator, omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return nil }
        if let next = tokens[index + 1], next.isAttached, next.kind == .word { return nil }

        let resolution: DayExpression.Resolution
        switch parts.count {
        case 3 where parts[0].count == 4 && parts[1].count <= 2 && parts[2].count <= 2:
            resolution = resolve(month: numbers[1], day: numbers[2], year: numbers[0])
        case 3 where parts[0].count <= 2 && parts[1].count <= 2 && (parts[2].count == 2 || parts[2].count == 4):
            let year = parts[2].count == 2 ? 2000 + numbers[2] : numbers[2]
            resolution = resolve(first: numbers[0], second: numbers[1], year: year)
        case 2 where separator == "/" && parts[0].count <= 2 && parts[1].count <= 2:
            if isScoreOrAmount(numbers, at: index) { return nil }
            resolution = resolve(first: numbers[0], second: numbers[1], year: nil)
        default:
            return nil
        }
        var candidate = Candidate(end: index + 1, resolution: resolution, kind: .numericDate)
        if case .day(let day) = resolution { candidate.namedMonth = NamedMonth(month: day.month, year: day.year) }
        return candidate
    }

    /// "pain is 7/10", "7/10 cramps", "1/2 a cup", "3/4 of", "1/2 cup".
    private func isScoreOrAmount(_ numbers: [Int], at index: Int) -> Bool {
        if numbers[1] == 10, tokens.isWord(at: index - 1, in: DayWords.scoreCues)
            || tokens.isWord(at: index + 1, in: ["pain", "cramps", "cramp", "severity"]) {
            return true
        }
        if tokens.isWord(at: index + 1, in: ["a", "an", "of"]) { return true }
        if let next = tokens.word(at: index + 1), UnitWords.units[next] != nil { return true }
        return false
    }

    // MARK: - Resolving

    /// A date whose order is not said. When only one order names a month ("14/3", "3/14") that
    /// order is taken. When both do ("2/11"), the reading within the last (or, looking ahead,
    /// the next) three months: on 22 November "my period started on 2/11" is 2 November, not
    /// 11 February, and "scan on 3/12" is 3 December. When both readings are that close
    /// ("10/11": 11 October or 10 November) the date is ambiguous, and Bloom asks; when neither
    /// is, month first ("3/4" is 4 March).
    private func resolve(first: Int, second: Int, year: Int?) -> DayExpression.Resolution {
        if first <= 12, second <= 12, first != second,
           case .day(let monthFirst) = resolve(month: first, day: second, year: year),
           case .day(let dayFirst) = resolve(month: second, day: first, year: year) {
            switch (isRecent(monthFirst), isRecent(dayFirst)) {
            case (true, true): return .ambiguous
            case (false, true): return .day(dayFirst)
            default: break
            }
        }
        if first <= 12 { return resolve(month: first, day: second, year: year) }
        if second <= 12 { return resolve(month: second, day: first, year: year) }
        let reason = first == second ? "there is no month \(first)" : "there is no month \(first) or \(second)"
        return .invalid(reason: reason)
    }

    /// Whether `day` is within 92 days of today in the preferred direction.
    private func isRecent(_ day: Day) -> Bool {
        let ahead = today.days(to: day)
        switch preference {
        case .past: return (-92 ... 0).contains(ahead)
        case .future: return (0 ... 92).contains(ahead)
        }
    }

    /// The year of the most recent `day` of `month` on or before today (`.past`), or of the
    /// next on or after today (`.future`).
    func chosenYear(month: Int, day: Int) -> Int {
        switch preference {
        case .past: return (month, day) <= (today.month, today.dayOfMonth) ? today.year : today.year - 1
        case .future: return (month, day) >= (today.month, today.dayOfMonth) ? today.year : today.year + 1
        }
    }

    /// The day, choosing the year by the preference when none is given.
    func resolve(month: Int, day: Int, year: Int?) -> DayExpression.Resolution {
        guard (1 ... 12).contains(month) else { return .invalid(reason: "there is no month \(month)") }
        guard day >= 1 else { return .invalid(reason: "there is no day 0") }
        let chosenYear = year ?? chosenYear(month: month, day: day)
        if let resolved = Day(year: chosenYear, month: month, day: day) { return .day(resolved) }
        let length = Day.length(ofMonth: month, in: chosenYear)
        let name = DayWords.monthNames[month - 1]
        return .invalid(reason: month == 2 ? "\(name) \(chosenYear) has \(length) days" : "\(name) has \(length) days")
    }
}
