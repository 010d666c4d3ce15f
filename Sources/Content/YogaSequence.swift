/// The order of a yoga routine built on the fly ("what yoga is good right now"): warming up,
/// then the poses that ask most of the body, then winding down, and a resting pose last.
/// Routines written in `Knowledge/yoga/routines.json` keep their authors' order.
package enum YogaSequence {
    /// Where a pose belongs in a routine, in the order they come.
    package enum Stage: Int, Comparable, Sendable, CaseIterable {
        /// Breathing and gentle kneeling poses that wake the spine (Cat-Cow, Puppy).
        case warmUp
        /// Standing, balancing, backbending and inverted poses: the work of the routine.
        case peak
        /// Seated, floor, twisting and hip-opening poses that wind down.
        case coolDown
        /// Restorative poses (Child's Pose, Corpse): the end.
        case rest

        package static func < (lhs: Stage, rhs: Stage) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The stage a pose of `category` takes in a routine.
    package static func stage(of category: PoseCategory) -> Stage {
        switch category {
        case .breathing, .kneeling: .warmUp
        case .standing, .balance, .backbend, .inversion: .peak
        case .seated, .supine, .prone, .twist, .hipOpener: .coolDown
        case .restorative: .rest
        }
    }

    /// `poses` in routine order: by stage, easier poses first within the peak, otherwise in
    /// the order given.
    package static func ordered(_ poses: [Pose]) -> [Pose] {
        func rank(_ pose: Pose) -> (Stage, Int) {
            let stage = stage(of: pose.category)
            let effort = stage == .peak ? PoseDifficulty.allCases.firstIndex(of: pose.difficulty) ?? 0 : 0
            return (stage, effort)
        }
        return poses.enumerated().sorted { left, right in
            let (a, b) = (rank(left.element), rank(right.element))
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
    }

    /// A routine of `count` poses from `candidates`, taken in turn from `start` (a day's
    /// rotation), ending with a resting pose and ordered warm-up → peak → rest. The resting
    /// pose is the first restorative candidate in turn from `start`, or, when no candidate is
    /// restorative, the first of `resting` (poses the caller allows, e.g. for the trimester);
    /// with neither, the routine ends with its gentlest poses.
    /// - Parameters:
    ///   - candidates: the poses that suit the request (phase, trimester, focus).
    ///   - count: how many poses, the resting one included.
    ///   - start: where the rotation through `candidates` starts (taken modulo their count).
    ///   - resting: resting poses to end with when no candidate is one.
    package static func routine(from candidates: [Pose], count: Int, start: Int, resting: [Pose] = []) -> [Pose] {
        guard count > 0, !candidates.isEmpty else { return [] }
        let turn = (0..<candidates.count).map { candidates[(start % candidates.count + $0) % candidates.count] }
        let last = turn.first { stage(of: $0.category) == .rest } ?? resting.first { stage(of: $0.category) == .rest }
        var chosen = Array(turn.filter { stage(of: $0.category) != .rest }.prefix(last == nil ? count : count - 1))
        if let last { chosen.append(last) }
        if chosen.count < count {
            // Too few other poses: fill with further resting candidates rather than return fewer.
            chosen += turn.filter { pose in !chosen.contains { $0.id == pose.id } }.prefix(count - chosen.count)
        }
        return ordered(chosen)
    }
}
