import CycleCore
import Foundation

/// All of Bloom's bundled content, decoded into typed models.
///
/// ```swift
/// let knowledge = try Knowledge.load()                 // the copy built into the binary
/// let pose = knowledge.pose(id: "childs-pose")
/// let week = knowledge.week(20)
/// ```
package struct Knowledge: Sendable {
    /// The decoded parts: all of them up front for a folder or a files dictionary, each on
    /// first use for the built-in copy (`load()`).
    private let store: KnowledgeStore

    /// Yoga poses (`yoga/poses.json`).
    package var poses: [Pose] { store.poses.list }
    /// Yoga routines (`yoga/routines.json`).
    package var routines: [Routine] { store.routines.list }
    /// Eating tips (`nutrition/tips.json`).
    package var nutritionTips: [NutritionTip] { store.nutritionTips }
    /// Nutrients with reference intakes (`nutrition/nutrients.json`).
    package var nutrients: [Nutrient] { store.nutrients.list }
    /// Foods to avoid in pregnancy and the caffeine limit (`nutrition/avoid.json`).
    package var avoid: AvoidList { store.avoid }
    /// Affirmations (`affirmations.json`).
    package var affirmations: [Affirmation] { store.affirmations }
    /// Pregnancy weeks 1–42 and the chart their sizes come from (`pregnancy/weeks.json`).
    package var pregnancyWeeks: PregnancyWeeks { store.pregnancyWeeks }
    /// Breathing exercises (`breathing.json`).
    package var breathingPatterns: [BreathingPattern] { store.breathingPatterns.list }
    /// Self-care ideas (`selfcare.json`).
    package var selfCare: [CareItem] { store.selfCare }
    /// Tips for trying to conceive (`conception.json`).
    package var conceptionTips: [CareItem] { store.conceptionTips }
    /// Tips for partners (`partner.json`).
    package var partnerTips: [CareItem] { store.partnerTips }
    /// Symptom words (`lexicons/symptoms.json`).
    package var symptoms: Lexicon { store.symptoms }
    /// Mood words (`lexicons/moods.json`).
    package var moods: Lexicon { store.moods }
    /// Flow words (`lexicons/flow.json`).
    package var flows: Lexicon { store.flows }
    /// Discharge words (`lexicons/discharge.json`).
    package var discharge: Lexicon { store.discharge }
    /// Food and nutrient words (`lexicons/foods.json`).
    package var foods: Lexicon { store.foods }
    /// What Bloom must never say (`guardrails.json`).
    package var guardrails: Guardrails { store.guardrails.rules }
    /// The compiled guardrails, ready to check any text Bloom shows.
    package var outputFilter: OutputFilter { store.outputFilter }
    /// The health-topic library (`topics/*.json`); empty when the copy has no topics folder.
    package var topics: TopicLibrary { store.topics }

    /// The fingerprint of the topic files this copy reads its library from (the raw bytes of
    /// `topics/*.json` with their paths, `KnowledgeFingerprint.of(paths:in:)`); costs nothing
    /// for the built-in copy. Nil when the library was not read from files.
    var topicsFingerprint: UInt64? { store.topicsFingerprint }

    /// The topic library a compiled index describes (`entries`, `areas`), for topic files with
    /// `fingerprint`: read lazily from this copy's files, each area decoded when one of its
    /// topics is first needed; or the decoded library when this copy was decoded up front and
    /// has those topics. Nil when it does not.
    func topics(entries: [TopicLibrary.Entry], areas: [String], fingerprint: UInt64?) -> TopicLibrary? {
        store.topics(entries: entries, areas: areas, fingerprint: fingerprint)
    }

    /// The pose with `id`, if any.
    package func pose(id: String) -> Pose? { store.poses.byID(id) }
    /// The routine with `id`, if any.
    package func routine(id: String) -> Routine? { store.routines.byID(id) }
    /// The nutrient with `id`, if any.
    package func nutrient(id: String) -> Nutrient? { store.nutrients.byID(id) }
    /// The breathing pattern with `id`, if any.
    package func breathingPattern(id: String) -> BreathingPattern? { store.breathingPatterns.byID(id) }
    /// Pregnancy week `number` (1–42), if present.
    package func week(_ number: Int) -> PregnancyWeek? { pregnancyWeeks.weeks.first { $0.week == number } }
}

extension Knowledge {
    /// The content built into the binary, kept for the process. Each file is decoded when
    /// first read, so a command pays only for the parts it uses; the tests decode every part
    /// of the built-in copy (and `bloom knowledge check` validates it), so a part that cannot
    /// be decoded is a broken build and stops the program with the file's problem.
    /// - Throws: nothing for the built-in copy today; kept so callers treat every copy alike.
    package static func load() throws(KnowledgeLoadError) -> Knowledge {
        embedded
    }

    private static let embedded = Knowledge(store: KnowledgeStore(decodingOnFirstUse: .files(EmbeddedFiles.all, name: "the built-in copy")))

    /// A copy that decodes each part from `files` when first read, as the built-in copy does
    /// (not cached; for tests of what a command decodes). Only for files known to decode.
    static func decodingOnFirstUse(files: [String: String], name: String) -> Knowledge {
        Knowledge(store: KnowledgeStore(decodingOnFirstUse: .files(files, name: name)))
    }

    /// Loads a Knowledge folder from disk (for `--knowledge DIR`). Not cached.
    /// - Parameter folder: the folder holding `yoga/poses.json`, `affirmations.json`, …
    /// - Throws: `KnowledgeLoadError` naming each bad file and JSON path; `isIOError` is set
    ///   when the folder or a file cannot be read.
    package static func load(from folder: URL) throws(KnowledgeLoadError) -> Knowledge {
        try Knowledge(parts: KnowledgeParts(source: .folder(folder)), source: folder.path)
    }

    /// Decodes Knowledge from file texts keyed by path (e.g. `EmbeddedFiles.all`). Not cached.
    /// - Parameters:
    ///   - files: each file's text by its path relative to the Knowledge folder.
    ///   - name: how errors name this copy.
    /// - Throws: `KnowledgeLoadError` naming each missing or malformed file.
    package init(files: [String: String], name: String = "the built-in copy") throws(KnowledgeLoadError) {
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
        store = KnowledgeStore(
            poses: poses.poses, routines: routines.routines, nutritionTips: tips.tips, nutrients: nutrients.nutrients,
            avoid: AvoidList(items: avoid.items, caffeine: avoid.caffeine), affirmations: affirmations.affirmations,
            pregnancyWeeks: PregnancyWeeks(table: weeks.table, weeks: weeks.weeks), breathingPatterns: breathing.patterns,
            selfCare: selfCare.items, conceptionTips: conception.items, partnerTips: partner.items,
            symptoms: Lexicon(entries: symptoms.entries), moods: Lexicon(entries: moods.entries), flows: Lexicon(entries: flow.entries),
            discharge: Lexicon(entries: discharge.entries), foods: Lexicon(entries: foods.entries),
            guardrails: (guardrails.guardrails, filter), topics: parts.topicLibrary
        )
    }
}
