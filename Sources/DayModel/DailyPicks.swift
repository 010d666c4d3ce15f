import Content
import CycleCore

/// Today's suggestions: something to eat, a self-care idea, a pose or routine and an
/// affirmation, each fitting the mode and the phase (or trimester) and rotating by date.
///
/// The one selection rule for the day: `bloom today`, the chat's briefing and every other view
/// of today's picks read these.
package struct DailyPicks: Sendable {
    /// A pose or a routine to do today.
    package enum Movement: Sendable {
        case pose(Pose)
        case routine(Routine)

        /// The stable id (`pose:ID` or `routine:ID`).
        package var id: String {
            switch self {
            case let .pose(pose): "pose:\(pose.id)"
            case let .routine(routine): "routine:\(routine.id)"
            }
        }

        /// The pose's or routine's name.
        package var name: String {
            switch self {
            case let .pose(pose): pose.name
            case let .routine(routine): routine.name
            }
        }

        /// How long: "hold 1 min" or "routine, 12 min".
        package var detail: String {
            switch self {
            case let .pose(pose): "hold \(pose.hold)"
            case let .routine(routine): "routine, \(routine.totalMinutes) min"
            }
        }

        /// e.g. "Child's Pose · hold 1 min" or "Luteal calm · routine, 12 min".
        package var text: String {
            switch self {
            case let .pose(pose): "\(pose.name) · hold \(pose.hold)"
            case let .routine(routine): "\(routine.name) · routine, \(routine.totalMinutes) min"
            }
        }
    }

    package let nutrition: NutritionTip?
    package let selfCare: CareItem?
    package let movement: Movement?
    package let affirmation: Affirmation?

    /// Chooses the picks for `day`.
    /// - Parameters:
    ///   - mode: what the profile tracks.
    ///   - phase: the cycle phase today, or nil when unknown (or pregnant).
    ///   - trimester: the trimester today when pregnant.
    package static func choose(from knowledge: Knowledge, on day: Day, mode: Mode, phase: Phase?, trimester: Trimester?) -> DailyPicks {
        let pregnant = mode == .pregnancy
        let tips = knowledge.nutritionTips.filter { tip in
            (tip.modes.isEmpty || tip.modes.contains(mode))
                && (pregnant ? (trimester.map { tip.trimesters.isEmpty || tip.trimesters.contains($0) } ?? true)
                             : (phase.map { tip.phases.contains($0) } ?? true))
        }
        let care = knowledge.selfCare.filter { item in
            (item.modes.isEmpty || item.modes.contains(mode))
                && (pregnant ? (trimester.map { item.trimesters.isEmpty || item.trimesters.contains($0) } ?? true)
                             : (phase.map { item.phases.isEmpty || item.phases.contains($0) } ?? true))
        }
        let nutrition = DailyRotation.pick(tips, on: day, salt: 11)
        // Two picks with one idea ("Rebuild iron…" and "Foods with iron") would waste one: the
        // self-care pick skips items about the nutrients the food pick is about.
        let themes = Set((nutrition?.nutrients ?? []).flatMap { $0.split(separator: "-").map(String.init) }.filter { $0.count > 1 })
        let otherCare = care.filter { item in
            Set((item.id + " " + item.title).lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)).isDisjoint(with: themes)
        }
        return DailyPicks(
            nutrition: nutrition,
            selfCare: DailyRotation.pick(otherCare.isEmpty ? care : otherCare, on: day, salt: 23),
            movement: DailyRotation.pick(movements(knowledge, pregnant: pregnant, phase: phase, trimester: trimester), on: day, salt: 37),
            affirmation: knowledge.affirmation(on: day, phase: pregnant ? nil : phase, mode: mode)
                ?? knowledge.affirmation(on: day, mode: mode)
        )
    }

    /// Routines and poses that suit the day; in pregnancy only those safe in the trimester
    /// (with no trimester known, only those safe in every trimester).
    private static func movements(_ knowledge: Knowledge, pregnant: Bool, phase: Phase?, trimester: Trimester?) -> [Movement] {
        if pregnant {
            let trimesters = trimester.map { [$0] } ?? Trimester.allCases
            let routines = knowledge.routines.filter { routine in routine.trimester.map(trimesters.contains) ?? false }
            let poses = knowledge.poses.filter { pose in trimesters.allSatisfy { pose.pregnancy[$0] == .safe } }
            return routines.map(Movement.routine) + poses.map(Movement.pose)
        }
        let routines = knowledge.routines.filter { $0.trimester == nil && (phase.map($0.phases.contains) ?? true) && !$0.phases.isEmpty }
        let poses = phase.map { knowledge.poses(for: $0) } ?? knowledge.poses
        return routines.map(Movement.routine) + poses.map(Movement.pose)
    }
}
