import CycleCore

/// A self-care idea, conception tip or partner tip (`selfcare.json`, `conception.json`,
/// `partner.json`).
package struct CareItem: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id.
    package var id: String
    /// A short headline.
    package var title: String
    /// The idea or tip itself.
    package var text: String
    /// The cycle phases it suits (may be empty).
    package var phases: [Phase]
    /// The trimesters it suits (may be empty).
    package var trimesters: [Trimester]
    /// The modes it suits (may be empty).
    package var modes: [Mode]
    /// A short citation.
    package var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    package init(
        id: String,
        title: String,
        text: String,
        phases: [Phase],
        trimesters: [Trimester],
        modes: [Mode],
        source: String
    ) {
        self.id = id
        self.title = title
        self.text = text
        self.phases = phases
        self.trimesters = trimesters
        self.modes = modes
        self.source = source
    }
}
