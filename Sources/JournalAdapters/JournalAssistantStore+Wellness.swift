import Assistant
import CycleCore
import Importers
import Journal
import NextSteps
import Wellness

/// The chat's wellness scores, patterns and imports, read through the same functions the
/// commands call (`bloom scores`, `bloom week-score`, `bloom patterns`, `bloom import`), so the
/// chat never shows a number the commands would not.
extension JournalAssistantStore {
    /// The card `bloom scores KIND` (or `bloom week-score`) shows for `today`; without a journal,
    /// the card of an empty history ("data unavailable: …"), as the commands print. The steps
    /// in its status are worded by the context: the assistant shows the explanation as it is.
    package func wellnessCard(_ kind: ScoreKind, today: Day) throws -> ScoreCard? {
        if let failure { throw failure }
        guard let opened else { return WellnessScores.card(kind, on: today, history: WellnessHistory([], heart: HeartProfile())).worded(by: context.stepWording) }
        return try classifying { try JournalWellness.card(kind, of: opened.profile, in: opened.store, today: today).worded(by: context.stepWording) }
    }

    /// The report `bloom patterns` prints for the 90 days ending `today`; nil without a journal.
    package func wellnessPatterns(today: Day) throws -> PatternReport? {
        if let failure { throw failure }
        guard let opened else { return nil }
        return try classifying { try JournalWellness.patternReport(of: opened.profile, in: opened.store, today: today) }
    }

    /// The latest import's summary and where the profile's periods came from.
    package func importSummary() throws -> ImportSummary? {
        if let failure { throw failure }
        guard let opened else { return ImportSummary(lastImport: nil, periodSources: [:]) }
        return try classifying {
            let sources = try opened.store.periodSources(of: opened.profile)
            var named: [String: Int] = [:]
            for (source, count) in sources {
                named[source == "bloom" ? ImportSummary.bloom : ImportBatch.displayName(of: source), default: 0] += count
            }
            return ImportSummary(lastImport: try opened.store.lastImport(of: opened.profile)?.summary, periodSources: named)
        }
    }

    /// The import command's own guide, its commands worded by the context.
    package func importGuide(for source: String?) -> String? {
        context.stepWording(source.map(ImportGuide.steps(for:)) ?? ImportGuide.explanation)
    }
}
