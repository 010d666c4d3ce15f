import BloomBase
import Foundation

/// A message after normalising: lower-case, accents folded, contractions expanded, lay
/// spellings and typos corrected, punctuation reduced to what numbers and dates need.
package struct NormalizedText: Sendable, Equatable {
    /// The message as it was typed.
    package let original: String
    /// The normalised words, in order.
    package let tokens: [String]
    /// For each token, the word as typed before spelling correction (same count as `tokens`).
    package let typed: [String]

    /// The tokens joined by single spaces.
    package var text: String { NormalizedText.joined(tokens) }

    /// `words` joined by single spaces, as `words.joined(separator: " ")`, copying each word's
    /// bytes once into a string of the right size (the standard library's join, not compiled
    /// for `[String]` here, cost several times as much).
    package static func joined(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        var count = words.count - 1
        for word in words { count += word.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var at = 0
            for (index, word) in words.enumerated() {
                if index > 0 {
                    buffer[at] = 0x20
                    at += 1
                }
                if let copied = word.utf8.withContiguousStorageIfAvailable({ bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[at..<(at + bytes.count)]).initialize(from: bytes)
                    return bytes.count
                }) {
                    at += copied
                } else {
                    for byte in word.utf8 {
                        buffer[at] = byte
                        at += 1
                    }
                }
            }
            return at
        }
    }

    package init(original: String, tokens: [String], typed: [String]) {
        self.original = original
        self.tokens = tokens
        self.typed = typed
    }
}

/// Normalises what people type so the rest of the assistant sees one spelling of each word.
///
/// Steps, in order: fold case and accents; straighten quotes; expand contractions ("what's" →
/// "what is"); drop possessive 's; replace punctuation with spaces except inside numbers and
/// dates (`36.6`, `3/3`, `2026-03-03`, `20+3`, `38°c`); split digits from units (`500ml` →
/// `500 ml`); map lay spellings ("wen" → "when", "preggo" → "pregnant"); correct typos against
/// the known vocabulary with an edit distance that is stricter for short words, leaving the
/// month and weekday words dates are written in ("sept", "febr", "weds") as they are.
package struct TextNormalizer: Sendable {
    /// Lay spellings (word → replacement words), as a `WordTable`: every word read is looked up.
    private let spellings: WordTable<[String]>
    private let corrector: SpellingCorrector

    /// - Parameters:
    ///   - vocabulary: words the assistant knows (from intents, lexicons and content); typos
    ///     are corrected toward them.
    ///   - laySpellings: extra word → replacement mappings (the replacement may be several words).
    ///   - exactOnly: known words read only as typed, never a typo's correction.
    package init(vocabulary: some Sequence<String> = [], laySpellings: [String: String] = [:], exactOnly: Set<String> = []) {
        let spellings = TextNormalizer.spellings(laySpellings)
        self.spellings = WordTable(spellings)
        var known = Set(vocabulary.map { $0.lowercased() })
        for replacement in spellings.values { known.formUnion(replacement) }
        known.formUnion(TextNormalizer.commonWords)
        self.corrector = SpellingCorrector(vocabulary: known, exactOnly: exactOnly)
    }

    /// A normaliser whose vocabulary was worked out ahead of time: `knownWords` is the
    /// `knownWords` of a normaliser made with `init(vocabulary:laySpellings:)` and the same
    /// `laySpellings`, and then the two normalise every message alike.
    package init(knownWords: Set<String>, laySpellings: [String: String], exactOnly: Set<String> = []) {
        self.spellings = WordTable(TextNormalizer.spellings(laySpellings))
        self.corrector = SpellingCorrector(vocabulary: knownWords, exactOnly: exactOnly)
    }

    /// Every word typos are corrected toward, lower case: the vocabulary given, the words lay
    /// spellings map to and the common words.
    package var knownWords: Set<String> { corrector.vocabulary }

    /// Known words read only as typed, never a typo's correction.
    package var exactOnly: Set<String> { corrector.exactOnly }

    /// The built-in lay spellings with `laySpellings` (word → replacement words) added.
    private static func spellings(_ laySpellings: [String: String]) -> [String: [String]] {
        var spellings = TextNormalizer.builtInSpellings
        for (word, replacement) in laySpellings {
            spellings[word.lowercased()] = replacement.lowercased().split(separator: " ").map(String.init)
        }
        return spellings
    }

    /// The longest message read, in characters: far more than any question, short enough that
    /// reading a message stays quick. Commands refuse a longer one (`messageTooLong`); the
    /// normaliser reads only this much of whatever it is given.
    package static let longestMessage = 4_000

    /// Why `message` is too long to read, or nil when it is not.
    package static func messageTooLong(_ message: String) -> String? {
        let count = message.count
        guard count > longestMessage else { return nil }
        return "that message is \(count) characters long; Bloom reads at most \(longestMessage): ask one thing at a time"
    }

    /// `message`'s first `longestMessage` characters: the message itself when its UTF-8 is no
    /// longer than that (counting characters, which is slow, only for a long text).
    static func readable(_ message: String) -> String {
        guard message.utf8.count > longestMessage, message.count > longestMessage else { return message }
        return String(message.prefix(longestMessage))
    }

    /// Normalises `message` (its first `longestMessage` characters).
    package func normalize(_ message: String) -> NormalizedText {
        let message = TextNormalizer.readable(message)
        let folded = TextNormalizer.straightenQuotes(TextNormalizer.fold(TextNormalizer.wordsForEmoji(message)))
        var tokens: [String] = []
        var typed: [String] = []
        for raw in TextNormalizer.split(folded) {
            read(raw, tokens: &tokens, typed: &typed)
        }
        TextNormalizer.readIllAsIWill(&tokens, typed: &typed)
        return NormalizedText(original: message, tokens: tokens, typed: typed)
    }

    /// The raw words of one message already read, with their tokens and the words as typed:
    /// the message's clauses and sentences, normalised again apart, reuse them instead of
    /// expanding, mapping and correcting each word again; `tokenizer()` keeps one for a whole
    /// library. Not for sharing between threads.
    package struct Memo: Sendable {
        /// What a raw word read as: almost always one token, kept without a list.
        fileprivate enum Reading: Sendable {
            case one(token: String, typed: String)
            case several(tokens: [String], typed: [String])
        }

        /// The raw words read, found by an FNV-1a hash of their bytes (`FNV1a`) in an open-addressing
        /// table (at most half full; -1 is an empty slot). A `Dictionary` hashed each word with
        /// seeded SipHash, twice for a new word (a look-up, then an insert), which cost several
        /// times as much. Two spellings `String` calls equal but whose bytes differ are kept
        /// apart, each read as itself: what reading them without a memo gives.
        private var slots = [Int32](repeating: -1, count: 32)
        private var hashes: [UInt64] = []
        private var words: [String] = []
        private var readings: [Reading] = []

        package init() {}

        /// How many raw words the memo holds.
        package var count: Int { words.count }


        private func firstSlot(_ hash: UInt64) -> Int {
            Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slots.count.trailingZeroBitCount))
        }

        /// The reading of `word` (whose `hash` is given), if it was read before.
        fileprivate func reading(of word: String, hash: UInt64) -> Reading? {
            let mask = slots.count - 1
            var slot = firstSlot(hash)
            while true {
                let entry = Int(slots[slot])
                if entry < 0 { return nil }
                if hashes[entry] == hash && words[entry].utf8.elementsEqual(word.utf8) { return readings[entry] }
                slot = (slot + 1) & mask
            }
        }

        /// Remembers `reading` for `word` (not in the memo yet).
        fileprivate mutating func remember(_ word: String, hash: UInt64, as reading: Reading) {
            if 2 * (words.count + 1) > slots.count { makeRoom(for: words.count + 1) }
            place(words.count, hash: hash)
            hashes.append(hash)
            words.append(word)
            readings.append(reading)
        }

        /// Room for `count` words in all, so adding them does not grow the table word by word.
        mutating func makeRoom(for count: Int) {
            hashes.reserveCapacity(count)
            words.reserveCapacity(count)
            readings.reserveCapacity(count)
            guard 2 * count > slots.count else { return }
            var size = slots.count
            while 2 * count > size { size *= 2 }
            slots = [Int32](repeating: -1, count: size)
            for (entry, hash) in hashes.enumerated() { place(entry, hash: hash) }
        }

        private mutating func place(_ entry: Int, hash: UInt64) {
            let mask = slots.count - 1
            var slot = firstSlot(hash)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }

    /// `normalize(message)`, reading each raw word through `memo` (what a raw word becomes
    /// depends on that word alone, so the result is the same).
    package func normalize(_ message: String, memo: inout Memo) -> NormalizedText {
        let message = TextNormalizer.readable(message)
        let folded = TextNormalizer.straightenQuotes(TextNormalizer.fold(TextNormalizer.wordsForEmoji(message)))
        var tokens: [String] = []
        var typed: [String] = []
        let raws = TextNormalizer.split(folded)
        // Room for every word at once (most raw words are one token).
        memo.makeRoom(for: memo.count + raws.count)
        tokens.reserveCapacity(raws.count)
        typed.reserveCapacity(raws.count)
        for raw in raws {
            let hash = FNV1a.hash(raw)
            switch memo.reading(of: raw, hash: hash) {
            case .one(let token, let word):
                tokens.append(token)
                typed.append(word)
            case .several(let someTokens, let someTyped):
                tokens.append(contentsOf: someTokens)
                typed.append(contentsOf: someTyped)
            case nil:
                let start = tokens.count
                read(raw, tokens: &tokens, typed: &typed)
                memo.remember(raw, hash: hash, as: tokens.count == start + 1
                    ? .one(token: tokens[start], typed: typed[start])
                    : .several(tokens: Array(tokens[start...]), typed: Array(typed[start...])))
            }
        }
        TextNormalizer.readIllAsIWill(&tokens, typed: &typed)
        return NormalizedText(original: message, tokens: tokens, typed: typed)
    }

    /// One raw word (folded, split out of a message) as normalised tokens, each with the word as
    /// typed: contractions expanded, lay spellings mapped, typos corrected. It depends on the
    /// raw word alone, which is what lets a `Memo` remember it.
    private func read(_ raw: String, tokens: inout [String], typed: inout [String]) {
        // Most words start with an ASCII letter and have no apostrophe: `expand` would give the
        // word itself (only a word starting with a number may split), so it is read as it
        // is, without making a list of one.
        if let first = raw.utf8.first, (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A, !raw.utf8.contains(UInt8(ascii: "'")) {
            readPiece(raw, tokens: &tokens, typed: &typed)
            return
        }
        for piece in expand(raw) { readPiece(piece, tokens: &tokens, typed: &typed) }
    }

    /// One piece of a raw word (after contractions are expanded): its lay spelling mapped,
    /// or the piece corrected. A month or weekday the day reader knows is never corrected
    /// ("sept 12" stays a date, not "sent 12"), whatever the vocabulary holds.
    private func readPiece(_ piece: String, tokens: inout [String], typed: inout [String]) {
        if let mapped = spellings[piece] {
            tokens.append(contentsOf: mapped)
            typed.append(contentsOf: Array(repeating: piece, count: mapped.count))
        } else {
            let corrected = corrector.correct(piece)
            tokens.append(corrected != piece && DayWords.isDayWord(piece) ? piece : corrected)
            typed.append(piece)
        }
    }

    /// A function from text to `normalize(text).tokens` that remembers each raw word it has
    /// read, for normalising a whole library (whose words repeat) at once. Not for sharing
    /// between threads: make one per job.
    package func tokenizer() -> (String) -> [String] {
        var memo = Memo()
        return { message in self.normalize(message, memo: &memo).tokens }
    }

    /// Lower case with accents folded. Plain ASCII (most messages) is lowered byte by byte;
    /// only text with other characters goes through Foundation's (much slower) folding.
    static func fold(_ text: String) -> String {
        let utf8 = text.utf8
        if ASCIIText.isASCII(text) {
            let hasCapital = utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0x41 && $0 <= 0x5A } }
                ?? utf8.contains { $0 >= 0x41 && $0 <= 0x5A }
            if !hasCapital { return text }
            return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }

    /// ’ ‘ and ` become ' (one pass, and none at all for text without them).
    /// The feeling an emoji shows, as the word for it ("feeling 😡" reads as "feeling angry"):
    /// faces only, each one a mood or a symptom Bloom knows. Other emoji are left as they are.
    package static let emojiWords: [Unicode.Scalar: String] = [
        "\u{1F621}": "angry", "\u{1F620}": "angry", "\u{1F92C}": "angry", "\u{1F624}": "irritable",
        "\u{1F622}": "sad", "\u{1F62D}": "sad", "\u{1F61E}": "sad", "\u{1F614}": "sad", "\u{1F641}": "sad", "\u{2639}": "sad",
        "\u{1F60A}": "happy", "\u{1F642}": "happy", "\u{1F600}": "happy", "\u{1F603}": "happy", "\u{1F604}": "happy", "\u{1F970}": "happy",
        "\u{1F634}": "tired", "\u{1F971}": "tired", "\u{1F629}": "tired", "\u{1F62B}": "tired",
        "\u{1F630}": "anxious", "\u{1F61F}": "anxious", "\u{1F628}": "anxious",
        "\u{1F922}": "nauseous", "\u{1F92E}": "vomiting",
    ]

    /// `text` with each feeling emoji (`emojiWords`) replaced by its word between spaces; the
    /// text itself when it holds none (every emoji is outside the Basic Multilingual Plane's
    /// first part, so an ASCII text is returned at once).
    static func wordsForEmoji(_ text: String) -> String {
        guard !ASCIIText.isASCII(text), text.unicodeScalars.contains(where: { emojiWords[$0] != nil }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let word = emojiWords[scalar] { result += " \(word) " } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    static func straightenQuotes(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{2019}" || $0 == "\u{2018}" || $0 == "`" }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(scalar == "\u{2019}" || scalar == "\u{2018}" || scalar == "`" ? "'" : scalar)
        }
        return String(result)
    }

    /// Expands contractions and possessives in one raw word.
    private func expand(_ word: String) -> [String] {
        guard word.utf8.contains(UInt8(ascii: "'")) else { return TextNormalizer.splitUnits(word) }
        if let expansion = TextNormalizer.contractions[word] { return expansion }
        if word.hasSuffix("n't") { return [String(word.dropLast(3)), "not"] }
        if word.hasSuffix("'re") { return [String(word.dropLast(3)), "are"] }
        if word.hasSuffix("'ve") { return [String(word.dropLast(3)), "have"] }
        if word.hasSuffix("'ll") { return [String(word.dropLast(3)), "will"] }
        if word.hasSuffix("'m") { return [String(word.dropLast(2)), "am"] }
        if word.hasSuffix("'d") { return [String(word.dropLast(2)), "would"] }
        if word.hasSuffix("'s") { return [String(word.dropLast(2))] }
        let stripped = word.replacingOccurrences(of: "'", with: "")
        return stripped.isEmpty ? [] : [stripped]
    }

    /// Splits on anything that is not a letter, digit, apostrophe, or a number/date separator
    /// between digits.
    static func split(_ text: String) -> [String] {
        if ASCIIText.isASCII(text) { return splitASCII(Array(text.utf8)) }
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character.isLetter || character.isNumber || character == "'" {
                current.append(character)
                continue
            }
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            let joinsNumbers = "./-:+,".contains(character) && previous.isNumber && next.isNumber
            if joinsNumbers {
                current.append(character)
            } else if character == "°" || (character == "%" && previous.isNumber) {
                if !current.isEmpty { words.append(current); current = "" }
                words.append(character == "°" ? "°" : "%")
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map(trimmingApostrophes).filter { !$0.isEmpty }
    }

    /// `word` without the apostrophes it starts or ends with, scalar by scalar (as
    /// `trimmingCharacters(in: CharacterSet(charactersIn: "'"))` trims, without building a
    /// character set for every word).
    static func trimmingApostrophes(_ word: String) -> String {
        let scalars = word.unicodeScalars
        var lower = scalars.startIndex, upper = scalars.endIndex
        while lower < upper && scalars[lower] == "'" { lower = scalars.index(after: lower) }
        while upper > lower && scalars[scalars.index(before: upper)] == "'" { upper = scalars.index(before: upper) }
        return lower == scalars.startIndex && upper == scalars.endIndex ? word : String(scalars[lower..<upper])
    }

    /// `split` for ASCII text, byte by byte (the same rules, much faster than `Character`s).
    static func splitASCII(_ bytes: [UInt8]) -> [String] {
        func isLetter(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        let apostrophe = UInt8(ascii: "'")
        var words: [String] = []
        // A word and a space take at least two bytes.
        words.reserveCapacity(bytes.count / 2 + 1)
        var start = -1
        func flush(_ end: Int) {
            guard start >= 0 else { return }
            var lower = start, upper = end
            while lower < upper && bytes[lower] == apostrophe { lower += 1 }
            while upper > lower && bytes[upper - 1] == apostrophe { upper -= 1 }
            if lower < upper { words.append(String(decoding: bytes[lower..<upper], as: UTF8.self)) }
            start = -1
        }
        for index in bytes.indices {
            let byte = bytes[index]
            if isLetter(byte) || isDigit(byte) || byte == apostrophe {
                if start < 0 { start = index }
                continue
            }
            let previous = index > 0 ? bytes[index - 1] : 0x20
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0x20
            let joins = [UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "+"), UInt8(ascii: ",")].contains(byte)
                && isDigit(previous) && isDigit(next)
            if joins {
                if start < 0 { start = index }
            } else if byte == UInt8(ascii: "%") && isDigit(previous) {
                flush(index)
                words.append("%")
            } else {
                flush(index)
            }
        }
        flush(bytes.count)
        return words
    }

    /// "ill wait till friday", "ill be fine": "I'll" typed without its apostrophe, read as "i
    /// will" when a verb follows it and no word before it makes it the adjective ("feeling ill",
    /// "been ill", "so ill"). Read as being ill, the plan was a statement of a symptom, and its
    /// day carried over to the mood told after it. The only word whose reading depends on its
    /// neighbours, so it is read after the words themselves (a `Memo` still holds each alone).
    static func readIllAsIWill(_ tokens: inout [String], typed: inout [String]) {
        guard tokens.contains("ill") else { return }
        var index = tokens.count - 2
        while index >= 0 {
            if tokens[index] == "ill", verbsAfterIWill.contains(tokens[index + 1]),
               !makesIllTheAdjective(tokens, before: index) {
                tokens.replaceSubrange(index...index, with: ["i", "will"])
                typed.replaceSubrange(index...index, with: [typed[index], typed[index]])
            }
            index -= 1
        }
    }

    /// Whether the words before `index` make the "ill" there the adjective.
    static func makesIllTheAdjective(_ tokens: [String], before index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        if wordsBeforeIllTheAdjective.contains(previous) { return true }
        return degreeWordsBeforeIll.contains(previous) && index > 1 && wordsBeforeIllTheAdjective.contains(tokens[index - 2])
    }

    /// Words that follow "I'll" and never "ill" the adjective: verbs a person plans with, and
    /// the adverbs between ("ill just wait", "ill def test tomorrow").
    static let verbsAfterIWill: Set<String> = [
        "be", "do", "have", "wait", "try", "see", "get", "go", "take", "call", "ring", "phone", "text", "book", "ask",
        "check", "log", "let", "keep", "tell", "make", "come", "give", "start", "stop", "know", "update", "need", "look",
        "leave", "stick", "buy", "send", "pop", "test", "retest", "bd", "hurt", "kill", "miss", "sleep", "eat", "drink",
        "head", "put", "mention", "write", "message", "email", "talk", "speak", "skip", "use", "pick", "grab", "order",
        "rest", "stay", "report", "think", "hold", "probably", "prob", "defo", "def", "definitely", "just", "never",
        "always", "still", "also", "only", "maybe", "deffo", "soon", "show", "bring", "end", "die",
        "jump", "cut", "overdose", "swallow", "finish", "lose", "run", "walk", "cry", "scream", "ignore", "manage",
    ]

    /// Words before "ill" that make it the adjective ("feel ill", "been ill", "made me ill").
    static let wordsBeforeIllTheAdjective: Set<String> = [
        "feel", "feels", "feeling", "felt", "am", "is", "are", "was", "were", "be", "been", "being", "bit", "getting",
        "got", "gets", "get", "fell", "falling", "fallen", "look", "looks", "looked", "looking", "seriously", "terminally",
        "mentally", "critically", "chronically", "become", "became", "becoming", "not", "an", "seem", "seems", "seemed",
        "me", "her", "him", "them", "you", "us", "myself", "herself", "himself", "sick",
    ]

    /// Words of degree before "ill": the adjective only after one of
    /// `wordsBeforeIllTheAdjective` ("im so ill"); otherwise a conjunction ("so ill wait").
    static let degreeWordsBeforeIll: Set<String> = ["so", "very", "really", "quite", "too", "proper", "pretty", "kinda", "fairly", "super", "more", "less"]

    /// `500ml` → `500 ml`, `36.6c` → `36.6 c`, `20w3d` and `3rd` stay whole.
    static func splitUnits(_ word: String) -> [String] {
        guard let first = word.first, first.isNumber, let split = word.firstIndex(where: { $0.isLetter }) else {
            return [word]
        }
        let number = String(word[..<split])
        let unit = String(word[split...])
        if ["st", "nd", "rd", "th"].contains(unit) || number.contains("/") || number.contains("-") { return [word] }
        if unit.contains(where: \.isNumber) { return [word] }  // 20w3d, 1h30
        return [number, unit]
    }

    static let contractions: [String: [String]] = [
        "can't": ["cannot"], "won't": ["will", "not"], "shan't": ["shall", "not"], "ain't": ["is", "not"],
        "it's": ["it", "is"], "what's": ["what", "is"], "that's": ["that", "is"], "there's": ["there", "is"],
        "how's": ["how", "is"], "where's": ["where", "is"], "when's": ["when", "is"], "who's": ["who", "is"],
        "he's": ["he", "is"], "she's": ["she", "is"], "let's": ["let", "us"], "y'all": ["you", "all"],
        "i'm": ["i", "am"], "o'clock": ["oclock"],
    ]

    static let builtInSpellings: [String: [String]] = [
        "u": ["you"], "ur": ["your"], "r": ["are"], "pls": ["please"], "plz": ["please"], "thx": ["thanks"],
        "ty": ["thanks"], "tysm": ["thanks"], "wen": ["when"], "wat": ["what"], "wot": ["what"], "whats": ["what", "is"],
        "im": ["i", "am"], "ive": ["i", "have"], "dont": ["do", "not"], "didnt": ["did", "not"], "cant": ["cannot"],
        "doesnt": ["does", "not"], "isnt": ["is", "not"], "wont": ["will", "not"], "hows": ["how", "is"],
        "hasnt": ["has", "not"], "havent": ["have", "not"], "wasnt": ["was", "not"], "werent": ["were", "not"],
        "arent": ["are", "not"], "shouldnt": ["should", "not"], "couldnt": ["could", "not"], "wouldnt": ["would", "not"],
        "preggo": ["pregnant"], "preggers": ["pregnant"], "preg": ["pregnant"], "prego": ["pregnant"],
        "bub": ["baby"], "bubba": ["baby"], "tmrw": ["tomorrow"], "tmr": ["tomorrow"],
        "tomoz": ["tomorrow"], "yday": ["yesterday"], "yest": ["yesterday"], "yesterdays": ["yesterday"], "todays": ["today"], "tonights": ["tonight"], "2day": ["today"], "tday": ["today"],
        "hrs": ["hours"], "hr": ["hour"], "mins": ["minutes"], "min": ["minutes"], "secs": ["seconds"], "sec": ["seconds"],
        "wk": ["week"], "wks": ["weeks"], "temp": ["temperature"], "temps": ["temperatures"],
        "b4": ["before"], "gonna": ["going", "to"], "wanna": ["want", "to"], "gotta": ["have", "to"],
        "kinda": ["kind", "of"], "sorta": ["sort", "of"], "abt": ["about"], "thru": ["through"], "boobies": ["boobs"], "bc": ["because"], "cuz": ["because"],
        "coz": ["because"], "tho": ["though"], "rn": ["right", "now"], "idk": ["i", "do", "not", "know"],
        "pms": ["pms"], "bfp": ["positive", "pregnancy", "test"], "bfn": ["negative", "pregnancy", "test"],
        "hubby": ["husband"], "bf": ["boyfriend"], "gf": ["girlfriend"], "dh": ["husband"], "oh": ["oh"],
        "ttc": ["trying", "to", "conceive"], "yoghurt": ["yogurt"], "fibre": ["fiber"], "litres": ["liters"],
        "litre": ["liter"], "colour": ["color"], "tummy": ["belly"], "vom": ["vomit"], "puke": ["vomit"],
        "lbs": ["lb"], "kgs": ["kg"], "kilos": ["kg"], "kilo": ["kg"], "pounds": ["lb"], "stones": ["stone"],
    ]

    /// Small, frequent words that must never be "corrected" into something else.
    static let commonWords: Set<String> = [
        "a", "an", "the", "i", "me", "my", "you", "your", "we", "our", "is", "am", "are", "was", "were", "be",
        "been", "do", "does", "did", "not", "no", "yes", "and", "or", "but", "if", "of", "to", "in", "on",
        "at", "for", "with", "about", "from", "by", "it", "this", "that", "what", "when", "where", "why",
        "how", "who", "which", "can", "could", "should", "would", "will", "shall", "may", "might", "must",
        "have", "has", "had", "get", "got", "so", "too", "very", "just", "now", "then", "than", "up", "down",
        "out", "off", "over", "under", "again", "more", "most", "some", "any", "all", "each", "every", "one",
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "last", "next", "ago", "days",
        "day", "week", "weeks", "today", "tomorrow", "yesterday", "tonight", "morning", "night", "please",
        "thanks", "thank", "hi", "hello", "hey", "bye", "ok", "okay", "oh", "well", "like", "feel", "feeling",
        "much", "many", "long", "ml", "kg", "lb", "c", "f", "st", "oz", "l", "g", "mg", "mcg", "am", "pm",
    ]
}
