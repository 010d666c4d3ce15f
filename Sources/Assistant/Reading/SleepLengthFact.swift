import CycleCore

/// A night's length of sleep told in hours ("slept about 6 hours last night", "only got 5 hrs
/// sleep", "maybe 4 and a half hours sleep all in", "7h", "7 hours 20", "6ish hours"): kept as
/// told, with no bedtime or waking time made up (`JournalWrite.sleepLength`). Read on a clause
/// the speech-act reader lets write; a question, a habit or someone else's night never gets here.
///
/// Only one length is read: a range ("5 to 6 hours", "5-6 hours") is no one length, and a nap
/// ("napped 2 hours", "slept 2 hours this afternoon") is no night.
struct SleepLengthFact: Equatable {
    /// The symptom a poor night names ("slept badly", "insomnia").
    static let poorSleepSymptom = "insomnia"
    /// Words for how a night went ("slept badly", "rubbish sleep"): beside the night's length,
    /// they say how that sleep was, not a symptom of their own.
    static let howANightWent: Set<String> = [
        "slept badly", "slept terribly", "slept awfully", "slept poorly", "slept rubbish", "barely slept", "hardly slept", "poor sleep",
        "bad sleep", "terrible sleep", "awful sleep", "rubbish sleep", "crap sleep", "restless sleep", "bad nights sleep",
    ]

    /// Minutes asleep, as told (to the minute said: "4 and a half" is 270, "7 hours 20" is 440).
    let minutes: Int

    /// Words that make a length one of sleep ("slept", "sleep", "kip").
    static let sleepWords: MentionWords = ["slept", "sleep", "sleeping", "kip", "shuteye", "asleep"]
    /// Words of an hour ("6 hours", "7 hrs", "7h").
    static let hourWords: Set<String> = ["hours", "hour", "hrs", "hr", "h", "hs"]
    /// Words of a minute after the hours ("7 hours 20 minutes").
    static let minuteWords: Set<String> = ["minutes", "minute", "mins", "min", "m"]
    /// Words that make the sleep a nap, not a night.
    static let napWords: MentionWords = ["nap", "napped", "napping", "naps", "afternoon", "siesta"]
    /// Number words up to the longest night (16 h).
    static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "a": 1, "an": 1,
    ]
    /// Words between two numbers that make them a range ("5 to 6", "5 or 6", "5-6").
    static let rangeWords: Set<String> = ["to", "or", "-", "till", "until"]

    /// The length of sleep `message` tells, when it names sleep and one length in hours.
    static func read(_ message: AnalyzedMessage) -> SleepLengthFact? {
        guard message.mentions(sleepWords) else { return readBesideANightsTrouble(message) ?? readGotLastNight(message) }
        guard !saysAnotherSleeper(message) else { return nil }
        return read(lengthIn: message)
    }

    /// Words of a troubled night ("woke at 3", "couldn't get comfy"): beside hours got, they
    /// make the hours the night's sleep though no word of sleep is said.
    static let nightTroubleWords: MentionWords = ["woke", "waking", "awake", "comfy", "comfortable", "insomnia", "tossing"]
    /// Words that tell hours as what the night gave ("only got about 6 hours").
    static let gotWords: Set<String> = ["got", "get", "managed", "had"]
    /// Words after hours that total a night ("maybe 4 hours all in", "5 hours tops").
    static let totalWords: Set<String> = ["all", "tops", "max", "total", "altogether"]

    /// "Couldn't get comfy so only got about 6 hours", "woke at 3, maybe 4 hours all in": a
    /// night's trouble told with hours got, or totalled, and no word of sleep; nil when
    /// someone else woke ("the baby woke…") or the hours are of something else ("fed for 2 hours").
    static func readBesideANightsTrouble(_ message: AnalyzedMessage) -> SleepLengthFact? {
        let tokens = message.normalized.tokens
        guard let trouble = tokens.firstIndex(where: { nightTroubleWords.contains($0) }),
              !tokens[..<trouble].contains(where: otherSleepers.contains),
              let length = read(lengthIn: message), let hour = tokens.firstIndex(where: hourWords.contains) else { return nil }
        let got = tokens[max(0, hour - 4)..<hour].contains(where: gotWords.contains)
        let totalled = hour + 1 < tokens.count && totalWords.contains(tokens[hour + 1])
        return got || totalled ? length : nil
    }

    /// "Got about 6 and a half hours last night", "only managed 4.5 hrs last night": hours the
    /// night gave, told of last night with no word of sleep. Not hours of something else
    /// ("had 3 hours of contractions last night") or someone else's ("the baby got 4 hours").
    static func readGotLastNight(_ message: AnalyzedMessage) -> SleepLengthFact? {
        let tokens = message.normalized.tokens
        guard let night = tokens.indices.dropFirst().first(where: { tokens[$0] == "night" && tokens[$0 - 1] == "last" }),
              let hour = tokens.firstIndex(where: hourWords.contains), hour < night,
              hour + 1 >= tokens.count || tokens[hour + 1] != "of",
              let got = wordTellingHoursGot(before: hour, in: tokens),
              !tokens[..<got].contains(where: otherSleepers.contains) else { return nil }
        return read(lengthIn: message)
    }

    /// Where the word saying the hours were got ("got", "managed") stands before the hour word
    /// at `hour`, with only the length and its hedges between ("got about 6 and a half hours").
    static func wordTellingHoursGot(before hour: Int, in tokens: [String]) -> Int? {
        var index = hour - 1
        while index >= 0, number(tokens[index]) != nil || lengthHedges.contains(tokens[index]) { index -= 1 }
        return index >= 0 && gotWords.contains(tokens[index]) ? index : nil
    }

    /// Words inside a length got ("about 6 and a half", "maybe 5ish", "only 4").
    static let lengthHedges: Set<String> = ["about", "maybe", "like", "around", "roughly", "approx", "only", "just", "barely", "probably",
                                            "and", "n", "a", "half", "ish", "whole", "full", "solid", "straight", "good"]

    /// Whether `message` says a length in hours and nothing more than hedges and a total
    /// ("maybe 4 hours all in", "only about 5 hours").
    static func saysOnlyALength(_ message: AnalyzedMessage) -> Bool {
        guard read(lengthIn: message) != nil else { return false }
        return message.normalized.tokens.allSatisfy { token in
            hourWords.contains(token) || number(token) != nil || bareHedges.contains(token) || totalWords.contains(token)
                || ["in", "and", "half", "ish"].contains(token)
        }
    }

    /// Whether someone else slept ("my baby only slept 3 hours", "she slept 10 hours"): a baby,
    /// a child or a third person before the first word of sleep. The speech-act reader keeps
    /// "baby" a word of the person's own pregnancy, so the sleeper is read here.
    static func saysAnotherSleeper(_ message: AnalyzedMessage) -> Bool {
        let tokens = message.normalized.tokens
        guard let sleep = tokens.firstIndex(where: { sleepWords.contains($0) }) else { return false }
        return tokens[..<sleep].contains(where: otherSleepers.contains)
    }

    /// Sleepers who are not the person.
    static let otherSleepers: Set<String> = ["baby", "babies", "bub", "bubs", "lo", "toddler", "newborn", "infant", "twins", "he", "she", "they",
                                             "dog", "cat", "puppy"]

    /// "Slept badly last night, only 5 hours": the sleep named in `first` (with no length of
    /// its own) and the length in `second`, a clause that names no sleep.
    static func read(sleepIn first: AnalyzedMessage, lengthIn second: AnalyzedMessage) -> SleepLengthFact? {
        // "Woke up drenched at 3am and couldn't get back off. Maybe 4 hours all in": a night's
        // trouble, then only a length.
        let troubledNight = !first.mentions(sleepWords) && first.mentions(nightTroubleWords) && saysOnlyALength(second)
            && !first.normalized.tokens.prefix { !nightTroubleWords.contains($0) }.contains(where: otherSleepers.contains)
        guard first.mentions(sleepWords) && !saysAnotherSleeper(first) || troubledNight, read(lengthIn: first) == nil, !second.mentions(sleepWords),
              !first.mentions(napWords) else { return nil }
        return read(lengthIn: second)
    }

    /// The one length in hours `message` says, sleep word or not; nil for none, a range, a nap
    /// or a length that is not whole minutes of a night.
    static func read(lengthIn message: AnalyzedMessage) -> SleepLengthFact? {
        guard !message.mentions(napWords) else { return nil }
        let tokens = message.normalized.tokens
        var found: [(hours: Double, at: Int)] = []
        for index in tokens.indices {
            if hourWords.contains(tokens[index]) {
                // "Baby was up every hour": how often, not how long.
                if index > 0, ["every", "each", "per"].contains(tokens[index - 1]) { continue }
                guard let hours = hours(endingBefore: index, in: tokens) else { return nil }
                found.append((hours + minutes(after: index, in: tokens) / 60, index))
            } else if let hours = compactHours(tokens[index]) {
                found.append((hours, index))
            }
        }
        guard found.count == 1, let length = found.first, length.hours > 0, !denied(before: length.at, in: tokens) else { return nil }
        return SleepLengthFact(minutes: Int((length.hours * 60).rounded()))
    }

    /// "7h30", "6h": hours and minutes typed as one word.
    static func compactHours(_ token: String) -> Double? {
        let parts = token.split(separator: "h", omittingEmptySubsequences: false)
        guard parts.count == 2, let hours = Double(parts[0]), parts[0].first?.isNumber == true else { return nil }
        if parts[1].isEmpty { return hours }
        guard parts[1].count <= 2, let minutes = Double(parts[1]), minutes < 60, hours == hours.rounded() else { return nil }
        return hours + minutes / 60
    }

    /// Whether the length at `index` is denied ("didn't sleep 8 hours", "never get 7 hours"):
    /// then it is not what was slept. "Didn't sleep well, only 5 hours" tells 5 hours.
    static func denied(before index: Int, in tokens: [String]) -> Bool {
        guard let denial = tokens[..<index].lastIndex(where: denials.contains) else { return false }
        return !tokens[denial..<index].contains(where: ["only", "just", "but", "so", "maybe", "about", "like", "barely"].contains)
    }

    /// Words that deny what follows them.
    static let denials: Set<String> = ["not", "never", "no", "nt", "didnt", "cant", "cannot", "wont", "without"]

    /// A length said as a bare number of hours, in reply to how long or to correct one just
    /// told: "about 6", "6ish", "5 and a half", "actually more like 7". Nil when the message
    /// says anything but hedges and one number (a range, a time, another thing).
    static func bare(_ message: AnalyzedMessage) -> SleepLengthFact? {
        let said = message.normalized.tokens
        // "5 and a half": the "a" of a half is no hedge.
        var tokens = said.indices.filter { !bareHedges.contains(said[$0]) || (said[$0] == "a" && $0 + 1 < said.count && said[$0 + 1] == "half") }
            .map { said[$0] }
        guard !tokens.isEmpty else { return nil }
        tokens.append("hours")
        guard let hours = hours(endingBefore: tokens.count - 1, in: tokens), hours > 0,
              tokens.count - 1 == 1 + (tokens.contains("ish") ? 1 : 0) + (tokens.contains("half") ? 3 : 0) else { return nil }
        return SleepLengthFact(minutes: Int((hours * 60).rounded()))
    }

    /// Words beside a bare number of hours that leave it one length ("about", "more like",
    /// "sorry, I meant").
    static let bareHedges: Set<String> = [
        "about", "like", "maybe", "around", "roughly", "approx", "approximately", "only", "just", "more", "probably", "prob", "i", "think",
        "so", "or", "actually", "sorry", "no", "nope", "oops", "it", "was", "closer", "nearer", "to", "max", "tops", "well", "mean", "meant",
        "say", "guess", "ok", "okay", "yeah", "yes", "um", "hmm", "tbh", "honestly", "really", "a", "good", "solid", "nearly", "almost",
        "slept", "sleep", "got", "had", "get", "did",
    ]

    /// The hours said just before the hour word at `unit`: "6", "5.5", "six", "4 and a half",
    /// "6ish", "an"; nil for none or a range ("5 to 6").
    static func hours(endingBefore unit: Int, in tokens: [String]) -> Double? {
        var end = unit
        // "6ish hours", "6 or so hours".
        if end > 0, tokens[end - 1] == "ish" { end -= 1 }
        // "8 whole hours", "7 solid hours": how full the length was.
        if end > 1, wholeWords.contains(tokens[end - 1]), number(tokens[end - 2]) != nil { end -= 1 }
        var half = 0.0
        // "4 and a half hours", "4 n a half hours".
        if end >= 3, tokens[end - 1] == "half", tokens[end - 2] == "a", ["and", "n"].contains(tokens[end - 3]) {
            half = 0.5
            end -= 3
        }
        guard end > 0, let whole = number(tokens[end - 1]) else { return nil }
        // "5 to 6 hours", "5-6 hours": a range, not one length.
        if end >= 3, rangeWords.contains(tokens[end - 2]), number(tokens[end - 3]) != nil { return nil }
        if tokens[end - 1].contains("-") { return nil }
        // "Half an hour": a whole night it is not (under 30 minutes it is refused), but it is one length.
        if tokens[end - 1] == "an" || tokens[end - 1] == "a", end >= 2, tokens[end - 2] == "half" { return 0.5 }
        return whole + half
    }

    /// Words between a number and its hours that say the length was whole ("8 whole hours").
    static let wholeWords: Set<String> = ["whole", "full", "solid", "straight", "entire", "good"]

    /// The minutes said after the hour word at `unit` ("7 hours 20", "7h 20 mins", "7 hours and
    /// a half"), 0 for none.
    static func minutes(after unit: Int, in tokens: [String]) -> Double {
        var next = unit + 1
        if next < tokens.count, tokens[next] == "and" { next += 1 }
        if next + 1 < tokens.count, tokens[next] == "a", tokens[next + 1] == "half" { return 30 }
        guard next < tokens.count, let value = Double(tokens[next]), value == value.rounded(), (1...59).contains(value) else { return 0 }
        // "7 hours 20" needs nothing after it; "7 hours 2 coffees" is two things.
        let after = next + 1 < tokens.count ? tokens[next + 1] : nil
        guard after == nil || minuteWords.contains(after!) || !(after!.first?.isLetter ?? false) || connectors.contains(after!) else { return 0 }
        return value
    }

    /// Words that may follow a length's minutes without being counted by them ("7 hours 20 last night").
    static let connectors: Set<String> = ["last", "this", "on", "and", "but", "so", "then", "yesterday", "today", "tonight", "in", "of", "sleep",
                                          "i", "all", "straight", "total", "night", "maybe", "max", "tops", "at"]

    /// A number word or figure ("6", "5.5", "six"), nil for anything else.
    static func number(_ token: String) -> Double? {
        if let word = numberWords[token] { return word }
        // "6ish" typed as one word.
        if token.count > 3, token.hasSuffix("ish") { return number(String(token.dropLast(3))) }
        guard token.first?.isNumber == true, let value = Double(token), value.isFinite else { return nil }
        return value
    }

    /// The evening the night told in `message` on `day` began: a named day is the night that
    /// began on it ("on saturday night", "slept 5 hours yesterday"), and today, or no day, is
    /// last night. Nil for tonight, which has not been slept yet.
    static func night(in message: AnalyzedMessage, toldOn day: Day, today: Day) -> Day? {
        guard !message.mentions(["tonight"]) else { return nil }
        return day >= today ? today - 1 : day
    }
}
