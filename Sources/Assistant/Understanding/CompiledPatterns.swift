import Content

/// Every phrase pattern the assistant reads at start-up (intents, triage rules, guards), already
/// split and stemmed, in the order the assistant reads them. Written to
/// `Knowledge/assistant/patterns.txt` by `swift run KnowledgeCompiler` and embedded with the
/// rest of Knowledge/, so start-up neither splits nor stems a pattern.
///
/// The file records a fingerprint of the files the patterns come from; the assistant uses it
/// only when the files in use have that fingerprint, and even then takes a compiled pattern
/// only for the very text it is asked to read (otherwise it parses the text: the same result,
/// only slower). A test fails when the file is stale.
///
/// ```text
/// # The assistant's phrase patterns, compiled from Knowledge/ by `swift run KnowledgeCompiler`. Do not edit. (format 1)
/// sources 3f2a…          fingerprint of intents.json, guards.json and triage/rules.json
/// words 1520             then one stem a line, in the order patterns first use them
/// elements 1790          then one element a line: `w 4 9` (words, by line in the word list,
///                        sorted by word), `o 4 9` (optional words), `g 3` (a gap), `e day`
/// patterns 1412          then `FLAGS<TAB>elements<TAB>text`: FLAGS `-`, `^`, `$` or `^$`
///                        (anchors), elements by line in the element list
/// ```
struct CompiledPatterns: Sendable {
    /// Where the file is, relative to the Knowledge folder.
    static let path = "assistant/patterns.txt"
    static let header = "# The assistant's phrase patterns, compiled from Knowledge/ by `swift run KnowledgeCompiler`. Do not edit. (format 1)"
    /// The files the patterns are read from.
    static let sourcePaths = ["assistant/intents.json", "assistant/guards.json", "triage/rules.json"]

    /// `KnowledgeFingerprint` of the files the patterns were compiled from (`sourcePaths`).
    let sources: UInt64
    /// The patterns, in the order the assistant reads them.
    let patterns: [Pattern]

    init(sources: UInt64, patterns: [Pattern]) {
        self.sources = sources
        self.patterns = patterns
    }

    /// The fingerprint of the patterns' source files in `files`.
    static func fingerprint(of files: [String: String]) -> UInt64 {
        KnowledgeFingerprint.of(paths: sourcePaths, in: files)
    }

    /// The fingerprint `text` records, read from its second line without reading the rest.
    static func sources(of text: String) -> UInt64? {
        var lines = text.utf8.lazy.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false).makeIterator()
        guard let first = lines.next(), String(decoding: first, as: UTF8.self) == header, let line = lines.next() else { return nil }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard words.count == 2, words[0] == "sources" else { return nil }
        return UInt64(words[1], radix: 16)
    }

    /// The file's text (see the type's documentation).
    func serialized() -> String {
        // Words in the order reading the patterns one by one would first give them ids, so
        // the patterns read back have the very ids the parsed ones would have.
        var wordLine: [String: Int] = [:]
        var words: [String] = []
        var elementLine: [Pattern.Element: Int] = [:]
        var elementLines: [String] = []
        var patternLines: [String] = []
        func line(of set: WordSet) -> String {
            set.words.sorted().map { word in
                if let known = wordLine[word] { return String(known) }
                wordLine[word] = words.count
                words.append(word)
                return String(words.count - 1)
            }.joined(separator: " ")
        }
        for pattern in patterns {
            var indices: [String] = []
            for element in pattern.elements {
                if let known = elementLine[element] {
                    indices.append(String(known))
                    continue
                }
                switch element {
                case .words(let set): elementLines.append("w " + line(of: set))
                case .optional(let set): elementLines.append("o " + line(of: set))
                case .gap(let limit): elementLines.append("g \(limit)")
                case .entity(let kind): elementLines.append("e " + kind.rawValue)
                }
                elementLine[element] = elementLines.count - 1
                indices.append(String(elementLines.count - 1))
            }
            let flags = (pattern.anchoredStart ? "^" : "") + (pattern.anchoredEnd ? "$" : "")
            patternLines.append((flags.isEmpty ? "-" : flags) + "\t" + indices.joined(separator: " ") + "\t" + pattern.description)
        }
        var lines = [CompiledPatterns.header, "sources " + String(sources, radix: 16), "words \(words.count)"]
        lines += words
        lines.append("elements \(elementLines.count)")
        lines += elementLines
        lines.append("patterns \(patternLines.count)")
        lines += patternLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads patterns written by `serialized()`, byte by byte over one copy of the text.
    /// - Throws: `AssistantDataError` naming the line that cannot be read (a damaged file, or
    ///   one written in another format).
    init(serialized text: String) throws(AssistantDataError) {
        func problem(_ line: Int, _ message: String) -> AssistantDataError {
            AssistantDataError(file: CompiledPatterns.path, problem: "line \(line): \(message) (run `swift run KnowledgeCompiler`)")
        }
        let file = CompiledLines(text)
        let bytes = file.bytes, lines = file.lines
        func string(_ range: Range<Int>) -> String { file.string(range) }
        guard let first = lines.first, string(first) == CompiledPatterns.header else {
            throw problem(1, "not a compiled pattern file of this format")
        }
        guard let sources = CompiledPatterns.sources(of: text) else { throw problem(2, "expected 'sources HEX'") }
        func count(_ line: Int, _ name: String) throws(AssistantDataError) -> Int {
            guard line < lines.count else { throw problem(line + 1, "expected '\(name) N'") }
            let words = string(lines[line]).split(separator: " ")
            guard words.count == 2, words[0] == name, let value = Int(words[1]), value >= 0 else {
                throw problem(line + 1, "expected '\(name) N'")
            }
            guard lines.count > line + value else { throw problem(lines.count, "expected \(value) lines after '\(name)'") }
            return value
        }
        /// The whole numbers of `range`, separated by single spaces, into `out` (emptied first:
        /// one buffer serves every line, so no line allocates an array of its own).
        func numbers(_ range: Range<Int>, line: Int, below limit: Int, into out: inout [Int]) throws(AssistantDataError) {
            out.removeAll(keepingCapacity: true)
            var value = 0, digits = 0
            for index in range.lowerBound...range.upperBound {
                if index < range.upperBound, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    digits += 1
                    guard digits < 10 else { throw problem(line, "number too long") }
                } else if index == range.upperBound || bytes[index] == UInt8(ascii: " ") {
                    guard digits > 0 else { throw problem(line, "expected numbers separated by single spaces") }
                    guard value < limit else { throw problem(line, "\(value) is out of range (below \(limit))") }
                    out.append(value)
                    value = 0
                    digits = 0
                } else {
                    throw problem(line, "unexpected '\(string(index..<(index + 1)))'")
                }
            }
        }
        var indices: [Int] = []
        indices.reserveCapacity(64)
        // The stems, given ids in file order (the order parsing the patterns would give them).
        let wordCount = try count(2, "words")
        var words: [String] = []
        words.reserveCapacity(wordCount)
        for line in lines[3..<(3 + wordCount)] { words.append(string(line)) }
        let ids = WordIDs.shared.intern(words)
        let elementLine = 3 + wordCount
        let elementCount = try count(elementLine, "elements")
        var elements: [Pattern.Element] = []
        elements.reserveCapacity(elementCount)
        for number in (elementLine + 1)..<(elementLine + 1 + elementCount) {
            let line = lines[number]
            guard line.count > 2, bytes[line.lowerBound + 1] == UInt8(ascii: " ") else { throw problem(number + 1, "expected 'w', 'o', 'g' or 'e', a space and a value") }
            let rest = (line.lowerBound + 2)..<line.upperBound
            switch bytes[line.lowerBound] {
            case UInt8(ascii: "w"), UInt8(ascii: "o"):
                try numbers(rest, line: number + 1, below: wordCount, into: &indices)
                var setIDs: [Int32] = []
                setIDs.reserveCapacity(indices.count)
                for index in indices { setIDs.append(ids[index]) }
                setIDs.sort()
                // Equal words have equal ids, so a word listed twice (by one line or by two
                // lines of the same word) is an id next to itself.
                for place in setIDs.indices.dropFirst() where setIDs[place] == setIDs[place - 1] {
                    throw problem(number + 1, "a word is listed twice")
                }
                let words = WordSet(ids: setIDs)
                elements.append(bytes[line.lowerBound] == UInt8(ascii: "w") ? .words(words) : .optional(words))
            case UInt8(ascii: "g"):
                try numbers(rest, line: number + 1, below: 1_000, into: &indices)
                guard indices.count == 1 else { throw problem(number + 1, "a gap has one length") }
                elements.append(.gap(indices[0]))
            case UInt8(ascii: "e"):
                guard let kind = EntityKind(rawValue: string(rest)) else { throw problem(number + 1, "unknown entity '\(string(rest))'") }
                elements.append(.entity(kind))
            default:
                throw problem(number + 1, "expected 'w', 'o', 'g' or 'e', a space and a value")
            }
        }
        let patternLine = elementLine + 1 + elementCount
        let patternCount = try count(patternLine, "patterns")
        var patterns: [Pattern] = []
        patterns.reserveCapacity(patternCount)
        for number in (patternLine + 1)..<(patternLine + 1 + patternCount) {
            let line = lines[number]
            var tabs = (first: -1, second: -1)
            for index in line where bytes[index] == UInt8(ascii: "\t") {
                if tabs.first < 0 { tabs.first = index } else { tabs.second = index; break }
            }
            guard tabs.second >= 0 else { throw problem(number + 1, "expected 'FLAGS<TAB>elements<TAB>text'") }
            // "-", "^", "$" or "^$".
            let flags = line.lowerBound..<tabs.first
            let anchoredStart = flags.count >= 1 && bytes[flags.lowerBound] == UInt8(ascii: "^")
            let anchoredEnd = flags.count >= 1 && bytes[flags.upperBound - 1] == UInt8(ascii: "$")
            guard flags.count == 1 ? (anchoredStart || anchoredEnd || bytes[flags.lowerBound] == UInt8(ascii: "-")) : (flags.count == 2 && anchoredStart && anchoredEnd) else {
                throw problem(number + 1, "flags are '-', '^', '$' or '^$', not '\(string(flags))'")
            }
            try numbers((tabs.first + 1)..<tabs.second, line: number + 1, below: elementCount, into: &indices)
            var parts: [Pattern.Element] = []
            parts.reserveCapacity(indices.count)
            for index in indices { parts.append(elements[index]) }
            guard let pattern = Pattern(compiled: parts, anchoredStart: anchoredStart, anchoredEnd: anchoredEnd,
                                        text: string((tabs.second + 1)..<line.upperBound)) else {
                throw problem(number + 1, "a pattern needs at least one word or entity")
            }
            patterns.append(pattern)
        }
        guard lines.count == patternLine + 1 + patternCount else { throw problem(patternLine + 2 + patternCount, "unexpected line after the patterns") }
        self.init(sources: sources, patterns: patterns)
    }
}
