import Foundation

/// A guardrail that a text tripped: its category and the phrase or pattern that matched.
package struct GuardrailHit: Sendable, Hashable, CustomStringConvertible {
    /// What kind of thing Bloom must not say.
    package let category: GuardrailCategory
    /// The lexicon phrase, or the regular expression, that matched.
    package let phrase: String
    /// The words of the text that matched, lower-cased.
    package let matched: String

    /// Creates a hit.
    package init(category: GuardrailCategory, phrase: String, matched: String) {
        self.category = category
        self.phrase = phrase
        self.matched = matched
    }

    /// e.g. `dose: "take ibuprofen"`.
    package var description: String { "\(category.rawValue): \"\(matched)\"" }
}

/// Checks any text Bloom is about to show against the guardrail lexicon (`guardrails.json`).
///
/// Phrases match case-insensitively on word boundaries after lower-casing, folding ’ to ' and
/// collapsing runs of white space (so wrapped text still matches); patterns are ICU regular
/// expressions run on that same lower-cased text, matched by hand with ICU's results
/// (`GuardrailPattern`) so a reply does not pay ICU's start-up. Everything is parsed once, in `init`.
/// A diagnosis phrase right after a condition word ("if you are pregnant", "whether you have
/// thrush") states a condition, not a claim, and passes.
///
/// ```swift
/// let filter = try OutputFilter(guardrails: knowledge.guardrails)
/// filter.check("Take ibuprofen for the cramps")   // dose: "take ibuprofen"
/// filter.check("A warm bath can ease cramps")      // nil
/// ```
package struct OutputFilter: Sendable {

    private struct Phrase {
        let bytes: [UInt8]
        let text: String
        let category: GuardrailCategory
        let boundaryBefore: Bool
        let boundaryAfter: Bool
    }

    /// Phrases grouped by their first byte, so a scan only compares plausible candidates.
    private let phrasesByFirstByte: [[Phrase]]
    /// Every phrase, by first byte and then as `phrasesByFirstByte` orders each byte's.
    private let phrases: [Phrase]
    /// The byte-pair slots of every phrase (`BytePairs.slots`), one after another: phrase `i`'s
    /// are `pairSlots[pairStarts[i]..<pairStarts[i + 1]]`, worked out once instead of per reply.
    private let pairSlots: [UInt16]
    private let pairStarts: [Int]
    let patterns: [GuardrailPattern]

    /// Compiles the phrases and patterns of every output category.
    /// - Throws: a `KnowledgeProblem` naming the pattern that is not a valid regular expression.
    package init(guardrails: Guardrails) throws(KnowledgeProblem) {
        var buckets = [[Phrase]](repeating: [], count: 256)
        var patterns: [GuardrailPattern] = []
        for category in GuardrailCategory.allCases {
            guard let rules = guardrails.output[category] else { continue }
            for phrase in rules.phrases {
                let bytes = OutputFilter.normalized(phrase)
                guard let first = bytes.first, let last = bytes.last else { continue }
                buckets[Int(first)].append(Phrase(
                    bytes: bytes, text: phrase, category: category,
                    boundaryBefore: OutputFilter.isWordByte(first), boundaryAfter: OutputFilter.isWordByte(last)
                ))
            }
            for (index, source) in rules.patterns.enumerated() {
                do {
                    patterns.append(try GuardrailPattern(source: source, category: category))
                } catch {
                    throw KnowledgeProblem(
                        file: KnowledgeFile.guardrails.path, path: "output.\(category.rawValue).patterns[\(index)]",
                        message: "not a valid regular expression")
                }
            }
        }
        // Longer phrases first, so "you are having a miscarriage" wins over a shorter prefix.
        phrasesByFirstByte = buckets.map { $0.sorted { $0.bytes.count > $1.bytes.count } }
        phrases = phrasesByFirstByte.flatMap { $0 }
        var pairSlots: [UInt16] = [], pairStarts = [0]
        for phrase in phrases {
            pairSlots += BytePairs.slots(of: phrase.bytes)
            pairStarts.append(pairSlots.count)
        }
        self.pairSlots = pairSlots
        self.pairStarts = pairStarts
        self.patterns = patterns
    }

    /// The first guardrail `text` trips, or nil when it is clean.
    ///
    /// - Complexity: O(n) in the text's length for phrases, with no heap allocation for
    ///   ordinary text; patterns add one backtracking pass each.
    package func check(_ text: String) -> GuardrailHit? {
        let capacity = text.utf8.count * 3 + 4
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> GuardrailHit? in
            // ASCII text (most replies) is read byte by byte, and then needs no ICU.
            let ascii = OutputFilter.normalizeASCII(text, into: buffer)
            let count = ascii ?? OutputFilter.normalizeScalars(text, into: buffer)
            let bytes = UnsafeBufferPointer(rebasing: buffer[..<count])
            // Most replies lack some byte pair of every phrase: then none can be found in them.
            let pairs = BytePairs(bytes)
            // Only the phrases whose every byte pair the text holds are looked for, in the order
            // `firstPhrase` tries them: the same first hit, without trying the rest at every byte.
            let possible = pairSlots.withUnsafeBufferPointer { slots in
                phrases.indices.filter { pairs.mayContain(slots: UnsafeBufferPointer(rebasing: slots[pairStarts[$0]..<pairStarts[$0 + 1]])) }
            }
            if !possible.isEmpty, let hit = firstPhrase(in: bytes, among: possible) { return hit }
            guard !patterns.isEmpty else { return nil }
            return firstPattern(in: bytes, pairs: pairs, ascii: ascii != nil)
        }
    }

    /// The first pattern that matches the normalized `bytes`, by hand where the hand matcher can
    /// judge the text and through ICU where it cannot (see `GuardrailPattern`).
    /// `check` trying every phrase and pattern, none ruled out by byte pairs: the reference
    /// `check` is tested against.
    func referenceCheck(_ text: String) -> GuardrailHit? {
        OutputFilter.normalized(text).withUnsafeBufferPointer { bytes in
            if let hit = firstPhrase(in: bytes) { return hit }
            guard !patterns.isEmpty else { return nil }
            return firstPattern(in: bytes, rulingOut: false)
        }
    }

    /// - Parameters:
    ///   - pairs: the text's byte pairs, when the caller has them.
    ///   - rulingOut: whether patterns are ruled out by byte pairs (false only for the reference).
    ///   - ascii: whether every byte of the text is ASCII (then ICU is not needed).
    func firstPattern(in bytes: UnsafeBufferPointer<UInt8>, pairs known: BytePairs? = nil, rulingOut: Bool = true, ascii: Bool = false) -> GuardrailHit? {
        let needsICU = !ascii && GuardrailPattern.needsICU(bytes)
        // A pattern needing words whose byte pairs the text lacks cannot match it (what the
        // hand matcher would find, without searching the text for each word).
        let pairs = needsICU || !rulingOut ? nil : known ?? BytePairs(bytes)
        for pattern in patterns {
            if let pairs, pattern.nodes != nil, let required = pattern.requiredBytes, !required.contains(where: pairs.mayContain) { continue }
            let outcome = needsICU ? .undecided : pattern.handMatch(bytes, pairs: pairs)
            switch outcome {
            case .match(let range):
                return GuardrailHit(category: pattern.category, phrase: pattern.source,
                                    matched: String(decoding: bytes[range], as: UTF8.self))
            case .noMatch:
                continue
            case .undecided:
                if let matched = OutputFilter.icuMatch(pattern, bytes) {
                    return GuardrailHit(category: pattern.category, phrase: pattern.source, matched: matched)
                }
            }
        }
        return nil
    }

    /// The first match of `pattern`'s ICU expression in the normalized text, as a string.
    static func icuMatch(_ pattern: GuardrailPattern, _ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let expression = pattern.icuExpression() else { return nil }
        let normalized = String(decoding: bytes, as: UTF8.self)
        let range = NSRange(normalized.startIndex..., in: normalized)
        guard let match = expression.firstMatch(in: normalized, options: [], range: range),
              let found = Range(match.range, in: normalized) else { return nil }
        return String(normalized[found])
    }

    /// `firstPhrase(in:)` trying only `among` (a part of `phrases`, in its order): the same hit
    /// when the phrases left out cannot occur in `bytes`.
    ///
    /// Each phrase is looked for on its own, its first byte found by `memchr`, and the earliest
    /// hit wins; at the same place, the phrase earlier in `among` (so in `phrases`), as the
    /// scan position by position with every phrase at each gave it. A later phrase is looked
    /// for only before the best place found so far.
    private func firstPhrase(in bytes: UnsafeBufferPointer<UInt8>, among possible: [Int]) -> GuardrailHit? {
        guard let base = bytes.baseAddress else { return nil }
        var best: (position: Int, hit: GuardrailHit)?
        for index in possible {
            let phrase = phrases[index]
            let limit = best?.position ?? bytes.count
            var position = 0
            while position < limit, let found = memchr(base + position, Int32(phrase.bytes[0]), limit - position) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let wordStart = at == 0 || !OutputFilter.isWordByte(bytes[at - 1])
                if !phrase.boundaryBefore || wordStart, let hit = match(phrase, in: bytes, at: at) {
                    best = (at, hit)
                    break
                }
                position = at + 1
            }
        }
        return best?.hit
    }

    /// The hit of `phrase` at `position` of `bytes`, if it is there with its word boundaries.
    private func match(_ phrase: Phrase, in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> GuardrailHit? {
        let count = bytes.count
        let end = position + phrase.bytes.count
        guard end <= count else { return nil }
        if phrase.boundaryAfter, end < count, OutputFilter.isWordByte(bytes[end]) { return nil }
        let equal = phrase.bytes.withUnsafeBufferPointer { wanted in
            memcmp(wanted.baseAddress!, bytes.baseAddress! + position, wanted.count) == 0
        }
        guard equal && !(phrase.category == .diagnosis && OutputFilter.followsCondition(bytes, position)) else { return nil }
        return GuardrailHit(category: phrase.category, phrase: phrase.text, matched: String(decoding: bytes[position..<end], as: UTF8.self))
    }

    private func firstPhrase(in bytes: UnsafeBufferPointer<UInt8>) -> GuardrailHit? {
        let count = bytes.count
        var position = 0
        while position < count {
            let candidates = phrasesByFirstByte[Int(bytes[position])]
            if !candidates.isEmpty {
                let wordStart = position == 0 || !OutputFilter.isWordByte(bytes[position - 1])
                for phrase in candidates where !phrase.boundaryBefore || wordStart {
                    let end = position + phrase.bytes.count
                    guard end <= count else { continue }
                    if phrase.boundaryAfter, end < count, OutputFilter.isWordByte(bytes[end]) { continue }
                    let equal = phrase.bytes.withUnsafeBufferPointer { wanted in
                        memcmp(wanted.baseAddress!, bytes.baseAddress! + position, wanted.count) == 0
                    }
                    if equal && !(phrase.category == .diagnosis && OutputFilter.followsCondition(bytes, position)) {
                        return GuardrailHit(category: phrase.category, phrase: phrase.text,
                                            matched: String(decoding: bytes[position..<end], as: UTF8.self))
                    }
                }
            }
            position += 1
        }
        return nil
    }

    /// Words that make what follows a condition rather than a claim: "if you are pregnant" and
    /// "whether you have thrush" are not diagnoses.
    static let conditionWords: [[UInt8]] = ["if", "whether", "when", "unless", "once", "while", "case", "until"]
        .map { Array($0.utf8) }

    /// Whether the word just before `position` is a condition word.
    static func followsCondition(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int) -> Bool {
        var end = position
        while end > 0 && !isWordByte(bytes[end - 1]) { end -= 1 }
        var start = end
        while start > 0 && isWordByte(bytes[start - 1]) { start -= 1 }
        guard start < end else { return false }
        let word = Array(bytes[start..<end])
        return conditionWords.contains(word)
    }

    /// Letters, digits, underscore and any non-ASCII byte (part of a letter) join words.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        case 0x80...: true
        default: false
        }
    }

    /// `text` lower-cased, with ’ and ‘ folded to ' and white-space runs collapsed, as UTF-8.
    static func normalized(_ text: String) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: text.utf8.count * 3 + 4) { buffer, count in
            count = normalize(text, into: buffer)
        }
    }

    /// Writes the normalized UTF-8 of `text` into `buffer` (at least 3 bytes per input byte)
    /// and returns how many bytes it wrote.
    private static func normalize(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        normalizeASCII(text, into: buffer) ?? normalizeScalars(text, into: buffer)
    }

    /// `normalize(_:into:)` scalar by scalar: any text, and the reference the ASCII reading is
    /// tested against.
    static func normalizeScalars(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        var lastWasSpace = true  // also trims leading space
        func append(_ byte: UInt8) {
            buffer[count] = byte
            count += 1
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let byte = UInt8(value)
                switch byte {
                case 0x09...0x0D, 0x20:
                    if !lastWasSpace { append(0x20) }
                    lastWasSpace = true
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    append(byte + 32)
                    lastWasSpace = false
                default:
                    append(byte)
                    lastWasSpace = false
                }
                continue
            }
            if value == 0x2019 || value == 0x2018 || value == 0x02BC {
                append(UInt8(ascii: "'"))
                lastWasSpace = false
            } else if scalar.properties.isWhitespace {
                if !lastWasSpace { append(0x20) }
                lastWasSpace = true
            } else if scalar.properties.changesWhenLowercased {
                for byte in scalar.properties.lowercaseMapping.utf8 { append(byte) }
                lastWasSpace = false
            } else {
                UTF8.encode(scalar) { append($0) }
                lastWasSpace = false
            }
        }
        if count > 0, buffer[count - 1] == 0x20 { count -= 1 }
        return count
    }

    /// `normalize(_:into:)` for ASCII text (most replies), byte by byte instead of scalar by
    /// scalar: the same bytes. Nil for other text.
    static func normalizeASCII(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var text = text
        return text.withUTF8 { bytes -> Int? in
            var count = 0
            var lastWasSpace = true  // also trims leading space
            for byte in bytes {
                switch byte {
                case 0x80...: return nil
                case 0x09...0x0D, 0x20:
                    if !lastWasSpace {
                        buffer[count] = 0x20
                        count += 1
                    }
                    lastWasSpace = true
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    buffer[count] = byte + 32
                    count += 1
                    lastWasSpace = false
                default:
                    buffer[count] = byte
                    count += 1
                    lastWasSpace = false
                }
            }
            if count > 0, buffer[count - 1] == 0x20 { count -= 1 }
            return count
        }
    }
}

/// Which pairs of adjacent bytes a text holds, hashed into 4,096 bits: bytes with a pair the
/// text lacks do not occur in it (bytes whose pairs are all there may still not).
struct BytePairs {
    private var bits = [UInt64](repeating: 0, count: 64)

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count > 1 else { return }
        bits.withUnsafeMutableBufferPointer { bits in
            for index in 1..<bytes.count {
                let slot = BytePairs.slot(bytes[index - 1], bytes[index])
                bits[slot >> 6] |= 1 << UInt64(slot & 63)
            }
        }
    }

    @inline(__always)
    private static func slot(_ first: UInt8, _ second: UInt8) -> Int { (Int(first) << 6 ^ Int(second)) & 0xFFF }

    /// The slot of each pair of adjacent bytes of `needle`, for `mayContain(slots:)`.
    static func slots(of needle: [UInt8]) -> [UInt16] {
        guard needle.count > 1 else { return [] }
        return (1..<needle.count).map { UInt16(slot(needle[$0 - 1], needle[$0])) }
    }

    /// `mayContain` for a needle's pairs worked out ahead (`slots(of:)`).
    func mayContain(slots: UnsafeBufferPointer<UInt16>) -> Bool {
        bits.withUnsafeBufferPointer { bits in
            for slot in slots where bits[Int(slot >> 6)] & (1 << UInt64(slot & 63)) == 0 { return false }
            return true
        }
    }

    /// False when `needle` cannot occur in the text; true when it may (or is shorter than a pair).
    func mayContain(_ needle: [UInt8]) -> Bool {
        guard needle.count > 1 else { return true }
        for index in 1..<needle.count {
            let slot = BytePairs.slot(needle[index - 1], needle[index])
            if bits[slot >> 6] & (1 << UInt64(slot & 63)) == 0 { return false }
        }
        return true
    }
}
