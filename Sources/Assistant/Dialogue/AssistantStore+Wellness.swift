import CycleCore
import enum Wellness.ScoreKind
import struct Wellness.ScoreCard
import struct Wellness.PatternReport

/// What the chat says about imports from other apps: the latest import and where the
/// periods came from, read from the journal.
package struct ImportSummary: Sendable, Equatable {
    /// The latest finished import in one sentence (the journal's own summary), nil when none.
    package var lastImport: String?
    /// How many periods came from each source, by the source's name in words ("Clue",
    /// "Apple Health"; "Bloom" for those logged here).
    package var periodSources: [String: Int]

    package init(lastImport: String?, periodSources: [String: Int]) {
        self.lastImport = lastImport
        self.periodSources = periodSources
    }

    /// The periods that came from other apps, largest first (ties by name).
    package var importedPeriods: [(source: String, count: Int)] {
        periodSources.filter { $0.key != ImportSummary.bloom && $0.value > 0 }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    /// The name periods logged in Bloom itself go under.
    package static let bloom = "Bloom"
}

extension AssistantStore {
    /// No wellness data in a store that does not keep it (in-memory test stores).
    package func wellnessCard(_ kind: ScoreKind, today: Day) throws -> ScoreCard? { nil }
    /// No patterns in a store that does not keep lifestyle logs.
    package func wellnessPatterns(today: Day) throws -> PatternReport? { nil }
    /// No imports in a store that cannot import.
    package func importSummary() throws -> ImportSummary? { nil }
    /// No import guide from a store that cannot import.
    package func importGuide(for source: String?) -> String? { nil }
}
