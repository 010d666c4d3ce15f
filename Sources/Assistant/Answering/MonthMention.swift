import CycleCore

/// A month named in a message: "what about December?", "and next month?", "june 2025". Read
/// by the calendar view, the next-period answer and the follow-ups that lead to them.
enum MonthMention {
    static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                             "october", "november", "december"]
    static let shortMonthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "sept"]

    /// The month a message names, as its first day: a month's name (the nearest one: up to six
    /// months ahead, else the one just past; a year after it is honoured), "next month" or
    /// "last month" (from the month shown last, else this month); nil when none is named.
    static func month(in tokens: [String], today: Day, shown: Day? = nil) -> Day? {
        let base = (shown ?? today).firstOfMonth
        for (index, token) in tokens.enumerated() {
            var number = monthNames.firstIndex(of: token).map { $0 + 1 }
            if number == nil, let short = shortMonthNames.firstIndex(of: token) { number = short == 12 ? 9 : short + 1 }
            if token == "may" || token == "mar" {
                // "may I see…": the month only after about/for/in/of/to or at the end.
                let before = index > 0 ? tokens[index - 1] : ""
                if !["about", "for", "in", "of", "to", "show", "calendar", "and"].contains(before), index != tokens.count - 1 { number = nil }
            }
            if let number {
                if index + 1 < tokens.count, let year = Int(tokens[index + 1]), (1900...2200).contains(year) {
                    return Day(year: year, month: number, day: 1)
                }
                let current = today.firstOfMonth
                let ahead = (number - current.month + 12) % 12
                return current.adding(months: ahead <= 6 ? ahead : ahead - 12)
            }
            if token == "month", index > 0 {
                switch tokens[index - 1] {
                case "next", "following": return base.adding(months: 1)
                case "last", "previous": return base.adding(months: -1)
                case "this": return today.firstOfMonth
                default: break
                }
            }
        }
        return nil
    }

    /// Whether a message names a month (for "what about December?" after a calendar).
    static func namesMonth(_ tokens: [String]) -> Bool {
        month(in: tokens, today: Day(year: 2000, month: 1, day: 1)!) != nil
    }
}
