import Content
import Language

/// What the message analyser builds at start-up, worked out ahead of time: the spelling
/// corrector's known words and the phrase index of every lexicon name and synonym, already
/// normalised and stemmed. Written to `Knowledge/assistant/analyzer-tables.txt` by
/// `swift run KnowledgeCompiler` and embedded with the rest of Knowledge/.
///
/// The file records a fingerprint of the Knowledge files it was compiled from; the assistant
/// uses it only when the files in use have that fingerprint, and builds the analyser from
/// the files otherwise (the same result, only slower). A test fails when it is stale.
struct AnalyzerTables: Sendable, Equatable {
    /// Where the tables are, relative to the Knowledge folder.
    static let path = "assistant/analyzer-tables.txt"
    static let header = "# The message analyser's tables, compiled from Knowledge/ by `swift run KnowledgeCompiler`. Do not edit."

    /// `KnowledgeFingerprint` of the files the tables were compiled from (`sourcePaths`).
    let sources: UInt64
    /// The normaliser's `knownWords`.
    let knownWords: Set<String>
    /// The normaliser's `exactOnly` words: known, never a correction's result.
    let exactOnly: Set<String>
    let phrases: PhraseIndex

    init(sources: UInt64, knownWords: Set<String>, exactOnly: Set<String> = [], phrases: PhraseIndex) {
        self.sources = sources
        self.knownWords = knownWords
        self.exactOnly = exactOnly
        self.phrases = phrases
    }

    /// The files the analyser is built from: the lexicons and the content whose names it
    /// finds, the intents, guards, known words and out-of-scope requests, the triage rules and
    /// the topic library (whose words the spelling corrector keeps).
    static func sourcePaths(in files: [String: String]) -> [String] {
        let content: [KnowledgeFile] = [.symptoms, .moods, .flow, .discharge, .foods, .nutrients, .avoid, .poses, .routines, .breathing]
        return content.map(\.path)
            + ["assistant/intents.json", "assistant/guards.json", "assistant/words.json", ReaderWords.path, IntentTraining.outOfScopePath, "triage/rules.json",
               CrisisCheck.wordsPath, Assistant.everydayWordsPath]
            // The topic files only: the schema beside them is no word of the analyser's.
            + files.keys.filter { $0.hasPrefix("topics/") && $0.hasSuffix(".json") }.sorted()
    }

    /// The fingerprint of the analyser's source files in `files`.
    static func fingerprint(of files: [String: String]) -> UInt64 {
        KnowledgeFingerprint.of(paths: sourcePaths(in: files), in: files)
    }

    /// The file's text: the header, the fingerprint, the known words sorted, the words read
    /// only as typed (sorted), then each phrase
    /// as `kind<TAB>id<TAB>stemmed tokens`, grouped by first token (sorted), each group in the
    /// index's order.
    func serialized() -> String {
        var lines = [AnalyzerTables.header, "sources " + String(sources, radix: 16), "words \(knownWords.count)"]
        lines += knownWords.sorted()
        lines.append("exact-only \(exactOnly.count)")
        lines += exactOnly.sorted()
        let groups = phrases.byFirstToken.sorted { $0.key < $1.key }
        lines.append("phrases \(groups.reduce(0) { $0 + $1.value.count })")
        for (_, entries) in groups {
            for entry in entries { lines.append("\(entry.kind.rawValue)\t\(entry.id)\t\(entry.tokens.joined(separator: " "))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fingerprint `text` records, read from its second line without reading the rest.
    static func sources(of text: String) -> UInt64? {
        var lines = text.utf8.lazy.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false).makeIterator()
        _ = lines.next()
        guard let line = lines.next() else { return nil }
        let words = String(decoding: line, as: UTF8.self).split(separator: " ")
        guard words.count == 2, words[0] == "sources" else { return nil }
        return UInt64(words[1], radix: 16)
    }

    /// Reads tables written by `serialized()`.
    ///
    /// Byte by byte over one copy of the text (splitting the `String` is several times slower,
    /// and this runs at every start-up).
    /// - Throws: `AssistantDataError` naming the line that cannot be read.
    init(serialized text: String) throws(AssistantDataError) {
        func problem(_ line: Int, _ message: String) -> AssistantDataError {
            AssistantDataError(file: AnalyzerTables.path, problem: "line \(line): \(message) (run `swift run KnowledgeCompiler`)")
        }
        let file = CompiledLines(text)
        let bytes = file.bytes, lines = file.lines
        func string(_ range: Range<Int>) -> String { file.string(range) }
        func count(_ line: Int, _ name: String) throws(AssistantDataError) -> Int {
            guard line < lines.count else { throw problem(line + 1, "expected '\(name) N'") }
            let words = string(lines[line]).split(separator: " ")
            guard words.count == 2, words[0] == name, let value = Int(words[1]), value >= 0 else {
                throw problem(line + 1, "expected '\(name) N'")
            }
            return value
        }
        guard let sources = AnalyzerTables.sources(of: text) else { throw problem(2, "expected 'sources HEX'") }
        let wordCount = try count(2, "words")
        guard lines.count > 3 + wordCount else { throw problem(lines.count, "expected \(wordCount) words") }
        var known = Set<String>(minimumCapacity: wordCount)
        for line in lines[3..<(3 + wordCount)] { known.insert(string(line)) }
        let exactLine = 3 + wordCount
        let exactCount = try count(exactLine, "exact-only")
        guard lines.count > exactLine + 1 + exactCount else { throw problem(lines.count, "expected \(exactCount) words") }
        let exactOnly = Set(lines[(exactLine + 1)..<(exactLine + 1 + exactCount)].map(string))
        let phraseLine = exactLine + 1 + exactCount
        let phraseCount = try count(phraseLine, "phrases")
        guard lines.count > phraseLine + phraseCount else { throw problem(lines.count, "expected \(phraseCount) phrases") }
        var byFirstToken: [String: [PhraseIndex.Entry]] = [:]
        byFirstToken.reserveCapacity(phraseCount)
        var group: [PhraseIndex.Entry] = []
        // The group's first token, as bytes: a line of the same group reuses its string.
        var groupToken = 0..<0
        // The previous line's kind, as bytes: most lines repeat it.
        var lastKind: (bytes: Range<Int>, kind: EntityKind)?
        func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
            guard a.count == b.count else { return false }
            var i = a.lowerBound, j = b.lowerBound
            while i < a.upperBound {
                if bytes[i] != bytes[j] { return false }
                i += 1
                j += 1
            }
            return true
        }
        for number in (phraseLine + 1)...(phraseLine + phraseCount) {
            let line = lines[number]
            // kind<TAB>id<TAB>tokens separated by spaces.
            var tab1 = -1, tab2 = -1, tabCount = 0
            for index in line where bytes[index] == UInt8(ascii: "\t") {
                tabCount += 1
                if tab1 < 0 { tab1 = index } else if tab2 < 0 { tab2 = index }
            }
            guard tabCount == 2 else { throw problem(number + 1, "expected 'kind<TAB>id<TAB>tokens'") }
            let kindBytes = line.lowerBound..<tab1
            let kind: EntityKind
            if let lastKind, sameBytes(lastKind.bytes, kindBytes) {
                kind = lastKind.kind
            } else {
                guard let read = EntityKind(rawValue: string(kindBytes)) else { throw problem(number + 1, "expected 'kind<TAB>id<TAB>tokens'") }
                kind = read
                lastKind = (kindBytes, read)
            }
            var tokens: [String] = []
            var spaces = 0
            for index in (tab2 + 1)..<line.upperBound where bytes[index] == UInt8(ascii: " ") { spaces += 1 }
            tokens.reserveCapacity(spaces + 1)
            var tokenStart = tab2 + 1
            for index in tokenStart...line.upperBound where index == line.upperBound || bytes[index] == UInt8(ascii: " ") {
                if index > tokenStart {
                    let range = tokenStart..<index
                    if tokens.isEmpty, let last = group.last, sameBytes(groupToken, range) {
                        tokens.append(last.tokens[0])
                    } else {
                        if tokens.isEmpty, let last = group.last {
                            // A new group starts: the previous one is complete.
                            byFirstToken[last.tokens[0]] = group
                            group.removeAll(keepingCapacity: true)
                        }
                        if tokens.isEmpty { groupToken = range }
                        tokens.append(string(range))
                    }
                }
                tokenStart = index + 1
            }
            guard !tokens.isEmpty else { throw problem(number + 1, "a phrase needs a token") }
            group.append(PhraseIndex.Entry(kind: kind, id: string((tab1 + 1)..<tab2), tokens: tokens))
        }
        if let last = group.last { byFirstToken[last.tokens[0]] = group }
        self.init(sources: sources, knownWords: known, exactOnly: exactOnly, phrases: PhraseIndex(byFirstToken: byFirstToken))
    }
}
