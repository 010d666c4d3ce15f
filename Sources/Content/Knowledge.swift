import CycleCore
import Foundation

/// All of Bloom's bundled content, decoded into typed models.
///
/// ```swift
/// let knowledge = try Knowledge.load()                 // the copy built into the binary
/// let pose = knowledge.pose(id: "childs-pose")
/// let week = knowledge.week(20)
/// ```
public struct Knowledge: Sendable {
    /// Yoga poses (`yoga/poses.json`).
    public let poses: [Pose]
    /// Yoga routines (`yoga/routines.json`).
    public let routines: [Routine]
    /// Eating tips (`nutrition/tips.json`).
    public let nutritionTips: [NutritionTip]
    /// Nutrients with reference intakes (`nutrition/nutrients.json`).
    public let nutrients: [Nutrient]
    /// Foods to avoid in pregnancy and the caffeine limit (`nutrition/avoid.json`).
    public let avoid: AvoidList
    /// Affirmations (`affirmations.json`).
    public let affirmations: [Affirmation]
    /// Pregnancy weeks 1–42 and the chart their sizes come from (`pregnancy/weeks.json`).
    public let pregnancyWeeks: PregnancyWeeks
    /// Breathing exercises (`breathing.json`).
    public let breathingPatterns: [BreathingPattern]
    /// Self-care ideas (`selfcare.json`).
    public let selfCare: [CareItem]
    /// Tips for trying to conceive (`conception.json`).
    public let conceptionTips: [CareItem]
    /// Tips for partners (`partner.json`).
    public let partnerTips: [CareItem]
    /// Symptom words (`lexicons/symptoms.json`).
    public let symptoms: Lexicon
    /// Mood words (`lexicons/moods.json`).
    public let moods: Lexicon
    /// Flow words (`lexicons/flow.json`).
    public let flows: Lexicon
    /// Discharge words (`lexicons/discharge.json`).
    public let discharge: Lexicon
    /// Food and nutrient words (`lexicons/foods.json`).
    public let foods: Lexicon
    /// What Bloom must never say (`guardrails.json`).
    public let guardrails: Guardrails
    /// The compiled guardrails, ready to check any text Bloom shows.
    public let outputFilter: OutputFilter
    /// The health-topic library (`topics/*.json`); empty when the copy has no topics folder.
    public let topics: TopicLibrary

    private let poseIndex: [String: Int]
    private let routineIndex: [String: Int]
    private let nutrientIndex: [String: Int]
    private let breathingIndex: [String: Int]

    /// The pose with `id`, if any.
    public func pose(id: String) -> Pose? { poseIndex[id].map { poses[$0] } }
    /// The routine with `id`, if any.
    public func routine(id: String) -> Routine? { routineIndex[id].map { routines[$0] } }
    /// The nutrient with `id`, if any.
    public func nutrient(id: String) -> Nutrient? { nutrientIndex[id].map { nutrients[$0] } }
    /// The breathing pattern with `id`, if any.
    public func breathingPattern(id: String) -> BreathingPattern? { breathingIndex[id].map { breathingPatterns[$0] } }
    /// Pregnancy week `number` (1–42), if present.
    public func week(_ number: Int) -> PregnancyWeek? { pregnancyWeeks.weeks.first { $0.week == number } }
}

extension Knowledge {
    /// The content built into the binary, decoded on first use and kept for the process.
    /// - Throws: `KnowledgeLoadError` listing every file that is missing or malformed.
    public static func load() throws(KnowledgeLoadError) -> Knowledge {
        try embedded.get()
    }

    private static let embedded: Result<Knowledge, KnowledgeLoadError> = Result { () throws(KnowledgeLoadError) in
        try Knowledge(files: EmbeddedFiles.all)
    }

    /// Loads a Knowledge folder from disk (for `--knowledge DIR`). Not cached.
    /// - Parameter folder: the folder holding `yoga/poses.json`, `affirmations.json`, …
    /// - Throws: `KnowledgeLoadError` naming each bad file and JSON path; `isIOError` is set
    ///   when the folder or a file cannot be read.
    public static func load(from folder: URL) throws(KnowledgeLoadError) -> Knowledge {
        try Knowledge(parts: KnowledgeParts(source: .folder(folder)), source: folder.path)
    }

    /// Decodes Knowledge from file texts keyed by path (e.g. `EmbeddedFiles.all`). Not cached.
    /// - Parameters:
    ///   - files: each file's text by its path relative to the Knowledge folder.
    ///   - name: how errors name this copy.
    /// - Throws: `KnowledgeLoadError` naming each missing or malformed file.
    public init(files: [String: String], name: String = "the built-in copy") throws(KnowledgeLoadError) {
        try self.init(parts: KnowledgeParts(source: .files(files, name: name)), source: name)
    }

    init(parts: KnowledgeParts, source: String) throws(KnowledgeLoadError) {
        var problems = parts.problems
        var filter: OutputFilter?
        if let guardrails = parts.guardrails?.guardrails {
            do { filter = try OutputFilter(guardrails: guardrails) } catch { problems.append(error) }
        }
        guard problems.isEmpty,
              let poses = parts.poses, let routines = parts.routines, let tips = parts.nutritionTips,
              let nutrients = parts.nutrients, let avoid = parts.avoid, let affirmations = parts.affirmations,
              let weeks = parts.weeks, let breathing = parts.breathing, let selfCare = parts.selfCare,
              let conception = parts.conception, let partner = parts.partner, let symptoms = parts.symptoms,
              let moods = parts.moods, let flow = parts.flow, let discharge = parts.discharge,
              let foods = parts.foods, let guardrails = parts.guardrails, let filter
        else {
            throw KnowledgeLoadError(source: source, problems: problems.sorted(by: KnowledgeValidator.fileOrder))
        }
        self.poses = poses.poses
        self.routines = routines.routines
        self.nutritionTips = tips.tips
        self.nutrients = nutrients.nutrients
        self.avoid = AvoidList(items: avoid.items, caffeine: avoid.caffeine)
        self.affirmations = affirmations.affirmations
        self.pregnancyWeeks = PregnancyWeeks(table: weeks.table, weeks: weeks.weeks)
        self.breathingPatterns = breathing.patterns
        self.selfCare = selfCare.items
        self.conceptionTips = conception.items
        self.partnerTips = partner.items
        self.symptoms = Lexicon(entries: symptoms.entries)
        self.moods = Lexicon(entries: moods.entries)
        self.flows = Lexicon(entries: flow.entries)
        self.discharge = Lexicon(entries: discharge.entries)
        self.foods = Lexicon(entries: foods.entries)
        self.guardrails = guardrails.guardrails
        self.outputFilter = filter
        self.topics = parts.topicLibrary
        poseIndex = Self.index(self.poses.map(\.id))
        routineIndex = Self.index(self.routines.map(\.id))
        nutrientIndex = Self.index(self.nutrients.map(\.id))
        breathingIndex = Self.index(self.breathingPatterns.map(\.id))
    }

    /// Position by id; the first wins when an id repeats (the validator reports repeats).
    private static func index(_ ids: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, id) in ids.enumerated() where index[id] == nil { index[id] = position }
        return index
    }
}
