import Foundation

/// "I usually have like 3 coffees a day…" … "only had 1 today tho"; "what about coffee, I've
/// had 1 today": a count said with a verb of having and nothing after it counts the drink (or
/// smoke) named last, earlier in the message or in one of the last few messages. The message
/// is read again with that word put after the count ("only had 1 coffee today tho"), as
/// `BackReference` reads a question that points back, so the clause reader, the route and the
/// writes all read the same statement. (Without it the count was no item: "Sure. What should
/// I log?", or, beside a question, out of scope.)
enum ElidedItem {
    /// How many turns after the message that named a drink a bare count still counts it.
    static let turns = 2

    /// Words that may stand between the verb and the count ("had only 1", "had like 2").
    static let beforeTheCount: Set<String> = ["only", "just", "like", "about", "maybe", "another", "more"]
    /// Words that join a bare "another 2" (or "again this morning", `RepeatedEntry`) to what
    /// was told before ("and", "plus", "oh and").
    static let joiningWords: Set<String> = ["and", "plus", "also", "oh", "then", "ah", "yeah"]
    /// Counts said as words, and what they count.
    static let wordCounts: [String: Int] = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10]
    static let countWords: Set<String> = Set(wordCounts.keys)
    /// Words that may follow a bare count and still leave it with no item ("had 1 today tho",
    /// "had 2 so far", "had 1 this morning"): a day, a time or a word of talk.
    static let afterTheCount: Set<String> = WordList.elidedItemAfterTheCount.set

    /// The drink or smoke word `tokens` name last ("coffee", "cigs", "wine"), if any; none
    /// beside a word that takes its kind away ("is decaf coffee ok?" names no caffeine).
    static func lastDrinkWord(in tokens: [String]) -> String? {
        guard let word = tokens.last(where: { token in namesItsItem(token) && !SpeechOverrides.havingVerbs.contains(token) }) else { return nil }
        let kind = LogAnswers.drinkWords.first { $0.words.contains(word) }?.kind
        if let kind, let otherSense = LogAnswers.lifestyleKindOtherSenses[kind], tokens.contains(where: otherSense.contains) { return nil }
        if kind == "caffeine", LogAnswers.namesOnlyDecaf(tokens) { return nil }
        return word
    }

    /// Whether `word` names a drink or a smoke ("coffee", "smoked").
    static func namesItsItem(_ word: String) -> Bool {
        LogAnswers.drinkWords.contains { $0.words.contains(word) }
    }

    /// The index of the bare count in `tokens`: a count right after a verb of having (with at
    /// most one word between) followed by nothing, or only by a day, a time or a word of talk.
    static func bareCount(in tokens: [String]) -> Int? {
        // "Smoked 3" names its item in the verb: no item is left out.
        for verb in tokens.indices where SpeechOverrides.havingVerbs.contains(tokens[verb]) && !namesItsItem(tokens[verb]) {
            var at = verb + 1
            if at < tokens.count, beforeTheCount.contains(tokens[at]) { at += 1 }
            guard at < tokens.count, countWords.contains(tokens[at]) || isWholeNumber(tokens[at]) else { continue }
            let next = at + 1
            if next == tokens.count || afterTheCount.contains(tokens[next]) { return at }
        }
        // "Another 2 just now", "and another one", "plus another 2": more of what was just
        // told, with no verb.
        let start = tokens.first.map(joiningWords.contains) == true ? 1 : 0
        if start + 1 < tokens.count, tokens[start] == "another", countWords.contains(tokens[start + 1]) || isWholeNumber(tokens[start + 1]) {
            let next = start + 2
            if next == tokens.count || afterTheCount.contains(tokens[next]) || tokens[next] == "just" { return start + 1 }
        }
        // "And 2 more since lunch": the same, the count first.
        if start + 1 < tokens.count, countWords.contains(tokens[start]) || isWholeNumber(tokens[start]), tokens[start + 1] == "more" {
            let next = start + 2
            if next == tokens.count || afterTheCount.contains(tokens[next]) || tokens[next] == "just" { return start }
        }
        return nil
    }

    /// The measure of water `tokens` count in ("3 glasses of water so far": "glasses of
    /// water"), for a bare count after it ("another 2 just now") to count in; nil when they
    /// name no water by a measure.
    static func waterMeasure(in tokens: [String]) -> String? {
        guard tokens.contains("water"), let measure = tokens.last(where: waterMeasures.contains) else { return nil }
        return measure + " of water"
    }

    /// "And another glass a min ago" just after glasses of water were counted: `tokens` with
    /// the one glass counted and "of water" after the measure ("another 1 glass of water a min
    /// ago"), when they say one more of a measure and name no drink, and water was what was
    /// counted last; nil otherwise.
    static func anotherMeasure(_ tokens: [String], lastNamed: String?) -> String? {
        guard let lastNamed, lastNamed.hasSuffix(" of water") else { return nil }
        let start = tokens.first.map(joiningWords.contains) == true ? 1 : 0
        guard start + 1 < tokens.count, tokens[start] == "another", waterMeasures.contains(tokens[start + 1]),
              start + 2 == tokens.count || tokens[start + 2] != "of", lastDrinkWord(in: tokens) == nil else { return nil }
        var words = tokens
        words.insert(contentsOf: ["of", "water"], at: start + 2)
        words.insert("1", at: start + 1)
        return words.joined(separator: " ")
    }

    /// Measures water is counted in.
    static let waterMeasures: Set<String> = ["glass", "glasses", "bottle", "bottles", "cup", "cups", "mug", "mugs", "pint", "pints"]

    /// `message` with the drink it leaves out put after its bare count: the drink named before
    /// the count in the message itself, else `lastNamed` (from a recent message); nil when the
    /// message has no bare count, already names a drink after it, or there is no drink to count.
    static func resolved(_ message: AnalyzedMessage, lastNamed: String?) -> String? {
        let tokens = message.normalized.tokens
        if let another = anotherMeasure(tokens, lastNamed: lastNamed) { return another }
        guard let count = bareCount(in: tokens) else { return nil }
        guard let named = lastDrinkWord(in: Array(tokens[..<count])) ?? lastNamed else { return nil }
        // "Only had 1 coffee today", not "1 coffees": the word agrees with its count, so the
        // entry's note reads as the person meant it.
        let number = Int(tokens[count]) ?? wordCounts[tokens[count]]
        // "glasses of water": the measure agrees, the drink after "of" stays.
        let head = named.components(separatedBy: " of ").first ?? named
        let tail = String(named.dropFirst(head.count))
        let word = (number.map { ValueCorrection.agreeing(head, withCount: $0, after: head.hasSuffix("s") ? 2 : 1) } ?? head) + tail
        // Into the text as typed, so its commas still part its clauses ("what about coffee, I've
        // had 1 today" keeps its question apart from its statement).
        let typed = message.normalized.typed
        if count < typed.count, let end = endOfWord(typed[count], occurrence: typed[..<count].filter { $0 == typed[count] }.count,
                                                     in: message.normalized.original) {
            var text = message.normalized.original
            text.insert(contentsOf: " " + word, at: end)
            return text
        }
        var words = tokens
        words.insert(word, at: count + 1)
        return words.joined(separator: " ")
    }

    /// `message` with "opk" put before the test result it gives alone ("and high on the 15th"
    /// right after "my opk was peak on the 16th" was logged): nil when it names a test of any
    /// kind or gives no result. The caller asks this only right after an ovulation test was
    /// written.
    static func resolvedTestResult(_ message: AnalyzedMessage) -> String? {
        guard let result = message.first(.opk), resultWords.contains(result.text), !message.mentions(LogAnswers.opkWords),
              !message.mentions(Assistant.testWords), !message.mentions(pregnancyWords) else { return nil }
        // Only the result and when: "and high on the 15th", "peak today too". "Trying to stay
        // positive" or "feeling a bit faint" tell something else.
        let tokens = message.normalized.tokens
        let days = Set(message.all(.day).flatMap { $0.start..<min($0.start + $0.length, tokens.count) })
        guard tokens.indices.allSatisfy({ $0 == result.start || days.contains($0) || besideAResult.contains(tokens[$0]) }) else { return nil }
        let typed = message.normalized.typed
        guard result.start < typed.count,
              let end = endOfWord(typed[result.start], occurrence: typed[..<result.start].filter { $0 == typed[result.start] }.count,
                                  in: message.normalized.original) else { return nil }
        var text = message.normalized.original
        let start = text.index(end, offsetBy: -typed[result.start].count)
        text.insert(contentsOf: "opk ", at: start)
        return text
    }

    /// `message` with "temp" put before the one reading it gives alone ("oh and yesterdays was
    /// 36.78, forgot to put it in" right after a temperature was logged): a decimal in a body
    /// temperature's range (`bodyTemperatures`, or the same in °F), with no temperature, weight
    /// or other measure read; nil otherwise. The caller asks this only right after a
    /// temperature was written.
    static func resolvedTemperature(_ message: AnalyzedMessage) -> String? {
        guard !message.hasEntity(.temperature), ![.volume, .weight, .duration, .energy].contains(where: message.hasEntity) else { return nil }
        let numbers = message.all(.number)
        guard numbers.count == 1, let reading = numbers.first, let value = reading.value, reading.text.contains("."),
              bodyTemperatures.contains(value) || bodyTemperatures.contains((value - 32) * 5 / 9) else { return nil }
        let typed = message.normalized.typed
        guard reading.start < typed.count,
              let end = endOfWord(typed[reading.start], occurrence: typed[..<reading.start].filter { $0 == typed[reading.start] }.count,
                                  in: message.normalized.original) else { return nil }
        var text = message.normalized.original
        text.insert(contentsOf: "temp ", at: text.index(end, offsetBy: -typed[reading.start].count))
        return text
    }

    /// The basal temperatures, in °C, a reading told alone may be.
    static let bodyTemperatures = 35.0...37.9

    /// The results a test gives alone ("high", "peak"): a word of another sense ("faint") is
    /// no result said alone.
    static let resultWords: Set<String> = ["high", "peak", "low", "negative", "positive", "neg", "pos"]
    /// Words that may stand beside a result said alone ("and high on the 15th", "then peak too").
    static let besideAResult: Set<String> = ["and", "then", "also", "too", "on", "the", "was", "it", "its", "one", "another", "again", "a"]

    /// Words of a pregnancy test's result that keep a result said alone from being an
    /// ovulation test's.
    static let pregnancyWords: MentionWords = ["pregnant", "pregnancy", "hpt", "bfp", "bfn", "preg", "frer", "clearblue", "line", "lines"]

    /// Where the `occurrence`th (from 0) whole-word `word` ends in `text`, ignoring case.
    static func endOfWord(_ word: String, occurrence: Int, in text: String) -> String.Index? {
        var seen = 0
        var from = text.startIndex
        while let found = text.range(of: word, options: .caseInsensitive, range: from..<text.endIndex) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            // "36.2", "1/3", "9:30": a number joined to another is part of it, not a word.
            let joins = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || ".,/:-".contains($0) } ?? false }
            if !joins(before), !joins(after) || after == "," || after == "." && found.upperBound == text.index(before: text.endIndex) {
                if seen == occurrence { return found.upperBound }
                seen += 1
            }
            from = found.upperBound
        }
        return nil
    }

    private static func isWholeNumber(_ token: String) -> Bool {
        !token.isEmpty && token.count <= 2 && token.allSatisfy(\.isNumber)
    }
}
