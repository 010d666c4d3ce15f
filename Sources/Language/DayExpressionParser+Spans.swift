import CycleCore

/// The day scanner's matcher for spans: two days joined by "to", "till", "until", "through", a
/// dash, or "and" after "between".
extension DayScanner {
    /// One end of a span: where it is written and what it names.
    struct SpanEnd {
        let range: Range<String.Index>
        let resolution: DayExpression.Resolution
        let kind: DayExpression.Kind
    }

    /// A span found at a token.
    struct SpanCandidate {
        let start: SpanEnd
        let end: SpanEnd
        /// One past the last token matched.
        let next: Int
        /// The month the span ends in, for a day of the month named after it.
        let namedMonth: NamedMonth?
        /// Whether the span took its month from the month named before it ("my oct period
        /// was from the 10th to the 14th").
        let tookNamedMonth: Bool
    }

    /// Whether a span may start at `index`, given the longest other reading there: a date
    /// followed by what joins two days ("oct 10 to", "the 3rd -"), a month name before two days
    /// in one token ("oct 10-14"), or, with no other reading, a number just before what joins
    /// two days ("10 to 14 oct", "10th to…", "10-14 oct").
    /// Only there is a span tried: most dates stand alone.
    func maySpan(from index: Int, after candidate: Candidate?, month: Int?) -> Bool {
        if month != nil, isDayPair(at: index + 1) { return true }
        if let candidate {
            return (candidate.kind == .calendarDate || candidate.kind == .numericDate) && joins(at: candidate.end, spanStartingAt: index)
        }
        guard tokens[index]?.kind == .number else { return false }
        return isDayPair(at: index) || joins(at: index + 1, spanStartingAt: index)
            || tokens.isOrdinalSuffix(at: index + 1) && joins(at: index + 2, spanStartingAt: index)
    }

    /// Whether the two days of a span are joined at token `position`: by a word ("to", "and"
    /// after "between") or by a dash before it.
    private func joins(at position: Int, spanStartingAt start: Int) -> Bool {
        connector(after: position, spanStartingAt: start) != nil
    }

    /// Whether the token at `index` is a number holding a dash ("10-14").
    private func isDayPair(at index: Int) -> Bool {
        guard let token = tokens[index], token.kind == .number else { return false }
        return token.text.utf8.contains(UInt8(ascii: "-"))
    }

    /// "from oct 10 to oct 14", "oct 10 to 14", "oct 10-14", "oct 10 - 14", "10th to 14th of
    /// october", "10 to 14 oct", "between the 3rd and the 7th", "3/10 to 7/10".
    ///
    /// Two numbers with no month are too often something else ("from 10 to 14"): a span needs a
    /// month at one end, or two days written as ordinals in digits ("the 3rd", "7th"), which then
    /// take the month named earlier in the message. The words after the end must not make it a
    /// count ("oct 10 to 14 days late", "the 1st to the 3rd trimester").
    func span(at index: Int, named: NamedMonth?) -> SpanCandidate? {
        if let span = hyphenatedSpan(at: index, named: named) { return span }
        if let span = numericSpan(at: index) { return span }
        guard let first = writtenDate(at: index), let secondIndex = connector(after: first.end, spanStartingAt: index),
              let second = writtenDate(at: secondIndex), !isCount(at: second.end),
              first.month != nil || second.month != nil || first.isOrdinal && second.isOrdinal
        else { return nil }
        return resolved(first, second, named: named,
                        startRange: tokens.range(index, first.end), endRange: tokens.range(secondIndex, second.end))
    }

    /// "oct 10-14", "10-14 oct", "10-14th of october 2025": two days in one token.
    private func hyphenatedSpan(at index: Int, named: NamedMonth?) -> SpanCandidate? {
        let leadingMonth = month(at: index)
        let pairIndex = leadingMonth == nil ? index : index + 1
        guard let token = tokens[pairIndex], token.kind == .number else { return nil }
        let parts = token.text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1 ... 2).contains($0.count) && $0.allSatisfy(\.isDigitZeroToNine) }),
              let firstDay = Int(parts[0]), let secondDay = Int(parts[1]), (1 ... 31).contains(firstDay), (1 ... 31).contains(secondDay),
              let dash = tokens.source[token.range].firstIndex(of: "-")
        else { return nil }
        var position = pairIndex + 1
        if let suffix = tokens[position], suffix.isAttached, suffix.kind == .word {
            guard NumberWords.ordinalSuffixes.contains(suffix.text) else { return nil }
            position += 1
        }
        var month = leadingMonth
        if month == nil {
            if tokens.isToken("of", at: position) { position += 1 }
            guard let trailing = self.month(at: position) else { return nil }
            month = trailing
            position += 1
        }
        let year = year(at: position)
        if year != nil { position += 1 }
        guard !isCount(at: position) else { return nil }

        // The start has the month when it is written first ("oct 10-14"), the end otherwise.
        let first = WrittenDate(day: firstDay, month: leadingMonth, year: leadingMonth == nil ? nil : year, end: pairIndex + 1, isOrdinal: true)
        let second = WrittenDate(day: secondDay, month: leadingMonth == nil ? month : nil, year: leadingMonth == nil ? year : nil,
                                 end: position, isOrdinal: true)
        let startRange = tokens[index]!.range.lowerBound ..< dash
        let endRange = tokens.source.index(after: dash) ..< tokens[position - 1]!.range.upperBound
        return resolved(first, second, named: named, startRange: startRange, endRange: endRange)
    }

    /// "3/10 to 7/10", "2026-10-10 - 2026-10-14": two dates in digits, each read as it would be
    /// alone.
    private func numericSpan(at index: Int) -> SpanCandidate? {
        guard let first = numericDate(at: index), let secondIndex = connector(after: first.end, spanStartingAt: index),
              let second = numericDate(at: secondIndex)
        else { return nil }
        return SpanCandidate(start: SpanEnd(range: tokens.range(index, first.end), resolution: first.resolution, kind: .numericDate),
                             end: SpanEnd(range: tokens.range(secondIndex, second.end), resolution: second.resolution, kind: .numericDate),
                             next: second.end, namedMonth: second.namedMonth, tookNamedMonth: false)
    }

    /// The index of the token after the word or dash between a span's two days at `position`,
    /// or nil when there is none.
    private func connector(after position: Int, spanStartingAt start: Int) -> Int? {
        if tokens.isWord(at: position, in: DayWords.spanConnectors) { return position + 1 }
        if tokens.isToken("and", at: position), tokens.isToken("between", at: start - 1) { return position + 1 }
        return isDash(before: position) ? position : nil
    }

    /// Whether a single dash, with or without spaces, is all that comes between token `index`
    /// and the one before ("10 - 14", "10th–14th").
    private func isDash(before index: Int) -> Bool {
        guard index > 0, let previous = tokens[index - 1], let token = tokens[index] else { return false }
        var dashes = 0
        for character in tokens.source.unicodeScalars[previous.range.upperBound ..< token.range.lowerBound] {
            if character == "-" || character == "–" || character == "—" {
                dashes += 1
            } else if character != " " {
                return false
            }
        }
        return dashes == 1
    }

    /// Whether the word at `index` makes the number before it a count, not a day ("14 days",
    /// "the 3rd time", "the 2nd trimester").
    private func isCount(at index: Int) -> Bool {
        guard let word = tokens.word(at: index) else { return false }
        return DayWords.isSpanOrUnit(word) || DayWords.notAfterDayOfMonth.contains(word)
    }

    /// The days a span's two ends name.
    ///
    /// The start reads as it would alone, taking the end's month and year when it names none
    /// ("10th to 14th of october"), or else the month named earlier (`named`). The end takes the
    /// start's month and year when it names none ("oct 10 to 14"), moving on a month ("oct 28 to
    /// 3") or a year ("dec 28 to jan 3") so it does not come before the start. With no month at
    /// all, the start is a day of the month alone ("the 3rd": this month's if not after today,
    /// else last month's) and the end follows it.
    private func resolved(_ first: WrittenDate, _ second: WrittenDate, named: NamedMonth?,
                          startRange: Range<String.Index>, endRange: Range<String.Index>) -> SpanCandidate {
        let tookNamedMonth = first.month == nil && second.month == nil && named != nil
        let startResolution: DayExpression.Resolution
        var (startYear, startMonth): (Int, Int)
        if let month = first.month ?? second.month ?? named?.month {
            let secondMonth = second.month ?? month
            startMonth = month
            startYear = first.year
                ?? second.year.map { month > secondMonth ? $0 - 1 : $0 }
                ?? (tookNamedMonth ? named?.year : nil)
                ?? chosenYear(month: month, day: first.day)
            startResolution = resolve(month: month, day: first.day, year: startYear)
        } else {
            startResolution = resolve(dayOfMonth: first.day)
            let day = startResolution.day ?? today
            (startYear, startMonth) = (day.year, day.month)
        }

        var (endYear, endMonth) = (second.year ?? startYear, second.month ?? startMonth)
        if second.month == nil, second.day < first.day {
            (endYear, endMonth) = endMonth == 12 ? (endYear + 1, 1) : (endYear, endMonth + 1)
        } else if second.year == nil, endMonth < startMonth {
            endYear += 1
        }
        return SpanCandidate(start: SpanEnd(range: startRange, resolution: startResolution, kind: .calendarDate),
                             end: SpanEnd(range: endRange, resolution: resolve(month: endMonth, day: second.day, year: endYear),
                                          kind: .calendarDate),
                             next: second.end, namedMonth: NamedMonth(month: endMonth, year: endYear), tookNamedMonth: tookNamedMonth)
    }
}

extension DayExpression.Resolution {
    /// The day, when this is one.
    var day: Day? {
        if case .day(let day) = self { return day }
        return nil
    }
}
