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
