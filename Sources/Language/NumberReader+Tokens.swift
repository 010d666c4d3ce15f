/// A word, number or symbol in a message, and where it is.
///
/// The entity readers (days, numbers, quantities, pregnancy weeks) all work on these tokens, so
/// a word is only ever matched whole: "mar" is not found in "marathon", "sun" not in "sunny".
struct TextToken: Sendable {
    enum Kind: Sendable { case word, number, symbol }

    let kind: Kind
    /// The token lower-cased, curly apostrophes straightened and a possessive "'s" dropped
    /// ("Monday's" → "monday"). Numbers keep their separators ("2026-03-03", "36.6", "20+3").
    let text: String
    /// Where the token is in the text it was read from.
    let range: Range<String.Index>
    /// Whether the token touches the one before it with nothing in between ("ml" in "500ml").
    let isAttached: Bool
}

/// The tokens of one message, with the small look-ups the readers share.
struct TokenList: Sendable {
    let source: String
    let items: [TextToken]

    init(_ source: String) {
        self.source = source
        self.items = Tokenizer.tokens(in: source)
    }

    var count: Int { items.count }

    subscript(index: Int) -> TextToken? {
        items.indices.contains(index) ? items[index] : nil
    }

    /// The word at `index`, or nil when there is none or it is a number or symbol.
    func word(at index: Int) -> String? {
        guard let token = self[index], token.kind == .word else { return nil }
        return token.text
    }

    /// Whether the token at `index` is exactly `text` (a word or a symbol).
    func isToken(_ text: String, at index: Int) -> Bool {
        guard let token = self[index], token.kind != .number else { return false }
        return token.text == text
    }

    /// Whether the word at `index` is one of `words`.
    func isWord(at index: Int, in words: Set<String>) -> Bool {
        guard let word = word(at: index) else { return false }
        return words.contains(word)
    }

    /// Whether the word at `index` is one of `words`.
    func isWord(at index: Int, in words: WordTable<Bool>) -> Bool {
        guard let word = word(at: index) else { return false }
        return words.contains(word)
    }

    /// Whether the word at `index` is one of a few `words` (a list written in place: no set is
    /// built and hashed for each token read).
    func isWord(at index: Int, in words: [String]) -> Bool {
        guard let word = word(at: index) else { return false }
        return words.contains(word)
    }

    /// Whether `words` appear in order starting at `index`.
    func matches(_ words: [String], at index: Int) -> Bool {
        guard index >= 0, index + words.count <= items.count else { return false }
        for (offset, word) in words.enumerated() where !isToken(word, at: index + offset) {
            return false
        }
        return true
    }

    /// The text range covered by tokens `start ..< end`.
    func range(_ start: Int, _ end: Int) -> Range<String.Index> {
        items[start].range.lowerBound ..< items[end - 1].range.upperBound
    }

    /// Whether tokens `start ..< end` overlap any of `claimed`.
    func overlaps(_ start: Int, _ end: Int, _ claimed: [Range<String.Index>]) -> Bool {
        guard !claimed.isEmpty else { return false }
        let span = range(start, end)
        return claimed.contains { $0.overlaps(span) }
    }
}

/// Splits text into words, numbers and symbols.
///
/// - Letters (and apostrophes between letters) make words. A hyphen between letters separates
///   them ("twenty-one" → "twenty", "one").
/// - Digits make numbers, with `. , / - : +` kept when a digit follows, so "36.6", "1,000",
///   "3/3/2026", "2026-03-03", "10:30" and "20+3" are single tokens. A comma is kept as a
///   thousands separator ("1,000") or, when a unit follows, as a decimal comma ("2,5 l");
///   otherwise it separates ("2,5" → "2", "5"), as the normaliser would.
/// - Letters and digits that touch are split but marked attached: "500ml", "3rd", "20w3d".
/// - `°`, `%` and `+` are symbols; `℃` and `℉` become "°c" and "°f".
enum Tokenizer {
    static func tokens(in text: String) -> [TextToken] {
        // ASCII (almost every message) is read byte by byte: `Character` tests are slow.
        if ASCIIText.isASCII(text) { return asciiTokens(in: text) }
        return referenceTokens(in: text)
    }

    /// `tokens(in:)` for ASCII text, reading bytes: the same tokens, text and ranges.
    static func asciiTokens(in text: String) -> [TextToken] {
        var tokens: [TextToken] = []
        let utf8 = text.utf8
        var index = utf8.startIndex
        var previousEnd: String.Index?
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func append(_ kind: TextToken.Kind, _ value: String, _ start: String.Index, _ end: String.Index) {
            tokens.append(TextToken(kind: kind, text: value, range: start ..< end, isAttached: previousEnd == start))
            previousEnd = end
        }
        var word: [UInt8] = []
        while index < utf8.endIndex {
            let byte = utf8[index]
            let start = index
            if isLetter(byte) {
                word.removeAll(keepingCapacity: true)
                while index < utf8.endIndex {
                    let current = utf8[index]
                    if isLetter(current) {
                        word.append(current | 0x20)
                        index = utf8.index(after: index)
                    } else if current == UInt8(ascii: "'"), utf8.index(after: index) < utf8.endIndex, isLetter(utf8[utf8.index(after: index)]) {
                        word.append(current)
                        index = utf8.index(after: index)
                    } else {
                        break
                    }
                }
                if word.count >= 2, word[word.count - 2] == UInt8(ascii: "'"), word[word.count - 1] == UInt8(ascii: "s") { word.removeLast(2) }
                append(.word, String(decoding: word, as: UTF8.self), start, index)
            } else if isDigit(byte) || (byte == UInt8(ascii: ".") && utf8.index(after: index) < utf8.endIndex && isDigit(utf8[utf8.index(after: index)])) {
                index = scanNumber(in: text, from: index)
                append(.number, String(text[start ..< index]), start, index)
            } else if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+") {
                index = utf8.index(after: index)
                append(.symbol, String(UnicodeScalar(byte)), start, index)
            } else {
                index = utf8.index(after: index)
            }
        }
        return tokens
    }

    /// The tokens read `Character` by `Character`: any text, and the reference the ASCII
    /// reading is tested against.
    static func referenceTokens(in text: String) -> [TextToken] {
        var tokens: [TextToken] = []
        var index = text.startIndex
        var previousEnd: String.Index?

        func append(_ kind: TextToken.Kind, _ value: String, _ start: String.Index, _ end: String.Index) {
            tokens.append(TextToken(kind: kind, text: value, range: start ..< end, isAttached: previousEnd == start))
            previousEnd = end
        }

        while index < text.endIndex {
            let character = text[index]
            let start = index
            if character.isLetter {
                var value = ""
                while index < text.endIndex {
                    let current = text[index]
                    if current.isLetter {
                        value.append(contentsOf: current.lowercased())
                        index = text.index(after: index)
                    } else if isApostrophe(current), let next = peek(after: index, in: text), next.isLetter {
                        value.append("'")
                        index = text.index(after: index)
                    } else {
                        break
                    }
                }
                if value.hasSuffix("'s") { value.removeLast(2) }
                append(.word, value, start, index)
            } else if character.isDigitZeroToNine
                || (character == "." && (peek(after: index, in: text)?.isDigitZeroToNine ?? false)) {
                index = scanNumber(in: text, from: index)
                append(.number, String(text[start ..< index]), start, index)
            } else if character == "°" || character == "º" || character == "%" || character == "+" {
                index = text.index(after: index)
                append(.symbol, character == "º" ? "°" : String(character), start, index)
            } else if character == "℃" || character == "℉" {
                index = text.index(after: index)
                append(.symbol, character == "℃" ? "°c" : "°f", start, index)
            } else {
                index = text.index(after: index)
            }
        }
        return tokens
    }

    /// Reads a number token from `start` (a digit, or a point before a digit) and returns where
    /// it ends.
    private static func scanNumber(in text: String, from start: String.Index) -> String.Index {
        var index = start
        var sawDecimalComma = false
        var sawSeparator = false
        if text[index] == "." { index = text.index(after: index) }
        index = skipDigits(in: text, from: index)
        while index < text.endIndex {
            let separator = text[index]
            guard "./-:+,".contains(separator),
                  let next = peek(after: index, in: text), next.isDigitZeroToNine
            else { break }
            let digitsStart = text.index(after: index)
            let digitsEnd = skipDigits(in: text, from: digitsStart)
            if separator == "," {
                let groupLength = text.distance(from: digitsStart, to: digitsEnd)
                if groupLength == 3, !sawDecimalComma {
                    index = digitsEnd
                    continue
                }
                guard !sawSeparator, !sawDecimalComma, unitFollows(in: text, from: digitsEnd) else { break }
                sawDecimalComma = true
            }
            sawSeparator = true
            index = digitsEnd
        }
        return index
    }

    private static func skipDigits(in text: String, from start: String.Index) -> String.Index {
        var index = start
        while index < text.endIndex, text[index].isDigitZeroToNine { index = text.index(after: index) }
        return index
    }

    /// Whether a unit word ("ml", "kg", "degrees") or a degree sign comes next, after spaces.
    private static func unitFollows(in text: String, from start: String.Index) -> Bool {
        var index = start
        while index < text.endIndex, text[index] == " " { index = text.index(after: index) }
        guard index < text.endIndex else { return false }
        if "°º℃℉".contains(text[index]) { return true }
        var word = ""
        while index < text.endIndex, text[index].isLetter, word.count < 16 {
            word.append(contentsOf: text[index].lowercased())
            index = text.index(after: index)
        }
        return UnitWords.units[word] != nil
    }

    private static func peek(after index: String.Index, in text: String) -> Character? {
        let next = text.index(after: index)
        return next < text.endIndex ? text[next] : nil
    }

    private static func isApostrophe(_ character: Character) -> Bool {
        character == "'" || character == "\u{2019}"
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9 (not other scripts' digits or fractions).
    var isDigitZeroToNine: Bool { ("0" ... "9").contains(self) }
}
