/// A number found in a message, and where it is.
package struct NumberMention: Sendable, Hashable {
    /// The number's value ("one and a half" → 1.5, "1,000" → 1000).
    package let value: Double
    /// The words or digits matched, as they appear in the message.
    package let text: String
    /// Where the number is in the message that was read.
    package let range: Range<String.Index>

    /// Creates a mention of `value` written as `text` at `range`.
    package init(value: Double, text: String, range: Range<String.Index>) {
        self.value = value
        self.text = text
        self.range = range
    }

    /// Whether the number has no fractional part.
    package var isWhole: Bool { value == value.rounded(.towardZero) }

    /// The value as an `Int` when it is whole and fits.
    package var wholeValue: Int? {
        guard isWhole, abs(value) < 1e15 else { return nil }
        return Int(value)
    }
}

/// Finds numbers written in digits or words.
///
/// Reads digits ("36.6", ".5", "1,000", and "2,5" with a decimal comma when a unit follows, as in
/// "2,5 l"), number words up to "ninety-nine", hundreds ("a hundred", "two hundred and ten"),
/// "half", "a half", "a couple" (2), "a dozen" (12) and "… and a half" ("one and a half" → 1.5,
/// "3 and a half" → 3.5).
///
/// Not numbers: ordinals ("3rd", "third"), dates and times ("3/3", "2026-03-03", "10:30"),
/// pregnancy weeks written "20+3", ranges ("3-4") and the vague "a few".
///
/// ```swift
/// NumberReader().numbers(in: "one and a half glasses and 36.6").map(\.value)   // [1.5, 36.6]
/// ```
package struct NumberReader: Sendable {
    /// Creates a reader.
    package init() {}

    /// Every number in `text`, in order.
    ///
    /// - Parameter text: a message, normalised or as typed.
    /// - Returns: the numbers with the words matched and their ranges in `text`.
    package func numbers(in text: String) -> [NumberMention] {
        numbers(in: ReadableText(text))
    }

    /// `numbers(in:)` of `text`'s text, from its tokens read once for every reader.
    package func numbers(in text: ReadableText) -> [NumberMention] {
        guard text.mayHoldNumber else { return [] }
        let tokens = text.tokens
        let text = tokens.source
        var found: [NumberMention] = []
        var index = 0
        while index < tokens.count {
            if let reading = tokens.readNumber(at: index) {
                let range = tokens.range(index, reading.end)
                found.append(NumberMention(value: reading.value, text: String(text[range]), range: range))
                index = reading.end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The first number in `text`, if any.
    package func firstNumber(in text: String) -> NumberMention? {
        numbers(in: text).first
    }

    /// Every ordinal in `text` ("4th", "third", "twenty first"), with the words either side.
    ///
    /// ```swift
    /// NumberReader().ordinals(in: "on my 4th glass").map(\.value)   // [4]
    /// ```
    package func ordinals(in text: String) -> [(value: Int, before: String?, next: String?)] {
        let tokens = ReadableText(text).tokens
        var found: [(value: Int, before: String?, next: String?)] = []
        var index = 0
        while index < tokens.count {
            if let ordinal = tokens.readOrdinal(at: index) {
                found.append((ordinal.value, tokens.word(at: index - 1), tokens.word(at: ordinal.end)))
                index = ordinal.end
            } else {
                index += 1
            }
        }
        return found
    }
}

/// A number read from tokens.
struct NumberReading: Sendable {
    let value: Double
    /// One past the last token read.
    let end: Int
    /// "a couple", "a dozen": an "of" may follow before what is counted ("a couple of days").
    let takesOf: Bool

    var isWhole: Bool { value == value.rounded(.towardZero) }
}

/// Number and ordinal words.
enum NumberWords {
    /// `units`, `tens` and `ordinals` as `WordTable`s, for looking up a message's words.
    static let unitValues = WordTable(units), tenValues = WordTable(tens), ordinalValues = WordTable(ordinals)

    static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90,
    ]
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30, "fortieth": 40,
    ]
    static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]

    /// The words a number in words can start with (`TokenList.readNumber`): "a" and "an" count
    /// only before "couple", "dozen", "half" or "hundred", which are here themselves.
    static let startWords = WordTable(words: Set(units.keys).union(tens.keys).union(["couple", "dozen", "half", "hundred"]))

    /// Whether `word` is any number word, so it is never taken for a counted noun.
    static func isNumberWord(_ word: String) -> Bool {
        units[word] != nil || tens[word] != nil || ordinals[word] != nil
            || ["hundred", "half", "couple", "dozen", "few", "several"].contains(word)
    }

    /// The value of a number token in digits, or nil for dates, times, ranges and "20+3".
    static func value(ofDigits text: String) -> Double? {
        guard !text.contains(where: { "/-:+".contains($0) }) else { return nil }
        var cleaned = text
        if text.contains(",") {
            let groups = text.split(separator: ",", omittingEmptySubsequences: false)
            let lastGroup = groups.last.map { $0.prefix { $0 != "." } } ?? ""
            let isGrouping = groups.dropFirst().dropLast().allSatisfy { $0.count == 3 } && lastGroup.count == 3
            if isGrouping {
                cleaned = text.replacing(",", with: "")
            } else if groups.count == 2, !text.contains(".") {
                cleaned = text.replacing(",", with: ".")
            } else {
                return nil
            }
        }
        if cleaned.hasPrefix(".") { cleaned = "0" + cleaned }
        return Double(cleaned)
    }
}

extension TokenList {
    /// Reads a number starting at token `index`: digits, number words, "a couple", "half",
    /// "… and a half".
    func readNumber(at index: Int) -> NumberReading? {
        guard let token = self[index] else { return nil }
        var value: Double
        var end = index + 1
        var takesOf = false

        switch token.kind {
        case .number:
            guard let digits = NumberWords.value(ofDigits: token.text), !isOrdinalSuffix(at: index + 1) else { return nil }
            value = digits
        case .symbol:
            return nil
        case .word:
            switch token.text {
            case "a", "an":
                guard let next = word(at: index + 1) else { return nil }
                switch next {
                case "couple": value = 2; takesOf = true
                case "dozen": value = 12; takesOf = true
                case "half": value = 0.5
                case "hundred": value = 100
                default: return nil
                }
                end = index + 2
                if next == "hundred" { (value, end) = addingTensAfterHundred(to: value, from: end) }
            case "couple":
                value = 2
                takesOf = true
            case "dozen":
                value = 12
                takesOf = true
            case "half":
                return NumberReading(value: 0.5, end: end, takesOf: false)
            default:
                guard let small = smallNumber(at: index) else { return nil }
                value = Double(small.value)
                end = small.end
                if small.value >= 1, small.value <= 9, isToken("hundred", at: end) {
                    (value, end) = addingTensAfterHundred(to: value * 100, from: end + 1)
                }
            }
        }

        if value == value.rounded(.towardZero), matches(["and", "a", "half"], at: end) {
            value += 0.5
            end += 3
        }
        return NumberReading(value: value, end: end, takesOf: takesOf)
    }

    /// Reads a day-of-month or week ordinal: "3rd", "21st", "third", "twenty first".
    func readOrdinal(at index: Int) -> (value: Int, end: Int)? {
        guard let token = self[index] else { return nil }
        if token.kind == .number {
            guard isOrdinalSuffix(at: index + 1), token.text.count <= 2, let value = Int(token.text) else { return nil }
            return (value, index + 2)
        }
        guard token.kind == .word else { return nil }
        if let value = NumberWords.ordinalValues[token.text] { return (value, index + 1) }
        if let tens = NumberWords.tenValues[token.text], let next = word(at: index + 1),
           let unit = NumberWords.ordinalValues[next], unit <= 9 {
            return (tens + unit, index + 2)
        }
        return nil
    }

    /// Whether the token at `index` is the ordinal ending that fits the number before it:
    /// "st" after 1, 21, 31 (so "10st" stays ten stone), "nd" after 2, "rd" after 3, "th"
    /// after anything.
    func isOrdinalSuffix(at index: Int) -> Bool {
        guard let token = self[index], token.kind == .word, token.isAttached,
              NumberWords.ordinalSuffixes.contains(token.text),
              let number = self[index - 1], number.kind == .number, let value = Int(number.text)
        else { return false }
        let isTeen = (11 ... 13).contains(value % 100)
        switch token.text {
        case "st": return value % 10 == 1 && !isTeen
        case "nd": return value % 10 == 2 && !isTeen
        case "rd": return value % 10 == 3 && !isTeen
        default: return true
        }
    }

    /// A number from zero to ninety-nine in words ("twenty one", "twenty-one", "seven").
    private func smallNumber(at index: Int) -> (value: Int, end: Int)? {
        guard let word = word(at: index) else { return nil }
        if let unit = NumberWords.unitValues[word] { return (unit, index + 1) }
        guard let tens = NumberWords.tenValues[word] else { return nil }
        // "twenty first" is an ordinal.
        if let next = self.word(at: index + 1), let ordinal = NumberWords.ordinalValues[next], ordinal <= 9 { return nil }
        if let next = self.word(at: index + 1), let unit = NumberWords.unitValues[next], (1 ... 9).contains(unit) {
            return (tens + unit, index + 2)
        }
        return (tens, index + 1)
    }

    /// "… hundred [and] twenty": adds the tens after a hundred when they are there.
    private func addingTensAfterHundred(to hundreds: Double, from index: Int) -> (Double, Int) {
        let start = isToken("and", at: index) ? index + 1 : index
        if let small = smallNumber(at: start), small.value >= 1 {
            return (hundreds + Double(small.value), small.end)
        }
        if let token = self[start], token.kind == .number, start > index,
           let digits = NumberWords.value(ofDigits: token.text), digits >= 1, digits < 100 {
            return (hundreds + digits, start + 1)
        }
        return (hundreds, index)
    }
}
