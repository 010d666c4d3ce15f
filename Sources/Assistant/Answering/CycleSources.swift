import CycleCore
import Language

/// After an import, where the cycles behind an estimate came from ("12 of your cycles came from
/// Clue"): a footer any cycle answer may add.
enum CycleSources {
    /// The footer's template key.
    static let footer: TemplateKey = .importCycleSources

    /// Adds the "where your cycles came from" line to a cycle estimate, when any period was
    /// imported into the profile the answer is about.
    static func add(to output: inout AnswerOutput, _ context: AnswerContext) {
        guard context.otherProfile == nil, let summary = try? context.store.importSummary() else { return }
        let imported = summary.importedPeriods
        guard !imported.isEmpty else { return }
        output.values["importedSources"] = .list(imported.map { .object(["source": .string($0.source), "count": .int($0.count)]) })
        output.values["ownPeriods"] = .int(summary.periodSources[ImportSummary.bloom] ?? 0)
        output.footers.append(footer)
    }
}
