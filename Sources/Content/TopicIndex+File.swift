import CycleCore
import Foundation

/// Why a precomputed topic index could not be used.
package enum TopicIndexFileError: Error, CustomStringConvertible, Equatable {
    /// The file was written for another library (topics, synonyms or stop words differ).
    case otherLibrary
    /// A line of the file is not what the format says.
    case malformed(line: Int, problem: String)

    package var description: String {
        switch self {
        case .otherLibrary:
            return "\(TopicIndex.precomputedPath) was written for another topic library: run `swift run TopicIndexer`"
        case let .malformed(line, problem):
            return "\(TopicIndex.precomputedPath) line \(line): \(problem) (regenerate it with `swift run TopicIndexer`)"
        }
    }
}

/// The topic index as a text file, so the assistant reads it in a few milliseconds instead of
/// normalising every phrasing, title and answer of the library on the first topic question.
///
/// The file is written by `swift run TopicIndexer` into `Knowledge/topics-index/index.txt`,
/// embedded with the rest of Knowledge, and tested for staleness (it must equal the index
/// built at run time). It carries a fingerprint of the raw topic files it was built from
/// (`KnowledgeFingerprint.of(paths:in:)` over `topics/*.json`, the synonyms file included) and
/// a summary of each topic (id, title, area, modes), so `bloom ask` decodes only the area
/// files of the topics a search returns. Any other library (a test's extra topics, an edited
/// topic file) is indexed at run time instead.
///
/// ```text
/// # Bloom topic index, written by `swift run TopicIndexer`. Do not edit.
/// library 3f2a…                       fingerprint of the topic files
/// areas 15                            then one area name per line
/// topics 287                          then per topic: questions title answer lengths, area
///                                     number, position in the area file, mode bits, then
///                                     <TAB>id<TAB>title
/// synonyms 120                        then first<TAB>rest words<TAB>replacement words
/// terms 15886                         then word<TAB>postings, or <TAB>first second<TAB>postings
///                                     for a pair of words (by term id); postings are
///                                     topic:questions,title,answer separated by spaces
/// ```
extension TopicIndex {
    /// Where the precomputed index lives, relative to the Knowledge folder.
    package static let precomputedPath = "topics-index/index.txt"
    static let fileHeader = "# Bloom topic index, written by `swift run TopicIndexer`. Do not edit."

    /// The index as the text of `precomputedPath`.
    package var serialized: String {
        var out = TopicIndex.fileHeader + "\n"
        out += "library \(TopicIndex.fingerprintText(library.sourceFingerprint))\n"
        out += "areas \(library.areas.count)\n"
        for area in library.areas { out += area + "\n" }
        out += "topics \(lengths.count)\n"
        for (length, entry) in zip(lengths, library.entries) {
            precondition(!entry.title.contains(where: { $0 == "\t" || $0 == "\n" }), "topic \(entry.id): a title cannot hold a tab or a line break")
            out += "\(Int(length.questions)) \(Int(length.title)) \(Int(length.answer)) \(entry.areaNumber) \(entry.offset) "
            out += "\(TopicIndex.modeBits(entry.modes))\t\(entry.id)\t\(entry.title)\n"
        }
        out += "synonyms \(synonymList.count)\n"
        for entry in synonymList {
            out += entry.first + "\t" + entry.rest.joined(separator: " ") + "\t" + entry.replacement.joined(separator: " ") + "\n"
        }
        out += "terms \(terms.count)\n"
        let (postingStart, postingTopic, postingCounts) = postings.flat
        for (id, term) in terms.enumerated() {
            switch term {
            case let .word(word): out += word + "\t"
            case let .pair(first, second): out += "\t\(first) \(second)\t"
            }
            var first = true
            for p in Int(postingStart[id])..<Int(postingStart[id + 1]) {
                let counts = postingCounts[p]
                out += (first ? "" : " ") + "\(postingTopic[p]):\(Int(counts.questions)),\(Int(counts.title)),\(Int(counts.answer))"
                first = false
            }
            out += "\n"
        }
        return out
    }

    /// Reads a precomputed index for `library` (decoded whole).
    /// - Throws: `TopicIndexFileError.otherLibrary` when the file was written for another
    ///   library, `.malformed` when it cannot be read.
    package init(library: TopicLibrary, serialized text: String) throws(TopicIndexFileError) {
        try self.init(serialized: text, fingerprint: library.sourceFingerprint) { entries, _ in
            entries.map(\.id) == library.entries.map(\.id) ? library : nil
        }
    }

    /// Reads the precomputed index of `knowledge`'s topic library, when it was written from
    /// these topic files: the library is then read from the file's summary of it, and each
    /// area file is decoded only when one of its topics is first needed (a `bloom ask`
    /// decodes the areas of the topics its search returns, not the whole library).
    /// - Throws: `TopicIndexFileError.otherLibrary` when the file was written for other topic
    ///   files, `.malformed` when it cannot be read.
    package init(knowledge: Knowledge, serialized text: String) throws(TopicIndexFileError) {
        let fingerprint = knowledge.topicsFingerprint
        try self.init(serialized: text, fingerprint: fingerprint) { entries, areas in
            knowledge.topics(entries: entries, areas: areas, fingerprint: fingerprint)
        }
    }

    /// Reads the file when it was written from topic files with `fingerprint`; `library`
    /// gives the library for the file's topic summaries and areas (nil: another library).
    private init(serialized text: String, fingerprint: UInt64?,
                 library: ([TopicLibrary.Entry], [String]) -> TopicLibrary?) throws(TopicIndexFileError) {
        // The checked-in file (which the tests check line by line against a fresh index) has
        // each term's postings read when a query first needs them; any other text is read and
        // checked whole, so a damaged line is named here.
        let lazy = text == EmbeddedFiles.all[TopicIndex.precomputedPath]
        var bytes = text
        let parts = try bytes.withUTF8 { bytes in
            Result { () throws(TopicIndexFileError) in
                try TopicIndex.read(bytes, fingerprint: TopicIndex.fingerprintText(fingerprint), lazyPostings: lazy)
            }
        }.get()
        guard fingerprint != nil, let library = library(parts.entries, parts.areas) else { throw .otherLibrary }
        let postings = lazy ? Postings(text: text, lineStart: parts.lineStart, topicCount: parts.lengths.count)
            : Postings(start: parts.start, topics: parts.topics, counts: parts.counts)
        self.init(library: library, terms: parts.terms, postings: postings, lengths: parts.lengths, synonymList: parts.synonyms)
    }

    /// The parts of an index file.
    /// - Parameter lazyPostings: only note where each term's postings start (`lineStart`),
    ///   reading none of them.
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, fingerprint: String, lazyPostings: Bool) throws(TopicIndexFileError)
        -> (terms: [Term], start: [Int32], topics: [Int32], counts: [(questions: Float, title: Float, answer: Float)],
            lengths: [(questions: Float, title: Float, answer: Float)], synonyms: [(first: String, rest: [String], replacement: [String])],
            entries: [TopicLibrary.Entry], areas: [String], lineStart: [Int32]) {
        var reader = LineReader(bytes: bytes)
        guard reader.line() == TopicIndex.fileHeader else { throw .malformed(line: 1, problem: "not a topic index") }
        guard reader.keyed("library") == fingerprint else { throw .otherLibrary }
        let areaCount = try reader.count("areas")
        var areas: [String] = []
        areas.reserveCapacity(areaCount)
        for _ in 0..<areaCount { areas.append(reader.line()) }
        let topicCount = try reader.count("topics")
        var lengths: [(questions: Float, title: Float, answer: Float)] = []
        lengths.reserveCapacity(topicCount)
        var entries: [TopicLibrary.Entry] = []
        entries.reserveCapacity(topicCount)
        for _ in 0..<topicCount {
            let numbers = try reader.numbers(6, last: "\t")
            guard numbers[3] < areaCount else { throw .malformed(line: reader.number + 1, problem: "area \(numbers[3]) out of range") }
            let fields = TopicIndex.fields(of: reader.line())
            guard fields.count == 2 else { throw .malformed(line: reader.number, problem: "a topic needs an id and a title") }
            lengths.append((Float(numbers[0]), Float(numbers[1]), Float(numbers[2])))
            let modes = Mode.allCases.enumerated().filter { numbers[5] & (1 << $0.offset) != 0 }.map(\.element)
            entries.append(TopicLibrary.Entry(id: String(fields[0]), title: String(fields[1]), area: areas[numbers[3]], modes: modes,
                                              areaNumber: numbers[3], offset: numbers[4]))
        }
        let synonymCount = try reader.count("synonyms")
        var synonyms: [(first: String, rest: [String], replacement: [String])] = []
        synonyms.reserveCapacity(synonymCount)
        for _ in 0..<synonymCount {
            let fields = TopicIndex.fields(of: reader.line())
            guard fields.count == 3 else { throw .malformed(line: reader.number, problem: "a synonym needs three fields") }
            synonyms.append((String(fields[0]), TopicIndex.words(of: fields[1]), TopicIndex.words(of: fields[2])))
        }
        let termCount = try reader.count("terms")
        var terms: [Term] = []
        terms.reserveCapacity(termCount)
        var start: [Int32] = [0]
        start.reserveCapacity(termCount + 1)
        var lineStart: [Int32] = []
        if lazyPostings { lineStart.reserveCapacity(termCount) }
        // A posting takes at least 8 bytes ("1:1,0,0 "), so this bounds the count from above.
        let expectedPostings = lazyPostings ? 0 : (bytes.count - reader.at) / 8
        var topics: [Int32] = []
        topics.reserveCapacity(expectedPostings)
        var counts: [(questions: Float, title: Float, answer: Float)] = []
        counts.reserveCapacity(expectedPostings)
        for _ in 0..<termCount {
            let term = try reader.term()
            if case let .pair(first, second) = term, first >= terms.count || second >= terms.count {
                throw .malformed(line: reader.number + 1, problem: "a pair of terms not read yet")
            }
            terms.append(term)
            if lazyPostings {
                // Only where the postings start; the line's end is found with `memchr`.
                lineStart.append(Int32(reader.at))
                let rest = bytes.count - reader.at
                if rest > 0, let base = bytes.baseAddress, let end = memchr(base + reader.at, Int32(UInt8(ascii: "\n")), rest) {
                    reader.at = UnsafeRawPointer(end) - UnsafeRawPointer(base) + 1
                } else {
                    reader.at = bytes.count
                }
                reader.number += 1
                continue
            }
            // The postings, "topic:questions,title,answer" separated by spaces, to the line's
            // end: read by `quickPostings` (about 100,000 of them at start-up), or, when it
            // stops at something unexpected, again by the reader, which names the problem.
            let before = (at: reader.at, count: topics.count)
            if !TopicIndex.quickPostings(bytes, at: &reader.at, topicCount: topicCount, topics: &topics, counts: &counts) {
                reader.at = before.at
                topics.removeSubrange(before.count...)
                counts.removeSubrange(before.count...)
                while true {
                    let topic = try reader.integer()
                    try reader.expect(":")
                    let questions = try reader.integer()
                    try reader.expect(",")
                    let title = try reader.integer()
                    try reader.expect(",")
                    let answer = try reader.integer()
                    guard topic < topicCount else { throw .malformed(line: reader.number + 1, problem: "topic \(topic) out of range") }
                    topics.append(Int32(truncatingIfNeeded: topic))
                    counts.append((Float(questions), Float(title), Float(answer)))
                    guard let separator = reader.next() else { break }
                    if separator == UInt8(ascii: "\n") { break }
                    guard separator == UInt8(ascii: " ") else { throw .malformed(line: reader.number + 1, problem: "expected a space between postings") }
                }
            }
            reader.number += 1
            start.append(Int32(topics.count))
        }
        return (terms, start, topics, counts, lengths, synonyms, entries, areas, lineStart)
    }

    /// One line's postings from `at` through its line break (or the end of the file), the
    /// fast way: local indices, no error text. Returns false, having read only part of the
    /// line, at anything the format does not allow (the caller then reads the line again
    /// with the reader, which names the problem).
    static func quickPostings(_ bytes: UnsafeBufferPointer<UInt8>, at: inout Int, topicCount: Int,
                                      topics: inout [Int32], counts: inout [(questions: Float, title: Float, answer: Float)]) -> Bool {
        var i = at
        let end = bytes.count
        @inline(__always) func number(ending separator: UInt8) -> Int? {
            let start = i
            var value = 0
            while i < end {
                let digit = bytes[i] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                value = value &* 10 &+ Int(digit)
                i += 1
            }
            // Nine digits at most: no overflow, and far beyond any count in the file.
            guard i > start, i - start <= 9, i < end, bytes[i] == separator else { return nil }
            i += 1
            return value
        }
        while true {
            guard let topic = number(ending: UInt8(ascii: ":")), topic < topicCount,
                  let questions = number(ending: UInt8(ascii: ",")), let title = number(ending: UInt8(ascii: ",")) else { return false }
            // The last count ends at a space, the line break or the end of the file.
            let start = i
            var answer = 0
            while i < end {
                let digit = bytes[i] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                answer = answer &* 10 &+ Int(digit)
                i += 1
            }
            guard i > start, i - start <= 9 else { return false }
            topics.append(Int32(truncatingIfNeeded: topic))
            counts.append((Float(questions), Float(title), Float(answer)))
            if i == end { at = i; return true }
            let separator = bytes[i]
            i += 1
            if separator == UInt8(ascii: "\n") { at = i; return true }
            guard separator == UInt8(ascii: " ") else { return false }
        }
    }

    /// A line's tab-separated fields, empty ones kept (`split(separator: "\t",
    /// omittingEmptySubsequences: false)`, byte by byte: a tab is one byte and one `Character`).
    private static func fields(of line: String) -> [Substring] {
        var fields: [Substring] = []
        let utf8 = line.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\t") {
                fields.append(line[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        fields.append(line[start..<utf8.endIndex])
        return fields
    }

    /// The words of a synonym field, split at spaces (`split(separator: " ")`, byte by byte:
    /// a space is one byte and one `Character` in these normalised words).
    private static func words(of field: Substring) -> [String] {
        var words: [String] = []
        let utf8 = field.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: " ") {
                if index != start { words.append(String(field[start..<index])) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != utf8.endIndex { words.append(String(field[start..<utf8.endIndex])) }
        return words
    }

    /// How the file writes a topic-files fingerprint: 16 hex digits ("none" for a library
    /// not read from files, which no file matches).
    package static func fingerprintText(_ fingerprint: UInt64?) -> String {
        guard let fingerprint else { return "none" }
        let hex = String(fingerprint, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Reads the index file line by line over its UTF-8 bytes.
private struct LineReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0
    /// The number of the line read last (1-based).
    var number = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next line without its newline ("" at the end).
    mutating func line() -> String {
        let start = at
        while at < bytes.count && bytes[at] != UInt8(ascii: "\n") { at += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        if at < bytes.count { at += 1 }
        number += 1
        return text
    }

    /// The value of a "key value" line, or nil when the line has another key.
    mutating func keyed(_ key: String) -> String? {
        let text = line()
        guard text.hasPrefix(key + " ") else { return nil }
        return String(text.dropFirst(key.count + 1))
    }

    /// The count of a "key N" line.
    mutating func count(_ key: String) throws(TopicIndexFileError) -> Int {
        guard let value = keyed(key), let count = Int(value), count >= 0 else {
            throw .malformed(line: number, problem: "expected '\(key) COUNT'")
        }
        return count
    }

    /// A whole number.
    @inline(__always) mutating func integer() throws(TopicIndexFileError) -> Int {
        var value = 0
        let start = at
        while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
            value = value * 10 + Int(bytes[at] - UInt8(ascii: "0"))
            at += 1
        }
        guard at > start else { throw .malformed(line: number + 1, problem: "expected a number") }
        return value
    }

    /// `count` numbers separated by spaces, then `last` (a line break ends the line; any
    /// other separator leaves the rest of the line to read).
    mutating func numbers(_ count: Int, last: Unicode.Scalar = "\n") throws(TopicIndexFileError) -> [Int] {
        var out: [Int] = []
        for index in 0..<count {
            out.append(try integer())
            let expected = index == count - 1 ? UInt8(ascii: last) : UInt8(ascii: " ")
            guard at < bytes.count, bytes[at] == expected else { throw .malformed(line: number + 1, problem: "expected \(count) numbers") }
            at += 1
        }
        if last == "\n" { number += 1 }
        return out
    }

    /// The term at the start of a term line: a word up to its tab, or (after a tab) a pair of
    /// term ids up to the next tab.
    mutating func term() throws(TopicIndexFileError) -> TopicIndex.Term {
        if at < bytes.count, bytes[at] == UInt8(ascii: "\t") {
            at += 1
            let first = try integer()
            try expect(" ")
            let second = try integer()
            try expect("\t")
            return .pair(Int32(first), Int32(second))
        }
        let start = at
        while at < bytes.count && bytes[at] != UInt8(ascii: "\t") && bytes[at] != UInt8(ascii: "\n") { at += 1 }
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\t"), at > start else { throw .malformed(line: number + 1, problem: "expected a term and a tab") }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
        at += 1
        return .word(text)
    }

    /// The next byte (nil at the end), consumed.
    @inline(__always) mutating func next() -> UInt8? {
        guard at < bytes.count else { return nil }
        defer { at += 1 }
        return bytes[at]
    }

    @inline(__always) mutating func expect(_ character: Unicode.Scalar) throws(TopicIndexFileError) {
        guard at < bytes.count, bytes[at] == UInt8(ascii: character) else { throw .malformed(line: number + 1, problem: "expected '\(character)'") }
        at += 1
    }
}
