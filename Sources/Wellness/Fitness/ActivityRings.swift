import CycleCore

/// The daily goals of the activity rings: the person's own, or the documented defaults
/// (`WellnessConstants.defaultStepGoal`, `defaultActiveEnergyGoal`, `defaultExerciseGoalMinutes`).
package struct ActivityGoals: Sendable, Equatable {
    package var steps: Int
    package var activeEnergyKcal: Int
    package var exerciseMinutes: Int
    /// Which goals the person set (the others are defaults).
    package var own: Set<ActivityRing>

    /// The person's goals where given, the defaults elsewhere.
    package init(steps: Int? = nil, activeEnergyKcal: Int? = nil, exerciseMinutes: Int? = nil, constants c: WellnessConstants = .standard) {
        self.steps = steps ?? c.defaultStepGoal
        self.activeEnergyKcal = activeEnergyKcal ?? c.defaultActiveEnergyGoal
        self.exerciseMinutes = exerciseMinutes ?? c.defaultExerciseGoalMinutes
        var own: Set<ActivityRing> = []
        if steps != nil { own.insert(.steps) }
        if activeEnergyKcal != nil { own.insert(.activeEnergy) }
        if exerciseMinutes != nil { own.insert(.exercise) }
        self.own = own
    }

    /// The goal of `ring`.
    package func goal(_ ring: ActivityRing) -> Double {
        switch ring {
        case .steps: Double(steps)
        case .activeEnergy: Double(activeEnergyKcal)
        case .exercise: Double(exerciseMinutes)
        }
    }

    /// Where a default comes from, for the legend.
    package static func defaultSource(_ ring: ActivityRing) -> String {
        switch ring {
        case .steps: "default 8,000 (Paluch et al. 2022: the benefit levels off around 8,000–10,000 steps a day)"
        case .activeEnergy: "default 400 kcal (Bloom's choice; no guideline sets one)"
        case .exercise: "default 30 min (150 minutes a week of moderate activity, NHS and CDC)"
        }
    }
}

/// One of the three daily rings.
package enum ActivityRing: String, Sendable, CaseIterable, Codable {
    case steps, activeEnergy, exercise

    /// "Steps", "Active energy", "Exercise".
    package var title: String {
        switch self {
        case .steps: "Steps"
        case .activeEnergy: "Active energy"
        case .exercise: "Exercise"
        }
    }

    /// "steps", "kcal", "min".
    package var unit: String {
        switch self {
        case .steps: "steps"
        case .activeEnergy: "kcal"
        case .exercise: "min"
        }
    }
}

/// One day's rings: what was recorded against the goals (nil: nothing recorded, never zero).
package struct ActivityDay: Sendable, Equatable {
    package var day: Day
    package var steps: Double?
    package var activeEnergyKcal: Double?
    package var exerciseMinutes: Double?
    /// Whether the exercise minutes are the day's workouts (no exercise time was recorded).
    package var exerciseFromWorkouts: Bool

    /// The value of `ring`, nil when not recorded.
    package func value(_ ring: ActivityRing) -> Double? {
        switch ring {
        case .steps: steps
        case .activeEnergy: activeEnergyKcal
        case .exercise: exerciseMinutes
        }
    }

    /// The share of the goal reached (1 = closed; may exceed 1), nil when not recorded.
    package func fraction(_ ring: ActivityRing, goals: ActivityGoals) -> Double? {
        value(ring).map { $0 / max(1, goals.goal(ring)) }
    }

    /// The day's rings from its inputs: exercise minutes as recorded, or else the minutes of
    /// its workouts (hand-logged ones included).
    package init(_ inputs: DayMeasurements) {
        day = inputs.day
        steps = inputs.steps
        activeEnergyKcal = inputs.activeEnergyKcal
        if let recorded = inputs.exerciseMinutes {
            exerciseMinutes = recorded
            exerciseFromWorkouts = false
        } else if !inputs.workouts.isEmpty {
            exerciseMinutes = inputs.workouts.reduce(0) { $0 + $1.minutes }
            exerciseFromWorkouts = true
        } else {
            exerciseMinutes = nil
            exerciseFromWorkouts = false
        }
    }

    package init(day: Day, steps: Double?, activeEnergyKcal: Double?, exerciseMinutes: Double?, exerciseFromWorkouts: Bool = false) {
        self.day = day
        self.steps = steps
        self.activeEnergyKcal = activeEnergyKcal
        self.exerciseMinutes = exerciseMinutes
        self.exerciseFromWorkouts = exerciseFromWorkouts
    }

    /// Whether anything was recorded.
    package var isEmpty: Bool { steps == nil && activeEnergyKcal == nil && exerciseMinutes == nil }
}
