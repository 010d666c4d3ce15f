import CycleCore

/// A short affirmation, optionally for some phases or modes (`affirmations.json`).
package struct Affirmation: Sendable, Hashable, Codable, Identifiable {
    /// Its id, e.g. "a001".
    package var id: String
    /// The affirmation.
    package var text: String
    /// The phases it suits; empty means any.
    package var phases: [Phase]
    /// The modes it suits; empty means any.
    package var modes: [Mode]
    /// Its themes: rest, strength, body, …
    package var themes: [String]

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(id: String, text: String, phases: [Phase], modes: [Mode], themes: [String]) {
        self.id = id
        self.text = text
        self.phases = phases
        self.modes = modes
        self.themes = themes
    }

    /// Whether it suits `phase` and `mode` (nil matches anything; an empty list matches all).
    package func fits(phase: Phase?, mode: Mode?) -> Bool {
        let phaseFits = phase.map { phases.isEmpty || phases.contains($0) } ?? true
        let modeFits = mode.map { modes.isEmpty || modes.contains($0) } ?? true
        return phaseFits && modeFits
    }
}
