import CycleCore
import Foundation

/// Checks a Knowledge folder against SCHEMA.md and Bloom's content rules.
///
/// Run by the tests and by `bloom knowledge check [DIR]`. It reports every problem it can
/// find, one per line as `file: path: what is wrong`: files that do not load, then rules on
/// every file that did (ids, counts, pose safety, routines, coverage of phases and
/// trimesters, the week table, empty text and guardrail phrases).
package enum KnowledgeValidator {
    /// The fewest items each file must hold (`moods.json` must hold exactly this many;
    /// weeks are checked one by one instead: 1–42, each once).
    package static let minimumCounts: [KnowledgeFile: Int] = [
        .poses: 40, .routines: 8, .nutritionTips: 60, .nutrients: 12, .avoid: 1, .affirmations: 150,
        .breathing: 4, .selfCare: 40, .conception: 25, .partner: 30, .symptoms: 25,
        .moods: 12, .flow: 4, .discharge: 1, .foods: 1,
    ]

    /// Routines Bloom's commands and assistant rely on.
    package static let requiredRoutineIDs = [
        "menstrual-relief", "luteal-calm", "follicular-energy", "prenatal-first-trimester",
        "prenatal-second-trimester", "prenatal-third-trimester", "pelvic-floor", "sleep-wind-down",
    ]

    /// The trimester each prenatal routine must be for.
    package static let prenatalRoutineTrimesters: [String: Trimester] = [
        "prenatal-first-trimester": .first, "prenatal-second-trimester": .second, "prenatal-third-trimester": .third,
    ]

    /// Nutrients every copy must describe.
    package static let requiredNutrientIDs = [
        "iron", "folate", "calcium", "magnesium", "omega-3", "vitamin-b6", "vitamin-b12", "vitamin-d",
        "iodine", "choline", "fibre", "protein",
    ]

    /// Breathing patterns every copy must describe, each as an id or an alias.
    package static let requiredBreathingIDs = ["box", "4-7-8", "coherent", "physiological-sigh"]

    /// The flow words, exactly.
    package static let flowIDs: Set<String> = ["spotting", "light", "medium", "heavy"]

    /// Validates a Knowledge folder on disk.
    /// - Returns: every problem found, in file order; empty when the folder is valid.
    package static func validate(folder: URL) -> [KnowledgeProblem] {
        validate(KnowledgeParts(source: .folder(folder)))
    }

    /// Validates file texts keyed by path (e.g. `EmbeddedFiles.all`).
    /// - Returns: every problem found, in file order; empty when the copy is valid.
    package static func validate(files: [String: String]) -> [KnowledgeProblem] {
        validate(KnowledgeParts(source: .files(files, name: "the built-in copy")))
    }

    static func validate(_ parts: KnowledgeParts) -> [KnowledgeProblem] {
        var report = ProblemReport()
        report.problems = parts.problems
        var filter: OutputFilter?
        if let guardrails = parts.guardrails?.guardrails {
            do { filter = try OutputFilter(guardrails: guardrails) } catch { report.problems.append(error) }
            checkGuardrails(guardrails, into: &report)
        }
        checkYoga(parts, into: &report)
        checkNutrition(parts, into: &report)
        checkPregnancyWeeks(parts.weeks, into: &report)
        checkOtherFiles(parts, into: &report)
        checkCoverage(parts, into: &report)
        checkRawFiles(parts, filter: filter, into: &report)
        checkTopics(parts, filter: filter, into: &report)
        return report.problems.enumerated()
            .sorted { fileOrder($0.element, $1.element) || (!fileOrder($1.element, $0.element) && $0.offset < $1.offset) }
            .map(\.element)
    }

    /// Orders problems by the file they are in (in `KnowledgeFile` order; others first).
    static func fileOrder(_ lhs: KnowledgeProblem, _ rhs: KnowledgeProblem) -> Bool {
        let left = KnowledgeFile(rawValue: lhs.file).flatMap { KnowledgeFile.allCases.firstIndex(of: $0) } ?? -1
        let right = KnowledgeFile(rawValue: rhs.file).flatMap { KnowledgeFile.allCases.firstIndex(of: $0) } ?? -1
        return left < right
    }
}

/// The problems found so far.
struct ProblemReport {
    var problems: [KnowledgeProblem] = []

    mutating func add(_ file: KnowledgeFile, _ path: String, _ message: String) {
        problems.append(KnowledgeProblem(file: file.path, path: path, message: message))
    }

    /// Ids must be lower-case kebab-case and unique within the file.
    mutating func checkIDs(_ ids: [String], file: KnowledgeFile, list: String) {
        var first: [String: Int] = [:]
        for (index, id) in ids.enumerated() {
            if !KnowledgeValidator.isKebabCase(id) {
                add(file, "\(list)[\(index)].id", "'\(id)' is not lower-case kebab-case (e.g. 'childs-pose')")
            }
            if let earlier = first[id] {
                add(file, "\(list)[\(index)].id", "duplicate id '\(id)' (also \(list)[\(earlier)])")
            } else {
                first[id] = index
            }
        }
    }

    /// The list must hold at least the file's minimum count of items.
    mutating func checkCount(_ count: Int, file: KnowledgeFile, list: String, noun: String) {
        guard let minimum = KnowledgeValidator.minimumCounts[file], count < minimum else { return }
        add(file, list, "has \(count) \(noun), at least \(minimum) needed")
    }

    /// A list of texts that must not be empty.
    mutating func checkNotEmpty<T>(_ list: [T], file: KnowledgeFile, path: String) {
        if list.isEmpty { add(file, path, "is empty; add at least one") }
    }
}

extension KnowledgeValidator {
    /// Whether `id` is lower-case kebab-case: letters and digits in groups joined by single hyphens.
    static func isKebabCase(_ id: String) -> Bool {
        guard !id.isEmpty, !id.hasPrefix("-"), !id.hasSuffix("-"), !id.contains("--") else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    static func checkGuardrails(_ guardrails: Guardrails, into report: inout ProblemReport) {
        for category in GuardrailCategory.allCases {
            guard let rules = guardrails.output[category] else {
                report.add(.guardrails, "output", "missing the '\(category.rawValue)' category")
                continue
            }
            if rules.phrases.isEmpty && rules.patterns.isEmpty {
                report.add(.guardrails, "output.\(category.rawValue)", "has no phrases or patterns")
            }
        }
    }
}
