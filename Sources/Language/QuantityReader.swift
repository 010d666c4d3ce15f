import BloomBase

/// Finds temperatures, volumes, weights, durations and counts in a message.
///
/// Forms read:
/// - temperature: "36.6c", "36.6 °c", "36.6 degrees", "97.9f", "97.9 degrees f", "98 fahrenheit";
///   when the message talks about temperature ("temp", "bbt", "fever", "degrees"…), a bare
///   number from 34 to 43 is °C and from 93 to 110 is °F. Fahrenheit is converted to °C.
/// - volume: "500ml", "1.5 l", "2,5 l", "2 litres", "8 oz", "a glass" (250 ml), "2 glasses",
///   "a cup" (240 ml), "half a cup", "a bottle" (500 ml).
/// - weight: "64 kg", "64kg", "64 kilos", "500 g", "141 lb", "141 pounds", "10 st", "10 st 3",
///   "10 stone 3 lb", "7 lb 8 oz".
/// - duration: "45 seconds", "45s", "5 min", "2 hours", "an hour", "half an hour",
///   "an hour and a half", "1.5 hours", "1h30", "1 hour 30 minutes", "5 min 30 s".
/// - energy: "650 kcal", "650kcal", "300 cal", "650 calories", "1,200 kcal", "2000 kj" (in kcal).
/// - count: a whole number and the thing counted: "10 kicks", "2 coffees", "3 strong
///   contractions", "a couple of coffees".
///
/// A number before a calendar span ("3 days", "20 weeks") is never a quantity: days and
/// pregnancy weeks have their own readers.
package struct QuantityReader: Sendable {
    /// Creates a reader.
    package init() {}

    /// Every quantity in `text`, in order.
    ///
    /// - Parameters:
    ///   - text: a message, normalised or as typed.
    ///   - claimed: ranges of `text` another reader already took (a day, a pregnancy week);
    ///     quantities overlapping them are skipped.
    /// - Returns: the quantities, each with its value in Bloom's units and its range in `text`.
    package func quantities(in text: String, excluding claimed: [Range<String.Index>] = []) -> [Quantity] {
        quantities(in: ReadableText(text), excluding: claimed)
    }

    /// `quantities(in:excluding:)` of `text`'s text, from its tokens read once for every reader.
    package func quantities(in text: ReadableText, excluding claimed: [Range<String.Index>] = []) -> [Quantity] {
        // Every quantity starts with an amount.
        guard text.mayHoldAmount else { return [] }
        let tokens = text.tokens
        let context = tokens.items.contains { UnitWords.temperatureCues.contains($0.text) } || Self.isABodyTemperatureReading(tokens)
        return read(tokens, temperatureContext: context, claimed: claimed).map(\.quantity)
    }

    /// "Morning reading was 36.42": a reading given as a number with decimals in the range of a
    /// body temperature in °C (35 to 38) is a temperature, though no word names one. A whole
    /// number beside "reading" is not ("reading 36 pages"), nor a reading of anything else.
    static func isABodyTemperatureReading(_ tokens: TokenList) -> Bool {
        guard tokens.items.contains(where: { UnitWords.readingWords.contains($0.text) }) else { return false }
        return tokens.items.indices.contains { index in
            let token = tokens.items[index]
            guard token.kind == .number, token.text.contains("."), Double(token.text).map({ (35.0 ..< 38.0).contains($0) }) == true else { return false }
            // "36.5 pages": a number that counts something is no reading.
            guard let next = tokens[index + 1], next.kind == .word else { return true }
            return QuantityReader.notNouns.contains(next.text)
        }
    }

    /// The first quantity of `kind` in `text`, if any.
    ///
    /// - Parameters:
    ///   - kind: what to look for.
    ///   - text: a message.
    ///   - claimed: ranges of `text` already taken by another reader.
    package func first(_ kind: Quantity.Kind, in text: String, excluding claimed: [Range<String.Index>] = []) -> Quantity? {
        quantities(in: text, excluding: claimed).first { $0.kind == kind }
    }

    /// The body temperature in a message the caller already knows is about temperature, in °C
    /// rounded to 2 decimals.
    ///
    /// A temperature with a unit wins; otherwise a bare number from 34 to 43 (°C) or 93 to 110
    /// (°F), preferring one with decimals ("37.2") to a whole one.
    ///
    /// - Parameters:
    ///   - text: a message such as "my temp was 97.9 this morning".
    ///   - claimed: ranges of `text` already taken by another reader (a pregnancy week, a day).
    /// - Returns: °C, or nil when no temperature is written.
    package func temperatureCelsius(in text: String, excluding claimed: [Range<String.Index>] = []) -> Double? {
        let found = read(TokenList(text), temperatureContext: true, claimed: claimed).filter { $0.quantity.kind == .temperature }
        let best = found.first { !$0.isInferred } ?? found.first { $0.isDecimal } ?? found.first
        return best?.quantity.value
    }

    /// Every unit word the reader knows ("grams", "kcal", "litres"…): a spelling corrector must
    /// treat them as known words ("grams" is not a typo for "crams").
    package static var unitWords: Set<String> { Set(UnitWords.units.keys) }

    /// Converts °F to °C, rounded to 2 decimals (97.9 → 36.61).
    package static func celsius(fromFahrenheit fahrenheit: Double) -> Double {
        rounded((fahrenheit - 32) * 5 / 9)
    }

    static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    // MARK: - Reading

    private struct Found {
        let quantity: Quantity
        /// A bare number taken for a temperature from its range.
        let isInferred: Bool
        let isDecimal: Bool
    }

    private struct Reading {
        var value: Double
        var unit: Quantity.Unit
        var noun: String?
        var end: Int
        var isInferred = false
    }

    private func read(_ tokens: TokenList, temperatureContext: Bool, claimed: [Range<String.Index>]) -> [Found] {
        var found: [Found] = []
        var index = 0
        while index < tokens.count {
            guard let reading = read(tokens, at: index, temperatureContext: temperatureContext),
                  !tokens.overlaps(index, reading.end, claimed)
            else {
                index += 1
                continue
            }
            let range = tokens.range(index, reading.end)
            let quantity = Quantity(value: reading.value, unit: reading.unit, noun: reading.noun,
                                    text: String(tokens.source[range]), range: range)
            let isDecimal = quantity.text.contains { $0 == "." || $0 == "," }
            found.append(Found(quantity: quantity, isInferred: reading.isInferred, isDecimal: isDecimal))
            index = reading.end
        }
        return found
    }

    private func read(_ tokens: TokenList, at index: Int, temperatureContext: Bool) -> Reading? {
        // The amount: "half a", "a"/"an" before a unit word, a fraction, or a number.
        let amount: Double
        var unitIndex: Int
        if tokens.isToken("half", at: index), tokens.isWord(at: index + 1, in: ["a", "an"]),
           tokens.isWord(at: index + 2, in: UnitWords.afterArticle) {
            amount = 0.5
            unitIndex = index + 2
        } else if tokens.isWord(at: index, in: ["a", "an"]), tokens.isWord(at: index + 1, in: UnitWords.afterArticle) {
            amount = 1
            unitIndex = index + 1
        } else if tokens.isWord(at: index, in: ["a", "an"]), tokens.isWord(at: index + 1, in: UnitWords.containerSizes),
                  tokens.isWord(at: index + 2, in: UnitWords.afterArticle) {
            // "a big glass": one glass (the size is not a measure).
            amount = 1
            unitIndex = index + 2
        } else if tokens.isToken("hour", at: index), tokens.isToken("long", at: index + 1), tokens[index - 1]?.kind != .number,
                  !tokens.isWord(at: index - 1, in: ["a", "an", "half"]) {
            // "Hour long yoga session": one hour, its article dropped ("an hour-long…" is read above).
            return Reading(value: 3600, unit: .hours, end: index + 1)
        } else if let fraction = fraction(tokens, at: index) {
            // "1/2 cup", "1/2 a cup", "1/4 of a glass".
            amount = fraction
            unitIndex = index + 1
            if tokens.isToken("of", at: unitIndex) { unitIndex += 1 }
            if tokens.isWord(at: unitIndex, in: ["a", "an"]) { unitIndex += 1 }
        } else {
            guard let number = tokens.readNumber(at: index) else { return nil }
            // A number glued to a word before it ("b12") is part of a name.
            if let token = tokens[index], token.kind == .number, token.isAttached, tokens[index - 1]?.kind == .word {
                return nil
            }
            amount = number.value
            unitIndex = number.end
            if number.takesOf, tokens.isToken("of", at: unitIndex) { unitIndex += 1 }
        }

        // "2 big glasses", "3 large cups": a container's size is not a measure.
        if tokens.isWord(at: unitIndex, in: UnitWords.containerSizes), tokens.isWord(at: unitIndex + 1, in: UnitWords.containers) {
            unitIndex += 1
        }
        if let reading = readUnit(tokens, amount: amount, at: unitIndex) {
            return reading
        }
        if let reading = readCount(tokens, amount: amount, at: unitIndex) {
            return reading
        }
        if temperatureContext, let reading = inferTemperature(tokens, amount: amount, numberAt: index, end: unitIndex) {
            return reading
        }
        return nil
    }

    /// "1/2", "1/4", "3/4", "2/3" before an amount ("1/2 a cup", "3/4 l").
    private func fraction(_ tokens: TokenList, at index: Int) -> Double? {
        guard let token = tokens[index], token.kind == .number else { return nil }
        let parts = token.text.split(separator: "/")
        guard parts.count == 2, let numerator = Int(parts[0]), let denominator = Int(parts[1]),
              (2 ... 4).contains(denominator), (1 ..< denominator).contains(numerator)
        else { return nil }
        return Double(numerator) / Double(denominator)
    }

    /// A unit at `index` after `amount`, with compounds ("10 st 3", "1h30") and "and a half".
    private func readUnit(_ tokens: TokenList, amount: Double, at index: Int) -> Reading? {
        guard let token = tokens[index], token.kind != .number else { return nil }
        var unitEnd = index + 1
        var word = UnitWords.units[token.text]
        if token.text == "fl", tokens.isWord(at: index + 1, in: ["oz", "ounce", "ounces"]) {
            word = .unit(.fluidOunces)
            unitEnd = index + 2
        }
        guard let word else { return nil }

        var unit: Quantity.Unit
        switch word {
        case .ounces:
            unit = .fluidOunces
        case .degrees:
            if let scale = temperatureScale(tokens, at: unitEnd) {
                unit = scale
                unitEnd += 1
            } else if (34 ... 43).contains(amount) {
                unit = .celsius
            } else if (93 ... 110).contains(amount) {
                unit = .fahrenheit
            } else {
                return nil
            }
        case .unit(let known):
            unit = known
            if token.text == "c", !(25 ... 45).contains(amount) { return nil }
            if token.text == "f", !(77 ... 113).contains(amount) { return nil }
        }

        // Bloom's units, then the smaller unit of a compound.
        var total = amount
        var end = unitEnd
        switch unit {
        case .stones:
            if let (pounds, next) = trailingAmount(tokens, at: end, units: [.unit(.pounds)], bareMaximum: 13) {
                total += pounds / 14
                end = next
            }
        case .pounds:
            if let (ounces, next) = trailingAmount(tokens, at: end, units: [.ounces], bareMaximum: nil) {
                total += ounces / 16
                end = next
            }
        case .hours:
            // "1h30", "1h 30", and "took 2hrs 50" with nothing after the minutes that could be
            // what they count ("2 hours 3 times a week" is no 2 h 3 min).
            let endsOnMinutes = tokens[end]?.kind == .number && (tokens[end + 1].map { $0.kind == .word && QuantityReader.afterBareMinutes.contains($0.text) } ?? true)
            let bare: Double? = token.text == "h" || tokens[end]?.isAttached == true || endsOnMinutes ? 59 : nil
            if let (minutes, next) = trailingAmount(tokens, at: end, units: [.unit(.minutes)], bareMaximum: bare) {
                total += minutes / 60
                end = next
            }
        case .minutes:
            if let (seconds, next) = trailingAmount(tokens, at: end, units: [.unit(.seconds)], bareMaximum: nil) {
                total += seconds / 60
                end = next
            }
        default:
            break
        }
        if tokens.matches(["and", "a", "half"], at: end), amount == amount.rounded(.towardZero) {
            total += 0.5
            end += 3
        }

        let value: Double
        switch unit {
        case .fahrenheit: value = QuantityReader.celsius(fromFahrenheit: total)
        case .celsius: value = total
        // A weight keeps grams (3 decimals of a kg), as the journal does: 152 lb is 68.946 kg,
        // and rounding it twice would store 69.0.
        case .pounds, .stones: value = (total * unit.factor * 1000).rounded() / 1000
        default: value = unit.factor == 1 ? total : QuantityReader.rounded(total * unit.factor)
        }
        return Reading(value: value, unit: unit, end: end)
    }

    /// Words that may follow the bare minutes of "2 hours 50" ("…50 on sunday", "…50 and it
    /// nearly killed me").
    static let afterBareMinutes: Set<String> = ["and", "then", "so", "but", "on", "at", "today", "yesterday", "this", "last", "lol", "haha", "though", "tho"]

    /// "c", "celsius", "f", "fahrenheit" after "degrees" or "°".
    private func temperatureScale(_ tokens: TokenList, at index: Int) -> Quantity.Unit? {
        guard let token = tokens[index], token.kind == .word, case .unit(let unit)? = UnitWords.units[token.text],
              unit == .celsius || unit == .fahrenheit
        else { return nil }
        return unit
    }

    /// The smaller part of a compound: "3" or "3 lb" after "10 st", "30" after "1h", "30 minutes"
    /// after "1 hour", optionally after "and".
    private func trailingAmount(_ tokens: TokenList, at index: Int, units: [UnitWord], bareMaximum: Double?) -> (Double, Int)? {
        let start = tokens.isToken("and", at: index) ? index + 1 : index
        guard let token = tokens[start], token.kind == .number, let value = NumberWords.value(ofDigits: token.text),
              !tokens.isOrdinalSuffix(at: start + 1)
        else { return nil }
        if let next = tokens[start + 1], next.kind != .number,
           UnitWords.units[next.text].map(units.contains) ?? (next.text == "m" && units.contains(.unit(.minutes))) {
            return (value, start + 2)
        }
        if let bareMaximum, start == index, value <= bareMaximum, value == value.rounded(.towardZero) {
            // A bare number only when nothing that could be its own unit or noun follows.
            if let next = tokens[start + 1], next.kind == .word, UnitWords.units[next.text] != nil || next.isAttached {
                return nil
            }
            return (value, start + 1)
        }
        return nil
    }

    /// "10 kicks", "2 black coffees", "a couple of coffees".
    private func readCount(_ tokens: TokenList, amount: Double, at index: Int) -> Reading? {
        guard amount >= 0, amount == amount.rounded(.towardZero), let first = tokens.word(at: index) else { return nil }
        if let number = tokens[index - 1], number.kind == .number, tokens[index]?.isAttached == true,
           NumberWords.ordinalSuffixes.contains(first) {
            return nil
        }
        var nounIndex = index
        if QuantityReader.modifiers.contains(first), let next = tokens.word(at: index + 1), isCountable(next) {
            nounIndex = index + 1
        }
        guard let noun = tokens.word(at: nounIndex), isCountable(noun) else { return nil }
        return Reading(value: amount, unit: .items, noun: QuantityReader.singular(noun), end: nounIndex + 1)
    }

    /// A bare number taken for a temperature from its range, in a message about temperature.
    private func inferTemperature(_ tokens: TokenList, amount: Double, numberAt index: Int, end: Int) -> Reading? {
        guard end == index + 1, let token = tokens[index], token.kind == .number else { return nil }
        var amount = amount
        var end = end
        if let (joined, next) = decimalComma(tokens, at: index) {
            amount = joined
            end = next
        }
        if let next = tokens.word(at: end), UnitWords.calendarSpans.contains(next) || UnitWords.units[next] != nil {
            return nil
        }
        // "40x", "36.6o": letters glued to the number that are no unit make a typo, not a
        // reading; the caller asks for the number rather than log a guess. The normaliser splits
        // them off ("40 x"), so a lone letter after the number that is no word is one too.
        if let next = tokens[end], next.kind == .word, next.isAttached || next.text.count == 1 && next.text != "a" && next.text != "i" {
            return nil
        }
        if tokens.isWord(at: index - 1, in: QuantityReader.notTemperatureBefore) { return nil }
        if (34 ... 43).contains(amount) {
            return Reading(value: amount, unit: .celsius, end: end, isInferred: true)
        }
        if (93 ... 110).contains(amount) {
            return Reading(value: QuantityReader.celsius(fromFahrenheit: amount), unit: .fahrenheit, end: end, isInferred: true)
        }
        return nil
    }

    /// "36,6" with no unit after it, which the tokenizer split in two: one decimal number when
    /// the message is about temperature.
    private func decimalComma(_ tokens: TokenList, at index: Int) -> (Double, Int)? {
        guard let whole = tokens[index], let part = tokens[index + 1], part.kind == .number,
              whole.range.upperBound < tokens.source.endIndex, tokens.source[whole.range.upperBound] == ",",
              tokens.source.index(after: whole.range.upperBound) == part.range.lowerBound,
              (1 ... 2).contains(part.text.count), part.text.allSatisfy(\.isDigitZeroToNine),
              whole.text.allSatisfy(\.isDigitZeroToNine), let value = Double(whole.text + "." + part.text)
        else { return nil }
        return (value, index + 2)
    }

    private func isCountable(_ word: String) -> Bool {
        word.count >= 2
            && !QuantityReader.notNouns.contains(word)
            && !QuantityReader.modifiers.contains(word)
            && !UnitWords.calendarSpans.contains(word)
            && !UnitWords.temperatureCues.contains(word)
            && UnitWords.units[word] == nil
            && !NumberWords.isNumberWord(word)
            && DayWords.monthOfWord[word] == nil
            && DayWords.weekdayOfWord[word] == nil
    }

    /// A crude singular: "kicks" → "kick", "berries" → "berry", "watches" → "watch"; "es" goes
    /// after "ch", "sh", "ss", "x" and "zz", from a short word too ("xes" → "x"), as it always has.
    static func singular(_ word: String) -> String { singularForms.of(word) }

    private static let singularForms = Singular(esEndings: [.ches, .shes, .sses, .xes, .zzes], shortWordsLoseES: true)

    /// Words between a number and what it counts: "2 black coffees", "10 strong kicks".
    static let modifiers: Set<String> = [
        "more", "big", "small", "large", "strong", "hard", "soft", "little", "gentle", "full", "extra", "weak",
        "tiny", "huge", "good", "bad", "black", "iced", "hot", "cold", "decaf", "light", "heavy", "short", "long",
        "quick", "painful", "mild", "sharp",
    ]

    /// Words after a number that are not the thing counted.
    static let notNouns: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "of", "to", "in", "on", "at", "by", "for", "from", "with",
        "without", "about", "around", "over", "under", "than", "then", "so", "too", "very", "just", "only", "also",
        "less", "most", "least", "is", "am", "are", "was", "were", "be", "been", "being", "do", "did", "does",
        "have", "has", "had", "will", "would", "can", "could", "should", "may", "might", "must", "i", "me", "my",
        "mine", "you", "your", "he", "she", "it", "its", "we", "our", "us", "they", "them", "their", "him", "her",
        "this", "that", "these", "those", "there", "here", "what", "when", "where", "which", "who", "how", "why",
        "not", "no", "yes", "ok", "okay", "ago", "today", "tonight", "yesterday", "tomorrow", "now", "per",
        "each", "every", "all", "some", "any", "many", "much", "other", "another", "since", "until", "till",
        "before", "after", "during", "while", "again", "later", "earlier", "soon", "still", "already", "up",
        "down", "out", "off", "into", "onto", "as", "if", "because", "percent", "oclock", "pm", "ish", "maybe",
        "total", "x", "plus", "pregnant", "along", "old", "late", "early", "back", "left", "mg", "mcg", "ug", "iu",
        "cm", "mm", "m", "km", "ft", "kcal", "bpm", "mmhg",
    ]

    /// Words before a bare number that make it something other than a temperature ("week 36").
    static let notTemperatureBefore: Set<String> = ["week", "wk", "day", "cycle", "cd", "dpo", "number", "page"]
}
