/// How long ago a birth was, as a message says it.
package struct TimeSinceBirth: Sendable, Equatable {
    /// Whole weeks since the birth: days divided by 7, a month counted as 4 weeks (so "3 months"
    /// stays within the 12 weeks after a birth that bleeding is read against), a year as 52.
    package let weeks: Int
    /// Whether a word says it is a birth being counted from ("6 weeks pp", "16 days old", "3
    /// months after the birth"). An age given to a baby with no such word ("baby is 20 weeks")
    /// can be a pregnancy's age, unless it is longer than any pregnancy (`isLongerThanAnyPregnancy`).
    package let saysBirth: Bool
    /// Ten months or more, or more than 43 weeks: no pregnancy lasts so long, so "he's 11 months
    /// now" is a baby's age even without a word of birth.
    package let isLongerThanAnyPregnancy: Bool
}

/// Finds how long ago a birth was in a message's normalised words.
///
/// Reads a count of days, weeks, months or years followed by a word of birth ("6 weeks pp",
/// "11 days postpartum", "16 days old", "3 months after the birth", "5 months after my second",
/// "2 months since having her"), or given as a baby's age ("baby is 9 weeks", "he is 11 months
/// now", "lo was 6 months"). When several are said, the longest is the time since the birth
/// now ("my period came back when he was 6 months, he is 11 months now").
///
/// ```swift
/// TimeSinceBirthReader.read(["he", "is", "11", "months", "now"])?.weeks   // 44
/// ```
package enum TimeSinceBirthReader {
    /// The time since the birth `tokens` say, if any.
    package static func read(_ tokens: [String]) -> TimeSinceBirth? {
        var found: TimeSinceBirth?
        for index in tokens.indices {
            guard let reading = reading(tokens, at: index) else { continue }
            if let known = found {
                found = TimeSinceBirth(weeks: max(known.weeks, reading.weeks), saysBirth: known.saysBirth || reading.saysBirth,
                                       isLongerThanAnyPregnancy: known.isLongerThanAnyPregnancy || reading.isLongerThanAnyPregnancy)
            } else {
                found = reading
            }
        }
        return found
    }

    private enum Unit { case day, week, month, year }

    private static let units: [String: Unit] = [
        "day": .day, "days": .day, "week": .week, "weeks": .week, "wk": .week, "wks": .week, "w": .week,
        "month": .month, "months": .month, "mo": .month, "mos": .month, "mth": .month, "mths": .month,
        "year": .year, "years": .year, "yr": .year, "yrs": .year,
    ]
    /// Words right after the count that say it is counted from a birth.
    private static let birthMarks: Set<String> = ["old", "pp", "postpartum", "postnatal", "pn"]
    /// "post partum", "post natal".
    private static let secondHalves: Set<String> = ["partum", "natal"]
    /// Words within three after "after" or "since" that make the count one from a birth ("after
    /// the birth", "since having her", "after my second", "since he was born").
    private static let birthWords: Set<String> = [
        "birth", "delivery", "delivering", "delivered", "section", "csection", "caesarean", "cesarean", "having", "born",
        "baby", "second", "third", "fourth", "youngest", "son", "daughter", "lo", "twins",
    ]
    /// Words of `birthWords` that name a birth only before a baby ("after having her", not
    /// "after having sex"), or when no other thing follows ("5 months after my second", not "2
    /// days after my second scan").
    private static let birthWordsNeedingABaby: Set<String> = ["having", "second", "third", "fourth", "youngest"]
    /// What follows such a word when it names a birth.
    private static let babyAfter: Set<String> = ["baby", "her", "him", "them", "lo", "twins", "my", "the", "son", "daughter", "one", "child"]
    /// Words after "second", "youngest"… that leave them naming a birth ("after my second i…").
    private static let notAThing: Set<String> = ["and", "i", "but", "so", "still", "now", "my", "it", "they", "we"]

    private static func namesABirth(_ tokens: [String], at index: Int) -> Bool {
        let word = tokens[index]
        guard birthWords.contains(word) else { return false }
        guard birthWordsNeedingABaby.contains(word) else { return true }
        guard index + 1 < tokens.count else { return word != "having" }
        let next = tokens[index + 1]
        return babyAfter.contains(next) || word != "having" && notAThing.contains(next)
    }

    /// Who a baby's age is given for ("baby is 9 weeks", "he is 11 months").
    private static let babies: Set<String> = ["baby", "babys", "lo", "he", "she", "hes", "shes", "son", "daughter", "ds", "dd", "newborn", "bub", "twins"]
    /// Words of a pregnancy that ended without a birth, which a count after them is from.
    private static let losses: Set<String> = ["abortion", "termination", "miscarriage", "miscarried", "mc", "ectopic", "loss", "erpc", "d&c"]
    /// Who a child's age in years is given for ("my son is a year old"; "she is 24" is anyone).
    private static let children: Set<String> = ["baby", "babys", "lo", "son", "daughter", "ds", "dd", "twins", "bub", "toddler"]
    /// Words between the baby and the count ("he is now nearly 11 months").
    private static let linkWords: Set<String> = ["is", "was", "turned", "turns", "turning", "now", "just", "nearly", "almost", "about", "only", "are", "were"]

    private static func reading(_ tokens: [String], at index: Int) -> TimeSinceBirth? {
        guard let count = count(tokens, at: index), index + 1 < tokens.count, let unit = units[tokens[index + 1]] else { return nil }
        // Who the count is given for ("baby is 9 weeks", "he is 11 months").
        var before = index - 1
        while before >= 0, linkWords.contains(tokens[before]), index - before <= 3 { before -= 1 }
        let subject = before >= 0 ? tokens[before] : nil
        // "22 years old", "she is 24 years": a person's age. Years count from a birth only after
        // a word of birth ("a year after the birth") or for a young child ("my son is a year
        // old"; "my daughter, 47 years old" is a grown one).
        let aChildsYears = (subject.map(children.contains) ?? false) && count <= 2
        if unit == .year, !aChildsYears, !(index + 2 < tokens.count && ["after", "since"].contains(tokens[index + 2])) { return nil }
        let given = subject.map(babies.contains) ?? false
        let after = index + 2
        var saysBirth = false
        if after < tokens.count {
            let word = tokens[after]
            if birthMarks.contains(word) || word == "post" && after + 1 < tokens.count && secondHalves.contains(tokens[after + 1]) {
                saysBirth = true
            } else if word == "after" || word == "since" {
                // "2 weeks after the abortion of twins" counts from no birth.
                let window = after + 1..<min(tokens.count, after + 4)
                saysBirth = window.contains { namesABirth(tokens, at: $0) } && !window.contains { losses.contains(tokens[$0]) }
            }
        }
        guard saysBirth || given else { return nil }
        let weeks: Int
        switch unit {
        case .day: weeks = count / 7
        case .week: weeks = count
        case .month: weeks = count * 4
        case .year: weeks = count * 52
        }
        let longer = unit == .year || unit == .month && count >= 10 || weeks > 43
        return TimeSinceBirth(weeks: weeks, saysBirth: saysBirth, isLongerThanAnyPregnancy: longer)
    }

    /// A whole count in digits or words ("11", "eleven", "a" before a month or year).
    private static func count(_ tokens: [String], at index: Int) -> Int? {
        let word = tokens[index]
        if let value = Int(word), value >= 0, value < 400 { return value }
        if let value = NumberWords.units[word] ?? NumberWords.tens[word] { return value }
        if word == "a" || word == "an", index + 1 < tokens.count, ["month", "year", "week"].contains(tokens[index + 1]) { return 1 }
        return nil
    }
}
