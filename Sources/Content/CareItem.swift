import CycleCore

/// A self-care idea, conception tip or partner tip (`selfcare.json`, `conception.json`,
/// `partner.json`).
public struct CareItem: Sendable, Hashable, Codable, Identifiable {
    /// Kebab-case id.
    public var id: String
    /// A short headline.
    public var title: String
    /// The idea or tip itself.
    public var text: String
    /// The cycle phases it suits (may be empty).
    public var phases: [Phase]
    /// The trimesters it suits (may be empty).
    public var trimesters: [Trimester]
    /// The modes it suits (may be empty).
    public var modes: [Mode]
    /// A short citation.
    public var source: String

    /// Creates a value from its fields (as the Knowledge file writes them).
    public init(
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
