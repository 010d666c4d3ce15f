import CycleCore

/// The words days are written in.
enum DayWords {
    /// Month names, abbreviations and common misspellings → month number. "may", "mar" and
    /// "march" only count as months next to a day number (`monthsNeedingDay`).
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "janurary": 1, "february": 2, "feb": 2, "febr": 2, "febuary": 2, "feburary": 2,
        "febrary": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7,
        "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10,
        "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]

    /// Months that are also everyday words ("I may go", "we march"): a month only next to a day
    /// number, after a cue ("in may") or with a year.
    static let monthsNeedingDay: Set<String> = ["may", "march", "mar"]

    /// Whether a spelling corrector must leave `word` as it is: a month or weekday the day
    /// reader knows ("sept" is not a typo for "sent").
    static func isDayWord(_ word: String) -> Bool {
        monthOfWord[word] != nil || weekdayOfWord[word] != nil
    }

    /// `months` and `weekdays` as `WordTable`s, for looking up a message's words.
    static let monthOfWord = WordTable(months)
    static let weekdayOfWord = WordTable(weekdays)

    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// Weekday names and abbreviations. Plurals ("mondays") are habits, not days, and are not
    /// listed.
    static let weekdays: [String: Weekday] = [
        "monday": .monday, "mon": .monday, "tuesday": .tuesday, "tue": .tuesday, "tues": .tuesday,
        "wednesday": .wednesday, "wed": .wednesday, "weds": .wednesday, "thursday": .thursday, "thu": .thursday,
        "thur": .thursday, "thurs": .thursday, "friday": .friday, "fri": .friday, "saturday": .saturday,
        "sat": .saturday, "sunday": .sunday, "sun": .sunday,
    ]

    /// Readings and items a day's name owns ("mondays temp", "sundays opk", "fridays test").
    static let ownedByADay: Set<String> = ["temp", "temperature", "temps", "bbt", "opk", "test", "weight", "reading", "result", "one", "scan", "appointment", "appt"]

    /// Abbreviations that are also everyday words ("I sat down", "in the sun"): a weekday only
    /// with a cue ("on sat", "last sun", "wed morning").
    static let weekdaysNeedingCue: Set<String> = ["sat", "sun", "wed"]

    /// Words before a weekday that make an everyday-word abbreviation a weekday ("on sat").
    static let weekdayCues: Set<String> = ["on", "since", "from", "until", "till", "by", "before", "after", "last", "this", "next", "past", "coming"]

    /// Parts of a day that may follow a day word ("yesterday morning", "monday night").
    static let partsOfDay: Set<String> = ["morning", "afternoon", "evening", "night", "am", "pm"]

    /// Words that make a number after a month name something other than a day of the month
    /// ("may 2 weeks").
    static func isSpanOrUnit(_ word: String) -> Bool {
        UnitWords.calendarSpans.contains(word) || UnitWords.units[word] != nil || word == "times"
    }

    /// Words just before a month alone that make it a date the person meant but did not finish
    /// ("it started sept", "ended on oct"): it is read as the month alone (ambiguous), so Bloom
    /// asks which day. Unlike `monthCues` they are not part of the words matched.
    static let monthAloneVerbs: Set<String> = [
        "started", "start", "starts", "starting", "began", "begun", "begin", "came", "come", "ended", "ends",
        "ending", "finished", "stopped", "was", "on", "from", "until", "till", "til", "by", "due",
    ]

    /// Words between the two days of a span ("oct 10 to 14"); "and" only after "between". A dash
    /// between them ("oct 10 - 14", "10th–14th") is read from the text itself.
    static let spanConnectors: Set<String> = ["to", "till", "til", "until", "through", "thru"]

    /// Words after a day of the month that make it a count, not a day ("the 3rd day", "the 2nd
    /// time", "the 1st to the 3rd trimester").
    static let notAfterDayOfMonth: Set<String> = [
        "of", "time", "times", "one", "cycle", "period", "trimester", "baby", "pregnancy", "try", "attempt",
    ]

    /// Words before a month alone that make it a time to ask about ("in march", "early may").
    static let monthCues: [[String]] = [
        ["in"], ["early"], ["mid"], ["late"], ["during"], ["since"], ["last"], ["end", "of"], ["the", "end", "of"],
        ["beginning", "of"], ["the", "beginning", "of"], ["start", "of"], ["the", "start", "of"], ["middle", "of"],
        ["the", "middle", "of"],
    ]

    /// Words before "N/10" that make it a score ("pain is 7/10"), not a date.
    static let scoreCues: Set<String> = [
        "is", "was", "a", "about", "around", "like", "maybe", "at", "pain", "level", "score", "rated", "rate",
        "it", "its", "out",
    ]

    /// What a fixed phrase means.
    enum Meaning {
        /// Today plus this many days.
        case offset(Int)
        /// A span or vague time; `future` when it points ahead.
        case vague(future: Bool)
    }

    /// Phrases with one meaning, longest first within each start word.
    static let phrases: [(words: [String], meaning: Meaning)] = {
        var table: [(words: [String], meaning: Meaning)] = []
        func add(_ phrases: String, _ meaning: Meaning) {
            for phrase in phrases.split(separator: "|") {
                table.append((phrase.split(separator: " ").map(String.init), meaning))
            }
        }
        add("today|tonight|tonite|this morning|this afternoon|this evening|earlier today|this am", .offset(0))
        // "Up half the night", "got up to pee 4 times in the night": the night just gone, as "last night".
        add("yesterday|yday|yest|last night|last nite|in the night|during the night|through the night|half the night", .offset(-1))
        add("the day before yesterday|day before yesterday|the night before last|night before last", .offset(-2))
        add("tomorrow|tmrw|tmr|tomorow|tommorow|tommorrow|tomoz", .offset(1))
        add("the day after tomorrow|day after tomorrow", .offset(2))
        add("last week|this week|earlier this week|earlier in the week|this month|earlier this month|last month|"
            + "earlier in the month|recently|lately|the other day|other day|the other night|other night|the other morning|"
            + "the other evening|a few days ago|few days ago|"
            + "a few days back|several days ago|some days ago|a few weeks ago|few weeks ago|several weeks ago|"
            + "a while ago|a while back|last weekend|this weekend|over the weekend|at the weekend|on the weekend|"
            + "the weekend|this past weekend|the past few days|the last few days", .vague(future: false))
        // "My period started on the um": a day begun and not given (a hesitation where the
        // date would be) is a day to ask for, not today.
        add("on the um|on the erm|on the uh|on the umm|on the ummm|on um|on erm|on uh|on umm", .vague(future: false))
        add("next week|next month|next weekend|in a few days|in a few weeks|in a couple of weeks|"
            + "later this week|later this month", .vague(future: true))
        return table
    }()
}
