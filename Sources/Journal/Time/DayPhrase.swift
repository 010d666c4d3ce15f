import CycleCore

/// Reads the day phrases people type after `bloom log`: `YYYY-MM-DD`, `today`, `yesterday`,
/// `N days ago`, and, where the future is allowed (appointments), `tomorrow` and `in N days`.
package enum DayPhrase {
    /// Why a phrase does not name a usable day.
    package struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The sentence to show.
        package let description: String
        /// Whether the phrase was read but names a day after today (bad data rather than bad words).
        package var isFuture = false
        /// Whether the phrase was read but names a day outside `DayLimits` (bad data too).
        package var isOutOfRange = false
    }

    /// The day `text` names, read against `today`.
    /// - Parameters:
    ///   - text: the phrase, e.g. "2026-11-01", "yesterday", "3 days ago".
    ///   - today: the day "today" means.
    ///   - allowFuture: whether a day after today is acceptable (only for plans).
    /// - Throws: `ParseError` with a sentence naming the phrase, or saying the day is in the future.
    package static func parse(_ text: String, today: Day, allowFuture: Bool = false) throws(ParseError) -> Day {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let day: Day
        switch words.count {
        case 1 where words[0] == "today": day = today
        case 1 where words[0] == "yesterday": day = today - 1
        case 1 where words[0] == "tomorrow": day = today + 1
        case 1:
            do { day = try Day(iso: words[0]) } catch {
                throw ParseError(description: "'\(text)' is not a date: use YYYY-MM-DD, today, yesterday or 'N days ago' (\((error as? DayParseError)?.reason ?? "unreadable"))")
            }
        case 3 where words[2] == "ago" && ["day", "days"].contains(words[1]):
            day = today - (try count(words[0], in: text, example: "'3 days ago'", today: today))
        case 3 where words[0] == "in" && ["day", "days"].contains(words[2]):
            day = today + (try count(words[1], in: text, example: "'in 3 days'", today: today))
        default:
            throw ParseError(description: "'\(text)' is not a date: use YYYY-MM-DD, today, yesterday or 'N days ago'")
        }
        if !allowFuture, day > today {
            throw ParseError(description: "\(day.iso) is after today (\(today.iso)): Bloom only logs what has already happened", isFuture: true)
        }
        if let problem = DayLimits.problem(day, field: "") {
            throw ParseError(description: "'\(text)': \(problem.message)", isOutOfRange: true)
        }
        return day
    }

    /// The number of days in `word` (digits only), refused when it reaches outside `DayLimits`.
    private static func count(_ word: String, in text: String, example: String, today: Day) throws(ParseError) -> Int {
        guard !word.isEmpty, word.utf8.allSatisfy({ (48...57).contains($0) }) else {
            throw ParseError(description: "'\(text)': write the number of days in digits, e.g. \(example)")
        }
        let span = DayLimits.earliest.days(to: DayLimits.latestToday)
        guard let count = Int(word), count <= span else {
            throw ParseError(description: "'\(text)' reaches outside \(DayLimits.earliest.iso) to \(DayLimits.latestToday.iso), "
                + "the days Bloom keeps: give a nearer day", isOutOfRange: true)
        }
        return count
    }

    /// A moment from `text`: `HH:MM[:SS]` on `day`, or a full `YYYY-MM-DD HH:MM[:SS]`.
    /// - Throws: `ParseError` naming the text, or saying the moment's day is after today.
    package static func moment(_ text: String, on day: Day, today: Day, allowFuture: Bool = false) throws(ParseError) -> LocalTimestamp {
        let moment: LocalTimestamp
        if let time = TimeOfDay(text: text.trimmingCharacters(in: " ")) {
            moment = LocalTimestamp(day: day, time: time)
        } else if let full = LocalTimestamp(iso: text) {
            moment = full
        } else {
            throw ParseError(description: "'\(text)' is not a time: use HH:MM (24-hour) or 'YYYY-MM-DD HH:MM'")
        }
        if !allowFuture, moment.day > today {
            throw ParseError(description: "\(moment.day.iso) is after today (\(today.iso)): Bloom only logs what has already happened", isFuture: true)
        }
        if let problem = DayLimits.problem(moment.day, field: "") {
            throw ParseError(description: "'\(text)': \(problem.message)", isOutOfRange: true)
        }
        return moment
    }
}
