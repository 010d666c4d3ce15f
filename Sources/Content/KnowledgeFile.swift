/// The files of a Knowledge folder that Content reads, by path relative to the folder.
package enum KnowledgeFile: String, CaseIterable, Sendable, Hashable, Comparable {
    case poses = "yoga/poses.json"
    case routines = "yoga/routines.json"
    case nutritionTips = "nutrition/tips.json"
    case nutrients = "nutrition/nutrients.json"
    case avoid = "nutrition/avoid.json"
    case affirmations = "affirmations.json"
    case weeks = "pregnancy/weeks.json"
    case breathing = "breathing.json"
    case selfCare = "selfcare.json"
    case conception = "conception.json"
    case partner = "partner.json"
    case symptoms = "lexicons/symptoms.json"
    case moods = "lexicons/moods.json"
    case flow = "lexicons/flow.json"
    case discharge = "lexicons/discharge.json"
    case foods = "lexicons/foods.json"
    case guardrails = "guardrails.json"

    /// The path relative to the Knowledge folder, e.g. "yoga/poses.json".
    package var path: String { rawValue }

    package static func < (lhs: KnowledgeFile, rhs: KnowledgeFile) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
