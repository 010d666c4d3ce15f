/// The health-topic library: every topic of `Knowledge/topics/*.json`, by area, with the
/// retrieval vocabulary of `topics/synonyms.json`.
public struct TopicLibrary: Sendable {
    /// Every topic, in file-name order then file order.
    public let topics: [Topic]
    /// Each topic's area (the file name without `.json`), by topic id.
    public let areaByID: [String: String]
    /// Lay phrases → the library's words ("aunt flo" → "period"), lower case.
    public let synonyms: [String: String]
    /// Words ignored by retrieval.
    public let stopWords: Set<String>
    private let indexByID: [String: Int]

    /// The retrieval vocabulary file, relative to the Knowledge folder.
    public static let wordsPath = "topics/synonyms.json"

    /// "topics/ttc.json" → "ttc".
    static func area(ofPath path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".json") { name.removeLast(5) }
        return name
    }

    /// An empty library (no topic files).
    public static let empty = TopicLibrary(areas: [], synonyms: [:], stopWords: [])

    /// - Parameters:
    ///   - areas: each area's name and topics, in order.
    ///   - synonyms: phrase → replacement words.
    ///   - stopWords: words retrieval ignores.
    public init(areas: [(area: String, topics: [Topic])], synonyms: [String: String], stopWords: [String]) {
        var topics: [Topic] = []
        var areaByID: [String: String] = [:]
        var indexByID: [String: Int] = [:]
        for (area, list) in areas {
            for topic in list where indexByID[topic.id] == nil {
                indexByID[topic.id] = topics.count
                areaByID[topic.id] = area
                topics.append(topic)
            }
        }
        self.topics = topics
        self.areaByID = areaByID
        self.indexByID = indexByID
        self.synonyms = Dictionary(synonyms.map { ($0.key.lowercased(), $0.value.lowercased()) }, uniquingKeysWith: { a, _ in a })
        self.stopWords = Set(stopWords.map { $0.lowercased() })
    }

    /// The topic with `id`, if any.
    public func topic(id: String) -> Topic? { indexByID[id].map { topics[$0] } }

    /// The area names, sorted, each with its topics in library order.
    public var byArea: [(area: String, topics: [Topic])] {
        var groups: [String: [Topic]] = [:]
        for topic in topics { groups[areaByID[topic.id] ?? "", default: []].append(topic) }
        return groups.keys.sorted().map { ($0, groups[$0]!) }
    }
}
