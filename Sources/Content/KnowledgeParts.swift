import JSON
import Foundation

/// Every Knowledge file decoded on its own, so one broken file does not hide the others.
///
/// The loader builds a `Knowledge` from it when nothing is missing; the validator checks
/// whatever did decode.
struct KnowledgeParts: Sendable {
    var poses: PoseDocument?
    var routines: RoutineDocument?
    var nutritionTips: NutritionTipDocument?
    var nutrients: NutrientDocument?
    var avoid: AvoidDocument?
    var affirmations: AffirmationDocument?
    var weeks: WeeksDocument?
    var breathing: BreathingDocument?
    var selfCare: CareItemDocument?
    var conception: CareItemDocument?
    var partner: CareItemDocument?
    var symptoms: LexiconDocument?
    var moods: LexiconDocument?
    var flow: LexiconDocument?
    var discharge: LexiconDocument?
    var foods: LexiconDocument?
    var guardrails: GuardrailsDocument?
    /// Each topic file that decoded, by path ("topics/ttc.json"), in path order.
    var topicFiles: [(path: String, document: TopicDocument)] = []
    /// `topics/synonyms.json`, when present and valid.
    var topicWords: TopicWordsDocument?
    /// The fingerprint of the topic files (see `KnowledgeParts.topicsFingerprint(of:)`).
    var topicsFingerprint: UInt64?
    /// The raw bytes of every topic file (and the synonyms file) that could be read, by path.
    var topicData: [String: Data] = [:]
    /// The raw bytes of every file that could be read.
    var data: [KnowledgeFile: Data] = [:]
    /// One problem for each file that could not be read or decoded.
    var problems: [KnowledgeProblem] = []

    /// Reads and decodes every file of `source`.
    init(source: KnowledgeSource) {
        if let problem = source.problemWithSource() {
            problems.append(problem)
            return
        }
        func load<D: KnowledgeDocument>(_ file: KnowledgeFile, as type: D.Type) -> D? {
            let decoded = KnowledgeParts.decode(file, as: type, from: source)
            if let bytes = decoded.data { data[file] = bytes }
            if let problem = decoded.problem { problems.append(problem) }
            return decoded.document
        }
        poses = load(.poses, as: PoseDocument.self)
        routines = load(.routines, as: RoutineDocument.self)
        nutritionTips = load(.nutritionTips, as: NutritionTipDocument.self)
        nutrients = load(.nutrients, as: NutrientDocument.self)
        avoid = load(.avoid, as: AvoidDocument.self)
        affirmations = load(.affirmations, as: AffirmationDocument.self)
        weeks = load(.weeks, as: WeeksDocument.self)
        breathing = load(.breathing, as: BreathingDocument.self)
        selfCare = load(.selfCare, as: CareItemDocument.self)
        conception = load(.conception, as: CareItemDocument.self)
        partner = load(.partner, as: CareItemDocument.self)
        symptoms = load(.symptoms, as: LexiconDocument.self)
        moods = load(.moods, as: LexiconDocument.self)
        flow = load(.flow, as: LexiconDocument.self)
        discharge = load(.discharge, as: LexiconDocument.self)
        foods = load(.foods, as: LexiconDocument.self)
        guardrails = load(.guardrails, as: GuardrailsDocument.self)
        loadTopics(from: source)
    }

    /// Reads only the topic files of `source` (for a copy whose other parts are decoded
    /// one by one, on first use).
    init(topicsOf source: KnowledgeSource) {
        loadTopics(from: source)
    }

    /// Reads and decodes one file: its document, or the problem that stopped it; `data` is
    /// the file's bytes whenever they could be read.
    static func decode<D: KnowledgeDocument>(_ file: KnowledgeFile, as type: D.Type, from source: KnowledgeSource)
        -> (document: D?, data: Data?, problem: KnowledgeProblem?) {
        switch source.data(for: file) {
        case let .failure(problem):
            return (nil, nil, problem)
        case let .success(bytes):
            do {
                let document = try JSONDocumentDecoder.decode(D.self, from: JSONDocument(Array(bytes)))
                guard document.version == 1 else {
                    return (nil, bytes, KnowledgeProblem(file: file.path, path: "version", message: "expected 1, found \(document.version)"))
                }
                return (document, bytes, nil)
            } catch let error as JSONSyntaxError {
                return (nil, bytes, KnowledgeProblem(file: file.path, path: "", message: "not valid JSON: \(error)"))
            } catch let error as DecodingError {
                return (nil, bytes, KnowledgeProblem(error, file: file))
            } catch {
                return (nil, bytes, KnowledgeProblem(file: file.path, path: "", message: "\(error)"))
            }
        }
    }

    /// Reads every `topics/*.json` file: `synonyms.json` is the retrieval vocabulary, every
    /// other file one area of topics. A copy without the folder simply has no topics.
    private mutating func loadTopics(from source: KnowledgeSource) {
        topicsFingerprint = KnowledgeParts.topicsFingerprint(of: source)
        for path in source.jsonPaths(in: "topics") {
            switch source.data(atPath: path) {
            case let .failure(problem):
                problems.append(problem)
            case let .success(bytes):
                topicData[path] = bytes
                if path == TopicLibrary.wordsPath {
                    switch KnowledgeParts.decodeTopicFile(path, bytes: bytes, TopicWordsDocument.init(json:)) {
                    case let .success(words): topicWords = words
                    case let .failure(problem): problems.append(problem)
                    }
                } else {
                    switch KnowledgeParts.decodeTopicFile(path, bytes: bytes, TopicDocument.init(json:)) {
                    case let .success(topics): topicFiles.append((path, topics))
                    case let .failure(problem): problems.append(problem)
                    }
                }
            }
        }
    }

    /// The topic library built from whatever topic files decoded.
    var topicLibrary: TopicLibrary {
        TopicLibrary(
            areas: topicFiles.map { (TopicLibrary.area(ofPath: $0.path), $0.document.topics) },
            synonyms: topicWords?.synonyms ?? [:],
            stopWords: topicWords?.stopWords ?? [],
            sourceFingerprint: topicsFingerprint
        )
    }

    /// The fingerprint of a source's topic files: `KnowledgeFingerprint.of(paths:in:)` over
    /// every `topics/*.json` (the synonyms file included), raw bytes with their paths. For the
    /// built-in copy it uses the fingerprints computed at build time, so it reads no text.
    static func topicsFingerprint(of source: KnowledgeSource) -> UInt64 {
        let paths = source.jsonPaths(in: "topics")
        if case let .files(files, _) = source { return KnowledgeFingerprint.of(paths: paths, in: files) }
        var texts: [String: String] = [:]
        for path in paths {
            if case let .success(bytes) = source.data(atPath: path) { texts[path] = String(decoding: bytes, as: UTF8.self) }
        }
        return KnowledgeFingerprint.of(paths: paths, in: texts)
    }

    /// One topic file (`make` reads an area file or the synonyms file), or the problem that
    /// stops it (read when a lazily read library first needs the file).
    static func decodeTopicFile<D: KnowledgeDocument>(_ path: String, from source: KnowledgeSource,
                                                      _ make: (JSONNode) throws -> D) -> Result<D, KnowledgeProblem> {
        switch source.data(atPath: path) {
        case let .failure(problem): return .failure(problem)
        case let .success(bytes): return decodeTopicFile(path, bytes: bytes, make)
        }
    }

    /// One topic file decoded from its `bytes` by `make`, or the problem that stops it (its
    /// JSON, its fields, or a version other than 1).
    static func decodeTopicFile<D: KnowledgeDocument>(_ path: String, bytes: Data,
                                                      _ make: (JSONNode) throws -> D) -> Result<D, KnowledgeProblem> {
        do {
            let document = try make(JSONNode(root: try JSONDocument(Array(bytes))))
            guard document.version == 1 else {
                return .failure(KnowledgeProblem(file: path, path: "version", message: "expected 1, found \(document.version)"))
            }
            return .success(document)
        } catch let error as JSONSyntaxError {
            return .failure(KnowledgeProblem(file: path, path: "", message: "not valid JSON: \(error)"))
        } catch let error as DecodingError {
            return .failure(KnowledgeProblem(error, path: path))
        } catch {
            return .failure(KnowledgeProblem(file: path, path: "", message: "\(error)"))
        }
    }

    /// The decoded document of `file`, for re-encoding (unknown-key checks).
    func document(_ file: KnowledgeFile) -> (any KnowledgeDocument)? {
        switch file {
        case .poses: poses
        case .routines: routines
        case .nutritionTips: nutritionTips
        case .nutrients: nutrients
        case .avoid: avoid
        case .affirmations: affirmations
        case .weeks: weeks
        case .breathing: breathing
        case .selfCare: selfCare
        case .conception: conception
        case .partner: partner
        case .symptoms: symptoms
        case .moods: moods
        case .flow: flow
        case .discharge: discharge
        case .foods: foods
        case .guardrails: guardrails
        }
    }
}
