import Foundation

/// Where a `Knowledge` keeps its decoded parts: either all of them, decoded and checked up
/// front (a folder, a files dictionary), or a source each part is decoded from when first
/// read (the built-in copy, so `bloom ask` decodes only what its answer uses).
///
/// Thread-safe: a part is decoded once, under the lock, whichever thread reads it first.
final class KnowledgeStore: @unchecked Sendable {
    // @unchecked: every slot is read and written under `lock`; `source` is immutable.

    /// A list with a lookup by id (the first wins when an id repeats; the validator reports
    /// repeats).
    struct Indexed<Element: Identifiable & Sendable>: Sendable where Element.ID == String {
        let list: [Element]
        private let positions: [String: Int]

        init(_ list: [Element]) {
            self.list = list
            var positions: [String: Int] = [:]
            for (position, element) in list.enumerated() where positions[element.id] == nil { positions[element.id] = position }
            self.positions = positions
        }

        func byID(_ id: String) -> Element? { positions[id].map { list[$0] } }
    }

    private let lock = NSLock()
    /// The source parts are decoded from on first use; nil when every part was given.
    private let source: KnowledgeSource?

    private var _poses: Indexed<Pose>?
    private var _routines: Indexed<Routine>?
    private var _nutritionTips: [NutritionTip]?
    private var _nutrients: Indexed<Nutrient>?
    private var _avoid: AvoidList?
    private var _affirmations: [Affirmation]?
    private var _pregnancyWeeks: PregnancyWeeks?
    private var _breathingPatterns: Indexed<BreathingPattern>?
    private var _selfCare: [CareItem]?
    private var _conceptionTips: [CareItem]?
    private var _partnerTips: [CareItem]?
    private var _symptoms: Lexicon?
    private var _moods: Lexicon?
    private var _flows: Lexicon?
    private var _discharge: Lexicon?
    private var _foods: Lexicon?
    private var _guardrails: (rules: Guardrails, filter: OutputFilter)?
    /// `guardrails.filter` on its own: every reply reads it, and copying it out of the pair
    /// copied the rules too.
    private var _outputFilter: OutputFilter?
    private var _topics: TopicLibrary?

    /// Every part, already decoded and checked.
    init(
        poses: [Pose], routines: [Routine], nutritionTips: [NutritionTip], nutrients: [Nutrient], avoid: AvoidList,
        affirmations: [Affirmation], pregnancyWeeks: PregnancyWeeks, breathingPatterns: [BreathingPattern],
        selfCare: [CareItem], conceptionTips: [CareItem], partnerTips: [CareItem], symptoms: Lexicon, moods: Lexicon,
        flows: Lexicon, discharge: Lexicon, foods: Lexicon, guardrails: (Guardrails, OutputFilter), topics: TopicLibrary
    ) {
        source = nil
        _poses = Indexed(poses)
        _routines = Indexed(routines)
        _nutritionTips = nutritionTips
        _nutrients = Indexed(nutrients)
        _avoid = avoid
        _affirmations = affirmations
        _pregnancyWeeks = pregnancyWeeks
        _breathingPatterns = Indexed(breathingPatterns)
        _selfCare = selfCare
        _conceptionTips = conceptionTips
        _partnerTips = partnerTips
        _symptoms = symptoms
        _moods = moods
        _flows = flows
        _discharge = discharge
        _foods = foods
        _guardrails = guardrails
        _topics = topics
    }

    /// Parts decoded from `source` on first use. Only for a source known to decode (the
    /// built-in copy, which the tests decode whole).
    init(decodingOnFirstUse source: KnowledgeSource) {
        self.source = source
    }

    var poses: Indexed<Pose> { part(&_poses) { Indexed(decode(.poses, as: PoseDocument.self).poses) } }
    var routines: Indexed<Routine> { part(&_routines) { Indexed(decode(.routines, as: RoutineDocument.self).routines) } }
    var nutritionTips: [NutritionTip] { part(&_nutritionTips) { decode(.nutritionTips, as: NutritionTipDocument.self).tips } }
    var nutrients: Indexed<Nutrient> { part(&_nutrients) { Indexed(decode(.nutrients, as: NutrientDocument.self).nutrients) } }
    var avoid: AvoidList {
        part(&_avoid) {
            let document = decode(.avoid, as: AvoidDocument.self)
            return AvoidList(items: document.items, caffeine: document.caffeine)
        }
    }
    var affirmations: [Affirmation] { part(&_affirmations) { decode(.affirmations, as: AffirmationDocument.self).affirmations } }
    var pregnancyWeeks: PregnancyWeeks {
        part(&_pregnancyWeeks) {
            let document = decode(.weeks, as: WeeksDocument.self)
            return PregnancyWeeks(table: document.table, weeks: document.weeks)
        }
    }
    var breathingPatterns: Indexed<BreathingPattern> {
        part(&_breathingPatterns) { Indexed(decode(.breathing, as: BreathingDocument.self).patterns) }
    }
    var selfCare: [CareItem] { part(&_selfCare) { decode(.selfCare, as: CareItemDocument.self).items } }
    var conceptionTips: [CareItem] { part(&_conceptionTips) { decode(.conception, as: CareItemDocument.self).items } }
    var partnerTips: [CareItem] { part(&_partnerTips) { decode(.partner, as: CareItemDocument.self).items } }
    var symptoms: Lexicon { part(&_symptoms) { Lexicon(entries: decode(.symptoms, as: LexiconDocument.self).entries) } }
    var moods: Lexicon { part(&_moods) { Lexicon(entries: decode(.moods, as: LexiconDocument.self).entries) } }
    var flows: Lexicon { part(&_flows) { Lexicon(entries: decode(.flow, as: LexiconDocument.self).entries) } }
    var discharge: Lexicon { part(&_discharge) { Lexicon(entries: decode(.discharge, as: LexiconDocument.self).entries) } }
    var foods: Lexicon { part(&_foods) { Lexicon(entries: decode(.foods, as: LexiconDocument.self).entries) } }
    var guardrails: (rules: Guardrails, filter: OutputFilter) {
        part(&_guardrails) {
            let rules = decode(.guardrails, as: GuardrailsDocument.self).guardrails
            switch Result(catching: { () throws(KnowledgeProblem) in try OutputFilter(guardrails: rules) }) {
            case let .success(filter): return (rules, filter)
            case let .failure(problem): broken([problem])
            }
        }
    }
    var outputFilter: OutputFilter {
        lock.lock()
        let kept = _outputFilter
        lock.unlock()
        if let kept { return kept }
        // Outside the lock: `guardrails` takes it (the first reader decodes them).
        let filter = guardrails.filter
        lock.lock()
        defer { lock.unlock() }
        if _outputFilter == nil { _outputFilter = filter }
        return filter
    }
    var topics: TopicLibrary {
        part(&_topics) {
            guard let source else { return .empty }
            let parts = KnowledgeParts(topicsOf: source)
            if !parts.problems.isEmpty { broken(parts.problems) }
            return parts.topicLibrary
        }
    }

    /// The fingerprint of the topic files (see `Knowledge.topicsFingerprint`).
    var topicsFingerprint: UInt64? {
        if let source { return KnowledgeParts.topicsFingerprint(of: source) }
        return topics.sourceFingerprint
    }

    /// The library a compiled index describes (see `Knowledge.topics(entries:areas:fingerprint:)`).
    func topics(entries: [TopicLibrary.Entry], areas: [String], fingerprint: UInt64?) -> TopicLibrary? {
        guard let source else {
            let library = topics
            return library.entries.map(\.id) == entries.map(\.id) ? library : nil
        }
        var words: TopicWordsDocument?
        if !source.jsonPaths(in: "topics").contains(TopicLibrary.wordsPath) {
            words = nil
        } else {
            switch KnowledgeParts.decodeTopicFile(TopicLibrary.wordsPath, from: source, TopicWordsDocument.init(json:)) {
            case let .success(document): words = document
            case let .failure(problem): broken([problem])
            }
        }
        return TopicLibrary(entries: entries, areas: areas, synonyms: TopicLibrary.lowered(words?.synonyms ?? [:]),
                            stopWords: TopicLibrary.lowered(words?.stopWords ?? []), sourceFingerprint: fingerprint) { [self] number in
            switch KnowledgeParts.decodeTopicFile(TopicLibrary.path(ofArea: areas[number]), from: source, TopicDocument.init(json:)) {
            case let .success(document): return document.topics
            case let .failure(problem): broken([problem])
            }
        }
    }

    /// The value in `slot`, made and kept on first use.
    private func part<Value>(_ slot: inout Value?, _ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value = slot { return value }
        let value = make()
        slot = value
        return value
    }

    /// `file` decoded from the source; a file that does not decode stops the program.
    private func decode<D: KnowledgeDocument>(_ file: KnowledgeFile, as type: D.Type) -> D {
        guard let source else { preconditionFailure("every part of this Knowledge was given up front") }
        let decoded = KnowledgeParts.decode(file, as: type, from: source)
        guard let document = decoded.document else { broken(decoded.problem.map { [$0] } ?? []) }
        return document
    }

    private func broken(_ problems: [KnowledgeProblem]) -> Never {
        let error = KnowledgeLoadError(source: source?.name ?? "Knowledge", problems: problems)
        fatalError("\(error)\nCheck the Knowledge folder with KnowledgeValidator and fix the file before building again.")
    }
}
