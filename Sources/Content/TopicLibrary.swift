import CycleCore
import Foundation

/// The health-topic library: every topic of `Knowledge/topics/*.json`, by area, with the
/// retrieval vocabulary of `topics/synonyms.json`.
///
/// A library is either decoded whole (tests, validation, `bloom topic`), or read from the
/// compiled topic index's summary of it (each topic's id, title, area and modes) with each
/// area file decoded only when one of its topics is first needed, so a `bloom ask` decodes
/// only the areas of the topics its search returns.
package struct TopicLibrary: Sendable {
    /// What the index and the assistant know about a topic without decoding it.
    package struct Entry: Sendable, Equatable {
        /// The topic's id.
        package let id: String
        /// Its title.
        package let title: String
        /// Its area (the file name without `.json`).
        package let area: String
        /// Its modes.
        package let modes: [Mode]
        /// The position of its area among the library's areas.
        let areaNumber: Int
        /// Its position in its area file's `topics` list.
        let offset: Int
    }

    /// Every topic's summary, in library order (file-name order then file order).
    package let entries: [Entry]
    /// The area names, in library order.
    package let areas: [String]
    /// Each topic's area (the file name without `.json`), by topic id.
    package let areaByID: [String: String]
    /// Lay phrases → the library's words ("aunt flo" → "period"), lower case.
    package let synonyms: [String: String]
    /// Words ignored by retrieval.
    package let stopWords: Set<String>
    /// The fingerprint of the topic files (raw bytes, with their paths) the library was read
    /// from, when it was read from Knowledge files (`KnowledgeFingerprint.of(paths:in:)`).
    package let sourceFingerprint: UInt64?
    private let indexByID: [String: Int]
    private let storage: Storage
    /// Every topic, when the library was decoded whole.
    private let decodedTopics: [Topic]?

    /// The decoded topics of each area, decoded on first use when the library is lazy.
    final class Storage: @unchecked Sendable {
        // @unchecked: `decoded` is read and written under `lock`; the rest is immutable.
        private let lock = NSLock()
        private var decoded: [[Topic]?]
        private let decode: (@Sendable (_ areaNumber: Int) -> [Topic])?

        init(decoded: [[Topic]]) {
            self.decoded = decoded
            decode = nil
        }

        init(areaCount: Int, decode: @escaping @Sendable (_ areaNumber: Int) -> [Topic]) {
            decoded = Array(repeating: nil, count: areaCount)
            self.decode = decode
        }

        /// The topics of area `number`, decoded now if they were not yet.
        func area(_ number: Int) -> [Topic] {
            lock.lock()
            defer { lock.unlock() }
            if let topics = decoded[number] { return topics }
            let topics = decode!(number)
            decoded[number] = topics
            return topics
        }

        /// How many areas have been decoded (all of them for a library decoded whole).
        var decodedAreaCount: Int {
            lock.lock()
            defer { lock.unlock() }
            return decoded.count { $0 != nil }
        }
    }

    /// The retrieval vocabulary file, relative to the Knowledge folder.
    package static let wordsPath = "topics/synonyms.json"

    /// "topics/ttc.json" → "ttc".
    static func area(ofPath path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".json") { name.removeLast(5) }
        return name
    }

    /// The path of an area's file: "ttc" → "topics/ttc.json".
    static func path(ofArea area: String) -> String { "topics/\(area).json" }

    /// An empty library (no topic files).
    package static let empty = TopicLibrary(areas: [], synonyms: [:], stopWords: [])

    /// - Parameters:
    ///   - areas: each area's name and topics, in order.
    ///   - synonyms: phrase → replacement words.
    ///   - stopWords: words retrieval ignores.
    ///   - sourceFingerprint: the fingerprint of the files the areas were decoded from, if any.
    package init(areas: [(area: String, topics: [Topic])], synonyms: [String: String], stopWords: [String], sourceFingerprint: UInt64? = nil) {
        var entries: [Entry] = []
        var seen: Set<String> = []
        for (number, (area, list)) in areas.enumerated() {
            for (offset, topic) in list.enumerated() where seen.insert(topic.id).inserted {
                entries.append(Entry(id: topic.id, title: topic.title, area: area, modes: topic.modes, areaNumber: number, offset: offset))
            }
        }
        self.init(entries: entries, areas: areas.map(\.area), storage: Storage(decoded: areas.map(\.topics)),
                  decodedTopics: entries.map { areas[$0.areaNumber].topics[$0.offset] },
                  synonyms: TopicLibrary.lowered(synonyms), stopWords: TopicLibrary.lowered(stopWords), sourceFingerprint: sourceFingerprint)
    }

    /// A library whose areas are decoded by `decode` when one of their topics is first read.
    init(entries: [Entry], areas: [String], synonyms: [String: String], stopWords: Set<String>, sourceFingerprint: UInt64?,
         decode: @escaping @Sendable (_ areaNumber: Int) -> [Topic]) {
        self.init(entries: entries, areas: areas, storage: Storage(areaCount: areas.count, decode: decode), decodedTopics: nil,
                  synonyms: synonyms, stopWords: stopWords, sourceFingerprint: sourceFingerprint)
    }

    private init(entries: [Entry], areas: [String], storage: Storage, decodedTopics: [Topic]?, synonyms: [String: String], stopWords: Set<String>, sourceFingerprint: UInt64?) {
        self.entries = entries
        self.areas = areas
        self.storage = storage
        self.decodedTopics = decodedTopics
        var areaByID: [String: String] = [:]
        var indexByID: [String: Int] = [:]
        areaByID.reserveCapacity(entries.count)
        indexByID.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            indexByID[entry.id] = position
            areaByID[entry.id] = entry.area
        }
        self.areaByID = areaByID
        self.indexByID = indexByID
        self.synonyms = synonyms
        self.stopWords = stopWords
        self.sourceFingerprint = sourceFingerprint
    }

    /// Synonyms as the library keeps them: lower case, the first of two that lower the same.
    static func lowered(_ synonyms: [String: String]) -> [String: String] {
        Dictionary(synonyms.map { ($0.key.lowercased(), $0.value.lowercased()) }, uniquingKeysWith: { a, _ in a })
    }

    /// Stop words as the library keeps them: lower case.
    static func lowered(_ stopWords: [String]) -> Set<String> { Set(stopWords.map { $0.lowercased() }) }

    /// How many topics the library holds.
    package var count: Int { entries.count }

    /// Every topic, in file-name order then file order (decodes every area of a lazy library).
    package var topics: [Topic] { decodedTopics ?? entries.indices.map(topic(at:)) }

    /// The topic at `position` (library order), decoding its area if needed.
    package func topic(at position: Int) -> Topic {
        if let decodedTopics { return decodedTopics[position] }
        let entry = entries[position]
        let topic = storage.area(entry.areaNumber)[entry.offset]
        precondition(topic.id == entry.id, "the topic index does not match topics/\(entry.area).json: run `swift run TopicIndexer`")
        return topic
    }

    /// The position (library order) of the topic with `id`, if any.
    package func position(of id: String) -> Int? { indexByID[id] }

    /// The topic with `id`, if any.
    package func topic(id: String) -> Topic? { indexByID[id].map(topic(at:)) }

    /// How many area files have been decoded so far.
    package var decodedAreaCount: Int { storage.decodedAreaCount }

    /// The area names, sorted, each with its topics in library order.
    package var byArea: [(area: String, topics: [Topic])] {
        var groups: [String: [Topic]] = [:]
        for position in entries.indices { groups[entries[position].area, default: []].append(topic(at: position)) }
        return groups.keys.sorted().map { ($0, groups[$0]!) }
    }
}
