import BloomBase

/// A phrase pattern from `Knowledge/assistant/*.json`, matched against a message's tokens.
///
/// Syntax (documented for authors in `Knowledge/assistant/INTENTS.md`):
/// - `word` matches that word or its plural/singular (`period` matches `periods`);
/// - `a|b|c` matches any one of the words;
/// - `[a|b]` is optional (matches one of them or nothing);
/// - `*` skips up to 3 words, `**` up to 8;
/// - `{kind}` matches an entity found in the message, e.g. `{day}`, `{symptom}`, `{week}`;
/// - `^` at the start anchors to the start of the message, `$` at the end to its end.
/// Elements match adjacent words unless a gap separates them.
package struct Pattern: Sendable, Hashable, CustomStringConvertible {
    enum Element: Sendable, Hashable {
        case words(WordSet)
        case optional(WordSet)
        case gap(Int)
        case entity(EntityKind)
    }

    /// What a pattern is made of, in one object: a pattern is copied wherever a list of them
    /// is walked, and copying it is then one retain instead of one per array and string.
    private final class Parts: Sendable {
        let elements: [Element]
        let requiredWords: [WordSet]
        let requiredEntities: [EntityKind]
        let wordLimit: Int32
        let anchoredStart: Bool
        let anchoredEnd: Bool
        let description: String

        init(elements: [Element], requiredWords: [WordSet], requiredEntities: [EntityKind], wordLimit: Int32,
             anchoredStart: Bool, anchoredEnd: Bool, description: String) {
            self.elements = elements
            self.requiredWords = requiredWords
            self.requiredEntities = requiredEntities
            self.wordLimit = wordLimit
            self.anchoredStart = anchoredStart
            self.anchoredEnd = anchoredEnd
            self.description = description
        }
    }

    private let parts: Parts

    var elements: [Element] { parts.elements }
    /// Every word set a match must use, and every entity kind: a message lacking any of them
    /// cannot match, which is checked before the (slower) matcher runs.
    var requiredWords: [WordSet] { parts.requiredWords }
    var requiredEntities: [EntityKind] { parts.requiredEntities }
    /// One more than the largest word id this pattern uses: a message whose words were looked
    /// up before that id existed is looked up again (`MessageWords.covers`).
    var wordLimit: Int32 { parts.wordLimit }
    var anchoredStart: Bool { parts.anchoredStart }
    var anchoredEnd: Bool { parts.anchoredEnd }
    package var description: String { parts.description }

    package static func == (lhs: Pattern, rhs: Pattern) -> Bool {
        lhs.parts === rhs.parts || (lhs.description == rhs.description && lhs.elements == rhs.elements
            && lhs.requiredWords == rhs.requiredWords && lhs.requiredEntities == rhs.requiredEntities
            && lhs.anchoredStart == rhs.anchoredStart && lhs.anchoredEnd == rhs.anchoredEnd && lhs.wordLimit == rhs.wordLimit)
    }

    /// Whether both are the very same pattern read once (not merely equal).
    func isSameObject(as other: Pattern) -> Bool { parts === other.parts }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(description)
        hasher.combine(elements)
    }

    /// Elements already read, by their text: the assistant's patterns share most of their
    /// words ("period|periods", "[my]"), so reading each once makes start-up quicker.
    struct ElementCache {
        fileprivate var elements: [String: Element] = [:]
        /// Patterns compiled ahead of time (`CompiledPatterns`), in the order they are read:
        /// the next one is taken, without parsing, when its text is the text asked for.
        var compiled: [Pattern] = []
        fileprivate var nextCompiled = 0
        /// Every pattern read through this cache, in order, when recording (for the compiler).
        var recorded: [Pattern]?
    }

    /// Parses a pattern.
    /// - Throws: `PatternError` naming the pattern and the bad element.
    package init(_ text: String) throws(PatternError) {
        var cache = ElementCache()
        try self.init(text, cache: &cache)
    }

    /// Parses a pattern, reusing (and adding to) the elements `cache` has read before.
    init(_ text: String, cache: inout ElementCache) throws(PatternError) {
        if cache.nextCompiled < cache.compiled.count, cache.compiled[cache.nextCompiled].description == text {
            self = cache.compiled[cache.nextCompiled]
            cache.nextCompiled += 1
        } else {
            try self.init(parsing: text, cache: &cache)
        }
        cache.recorded?.append(self)
    }

    /// A pattern of `elements` already read (`CompiledPatterns`); nil when it has no word or entity.
    init?(compiled elements: [Element], anchoredStart: Bool, anchoredEnd: Bool, text: String) {
        guard let parts = Pattern.parts(elements, anchoredStart: anchoredStart, anchoredEnd: anchoredEnd, text: text) else { return nil }
        self.parts = parts
    }

    /// The parts of a pattern of `elements`; nil when it has no word or entity.
    private static func parts(_ elements: [Element], anchoredStart: Bool, anchoredEnd: Bool, text: String) -> Parts? {
        var requiredWords: [WordSet] = []
        requiredWords.reserveCapacity(elements.count)
        var requiredEntities: [EntityKind] = []
        var wordLimit: Int32 = 0
        for element in elements {
            switch element {
            case .words(let words):
                requiredWords.append(words)
                wordLimit = max(wordLimit, words.limit)
            case .optional(let words): wordLimit = max(wordLimit, words.limit)
            case .entity(let kind): requiredEntities.append(kind)
            case .gap: break
            }
        }
        guard elements.contains(where: { if case .gap = $0 { false } else { true } }) else { return nil }
        return Parts(elements: elements, requiredWords: requiredWords, requiredEntities: requiredEntities, wordLimit: wordLimit,
                     anchoredStart: anchoredStart, anchoredEnd: anchoredEnd, description: text)
    }

    /// Parses `text`, reusing (and adding to) the elements `cache` has read before.
    private init(parsing text: String, cache: inout ElementCache) throws(PatternError) {
        // Patterns are written in lower case: lowering one (a new string) is rarely needed.
        let lowered = text.utf8.contains { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) } ? text.lowercased() : text
        var pieces = Pattern.split(lowered, on: UInt8(ascii: " "))
        let anchoredStart = pieces.first == "^"
        if anchoredStart { pieces.removeFirst() }
        let anchoredEnd = pieces.last == "$"
        if anchoredEnd { pieces.removeLast() }
        // A cache shared by many patterns grows to ~1,800 elements: make room once.
        if cache.elements.count == 64 { cache.elements.reserveCapacity(2_048) }
        var elements: [Element] = []
        elements.reserveCapacity(pieces.count)
        for part in pieces {
            let element: Element
            if let known = cache.elements[part] {
                element = known
            } else {
                element = try Pattern.element(part, of: text)
                cache.elements[part] = element
            }
            elements.append(element)
        }
        guard let parts = Pattern.parts(elements, anchoredStart: anchoredStart, anchoredEnd: anchoredEnd, text: text) else {
            throw PatternError(pattern: text, problem: "a pattern needs at least one word or entity")
        }
        self.parts = parts
    }

    /// One element of pattern `text`, read from its text `part`.
    private static func element(_ part: String, of text: String) throws(PatternError) -> Element {
        if part == "*" { return .gap(3) }
        if part == "**" { return .gap(8) }
        if part.hasPrefix("{") && part.hasSuffix("}") {
            guard let kind = EntityKind(rawValue: String(part.dropFirst().dropLast())) else {
                throw PatternError(pattern: text, problem: "unknown entity \(part) (known: \(EntityKind.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")))")
            }
            return .entity(kind)
        }
        if part.hasPrefix("[") && part.hasSuffix("]") {
            let words = Pattern.split(part.dropFirst().dropLast(), on: UInt8(ascii: "|")).map(Stemmer.stem)
            guard !words.isEmpty else { throw PatternError(pattern: text, problem: "empty []") }
            return .optional(WordSet(Set(words)))
        }
        // "^kms" would be the word "^kms", never matched: the anchors stand alone ("^ kms").
        if part.utf8.contains(UInt8(ascii: "^")) || part.utf8.contains(UInt8(ascii: "$")) {
            throw PatternError(pattern: text, problem: "'^' and '$' stand alone at the start or end, as in '^ \(part.filter { $0 != "^" && $0 != "$" })'")
        }
        let words = Pattern.split(part, on: UInt8(ascii: "|")).map(Stemmer.stem)
        guard !words.isEmpty, !part.utf8.contains(UInt8(ascii: "[")), !part.utf8.contains(UInt8(ascii: "{")) else {
            throw PatternError(pattern: text, problem: "cannot read '\(part)'")
        }
        return .words(WordSet(Set(words)))
    }

    /// The non-empty pieces of `text` between `separator` bytes (an ASCII separator, so every
    /// piece is whole UTF-8); byte by byte, as splitting `Character`s is far slower.
    static func split(_ text: some StringProtocol, on separator: UInt8) -> [String] {
        let pieces = text.utf8.withContiguousStorageIfAvailable { bytes in
            var pieces: [String] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == separator {
                if index > start { pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            return pieces
        }
        return pieces ?? text.utf8.split(separator: separator).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The best match of this pattern in `message`: how many words and entities it matched
    /// (optional ones count half) and how many message tokens it covered; nil when it does
    /// not match.
    ///
    /// Words are compared by their ids (`WordIDs`), looked up once per message, not hashed
    /// anew for every pattern; `Pattern+Reference.swift`'s tests check it against matching the
    /// words themselves.
    func match(_ message: AnalyzedMessage) -> PatternMatch? {
        for kind in parts.requiredEntities where !message.hasEntity(kind) { return nil }
        // Ids made after the message was read (a pattern read later) were not looked up.
        if message.words.covers(parts.wordLimit) { return match(message, words: message.words) }
        return match(message, words: WordIDs.shared.lookUp(message.stems))
    }

    private func match(_ message: AnalyzedMessage, words: MessageWords) -> PatternMatch? {
        for required in parts.requiredWords where !required.ids.contains(where: words.contains) { return nil }
        let ids = words.ids
        var best: PatternMatch?
        let starts = parts.anchoredStart ? 0...0 : 0...ids.count
        // A pattern opening with a word can start only at that word: other starts are passed
        // over here, not tried (each try would fail at its first element).
        var opening: WordSet?
        if case .words(let words)? = parts.elements.first { opening = words }
        for start in starts {
            if let opening, !(start < ids.count && opening.contains(ids[start])) { continue }
            if let found = match(from: 0, at: start, in: message, ids: ids, weight: 0, covered: 0),
               best == nil || found.weight > best!.weight || (found.weight == best!.weight && found.covered > best!.covered) {
                best = found
            }
        }
        return best
    }

    private func match(from element: Int, at position: Int, in message: AnalyzedMessage, ids: [Int32], weight: Double, covered: Int) -> PatternMatch? {
        let count = ids.count
        let elements = parts.elements
        if element == elements.count {
            if parts.anchoredEnd && position != count { return nil }
            return PatternMatch(weight: weight, covered: covered)
        }
        switch elements[element] {
        case let .words(words):
            guard position < count, words.contains(ids[position]) else { return nil }
            return match(from: element + 1, at: position + 1, in: message, ids: ids, weight: weight + 1, covered: covered + 1)
        case let .optional(words):
            if position < count, words.contains(ids[position]),
               let found = match(from: element + 1, at: position + 1, in: message, ids: ids, weight: weight + 0.5, covered: covered + 1) {
                return found
            }
            return match(from: element + 1, at: position, in: message, ids: ids, weight: weight, covered: covered)
        case let .gap(limit):
            var best: PatternMatch?
            for skip in 0...limit where position + skip <= count {
                if let found = match(from: element + 1, at: position + skip, in: message, ids: ids, weight: weight, covered: covered),
                   best == nil || found.weight > best!.weight {
                    best = found
                }
            }
            return best
        case let .entity(kind):
            guard let length = message.entityLength(kind, at: position) else { return nil }
            return match(from: element + 1, at: position + length, in: message, ids: ids, weight: weight + 1, covered: covered + length)
        }
    }
}

/// How well a pattern matched.
struct PatternMatch: Sendable, Hashable {
    /// Words and entities matched (optional ones count half).
    var weight: Double
    /// Message tokens covered by the match.
    var covered: Int
}

/// A pattern that cannot be read.
package struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
    package let pattern: String
    package let problem: String
    package var description: String { "pattern '\(pattern)': \(problem)" }
}

/// Reduces a word to a crude singular so plural and singular match each other: BloomBase's
/// `Singular`, words of letters only, "es" going after "ss", "sh", "ch" and "x" (ASCII words
/// are read byte by byte: this runs for every token of every message).
enum Stemmer {
    static let singular = Singular(esEndings: [.sses, .shes, .ches, .xes], lettersOnly: true)

    static func stem(_ word: String) -> String { singular.of(word) }
}
