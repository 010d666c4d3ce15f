import CycleCore

extension KnowledgeValidator {
    static func checkYoga(_ parts: KnowledgeParts, into report: inout ProblemReport) {
        if let poses = parts.poses?.poses { checkPoses(poses, into: &report) }
        if let routines = parts.routines?.routines { checkRoutines(routines, poses: parts.poses?.poses, into: &report) }
    }

    static func checkPoses(_ poses: [Pose], into report: inout ProblemReport) {
        report.checkCount(poses.count, file: .poses, list: "poses", noun: "poses")
        report.checkIDs(poses.map(\.id), file: .poses, list: "poses")
        for (index, pose) in poses.enumerated() {
            let path = "poses[\(index)]"
            report.checkNotEmpty(pose.phases, file: .poses, path: "\(path).phases")
            report.checkNotEmpty(pose.steps, file: .poses, path: "\(path).steps")
            report.checkNotEmpty(pose.benefits, file: .poses, path: "\(path).benefits")
            if pose.pregnancy.needsModification, (pose.pregnancyNote ?? "").isEmpty {
                report.add(.poses, "\(path).pregnancyNote", "required because a trimester is 'modify'")
            }
            let features = Set(pose.features)
            for feature in PoseFeature.allCases where features.contains(feature) {
                let fromTrimester: Trimester
                if PoseFeature.avoidedThroughoutPregnancy.contains(feature) {
                    fromTrimester = .first
                } else if PoseFeature.avoidedFromSecondTrimester.contains(feature) {
                    fromTrimester = .second
                } else {
                    continue
                }
                let wrong = Trimester.allCases.filter { $0 >= fromTrimester && pose.pregnancy[$0] != .avoid }
                guard !wrong.isEmpty else { continue }
                let when = fromTrimester == .first ? "in every trimester" : "from trimester 2"
                let found = wrong.map { "trimester \($0.rawValue) is '\(pose.pregnancy[$0].rawValue)'" }.joined(separator: ", ")
                report.add(.poses, "\(path).pregnancy", "a pose with '\(feature.rawValue)' must be 'avoid' \(when) (\(found))")
            }
            for (tagIndex, tag) in pose.tags.enumerated() where !KnowledgeTags.poseTags.contains(tag) {
                report.add(.poses, "\(path).tags[\(tagIndex)]", "unknown tag '\(tag)'; expected one of \(KnowledgeTags.poseTags.sorted().joined(separator: ", "))")
            }
        }
    }

    static func checkRoutines(_ routines: [Routine], poses: [Pose]?, into report: inout ProblemReport) {
        report.checkCount(routines.count, file: .routines, list: "routines", noun: "routines")
        report.checkIDs(routines.map(\.id), file: .routines, list: "routines")
        let ids = Set(routines.map(\.id))
        for required in requiredRoutineIDs where !ids.contains(required) {
            report.add(.routines, "routines", "missing the required routine '\(required)'")
        }
        let posesByID = Dictionary(poses?.map { ($0.id, $0) } ?? [], uniquingKeysWith: { first, _ in first })
        for (index, routine) in routines.enumerated() {
            let path = "routines[\(index)]"
            report.checkNotEmpty(routine.steps, file: .routines, path: "\(path).steps")
            if let expected = prenatalRoutineTrimesters[routine.id], routine.trimester != expected {
                report.add(.routines, "\(path).trimester", "'\(routine.id)' must be for trimester \(expected.rawValue)")
            }
            guard poses != nil else { continue }
            for (stepIndex, step) in routine.steps.enumerated() {
                let stepPath = "\(path).steps[\(stepIndex)].pose"
                guard let pose = posesByID[step.pose] else {
                    report.add(.routines, stepPath, "no pose '\(step.pose)' in \(KnowledgeFile.poses.path)")
                    continue
                }
                if let trimester = routine.trimester, pose.pregnancy[trimester] == .avoid {
                    report.add(.routines, stepPath, "'\(pose.id)' is 'avoid' in trimester \(trimester.rawValue); a prenatal routine may use only 'safe' or 'modify' poses")
                }
            }
        }
    }
}
