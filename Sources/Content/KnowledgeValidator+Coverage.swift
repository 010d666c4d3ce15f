import CycleCore

extension KnowledgeValidator {
    /// Every phase has poses, nutrition tips, affirmations, self-care, conception and partner
    /// tips; every trimester has poses, nutrition tips and partner tips.
    static func checkCoverage(_ parts: KnowledgeParts, into report: inout ProblemReport) {
        typealias PhaseKind = (file: KnowledgeFile, list: String, noun: String, phases: [[Phase]]?, emptyMeansAny: Bool)
        let kinds: [PhaseKind] = [
            (.poses, "poses", "pose", parts.poses?.poses.map(\.phases), false),
            (.nutritionTips, "tips", "nutrition tip", parts.nutritionTips?.tips.map(\.phases), false),
            (.affirmations, "affirmations", "affirmation", parts.affirmations?.affirmations.map(\.phases), true),
            (.selfCare, "items", "self-care idea", parts.selfCare?.items.map(\.phases), false),
            (.conception, "items", "conception tip", parts.conception?.items.map(\.phases), false),
            (.partner, "items", "partner tip", parts.partner?.items.map(\.phases), false),
        ]
        for kind in kinds {
            guard let phases = kind.phases else { continue }
            for phase in Phase.allCases where !phases.contains(where: { $0.contains(phase) || (kind.emptyMeansAny && $0.isEmpty) }) {
                report.add(kind.file, kind.list, "no \(kind.noun) for the \(phase.rawValue) phase")
            }
        }
        for trimester in Trimester.allCases {
            if let poses = parts.poses?.poses, !poses.contains(where: { $0.pregnancy[trimester] != .avoid }) {
                report.add(.poses, "poses", "no pose is 'safe' or 'modify' in trimester \(trimester.rawValue)")
            }
            if let tips = parts.nutritionTips?.tips, !tips.contains(where: { $0.trimesters.contains(trimester) }) {
                report.add(.nutritionTips, "tips", "no nutrition tip for trimester \(trimester.rawValue)")
            }
            if let items = parts.partner?.items, !items.contains(where: { $0.trimesters.contains(trimester) }) {
                report.add(.partner, "items", "no partner tip for trimester \(trimester.rawValue)")
            }
        }
    }
}
