import Foundation

/// One output-guardrail pattern, matched by hand on the filter's normalized UTF-8 (lower-cased,
/// single spaces) with the results ICU's case-insensitive `NSRegularExpression` gives, without
/// paying ICU's start-up on every `bloom ask`.
///
/// The hand matcher understands the small subset the guardrails use: `\b`, `\s`, `\d`,
/// escaped punctuation (`\.`), ASCII letters and digits, `µ`, groups with `|`, and the greedy
/// quantifiers `?`, `*` and `+`, with the same leftmost, first-alternative-first backtracking.
/// A pattern outside that subset is left to `NSRegularExpression`. So is a text the subset
/// cannot judge byte by byte: one with a non-ASCII digit or a letter that case-folds to another
/// (`ſ`, `ﬆ`, `ß`…), or a word boundary next to a non-ASCII character (`GuardrailPatternTests`
/// runs both on every template and corpus reply and on generated text and requires the same).
struct GuardrailPattern: @unchecked Sendable {
    // @unchecked: NSRegularExpression is immutable after creation and documented thread-safe.

    indirect enum Node: Equatable {
        /// `\b`
        case boundary
        /// `\s` (after normalization, only the space byte).
        case space
        /// `\d` (ASCII digits; other decimal digits send the text to ICU).
        case digit
        /// A literal scalar, as the UTF-8 encodings that match it case-insensitively.
        case literal([[UInt8]])
        /// `( a | b )`, tried in order.
        case group([[Node]])
        /// A greedy quantifier.
        case repeated(Node, min: Int, max: Int)
    }

    let source: String
    let category: GuardrailCategory
    /// The parsed pattern, or nil when it is left to ICU.
    let nodes: [Node]?
    /// Compiled only for a pattern outside the subset (checked at load, as before).
    let expression: NSRegularExpression?
    /// The bytes a match can start with (nil: any position, the end included), so the
    /// matcher only starts where a match could.
    let firstBytes: [Bool]?
    /// Byte strings one of which every match contains (see `requiredBytes(_:)`), so a text
    /// without any of them is passed over without trying the pattern at each start.
    let requiredBytes: [[UInt8]]?

    init(source: String, category: GuardrailCategory) throws(GuardrailPatternError) {
        self.source = source
        self.category = category
        if let nodes = GuardrailPattern.parse(source) {
            self.nodes = nodes
            expression = nil
            firstBytes = GuardrailPattern.firstBytes(nodes[...]).map { set in (0..<256).map { set.contains(UInt8($0)) } }
            requiredBytes = GuardrailPattern.requiredBytes(nodes)
        } else {
            nodes = nil
            firstBytes = nil
            requiredBytes = nil
            do { expression = try NSRegularExpression(pattern: source, options: [.caseInsensitive]) } catch { throw GuardrailPatternError() }
        }
    }

    /// The ICU expression for this pattern (compiled on demand for a hand-matched one).
    func icuExpression() -> NSRegularExpression? {
        if let expression { return expression }
        return try? NSRegularExpression(pattern: source, options: [.caseInsensitive])
    }

    /// What the hand matcher found in the normalized text.
    enum Outcome: Equatable {
        case match(Range<Int>)
        case noMatch
        /// The text needs ICU's Unicode rules (see the type's notes).
        case undecided
    }

    /// The first match in `bytes` (normalized UTF-8), found by hand.
    /// - Parameter pairs: the text's byte pairs, when the caller has them: then only the
    ///   required byte strings whose pairs are all there are searched for.
    func handMatch(_ bytes: UnsafeBufferPointer<UInt8>, pairs: BytePairs? = nil) -> Outcome {
        guard let nodes else { return .undecided }
        if let requiredBytes, !requiredBytes.contains(where: { (pairs?.mayContain($0) ?? true) && GuardrailPattern.contains(bytes, $0) }) {
            return .noMatch
        }
        let matcher = Matcher(bytes: bytes)
        for start in 0...bytes.count {
            if let firstBytes {
                guard start < bytes.count, firstBytes[Int(bytes[start])] else { continue }
            }
            // A match never starts inside a multi-byte character.
            if start < bytes.count, bytes[start] & 0xC0 == 0x80 { continue }
            if let end = matcher.match(nodes[...], at: start, then: { $0 }) {
                return matcher.undecided ? .undecided : .match(start..<end)
            }
            if matcher.undecided { return .undecided }
        }
        return .noMatch
    }

    /// Byte strings one of which every match contains, as the lower-cased text spells them:
    /// the longest run of top-level literals that are ASCII letters or digits ("take"), or the
    /// alternatives of a top-level group made only of such letters ("ibuprofen|paracetamol"),
    /// whichever has the longest shortest member; nil when there is none.
    static func requiredBytes(_ nodes: [Node]) -> [[UInt8]]? {
        func plain(_ node: Node) -> UInt8? {
            guard case .literal(let spellings) = node else { return nil }
            return spellings.first { $0.count == 1 && ($0[0] >= UInt8(ascii: "a") && $0[0] <= UInt8(ascii: "z") || $0[0] >= UInt8(ascii: "0") && $0[0] <= UInt8(ascii: "9")) }?.first
        }
        var candidates: [[[UInt8]]] = []
        var run: [UInt8] = []
        for node in nodes {
            if let byte = plain(node) {
                run.append(byte)
                continue
            }
            if !run.isEmpty { candidates.append([run]) }
            run = []
            if case .group(let alternatives) = node {
                let words = alternatives.map { $0.map(plain) }
                if words.allSatisfy({ !$0.isEmpty && !$0.contains(nil) }) { candidates.append(words.map { $0.compactMap { $0 } }) }
            }
        }
        if !run.isEmpty { candidates.append([run]) }
        return candidates.max { ($0.map(\.count).min() ?? 0) < ($1.map(\.count).min() ?? 0) }
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { ByteSearch.contains(bytes, $0) }
    }

    /// The bytes a match of `nodes` can start with; nil when it can be empty or start anywhere.
    static func firstBytes(_ nodes: ArraySlice<Node>) -> Set<UInt8>? {
        guard let node = nodes.first else { return nil }
        let tail = nodes.dropFirst()
        switch node {
        case .boundary:
            return firstBytes(tail)
        case .space:
            return [0x20]
        case .digit:
            return Set(UInt8(ascii: "0")...UInt8(ascii: "9"))
        case .literal(let spellings):
            return Set(spellings.compactMap(\.first))
        case .group(let alternatives):
            var union: Set<UInt8> = []
            for alternative in alternatives {
                guard let set = firstBytes(alternative[...] + tail) else { return nil }
                union.formUnion(set)
            }
            return union
        case .repeated(let repeated, let min, _):
            guard let once = firstBytes([repeated][...] + tail) else { return nil }
            if min >= 1 { return once }
            guard let skipped = firstBytes(tail) else { return nil }
            return once.union(skipped)
        }
    }

    /// Whether a text holds anything the byte-by-byte rules cannot judge the way ICU does:
    /// a non-ASCII decimal digit, or a character that case-folds to something else (µ aside,
    /// which the literal matches in both spellings).
    static func needsICU(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return false }
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where scalar.value >= 0x80 {
            if scalar.value == 0xB5 || scalar.value == 0x3BC { continue }
            let properties = scalar.properties
            if properties.numericType == .decimal || properties.changesWhenCaseFolded { return true }
        }
        return false
    }

    private final class Matcher {
        let bytes: UnsafeBufferPointer<UInt8>
        var undecided = false

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Matches `nodes` at `position`, then the continuation; the end of the whole match or nil.
        func match(_ nodes: ArraySlice<Node>, at position: Int, then rest: (Int) -> Int?) -> Int? {
            guard let node = nodes.first else { return rest(position) }
            let tail = nodes.dropFirst()
            switch node {
            case .group(let alternatives):
                for alternative in alternatives {
                    if let end = match(alternative[...], at: position, then: { self.match(tail, at: $0, then: rest) }) {
                        return end
                    }
                }
                return nil
            case .repeated(let repeated, let min, let max):
                return repetition(repeated, min: min, max: max, done: 0, at: position, tail: tail, then: rest)
            default:
                guard let after = step(node, at: position) else { return nil }
                return match(tail, at: after, then: rest)
            }
        }

        /// A greedy quantifier: one more repetition first (backtracking into it), then the rest.
        func repetition(_ node: Node, min: Int, max: Int, done: Int, at position: Int,
                    tail: ArraySlice<Node>, then rest: (Int) -> Int?) -> Int? {
            if done < max, let end = match([node][...], at: position, then: { after in
                after == position ? nil : self.repetition(node, min: min, max: max, done: done + 1, at: after, tail: tail, then: rest)
            }) {
                return end
            }
            return done >= min ? match(tail, at: position, then: rest) : nil
        }

        /// One single-width node at `position`: the position after it, or nil.
        func step(_ node: Node, at position: Int) -> Int? {
            let count = bytes.count
            switch node {
            case .boundary:
                let before: UInt8? = position > 0 ? bytes[position - 1] : nil
                let after: UInt8? = position < count ? bytes[position] : nil
                if let before, before >= 0x80 { undecided = true; return nil }
                if let after, after >= 0x80 { undecided = true; return nil }
                let wordBefore = before.map(OutputFilter.isWordByte) ?? false
                let wordAfter = after.map(OutputFilter.isWordByte) ?? false
                return wordBefore != wordAfter ? position : nil
            case .space:
                return position < count && bytes[position] == 0x20 ? position + 1 : nil
            case .digit:
                guard position < count else { return nil }
                let byte = bytes[position]
                return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? position + 1 : nil
            case .literal(let spellings):
                for spelling in spellings where position + spelling.count <= count {
                    var equal = true
                    for (offset, byte) in spelling.enumerated() where bytes[position + offset] != byte {
                        equal = false
                        break
                    }
                    if equal { return position + spelling.count }
                }
                return nil
            case .group, .repeated:
                return nil
            }
        }
    }
}

extension GuardrailPattern {
    /// The pattern as nodes, or nil when it uses anything outside the hand matcher's subset.
    static func parse(_ source: String) -> [Node]? {
        var parser = Parser(scalars: Array(source.unicodeScalars))
        guard let nodes = parser.alternation(), parser.index == parser.scalars.count else { return nil }
        return nodes
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func alternation() -> [Node]? {
            var alternatives: [[Node]] = []
            while true {
                guard let sequence = sequence() else { return nil }
                alternatives.append(sequence)
                guard index < scalars.count, scalars[index] == "|" else { break }
                index += 1
            }
            return alternatives.count == 1 ? alternatives[0] : [.group(alternatives)]
        }

        mutating func sequence() -> [Node]? {
            var nodes: [Node] = []
            while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
                guard let atom = atom() else { return nil }
                guard index < scalars.count else { nodes.append(atom); break }
                let bounds: (Int, Int)? = switch scalars[index] {
                case "?": (0, 1)
                case "*": (0, Int.max)
                case "+": (1, Int.max)
                case "{": nil
                default: (1, 1)
                }
                guard let (min, max) = bounds else { return nil }
                if (min, max) == (1, 1) {
                    nodes.append(atom)
                    continue
                }
                index += 1
                // Lazy and possessive quantifiers are outside the subset.
                if index < scalars.count, ["?", "+", "*", "{"].contains(scalars[index]) { return nil }
                guard atom != .boundary else { return nil }
                nodes.append(.repeated(atom, min: min, max: max))
            }
            return nodes
        }

        mutating func atom() -> Node? {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\\":
                guard index < scalars.count else { return nil }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "b": return .boundary
                case "s": return .space
                case "d": return .digit
                default:
                    guard escaped.isASCII, !escaped.properties.isAlphabetic, !("0"..."9").contains(escaped) else { return nil }
                    return .literal([[UInt8(escaped.value)]])
                }
            case "(":
                if index < scalars.count, scalars[index] == "?" {
                    guard index + 1 < scalars.count, scalars[index + 1] == ":" else { return nil }
                    index += 2
                }
                guard let inner = alternation(), index < scalars.count, scalars[index] == ")" else { return nil }
                index += 1
                if inner.count == 1, case .group = inner[0] { return inner[0] }
                return .group([inner])
            case "a"..."z", "0"..."9", " ", "'", "-", ",", ":", ";", "/", "%", "&", "!", "\"":
                return .literal([[UInt8(scalar.value)]])
            case "A"..."Z":
                return .literal([[UInt8(scalar.value) + 32]])
            case "\u{B5}", "\u{3BC}", "\u{39C}":
                return .literal([[0xC2, 0xB5], [0xCE, 0xBC]])
            default:
                return nil
            }
        }
    }
}

/// A guardrail pattern that is not a valid regular expression.
struct GuardrailPatternError: Error {}
