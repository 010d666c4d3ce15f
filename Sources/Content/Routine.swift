import CycleCore

/// A sequence of poses for a purpose, e.g. menstrual relief (`yoga/routines.json`).
package struct Routine: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id, e.g. "menstrual-relief".
    package var id: String
    /// The name people read, e.g. "Menstrual relief".
    package var name: String
    /// What it is for, in a sentence.
    package var purpose: String
    /// The cycle phases it suits (may be empty).
    package var phases: [Phase]
    /// The trimester a prenatal routine is for, else nil.
    package var trimester: Trimester?
    /// What it is good for.
    package var tags: [String]
    /// The poses in order.
    package var steps: [RoutineStep]
    /// A short citation, or "yoga tradition".
    package var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(
        id: String,
        name: String,
        purpose: String,
        phases: [Phase],
        trimester: Trimester? = nil,
        tags: [String],
        steps: [RoutineStep],
        source: String
    ) {
        self.id = id
        self.name = name
        self.purpose = purpose
        self.phases = phases
        self.trimester = trimester
        self.tags = tags
        self.steps = steps
        self.source = source
    }

    /// The routine's length in seconds, from the holds (a both-sides step counts twice).
    package var totalSeconds: Int { steps.reduce(0) { $0 + $1.totalSeconds } }

    /// The routine's length in whole minutes, rounded up (at least 1).
    package var totalMinutes: Int { max(1, (totalSeconds + 59) / 60) }
}

/// One pose of a routine.
package struct RoutineStep: Sendable, Hashable, Codable {
    /// The pose's id in `yoga/poses.json`.
    package var pose: String
    /// How long to hold it here.
    package var hold: Hold
    /// A cue for this routine, if any.
    package var note: String?
    /// Whether it is done once on each side.
    package var bothSides: Bool

    /// Creates a step.
    package init(pose: String, hold: Hold, note: String? = nil, bothSides: Bool = false) {
        self.pose = pose
        self.hold = hold
        self.note = note
        self.bothSides = bothSides
    }

    /// The step's length in seconds (twice the hold when done on both sides).
    package var totalSeconds: Int { hold.duration * (bothSides ? 2 : 1) }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case pose, hold, note, bothSides
    }

    /// Decodes a step; `note` and `bothSides` may be left out.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pose = try container.decode(String.self, forKey: .pose)
        hold = try container.decode(Hold.self, forKey: .hold)
        note = try container.decodeIfPresent(String.self, forKey: .note)
        bothSides = try container.decodeIfPresent(Bool.self, forKey: .bothSides) ?? false
    }

    /// Encodes the step as Knowledge writes it.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pose, forKey: .pose)
        try container.encode(hold, forKey: .hold)
        try container.encodeIfPresent(note, forKey: .note)
        try container.encode(bothSides, forKey: .bothSides)
    }
}
