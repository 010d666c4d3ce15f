import CycleCore

/// The day scanner's matchers for dates: with a month name, a day of the month alone, a month
/// alone, and dates in digits, and how a date without a year is resolved.
extension DayScanner {
    // MARK: - Dates with a month name

    private func month(at index: Int) -> Int? {
        tokens.word(at: index).flatMap { DayWords.monthOfWord[$0] }
    }

    /// A day of the month: "3", "03", "3rd", "third", "twenty first" (words only when
    /// `allowingWords`).
    private func dayNumber(at index: Int, allowingWords: Bool) -> (value: Int, end: Int, isDigits: Bool)? {
        if let ordinal = tokens.readOrdinal(at: index), tokens[index]?.kind == .number || allowingWords {
            guard (1 ... 31).contains(ordinal.value) else { return nil }
            return (ordinal.value, ordinal.end, tokens[index]?.kind == .number)
        }
        guard let token = tokens[index], token.kind == .number, token.text.count <= 2,
              token.text.allSatisfy(\.isDigitZeroToNine), let value = Int(token.text), (1 ... 31).contains(value)
        else { return nil }
        if let next = tokens[index + 1], next.isAttached, next.kind != .symbol { return nil }
        return (value, index + 1, true)
    }

    /// A four-digit year from 1900 to 2199 at `index`.
    private func year(at index: Int) -> Int? {
        guard let token = tokens[index], token.kind == .number, token.text.count == 4,
              token.text.allSatisfy(\.isDigitZeroToNine), let year = Int(token.text), (1900 ... 2199).contains(year)
        else { return nil }
        if let next = tokens[index + 1], next.isAttached { return nil }
        return year
    }

    /// "March 3", "march the 3rd", "3 March", "the 3rd of March 2026", "Tue 3 Mar".
    func namedDate(at index: Int) -> Candidate? {
        var start = index
        if let name = tokens.word(at: start), DayWords.weekdayOfWord[name] != nil { start += 1 }

        // Month first: "march 3", "may the first", "march 3rd 2026".
        if let month = month(at: start), let monthWord = tokens.word(at: start) {
            var position = start + 1
            let hasThe = tokens.isToken("the", at: position)
            if hasThe { position += 1 }
            let wordsAllowed = hasThe || !["may", "march", "mar"].contains(monthWord)
            if let day = dayNumber(at: position, allowingWords: wordsAllowed),
               !(tokens.word(at: day.end).map(DayWords.isSpanOrUnit) ?? false) {
                return dated(month: month, day: day.value, yearAt: day.end)
            }
        }

        // Day first: "3 march", "the 3rd of march", "third of may".
        var position = start
        let hasThe = tokens.isToken("the", at: position)
        if hasThe { position += 1 }
        guard let day = dayNumber(at: position, allowingWords: true) else { return nil }
        var monthIndex = day.end
        let hasOf = tokens.isToken("of", at: monthIndex)
        if hasOf { monthIndex += 1 }
        guard let month = month(at: monthIndex), day.isDigits || hasThe || hasOf else { return nil }
        return dated(month: month, day: day.value, yearAt: monthIndex + 1)
    }

    private func dated(month: Int, day: Int, yearAt index: Int) -> Candidate {
        let year = year(at: index)
        return Candidate(end: year == nil ? index : index + 1, resolution: resolve(month: month, day: day, year: year), kind: .calendarDate)
    }

    /// "the 3rd", "on the 2nd", "the twenty first": a day of the month with no month, the most
    /// recent such day on or before today (`.past`) or the next on or after it (`.future`).
    /// "the 3rd day" and "the 2nd time" are not days; neither is "the third" without "on" (too
    /// often an ordinary word), unless it is written in digits.
    func dayOfMonthAlone(at index: Int) -> Candidate? {
        guard tokens.isToken("the", at: index), let ordinal = tokens.readOrdinal(at: index + 1),
              (1 ... 31).contains(ordinal.value) else { return nil }
        let isDigits = tokens[index + 1]?.kind == .number
        guard isDigits || tokens.isToken("on", at: index - 1) else { return nil }
        if let next = tokens.word(at: ordinal.end), DayWords.isSpanOrUnit(next) || DayWords.monthOfWord[next] != nil
            || ["of", "time", "one", "cycle", "period", "trimester", "baby", "pregnancy", "try", "attempt"].contains(next) {
            return nil
        }
        return Candidate(end: ordinal.end, resolution: resolve(dayOfMonth: ordinal.value), kind: .calendarDate)
    }

    /// The most recent (or, with `.future`, the next) day numbered `dayOfMonth`, skipping months
    /// too short to have it.
    private func resolve(dayOfMonth: Int) -> DayExpression.Resolution {
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

    /// "in march", "early may", "end of march", "march 2026": a month to ask about.
    func monthAlone(at index: Int) -> Candidate? {
        if let month = month(at: index), let year = year(at: index + 1) {
            let ahead = (year, month) > (today.year, today.month)
            return Candidate(end: index + 2, resolution: .ambiguous, kind: .vague, pointsAhead: ahead)
        }
        for cue in DayWords.monthCues where tokens.matches(cue, at: index) {
            let monthIndex = index + cue.count
            guard let word = tokens.word(at: monthIndex), DayWords.monthOfWord[word] != nil,
                  namedDate(at: monthIndex) == nil
            else { continue }
            let hasYear = year(at: monthIndex + 1) != nil
            if word == "may", !hasYear, monthIndex + 1 < tokens.count { continue }
            return Candidate(end: monthIndex + (hasYear ? 2 : 1), resolution: .ambiguous, kind: .vague)
        }
        return nil
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
        return Candidate(end: index + 1, resolution: resolution, kind: .numericDate)
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

    /// The day, choosing the year by the preference when none is given.
    private func resolve(month: Int, day: Int, year: Int?) -> DayExpression.Resolution {
        guard (1 ... 12).contains(month) else { return .invalid(reason: "there is no month \(month)") }
        guard day >= 1 else { return .invalid(reason: "there is no day 0") }
        let chosenYear = year ?? {
            let onOrBefore = (month, day) <= (today.month, today.dayOfMonth)
            let onOrAfter = (month, day) >= (today.month, today.dayOfMonth)
            switch preference {
            case .past: return onOrBefore ? today.year : today.year - 1
            case .future: return onOrAfter ? today.year : today.year + 1
            }
        }()
        if let resolved = Day(year: chosenYear, month: month, day: day) { return .day(resolved) }
        let length = Day.length(ofMonth: month, in: chosenYear)
        let name = DayWords.monthNames[month - 1]
        return .invalid(reason: month == 2 ? "\(name) \(chosenYear) has \(length) days" : "\(name) has \(length) days")
    }
}
